import Foundation
import InputReference

extension Eureka {
  /// `open class _PickerInputCell<T>` (Source/Rows/PickerInputRow.swift at 744f3573; the logic is the
  /// same at 912135a4 (B13) and 028ef8e3 (B16)): a cell whose input view is a picker.
  ///
  /// Dropped (drawing): `translatesAutoresizingMaskIntoConstraints`, `accessoryType`,
  /// `editingAccessoryType`, `selectionStyle`, the text colours (disabled, highlighted).
  open class _PickerInputCell<T: Equatable>: Cell<T>, PickerViewDataSource, PickerViewDelegate {
    lazy public var picker: PickerView = {
      let picker = PickerView()
      return picker
    }()

    fileprivate var pickerInputRow: _PickerInputRow<T>? { return row as? _PickerInputRow<T> }

    public required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    public required init?(coder: NSCoder) { nil }

    open override func setup() {
      super.setup()
      picker.delegate = self
      picker.dataSource = self
    }

    @MainActor deinit {
      picker.delegate = nil
      picker.dataSource = nil
    }

    open override func update() {
      super.update()
      if row.title?.isEmpty == false {
        detailTextLabel?.text =
          row.displayValueFor?(row.value) ?? (row as? any NoValueDisplayTextConformance)?.noValueDisplayText
      } else {
        textLabel?.text =
          row.displayValueFor?(row.value) ?? (row as? any NoValueDisplayTextConformance)?.noValueDisplayText
        detailTextLabel?.text = nil
      }
      picker.reloadAllComponents()
    }

    open override func didSelect() {
      super.didSelect()
      row.deselect()
    }

    open override var inputView: View? {
      return picker
    }

    open override func cellCanBecomeFirstResponder() -> Bool {
      return canBecomeFirstResponder
    }

    open override var canBecomeFirstResponder: Bool {
      return !row.isDisabled
    }

    open func numberOfComponents(in pickerView: PickerView) -> Int {
      return 1
    }

    open func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
      return pickerInputRow?.options.count ?? 0
    }

    open func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
      return pickerInputRow?.displayValueFor?(pickerInputRow?.options[row])
    }

    open func pickerView(_ pickerView: PickerView, didSelectRow rowNumber: Int, inComponent component: Int) {
      if let picker = pickerInputRow, picker.options.count > rowNumber {
        picker.value = picker.options[rowNumber]
        update()
      }
    }
  }

  /// `open class PickerInputCell<T>`: selects the row's value when updated.
  open class PickerInputCell<T: Equatable>: _PickerInputCell<T> {
    public required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    public required init?(coder: NSCoder) { nil }

    open override func update() {
      super.update()
      if let selectedValue = pickerInputRow?.value, let index = pickerInputRow?.options.firstIndex(of: selectedValue) {
        picker.selectRow(index, inComponent: 0, animated: true)
      }
    }
  }

  /// `open class _PickerInputRow<T>`.
  open class _PickerInputRow<T: Equatable>: Row<PickerInputCell<T>>, NoValueDisplayTextConformance {
    open var noValueDisplayText: String? = nil

    open var options = [T]()

    public required init(tag: String?) {
      super.init(tag: tag)
    }
  }

  /// A generic row where the user can pick an option from a picker view displayed in the keyboard area
  public final class PickerInputRow<T: Equatable>: _PickerInputRow<T>, RowType {
    public required init(tag: String?) {
      super.init(tag: tag)
    }
  }
}

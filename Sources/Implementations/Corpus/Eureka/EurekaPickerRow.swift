import Foundation
import InputReference

extension Eureka {
  /// `open class _PickerCell<T>` (Source/Rows/PickerRow.swift at d803646c): a cell that shows a picker
  /// inside the table (picker rows, and the rows inline rows insert).
  ///
  /// Dropped (layout): the picker's constraints, `translatesAutoresizingMaskIntoConstraints`,
  /// `accessoryType`, `editingAccessoryType`, `height`.
  open class _PickerCell<T: Equatable>: Cell<T>, PickerViewDataSource, PickerViewDelegate {
    public weak var picker: PickerView!

    fileprivate var pickerRow: _PickerRow<T>? { return row as? _PickerRow<T> }

    public required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
      let pickerView = PickerView()
      self.picker = pickerView
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      self.contentView.addSubview(pickerView)
    }

    public required init?(coder: NSCoder) { nil }

    open override func setup() {
      super.setup()
      picker.delegate = self
      picker.dataSource = self
    }

    open override func update() {
      super.update()
      textLabel?.text = nil
      detailTextLabel?.text = nil
      picker.reloadAllComponents()
    }

    @MainActor deinit {
      picker?.delegate = nil
      picker?.dataSource = nil
    }

    open func numberOfComponents(in pickerView: PickerView) -> Int {
      return 1
    }

    open func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
      return pickerRow?.options.count ?? 0
    }

    open func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
      return pickerRow?.displayValueFor?(pickerRow?.options[row])
    }

    open func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
      if let picker = pickerRow, !picker.options.isEmpty {
        picker.value = picker.options[row]
      }
    }
  }

  /// `open class PickerCell<T>`.
  open class PickerCell<T: Equatable>: _PickerCell<T> {
    public required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    public required init?(coder: NSCoder) { nil }

    open override func update() {
      super.update()
      if let selectedValue = pickerRow?.value, let index = pickerRow?.options.firstIndex(of: selectedValue) {
        picker.selectRow(index, inComponent: 0, animated: true)
      }
    }
  }

  /// `open class _PickerRow<T>`.
  open class _PickerRow<T: Equatable>: Row<PickerCell<T>> {
    open var options = [T]()

    public required init(tag: String?) {
      super.init(tag: tag)
    }
  }

  /// A generic row where the user can pick an option from a picker view
  public final class PickerRow<T: Equatable>: _PickerRow<T>, RowType {
    public required init(tag: String?) {
      super.init(tag: tag)
    }
  }
}

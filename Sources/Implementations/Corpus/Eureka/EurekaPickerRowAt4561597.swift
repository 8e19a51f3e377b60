import Foundation
import InputReference

extension Eureka {
  /// `public class PickerCell<T>` of Source/Rows/PickerRow.swift, bug B14: buggy 45615978 (Eureka 1.6,
  /// Swift 2), fixed bf2ed917 ("fix #450").
  ///
  /// A row that shows its picker inside the table. With no options, UIKit still reports a settle
  /// (`didSelectRow` 0) when the user drags the empty wheel; at the buggy commit
  /// `pickerRow?.value = pickerRow?.options[row]` then indexes an empty array and traps. The fix
  /// assigns only when the options are not empty.
  ///
  /// Dropped (layout): the picker's constraints, `translatesAutoresizingMaskIntoConstraints`,
  /// `height = { 213 }`, `accessoryType`, `editingAccessoryType`.
  public final class PickerCellAt4561597<T: Equatable>: Cell<T>, PickerViewDataSource, PickerViewDelegate {
    /// Which commit this cell follows (set by the harness right after the row creates the cell).
    public var version: CorpusVersion = .fixed

    public lazy var picker: PickerView = { [unowned self] in
      let picker = PickerView()
      self.contentView.addSubview(picker)
      return picker
    }()

    private var pickerRow: _PickerRowAt4561597<T>? { return row as? _PickerRowAt4561597<T> }

    public required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    public required init?(coder: NSCoder) { nil }

    public override func setup() {
      super.setup()
      picker.delegate = self
      picker.dataSource = self
    }

    @MainActor deinit {
      picker.delegate = nil
      picker.dataSource = nil
    }

    public override func update() {
      super.update()
      textLabel?.text = nil
      detailTextLabel?.text = nil
      picker.reloadAllComponents()
      if let selectedValue = pickerRow?.value, let index = pickerRow?.options.firstIndex(of: selectedValue) {
        picker.selectRow(index, inComponent: 0, animated: true)
      }
    }

    public func numberOfComponents(in pickerView: PickerView) -> Int {
      return 1
    }

    public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
      return pickerRow?.options.count ?? 0
    }

    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
      return pickerRow?.displayValueFor?(pickerRow?.options[row])
    }

    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
      switch version {
      case .buggy:
        pickerRow?.value = pickerRow?.options[row]
      case .fixed:
        if let picker = pickerRow, !picker.options.isEmpty {
          picker.value = picker.options[row]
        }
      }
    }
  }

  /// `public class _PickerRow<T>: Row<T, PickerCell<T>>` (Source/Rows/PickerRow.swift at 45615978).
  open class _PickerRowAt4561597<T: Equatable>: Row<PickerCellAt4561597<T>> {
    public var options = [T]()

    public required init(tag: String?) {
      super.init(tag: tag)
    }
  }

  /// A generic row where the user can pick an option from a picker view (at 45615978).
  public final class PickerRowAt4561597<T: Equatable>: _PickerRowAt4561597<T>, RowType {
    public required init(tag: String?) {
      super.init(tag: tag)
    }
  }
}

import Foundation
import InputReference

extension Eureka {
  /// `public class PickerCell<T>` of Source/Cells.swift, bug B11: buggy 6aff0d46 (Eureka 1.5, Swift 2),
  /// fixed 3f40652c (Eureka issue 208, PR 225, merged 08f7f46d).
  ///
  /// The inline picker row's cell: the form inserts a `PickerRow` below a `PickerInlineRow` when it is
  /// tapped and removes it on collapse. The removed row is released at once; its cell is not: the
  /// table animates it out, and its picker, still decelerating, then calls `didSelectRow` and
  /// `titleForRow` on it. The cell's `row` is `weak`, so it reads `nil` by then. At the buggy commit
  /// `pickerRow` is `row as! _PickerRow<T>` and every callback unwraps it: the app traps. The fix makes
  /// it `row as? _PickerRow<T>` and every callback optional-chains.
  ///
  /// Dropped (layout): the picker's constraints and `translatesAutoresizingMaskIntoConstraints`,
  /// `height = { 213 }`, `accessoryType`, `editingAccessoryType`. Swift 2 spellings are modern Swift.
  public final class PickerCellAt6aff0d4<T: Equatable>: Cell<T>, PickerViewDataSource, PickerViewDelegate {
    /// Which commit this cell follows (set by the harness right after the row creates the cell).
    public var version: CorpusVersion = .fixed

    public lazy var picker: PickerView = { [unowned self] in
      let picker = PickerView()
      self.contentView.addSubview(picker)
      return picker
    }()

    private var pickerRowBuggy: _PickerRowAt6aff0d4<T> { return row as! _PickerRowAt6aff0d4<T> }
    private var pickerRowFixed: _PickerRowAt6aff0d4<T>? { return row as? _PickerRowAt6aff0d4<T> }

    public required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    public required init?(coder: NSCoder) { nil }

    public override func setup() {
      super.setup()
      picker.delegate = self
      picker.dataSource = self
    }

    public override func update() {
      super.update()
      textLabel?.text = nil
      detailTextLabel?.text = nil
      picker.reloadAllComponents()
      switch version {
      case .buggy:
        if let selectedValue = pickerRowBuggy.value, let index = pickerRowBuggy.options.firstIndex(of: selectedValue) {
          picker.selectRow(index, inComponent: 0, animated: true)
        }
      case .fixed:
        if let selectedValue = pickerRowFixed?.value, let index = pickerRowFixed?.options.firstIndex(of: selectedValue)
        {
          picker.selectRow(index, inComponent: 0, animated: true)
        }
      }
    }

    public func numberOfComponents(in pickerView: PickerView) -> Int {
      return 1
    }

    public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
      switch version {
      case .buggy: return pickerRowBuggy.options.count
      case .fixed: return pickerRowFixed?.options.count ?? 0
      }
    }

    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
      switch version {
      case .buggy: return pickerRowBuggy.displayValueFor?(pickerRowBuggy.options[row])
      case .fixed: return pickerRowFixed?.displayValueFor?(pickerRowFixed?.options[row])
      }
    }

    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
      switch version {
      case .buggy: pickerRowBuggy.value = pickerRowBuggy.options[row]
      case .fixed: pickerRowFixed?.value = pickerRowFixed?.options[row]
      }
    }
  }

  /// `public class _PickerRow<T>: Row<T, PickerCell<T>>` (Source/Rows.swift at 6aff0d46).
  open class _PickerRowAt6aff0d4<T: Equatable>: Row<PickerCellAt6aff0d4<T>> {
    public var options = [T]()

    public required init(tag: String?) {
      super.init(tag: tag)
    }
  }

  /// `public final class PickerRow<T>` (Source/Rows.swift at 6aff0d46).
  public final class PickerRowAt6aff0d4<T: Equatable>: _PickerRowAt6aff0d4<T>, RowType {
    public required init(tag: String?) {
      super.init(tag: tag)
    }
  }

  /// `public class LabelCellOf<T>: Cell<T>, CellType` (Source/Cells.swift at 6aff0d46; `height` and
  /// `selectionStyle` dropped).
  public final class LabelCellOfAt6aff0d4<T: Equatable>: Cell<T> {
    public required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    public required init?(coder: NSCoder) { nil }
  }

  /// `public class _PickerInlineRow<T>: Row<T, LabelCellOf<T>>` (Source/Rows.swift at 6aff0d46).
  open class _PickerInlineRowAt6aff0d4<T: Equatable>: Row<LabelCellOfAt6aff0d4<T>> {
    public typealias InlineRow = PickerRowAt6aff0d4<T>
    public var options = [T]()

    public required init(tag: String?) {
      super.init(tag: tag)
    }
  }

  /// `public final class PickerInlineRow<T>` (Source/Rows.swift at 6aff0d46): a label row that inserts a
  /// `PickerRow` below itself when tapped (the text colour callbacks dropped).
  public final class PickerInlineRowAt6aff0d4<T: Equatable>: _PickerInlineRowAt6aff0d4<T>, RowType, InlineRowType {
    /// The version given to each inline picker cell the row creates.
    public var version: CorpusVersion = .fixed

    public required init(tag: String?) {
      super.init(tag: tag)
    }

    public override func customDidSelect() {
      super.customDidSelect()
      if !isDisabled {
        toggleInlineRow()
      }
    }

    public func setupInlineRow(_ inlineRow: InlineRow) {
      inlineRow.options = self.options
      inlineRow.displayValueFor = self.displayValueFor
      inlineRow.cell.version = version  // harness: the port's commit (not in Eureka)
    }
  }
}

import Foundation
import InputReference

extension Eureka {
  /// `open class BaseRow` (Source/Core/BaseRow.swift at 744f3573).
  open class BaseRow {
    var callbackOnChange: (() -> Void)?
    var callbackOnExpandInlineRow: Any?
    var callbackOnCollapseInlineRow: Any?
    var _inlineRow: BaseRow?

    public var isHighlighted: Bool = false

    /// The title will be displayed in the textLabel of the row.
    public var title: String?

    /// Parameter used when creating the cell for this row.
    public var cellStyle = TableViewCell.CellStyle.value1

    /// String that uniquely identifies a row.
    public var tag: String?

    /// The untyped cell associated to this row.
    public var baseCell: BaseCell! { return nil }

    /// The untyped value of this row.
    public var baseValue: Any? {
      set {}
      get { return nil }
    }

    /// Returns if this row is currently disabled or not (Eureka evaluates `disabled: Condition?` into
    /// this cache; the port sets the cache directly, with the same side effect).
    public var isDisabled: Bool { return disabledCache }

    /// The section to which this row belongs.
    open weak var section: Section?

    public required init(tag: String? = nil) {
      self.tag = tag
    }

    /// Method that reloads the cell
    open func updateCell() {}

    /// Method called when the cell belonging to this row was selected.
    open func didSelect() {}

    /// Returns the IndexPath where this row is in the current form.
    public final var indexPath: IndexPath? {
      guard let sectionIndex = section?.index, let rowIndex = section?.firstIndex(of: self) else { return nil }
      return IndexPath(row: rowIndex, section: sectionIndex)
    }

    /// The cache behind ``isDisabled``: disabling a row makes its cell resign.
    public var disabledCache = false {
      willSet {
        if newValue && !disabledCache {
          baseCell.cellResignFirstResponder()
        }
      }
    }

    /// The device's world: the environment of the form's controller (model substitution for `Date()`,
    /// `Calendar.current`, `Locale.current`); the model's default world outside a form.
    public var environment: PlatformEnvironment {
      section?.form?.environment ?? PlatformEnvironment()
    }

    final func wasAddedTo(section: Section) {
      self.section = section
    }

    final func willBeRemovedFromForm() {
      (self as? any BaseInlineRowType)?.collapseInlineRow()
    }

    final func willBeRemovedFromSection() {
      willBeRemovedFromForm()
      section = nil
    }

    /// Deselects the row's cell in the form's table.
    public final func deselect(animated: Bool = true) {
      guard let indexPath = indexPath,
        let tableView = baseCell?.formViewController()?.tableView
          ?? (section?.form?.delegate as? FormViewController)?.tableView
      else { return }
      tableView.deselectRow(at: indexPath, animated: animated)
    }
  }

  /// `open class RowOf<T>` (Source/Core/Row.swift): a row with a typed value.
  open class RowOf<T: Equatable>: BaseRow {
    private var _value: T? {
      didSet {
        guard _value != oldValue else { return }
        guard let form = section?.form else { return }
        if let delegate = form.delegate {
          delegate.valueHasBeenChanged(for: self, oldValue: oldValue, newValue: value)
          callbackOnChange?()
        }
      }
    }

    /// The typed value of this row.
    open var value: T? {
      set(newValue) {
        _value = newValue
      }
      get {
        return _value
      }
    }

    /// The untyped value of this row.
    public override var baseValue: Any? {
      get { return value }
      set { value = newValue as? T }
    }

    /// Block variable used to get the String that should be displayed for the value of this row.
    public var displayValueFor: ((T?) -> String?)? = {
      return $0.map { String(describing: $0) }
    }

    public required init(tag: String?) {
      super.init(tag: tag)
    }
  }

  /// `open class Row<Cell: CellType>` (Source/Core/Row.swift): a row that owns its cell.
  open class Row<Cell: TypedCellType>: RowOf<Cell.Value> {
    private var _cell: Cell!

    /// The cell associated to this row (created on first use; the row keeps it).
    public var cell: Cell! {
      return _cell
        ?? {
          let result = Cell(style: self.cellStyle, reuseIdentifier: nil)
          result.row = self
          result.setup()
          _cell = result
          return _cell
        }()
    }

    /// The untyped cell associated to this row
    public override var baseCell: BaseCell! { return cell }

    public required init(tag: String?) {
      super.init(tag: tag)
    }

    /// Method that reloads the cell
    override open func updateCell() {
      super.updateCell()
      cell.update()
      customUpdateCell()
    }

    /// Method called when the cell belonging to this row was selected.
    open override func didSelect() {
      super.didSelect()
      if !isDisabled {
        cell?.didSelect()
      }
      customDidSelect()
    }

    /// Will be called inside `didSelect` method of the row.
    open func customDidSelect() {}

    /// Will be called inside `updateCell` method of the row.
    open func customUpdateCell() {}
  }

  /// `protocol NoValueDisplayTextConformance`.
  @MainActor public protocol NoValueDisplayTextConformance: AnyObject {
    var noValueDisplayText: String? { get set }
  }
}

extension Eureka.BaseRow: Equatable {
  public static func == (lhs: Eureka.BaseRow, rhs: Eureka.BaseRow) -> Bool {
    return lhs === rhs
  }
}

import Foundation
import InputReference

extension Eureka {
  /// `protocol TypedCellType` with `CellType`'s initializer: a cell that knows its row's value type.
  @MainActor public protocol TypedCellType: BaseCell {
    associatedtype Value: Equatable
    /// The row associated to this cell.
    var row: RowOf<Value>! { get set }
    init(style: TableViewCell.CellStyle, reuseIdentifier: String?)
  }

  /// `open class BaseCell: UITableViewCell` (Source/Core/Cell.swift at 744f3573).
  open class BaseCell: TableViewCell {
    /// Untyped row associated to this cell.
    public var baseRow: BaseRow! { return nil }

    public required override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    public required init?(coder: NSCoder) { nil }

    /// Function that returns the FormViewController this cell belongs to: the responder chain
    /// (superviews, then the controller of a root view) searched for one.
    public func formViewController() -> FormViewController? {
      var responder: View? = self
      while let current = responder {
        if let formVC = (current as? FormViewController.RootView)?.controller {
          return formVC
        }
        responder = current.superview
      }
      return nil
    }

    open func setup() {}
    open func update() {}

    open func didSelect() {}

    /// If the cell can become first responder. By default returns false
    open func cellCanBecomeFirstResponder() -> Bool {
      return false
    }

    /// Called when the cell becomes first responder
    @discardableResult
    open func cellBecomeFirstResponder(withDirection: Direction = .down) -> Bool {
      return becomeFirstResponder()
    }

    /// Called when the cell resigns first responder
    @discardableResult
    open func cellResignFirstResponder() -> Bool {
      return resignFirstResponder()
    }
  }

  /// `open class Cell<T>: BaseCell, TypedCellType` (Source/Core/Cell.swift at 744f3573; the same
  /// at 028ef8e3, Eureka 5.5.0, the commit of B16).
  open class Cell<T: Equatable>: BaseCell, TypedCellType {
    public typealias Value = T

    /// The row associated to this cell: weak, implicitly unwrapped, as in Eureka. Once the row is
    /// released it reads `nil`, and any use that unwraps it traps.
    public weak var row: RowOf<T>!

    /// Returns the navigationAccessoryView if it is defined or calls super if not.
    ///
    /// `row` is passed to a non-optional `BaseRow` parameter: it is unwrapped here, so a read after
    /// the row was released (while the cell is still in the form's view) traps (B16).
    override open var inputAccessoryView: View? {
      if let v = formViewController()?.inputAccessoryView(for: row) {
        return v
      }
      return super.inputAccessoryView
    }

    public required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    public required init?(coder: NSCoder) { nil }

    /// Function responsible for setting up the cell at creation time.
    open override func setup() {
      super.setup()
    }

    /// Function responsible for updating the cell each time it is reloaded.
    open override func update() {
      super.update()
      textLabel?.text = row.title
      detailTextLabel?.text =
        row.displayValueFor?(row.value) ?? (row as? any NoValueDisplayTextConformance)?.noValueDisplayText
    }

    /// Called when the cell was selected.
    open override func didSelect() {}

    open override var canBecomeFirstResponder: Bool {
      return false
    }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
      let result = super.becomeFirstResponder()
      if result {
        formViewController()?.beginEditing(of: self)
      }
      return result
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
      let result = super.resignFirstResponder()
      if result {
        formViewController()?.endEditing(of: self)
      }
      return result
    }

    /// The untyped row associated to this cell.
    public override var baseRow: BaseRow! { return row }
  }
}

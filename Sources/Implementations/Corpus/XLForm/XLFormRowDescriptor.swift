import InputReference

extension XLForm {
  /// `XLFormRowDescriptor` (XLForm/XL/Descriptors/XLFormRowDescriptor.m at e196fc71): a form row, its
  /// value, and the cell it creates once and keeps.
  public final class FormRowDescriptor {
    public var tag: String?
    public let rowType: String
    public var title: String?
    /// The row's value (`id value`).
    public var value: Any?
    public var noValueDisplayText: String?
    /// The options of a selector row.
    public var selectorOptions: [Any] = []
    /// Key paths set on the cell each time it is bound (`cellConfig`).
    public var cellConfig: [(keyPath: String, value: Any?)] = []
    /// The section this row belongs to.
    public internal(set) weak var sectionDescriptor: FormSectionDescriptor?

    /// The cell, created by ``cellForFormController(_:)`` and kept.
    public private(set) var cell: BaseCell?

    private var disabledValue = false

    public init(tag: String?, rowType: String, title: String? = nil) {
      self.tag = tag
      self.rowType = rowType
      self.title = title
    }

    /// `+formRowDescriptorWithTag:rowType:`.
    public static func formRowDescriptor(withTag tag: String?, rowType: String) -> FormRowDescriptor {
      FormRowDescriptor(tag: tag, rowType: rowType)
    }

    /// `-cellForFormController:`: creates the cell of the row's type once, then returns it.
    public func cellForFormController(_ formController: FormViewController) -> BaseCell {
      if cell == nil {
        guard let cellClass = formController.cellClassesForRowDescriptorTypes[rowType] else {
          preconditionFailure("Not defined XLFormRowDescriptorType: \(rowType)")  // NSAssert
        }
        cell = cellClass(formController.environment)
      }
      return cell!
    }

    /// `disabled` (a Boolean here; XLForm also takes predicates). Setting it re-evaluates the row,
    /// which makes a disabled row's cell resign first responder.
    public var disabled: Bool {
      get { disabledValue }
      set {
        disabledValue = newValue
        _ = evaluateIsDisabled()
      }
    }

    public var isDisabled: Bool { disabledValue }

    /// `-evaluateIsDisabled`.
    func evaluateIsDisabled() -> Bool {
      if disabledValue {
        _ = cell?.resignFirstResponder()
      }
      return disabledValue
    }
  }
}

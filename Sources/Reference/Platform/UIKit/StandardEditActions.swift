/// The edit menu's actions, as `UIResponderStandardEditActions`: every responder has them (``Responder``), so
/// `#selector(UIResponderStandardEditActions.paste(_:))` names one.
@preconcurrency @MainActor public protocol UIResponderStandardEditActions: AnyObject {
  func cut(_ sender: Any?)
  func copy(_ sender: Any?)
  func paste(_ sender: Any?)
  func select(_ sender: Any?)
  func selectAll(_ sender: Any?)
  func delete(_ sender: Any?)
}

extension Responder: UIResponderStandardEditActions {}

extension EditAction {
  /// The selector of the standard edit action, as UIKit names it in `canPerformAction(_:withSender:)`.
  public var selector: Selector {
    switch self {
    case .cut: Selector("cut:", Responder.cut(_:))
    case .copy: Selector("copy:", Responder.copy(_:))
    case .paste: Selector("paste:", Responder.paste(_:))
    case .select: Selector("select:", Responder.select(_:))
    case .selectAll: Selector("selectAll:", Responder.selectAll(_:))
    case .delete: Selector("delete:", Responder.delete(_:))
    }
  }

  /// The edit action a selector names, if it names one.
  public init?(selector: Selector) {
    guard let action = EditAction.allCases.first(where: { $0.selector == selector }) else { return nil }
    self = action
  }
}

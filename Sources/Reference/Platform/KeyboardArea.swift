/// What the window shows in the keyboard area while a responder is first (RESP-9).
public struct KeyboardArea {
  /// The main content of the keyboard area.
  public enum Content {
    /// The first responder's ``Responder/inputView``.
    case inputView(View)
    /// The system keyboard, shown for a key-input responder without an input view.
    case systemKeyboard
  }

  /// The main content, or `nil` when only an accessory is shown.
  public var content: Content?

  /// The first responder's ``Responder/inputAccessoryView``, if any.
  public var accessory: View?

  /// The input view, when the content is one.
  public var inputView: View? {
    if case .inputView(let view) = content { return view }
    return nil
  }

  /// Whether the system keyboard is shown.
  public var showsSystemKeyboard: Bool {
    if case .systemKeyboard = content { return true }
    return false
  }

  /// The presented views: the input view (if any) and the accessory (if any).
  public var presentedViews: [View] { [inputView, accessory].compactMap { $0 } }
}

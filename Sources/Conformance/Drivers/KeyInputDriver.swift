/// What the suite can do to, and observe of, a key-input responder (KEY).
public protocol KeyInputDriver: ResponderDriver {
  /// Delivers `insertText(_:)`, as the keyboard does.
  func type(_ text: String)
  /// Delivers `deleteBackward()`, as the keyboard does.
  func deleteBackward()
  /// The text as the component holds it.
  var text: String { get }
  /// The component's `hasText`.
  var hasText: Bool { get }
}

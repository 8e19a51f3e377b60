/// A view that takes key input, driven through public UIKit: the keyboard's keys reach the first responder inside
/// it as the system keyboard sends them.
@MainActor public protocol KeyInputDevice: ResponderDevice {
  /// Types `text` as the system keyboard does: a text field asks its delegate's
  /// `textField(_:shouldChangeCharactersIn:replacementString:)` first; then `insertText(_:)`.
  func type(_ text: String)
  /// Presses delete, asking a text field's delegate first; then `deleteBackward()`.
  func deleteBackward()
  /// Taps the key titled `title` of the presented input view (`sendActions(for:)` on its button).
  func tapKey(_ title: String)
  /// `hasText` of the responder that takes the keys.
  var hasText: Bool { get }
  /// The titles of the buttons of the input view shown: the component's own keys, if it has any.
  var keyTitles: [String] { get }
  /// Whether the responder that takes the keys (the first responder inside the component, else the component) is a
  /// `UITextField`.
  var takesKeysInTextField: Bool { get }
}

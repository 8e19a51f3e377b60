@_spi(Harness) import InputPlatform
import InputReference

/// The system keyboard typing into the first responder, as UIKit's keyboard does: a text field's edits ask its
/// delegate's edit gate first (``TextField/keyboardInsertText(_:)``); any other key-input view receives
/// `insertText(_:)` and `deleteBackward()` directly (KEY-14).
enum SystemKeyboard {
  /// Types `text` into `input`.
  static func type(_ text: String, into input: any KeyInput) {
    if let field = input as? TextField { field.keyboardInsertText(text) } else { input.insertText(text) }
  }

  /// Presses the delete key on `input`.
  static func deleteBackward(in input: any KeyInput) {
    if let field = input as? TextField { field.keyboardDeleteBackward() } else { input.deleteBackward() }
  }
}

import Foundation

/// A text field's delegate, as `UITextFieldDelegate`: every method, each with UIKit's default when a delegate
/// leaves it out.
///
/// The edit gate (`textField(_:shouldChangeCharactersIn:replacementString:)`) is asked before the keyboard
/// changes the text (typing, delete, a suggestion), never for `insertText(_:)` or `deleteBackward()` sent from
/// code, nor for `text` set from code. A field without a delegate accepts every edit. The model's closures
/// ``TextField/shouldBeginEditing`` and ``TextField/shouldReturn``, when set, are asked instead of the delegate's
/// methods of the same names.
@preconcurrency @MainActor public protocol TextFieldDelegate: AnyObject {
  /// Whether editing may begin; `true` by default.
  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
  /// Editing began (the field became first responder).
  func textFieldDidBeginEditing(_ textField: TextField)
  /// Whether editing may end when the field is asked to resign; `true` by default.
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: TextField)
  /// Editing ended, with the reason; by default calls `textFieldDidEndEditing(_:)`.
  func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
  /// `textField(_:shouldChangeCharactersIn:replacementString:)`: whether the keyboard may replace
  /// `range` (UTF-16 offsets, as `NSRange`) with `string`; `string` is empty for a deletion. `true` by default.
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  )
    -> Bool
  /// Whether the clear button may clear the text; `true` by default (the model has no clear button).
  func textFieldShouldClear(_ textField: TextField) -> Bool
  /// Whether Return does its default (sending `editingDidEndOnExit`); `true` by default (KEY-11).
  func textFieldShouldReturn(_ textField: TextField) -> Bool
  /// The selection changed; the model's selection never moves, so it is never sent.
  func textFieldDidChangeSelection(_ textField: TextField)
}

extension TextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: TextField) {}
  public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: TextField) {}
  public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
    textFieldDidEndEditing(textField)
  }
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: TextField) {}
}

extension TextField {
  /// Why editing ended, as `UITextField.DidEndEditingReason`.
  public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }
}

extension TextField {

  /// The keyboard inserts `string` (a key, or a suggestion from the bar above it).
  ///
  /// As UIKit's keyboard does: the delegate is asked to replace the selection with `string` first, the
  /// empty string included (iOS 12's one-time-code suggestion asks with an empty string on an empty
  /// field: DigitInputView issue 9); only if it agrees is `insertText(_:)` sent.
  /// Return (`"\n"`) is not an edit: it goes to `insertText(_:)`, which asks `textFieldShouldReturn` (KEY-11).
  @_spi(Harness) public func keyboardInsertText(_ string: String) {
    if string != "\n", let delegate,
      !delegate.textField(
        self, shouldChangeCharactersIn: NSRange(selectedIndices, in: text ?? ""), replacementString: string)
    {
      return
    }
    insertText(string)
  }

  /// The keyboard's delete key.
  ///
  /// As UIKit's keyboard does: on non-empty text the delegate is asked to replace the backward-deletion cluster
  /// that will go (KEY-5) with the empty string, and only if it agrees is `deleteBackward()` sent. On empty text
  /// there is nothing to replace: the delegate is not asked, and `deleteBackward()` is sent (it does nothing
  /// unless a subclass overrides it), which is why apps detect delete on an empty field by overriding
  /// `deleteBackward()`.
  @_spi(Harness) public func keyboardDeleteBackward() {
    let current = text ?? ""
    if !current.isEmpty, !delegateAllows(deletionIndices, replacement: "") { return }
    deleteBackward()
  }
}

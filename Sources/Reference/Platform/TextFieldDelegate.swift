import Foundation

/// The edit gate of `UITextFieldDelegate`: asked before the keyboard changes a text field's text.
///
/// UIKit asks it for edits made by the keyboard (typing, delete, a suggestion), never for
/// `insertText(_:)` or `deleteBackward()` sent from code, nor for `text` set from code. A field without
/// a delegate accepts every edit.
public protocol TextFieldDelegate: AnyObject {
  /// `textField(_:shouldChangeCharactersIn:replacementString:)`: whether the keyboard may replace
  /// `range` (UTF-16 offsets, as `NSRange`) with `string`; `string` is empty for a deletion.
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  )
    -> Bool
}

extension TextField {
  /// The selection as `NSRange` (UTF-16): the model's text field has no caret movement, so the
  /// selection is always empty at the end of the text, where typing appends.
  public var selectedRange: NSRange { NSRange(location: (text ?? "").utf16.count, length: 0) }

  /// The keyboard inserts `string` (a key, or a suggestion from the bar above it).
  ///
  /// As UIKit's keyboard does: the delegate is asked to replace the selection with `string` first, the
  /// empty string included (iOS 12's one-time-code suggestion asks with an empty string on an empty
  /// field: DigitInputView issue 9); only if it agrees is `insertText(_:)` sent.
  /// Return (`"\n"`) is not an edit: it goes to `insertText(_:)`, which asks `textFieldShouldReturn` (KEY-11).
  @_spi(Harness) public func keyboardInsertText(_ string: String) {
    if string != "\n", let delegate,
      !delegate.textField(self, shouldChangeCharactersIn: selectedRange, replacementString: string)
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
    if !current.isEmpty, !delegateAllows(backwardDeletionRange(in: current), replacement: "") { return }
    deleteBackward()
  }
}

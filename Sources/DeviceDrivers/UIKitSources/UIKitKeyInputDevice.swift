import Foundation
import InputDriving
import UIKit

/// A view that takes key input, driven through public UIKit: the keys go to the first responder inside it (the
/// component itself, or the hidden text field of a code view), as the system keyboard sends them.
open class UIKitKeyInputDevice: UIKitResponderDevice, KeyInputDevice {
  public func type(_ text: String) {
    guard let input = firstResponderInside as? any UIKeyInput else { return }
    if let field = input as? UITextField, text != "\n" {
      let range = Self.selectedRange(in: field)
      guard field.delegate?.textField?(field, shouldChangeCharactersIn: range, replacementString: text) ?? true else {
        return
      }
    }
    input.insertText(text)
  }

  public func deleteBackward() {
    guard let input = firstResponderInside as? any UIKeyInput else { return }
    if let field = input as? UITextField, let text = field.text, !text.isEmpty {
      let range = Self.deletionRange(in: field, text: text)
      guard field.delegate?.textField?(field, shouldChangeCharactersIn: range, replacementString: "") ?? true else {
        return
      }
    }
    input.deleteBackward()
  }

  public func tapKey(_ title: String) {
    guard isFirstResponder, let input = displayedInput else { return }
    let key = Self.selfAndDescendants(of: input).compactMap { $0 as? UIButton }.first {
      $0.title(for: .normal) == title
    }
    guard let key, key.isEnabled, key.isUserInteractionEnabled else { return }
    key.sendActions(for: .touchDown)
    key.sendActions(for: .touchUpInside)
    key.sendActions(for: .primaryActionTriggered)
  }

  public var hasText: Bool {
    ((firstResponderInside as? any UIKeyInput) ?? (component as? any UIKeyInput) ?? firstKeyInput)?.hasText ?? false
  }

  public var keyTitles: [String] {
    guard let input = displayedInput else { return [] }
    return Self.selfAndDescendants(of: input).compactMap { ($0 as? UIButton)?.title(for: .normal) }
  }

  public var takesKeysInTextField: Bool { (firstResponderInside ?? component) is UITextField }

  /// The first key-input view inside the component, when nothing in it is first.
  private var firstKeyInput: (any UIKeyInput)? {
    Self.selfAndDescendants(of: component).lazy.compactMap { $0 as? any UIKeyInput }.first
  }

  /// The field's selection as UTF-16 offsets, as the keyboard hands it to the delegate.
  static func selectedRange(in field: UITextField) -> NSRange {
    guard let selected = field.selectedTextRange else {
      return NSRange(location: (field.text ?? "").utf16.count, length: 0)
    }
    let start = field.offset(from: field.beginningOfDocument, to: selected.start)
    return NSRange(location: start, length: field.offset(from: selected.start, to: selected.end))
  }

  /// What delete removes: the selection, else the composed character before the caret.
  static func deletionRange(in field: UITextField, text: String) -> NSRange {
    let selected = selectedRange(in: field)
    guard selected.length == 0 else { return selected }
    guard selected.location > 0 else { return selected }
    return (text as NSString).rangeOfComposedCharacterSequence(at: selected.location - 1)
  }
}

/// The reference key-input view: a caret-less text view adopting ``KeyInput``.
///
/// It shows the system keyboard when first (RESP-9), appends typed text (KEY-2),
/// deletes one extended grapheme cluster per `deleteBackward` (KEY-4), does
/// nothing on empty text (KEY-3), and sends `editingChanged` once per effective
/// change (KEY-6).
///
/// ```swift
/// let view = KeyInputTextView()
/// view.insertText("👨‍👩‍👧")
/// view.deleteBackward()   // text == "", one editingChanged each
/// ```
open class KeyInputTextView: Control, KeyInput {
  /// The text typed so far.
  public var text = ""

  public override init() {
    super.init()
    addAction(for: [.touchUpInside]) { control, _ in control.becomeFirstResponder() }
  }

  open override var canBecomeFirstResponder: Bool { isEnabled }

  open var hasText: Bool { !text.isEmpty }

  open func insertText(_ text: String) {
    guard !text.isEmpty else { return }
    self.text += text
    sendActions(for: .editingChanged)
  }

  open func deleteBackward() {
    guard !text.isEmpty else { return }
    text.removeLast()
    sendActions(for: .editingChanged)
  }
}

/// A single-line text field, as `UITextField`: key input, editing events, an edit menu.
///
/// It becomes first responder when tapped (`touchUpInside`) and enabled; it sends
/// `editingDidBegin` after becoming first and `editingDidEnd` after resigning, in
/// matched pairs (RESP-14), and `editingChanged` once per effective user edit (KEY-6).
/// Setting ``text`` from code sends nothing (RESP-13).
open class TextField: Control, KeyInput {
  private var storedText = ""
  private var storedInputView: View?
  private var storedAccessoryView: View?

  /// Asked before editing begins; returning `false` keeps the field from becoming first (RESP-14).
  public var shouldBeginEditing: (() -> Bool)?

  public override init() {
    super.init()
    addAction(for: [.touchUpInside]) { control, _ in control.becomeFirstResponder() }
  }

  /// The text; `nil` reads back as empty. Setting it sends no event.
  open var text: String? {
    get { storedText }
    set { storedText = newValue ?? "" }
  }

  open override var canBecomeFirstResponder: Bool { isEnabled && (shouldBeginEditing?() ?? true) }

  open override var inputView: View? {
    get { storedInputView }
    set { storedInputView = newValue }
  }

  open override var inputAccessoryView: View? {
    get { storedAccessoryView }
    set { storedAccessoryView = newValue }
  }

  open override func responderDidBecomeFirst() { sendActions(for: .editingDidBegin) }

  open override func responderDidResign() { sendActions(for: .editingDidEnd) }

  // MARK: KeyInput

  open var hasText: Bool { !storedText.isEmpty }

  open func insertText(_ text: String) {
    guard !text.isEmpty else { return }
    storedText += text
    sendActions(for: .editingChanged)
  }

  open func deleteBackward() {
    guard !storedText.isEmpty else { return }
    storedText.removeLast()
    sendActions(for: .editingChanged)
  }

  // MARK: Edit menu, selection and caret

  /// Whether the edit menu offers `action`. By default: cut, copy, select,
  /// select all and delete need text; paste needs a pasteboard string.
  open func canPerformAction(_ action: EditAction, withSender sender: Any?) -> Bool {
    switch action {
    case .paste: window?.environment.pasteboardString?.isEmpty == false
    case .cut, .copy, .select, .selectAll, .delete: hasText
    }
  }

  /// The number of selection rectangles drawn for the whole text: one per character by default.
  open func selectionRectCount() -> Int { storedText.count }

  /// Whether a caret is drawn; by default while first responder.
  open func caretIsVisible() -> Bool { isFirstResponder }

  /// The user picks `action` from the edit menu. Nothing happens unless the field
  /// is first and ``canPerformAction(_:withSender:)`` allows it.
  public func performEditAction(_ action: EditAction) {
    guard isFirstResponder, canPerformAction(action, withSender: nil) else { return }
    switch action {
    case .paste:
      if let string = window?.environment.pasteboardString { insertText(string) }
    case .cut, .delete:
      let hadText = hasText
      if action == .cut { window?.environment.pasteboardString = storedText }
      storedText = ""
      if hadText { sendActions(for: .editingChanged) }
    case .copy:
      window?.environment.pasteboardString = storedText
    case .select, .selectAll:
      break
    }
  }
}

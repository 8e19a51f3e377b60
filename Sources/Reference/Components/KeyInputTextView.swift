import Foundation

/// The reference key-input view: a caret-less text view adopting ``UIKeyInput``.
///
/// It shows the system keyboard when first (RESP-9), or its own keys when it has
/// ``customKeys`` (RESP-22). It appends typed text (KEY-2), deletes one backward-deletion
/// cluster per `deleteBackward` (KEY-5), does nothing on empty text (KEY-3, KEY-4), and
/// sends `editingChanged` once per effective change (KEY-8). What it shows is its text
/// (KEY-12). As a fixed-length code view it refuses text beyond ``codeLength`` and reports
/// completion once each time the last slot fills (KEY-13); every insertion and deletion,
/// its own keys' included, goes through ``shouldChangeText`` (KEY-14).
///
/// ```swift
/// let view = KeyInputTextView()
/// view.insertText("👨‍👩‍👧")
/// view.deleteBackward()   // text == "", one editingChanged each
/// ```
open class KeyInputTextView: UIControl, UIKeyInput {
  /// The text typed so far. Setting it from code sends no event (RESP-13).
  public var text = "" { didSet { render() } }
  /// What the view displays (its labels or digits): always its text (KEY-12).
  public private(set) var shownText = ""
  /// The number of slots of a fixed-length code view; `nil` for free text (KEY-13).
  public let codeLength: Int?
  /// Called with the code each time the last slot fills by key input (KEY-13).
  public var onComplete: ((String) -> Void)?
  /// Asked before every insertion and deletion with the current text and the replacement
  /// (the inserted string, `""` for a deletion); `false` refuses the change (KEY-14).
  public var shouldChangeText: ((_ current: String, _ replacement: String) -> Bool)?
  /// The titles of the view's own keys; when there are any, its input view shows them (RESP-22).
  public let customKeys: [String]
  /// Whether Return behaves as in a `UITextField` (the view stands for a component built on one): it inserts
  /// nothing and sends `editingDidEndOnExit` (KEY-11's exemption). Otherwise it inserts "\n" like any text.
  public var returnEndsEditing = false
  /// Whether Return ends editing: it resigns first responder and inserts nothing, as a `UITextField` whose
  /// `textFieldShouldReturn` resigns does (KEY-11's latitude on a plain view; the delegate's choice on a text field).
  public var returnResigns = false
  /// Whether a code view ends editing when its last slot fills: it resigns first responder after reporting the code
  /// (a declared choice, CONFORMANCE.md "Capabilities").
  public var resignsWhenFilled = false
  /// What of an insertion the view keeps, given its text and the inserted string, when it cleans insertions rather
  /// than refusing them whole (KEY-9's latitude, declared); `nil` keeps every insertion as it is.
  public var sanitizeInsertion: ((_ current: String, _ inserted: String) -> String)?
  /// Which insertions the view accepts; `nil` for any. A refused insertion changes nothing and sends no event.
  public var acceptsInsertion: ((String) -> Bool)?

  /// The custom keyboard, when there are custom keys; the same instance on every read (RESP-11).
  public private(set) lazy var keysView: KeyboardKeysView? =
    customKeys.isEmpty ? nil : KeyboardKeysView(keys: customKeys, input: self)

  /// Creates a key-input view; a code view when `codeLength` is given, with its own keys when
  /// `customKeys` is not empty.
  public init(codeLength: Int? = nil, customKeys: [String] = []) {
    self.codeLength = codeLength.map { max($0, 0) }
    self.customKeys = customKeys
    super.init(frame: .zero)
    addAction(for: [.touchUpInside]) { control, _ in control.becomeFirstResponder() }
  }

  public required init?(coder: NSCoder) { nil }

  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// The custom keys, or `nil` for the system keyboard.
  open override var inputView: UIView? { keysView }

  // MARK: App

  /// Sets the text from code: no event, no completion (RESP-13, KEY-13); a code view keeps
  /// only as many characters as it has slots. What it shows follows (KEY-12).
  public func setText(_ newText: String) {
    text = codeLength.map { String(newText.prefix($0)) } ?? newText
  }

  /// Draws the view again, as a timer or a property change would; it never reports completion (KEY-13).
  public func refreshAppearance() { render() }

  private func render() { shownText = text }

  // MARK: UIKeyInput

  open var hasText: Bool { !text.isEmpty }

  open func insertText(_ text: String) {
    if returnEndsEditing, text == "\n" {
      // A text field's delegate that ends editing on Return resigns in `textFieldShouldReturn`, before the event.
      if returnResigns { _ = resignFirstResponder() }
      return sendActions(for: .editingDidEndOnExit)
    }
    if returnResigns, text == "\n" {
      _ = resignFirstResponder()
      return
    }
    let text = sanitizeInsertion?(self.text, text) ?? text
    guard !text.isEmpty, acceptsInsertion?(text) ?? true, shouldChangeText?(self.text, text) ?? true else { return }
    let changed = self.text + text
    if let codeLength, changed.count > codeLength { return }
    let wasFull = codeLength.map { self.text.count >= $0 } ?? true
    self.text = changed
    sendActions(for: .editingChanged)
    if let codeLength, !wasFull, changed.count == codeLength {
      onComplete?(changed)
      if resignsWhenFilled { _ = resignFirstResponder() }
    }
  }

  open func deleteBackward() {
    guard !text.isEmpty, shouldChangeText?(text, "") ?? true else { return }
    text.removeSubrange(backwardDeletionRange(in: text))
    sendActions(for: .editingChanged)
  }
}

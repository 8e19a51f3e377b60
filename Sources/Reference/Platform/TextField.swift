import Foundation

/// A single-line text field, as `UITextField`: key input, editing events, an edit menu.
///
/// It becomes first responder when tapped (`touchUpInside`) and enabled, if
/// ``shouldBeginEditing`` allows it; it sends `editingDidBegin` after becoming first and
/// `editingDidEnd` after resigning, in matched pairs (RESP-14), and `editingChanged` once
/// per effective edit (KEY-8). The keyboard's edits (typing, delete, paste, cut: ``keyboardInsertText(_:)``,
/// ``keyboardDeleteBackward()``, ``performEditAction(_:)``) ask the ``delegate``'s edit gate first; `insertText(_:)`
/// and `deleteBackward()` sent from code do not, as in UIKit (KEY-14). Return inserts nothing: it asks ``shouldReturn`` and sends
/// `editingDidEndOnExit` (KEY-11). Disabling it while first makes it resign (RESP-17).
/// Setting ``text`` from code sends nothing (RESP-13).
@preconcurrency @MainActor open class TextField: Control, UITextInput {
  private var storedText = ""
  /// The selection in UTF-16 units; a caret at the end unless the app moves it (``selectedTextRange``).
  private var selection = NSRange(location: 0, length: 0)
  private var storedInputView: View?
  private var storedAccessoryView: View?

  /// Asked in ``becomeFirstResponder()`` before editing begins; `false` keeps the field from
  /// becoming first (RESP-14), as `textFieldShouldBeginEditing`.
  public var shouldBeginEditing: (() -> Bool)?
  /// Asked when the user taps Return, as `textFieldShouldReturn`; `false` skips the default
  /// behaviour, sending `editingDidEndOnExit` (KEY-11).
  public var shouldReturn: (() -> Bool)?
  /// The delegate asked before the keyboard edits the text (see ``keyboardInsertText(_:)``); never for
  /// `insertText(_:)` or `deleteBackward()` sent from code (KEY-14).
  public weak var delegate: (any TextFieldDelegate)?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    beginEditingOnTap()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    beginEditingOnTap()
  }

  private func beginEditingOnTap() {
    addAction(for: [.touchUpInside]) { control, _ in control.becomeFirstResponder() }
  }

  // MARK: Text input traits and appearance (inert values, as `UITextField`'s)

  open var keyboardType = UIKeyboardType.default
  open var returnKeyType = UIReturnKeyType.default
  open var autocorrectionType = UITextAutocorrectionType.default
  open var autocapitalizationType = UITextAutocapitalizationType.sentences
  open var spellCheckingType = UITextSpellCheckingType.default
  open var keyboardAppearance = UIKeyboardAppearance.default
  open var textContentType: UITextContentType!
  open var isSecureTextEntry = false
  open var enablesReturnKeyAutomatically = false
  open var placeholder: String?
  open var attributedPlaceholder: NSAttributedString?
  open var font: UIFont? = .systemFont(ofSize: 17)
  open var textColor: UIColor? = .label
  open var textAlignment = NSTextAlignment.natural
  open var borderStyle = BorderStyle.none
  open var clearButtonMode = ViewMode.never
  open var leftView: View?
  open var leftViewMode = ViewMode.never
  open var rightView: View?
  open var rightViewMode = ViewMode.never
  open var adjustsFontSizeToFitWidth = false
  open var minimumFontSize: CGFloat = 0
  open var clearsOnBeginEditing = false

  /// The border styles, as `UITextField.BorderStyle`: inert.
  public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
  /// When an overlay view shows, as `UITextField.ViewMode`: inert.
  public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

  /// Whether the field is editing: whether it is first responder.
  open var isEditing: Bool { isFirstResponder }

  /// The text with attributes, as `attributedText`: setting it sets the text to its string (never through an
  /// override of ``text``, as in UIKit) and keeps its attributes until the text changes.
  open var attributedText: NSAttributedString? {
    get {
      if let storedAttributedText, storedAttributedText.string == storedText { return storedAttributedText }
      return NSAttributedString(string: storedText)
    }
    set {
      storedText = newValue?.string ?? ""
      storedAttributedText = newValue
      selection = NSRange(location: storedText.utf16.count, length: 0)
    }
  }

  /// The attributed text last set, while its string is the text.
  private var storedAttributedText: NSAttributedString?

  /// The text; `nil` reads back as empty. Setting it sends no event and puts the caret at the end, as UIKit does.
  open var text: String? {
    get { storedText }
    set {
      storedText = newValue ?? ""
      selection = NSRange(location: storedText.utf16.count, length: 0)
    }
  }

  /// Whether the field takes touches and can become first; disabling it while it is first makes
  /// it resign (RESP-17).
  public override var isEnabled: Bool {
    didSet { if !isEnabled, isFirstResponder { resignFirstResponder() } }
  }

  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Becomes first responder, asking ``shouldBeginEditing`` first unless the field already is
  /// first (RESP-3) or cannot be (not in a window, disabled: RESP-4, RESP-17).
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard hostingWindow != nil, canBecomeFirstResponder, askShouldBeginEditing() else { return false }
    return super.becomeFirstResponder()
  }

  open override var inputView: View? {
    get { storedInputView }
    set { storedInputView = newValue }
  }

  open override var inputAccessoryView: View? {
    get { storedAccessoryView }
    set { storedAccessoryView = newValue }
  }

  /// The closure ``shouldBeginEditing`` when set (the model's spelling), else the delegate's
  /// `textFieldShouldBeginEditing(_:)`.
  private func askShouldBeginEditing() -> Bool {
    if let shouldBeginEditing { return shouldBeginEditing() }
    return delegate?.textFieldShouldBeginEditing(self) ?? true
  }

  /// Whether the field may stop editing when asked: the delegate's `textFieldShouldEndEditing(_:)`. A field
  /// removed from its window is not asked (RESP-7).
  open override var canResignFirstResponder: Bool { delegate?.textFieldShouldEndEditing(self) ?? true }

  /// Editing began: the delegate hears `textFieldDidBeginEditing(_:)`, then `editingDidBegin` is sent.
  open override func responderDidBecomeFirst() {
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
  }

  /// Editing ended: the delegate hears `textFieldDidEndEditing(_:reason:)`, then `editingDidEnd` is sent.
  open override func responderDidResign() {
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
  }

  // MARK: KeyInput

  open var hasText: Bool { !storedText.isEmpty }

  /// Inserts `text` in place of the selection (at the end unless the app moved the caret), asking no delegate (the
  /// keyboard asks first: ``keyboardInsertText(_:)``); Return (`"\n"`) inserts nothing and ends editing on exit
  /// (KEY-11).
  open func insertText(_ text: String) {
    if text == "\n" { return pressReturn() }
    replace(selectedIndices, with: text)
  }

  /// Deletes the selection, or the backward-deletion cluster before the caret (KEY-5), asking no delegate; nothing
  /// on empty text (KEY-4).
  open func deleteBackward() {
    guard !storedText.isEmpty else { return }
    replace(deletionIndices, with: "")
  }

  /// The selection as indices of the text.
  var selectedIndices: Range<String.Index> {
    Range(selection, in: storedText) ?? storedText.endIndex..<storedText.endIndex
  }

  /// What delete removes: the selection, else the cluster before the caret (KEY-5).
  var deletionIndices: Range<String.Index> {
    let selected = selectedIndices
    guard selected.isEmpty else { return selected }
    return backwardDeletionRange(in: String(storedText[..<selected.lowerBound]))
  }

  /// Return: asks ``shouldReturn``, then sends `editingDidEndOnExit` (KEY-11).
  private func pressReturn() {
    let allowed = if let shouldReturn { shouldReturn() } else { delegate?.textFieldShouldReturn(self) ?? true }
    guard allowed else { return }
    sendActions(for: .editingDidEndOnExit)
  }

  /// Replaces `range` with `replacement` when the change does something, then sends `editingChanged`
  /// once (KEY-8).
  ///
  /// - Returns: whether the text changed.
  @discardableResult
  private func replace(_ range: Range<String.Index>, with replacement: String) -> Bool {
    guard !(range.isEmpty && replacement.isEmpty) else { return false }
    let start = storedText.utf16.distance(from: storedText.startIndex, to: range.lowerBound)
    storedText.replaceSubrange(range, with: replacement)
    selection = NSRange(location: start + replacement.utf16.count, length: 0)
    sendActions(for: .editingChanged)
    return true
  }

  // MARK: UITextInput

  /// The selection, as `selectedTextRange`; setting it moves the caret or selects (clamped to the text), and it is
  /// where typing goes.
  open var selectedTextRange: UITextRange? {
    get {
      UITextRange(
        start: UITextPosition(offset: selection.location),
        end: UITextPosition(offset: selection.location + selection.length))
    }
    set {
      let length = storedText.utf16.count
      guard let newValue else { return }
      let start = min(max(newValue.start.offset, 0), length)
      let end = min(max(newValue.end.offset, start), length)
      selection = NSRange(location: start, length: end - start)
    }
  }

  /// Never any: the model has no input methods that compose text.
  open var markedTextRange: UITextRange? { nil }

  open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }

  open var endOfDocument: UITextPosition { UITextPosition(offset: storedText.utf16.count) }

  open func text(in range: UITextRange) -> String? {
    Range(range.nsRange, in: storedText).map { String(storedText[$0]) }
  }

  /// Replaces the text in `range` from code, as `replace(_:withText:)`: no delegate is asked; `editingChanged` is
  /// sent when the text changes, as for the other edits from code.
  open func replace(_ range: UITextRange, withText text: String) {
    guard let indices = Range(range.nsRange, in: storedText) else { return }
    replace(indices, with: text)
  }

  open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
    let (start, end) = (min(fromPosition.offset, toPosition.offset), max(fromPosition.offset, toPosition.offset))
    guard start >= 0, end <= storedText.utf16.count else { return nil }
    return UITextRange(start: UITextPosition(offset: start), end: UITextPosition(offset: end))
  }

  open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    let target = position.offset + offset
    return (0...storedText.utf16.count).contains(target) ? UITextPosition(offset: target) : nil
  }

  open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    position.offset < other.offset
      ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
  }

  open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }

  // MARK: Edit menu, selection and caret

  /// Whether the edit menu offers `action`: what ``canPerformAction(_:withSender:)`` answers for its selector, so that
  /// a component overriding UIKit's method is asked.
  open func canPerformAction(_ action: EditAction, withSender sender: Any?) -> Bool {
    canPerformAction(action.selector, withSender: sender)
  }

  /// Whether the field performs `action`, as `canPerformAction(_:withSender:)`. By default, for the edit menu's
  /// actions: cut, copy, select, select all and delete need text; paste needs a pasteboard string.
  open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    guard let edit = EditAction(selector: action) else { return super.canPerformAction(action, withSender: sender) }
    switch edit {
    case .paste: return window?.environment.pasteboardString?.isEmpty == false
    case .cut, .copy, .select, .selectAll, .delete: return hasText
    }
  }

  /// The rectangles that show `range` selected, as `selectionRects(for:)`: one per character by default.
  open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
    let count = text(in: range)?.count ?? 0
    return (0..<count).map { _ in UITextSelectionRect() }
  }

  /// The number of selection rectangles drawn for the whole text: ``selectionRects(for:)``'s.
  open func selectionRectCount() -> Int {
    guard let whole = textRange(from: beginningOfDocument, to: endOfDocument) else { return 0 }
    return selectionRects(for: whole).count
  }

  /// Where the caret is drawn, as `caretRect(for:)`: a thin bar by default; `.zero` hides it.
  open func caretRect(for position: UITextPosition) -> CGRect { CGRect(x: 0, y: 0, width: 2, height: 22) }

  /// Whether a caret is drawn: while first responder, unless ``caretRect(for:)`` hides it.
  open func caretIsVisible() -> Bool { isFirstResponder && caretRect(for: endOfDocument) != .zero }

  /// The user picks `action` from the edit menu. Nothing happens unless the field
  /// is first and ``canPerformAction(_:withSender:)`` allows it; then the action's method runs (`paste(_:)`, …),
  /// as UIKit sends it. Paste, cut and delete are user edits: the delegate's edit gate is asked first (KEY-14).
  @_spi(Harness) public func performEditAction(_ action: EditAction) {
    guard isFirstResponder, canPerformAction(action, withSender: nil) else { return }
    switch action {
    case .paste: paste(nil)
    case .cut: cut(nil)
    case .delete: delete(nil)
    case .copy: copy(nil)
    case .select: select(nil)
    case .selectAll: selectAll(nil)
    }
  }

  /// Pastes the pasteboard's string in place of the selection, as `paste(_:)`, when the delegate agrees.
  open override func paste(_ sender: Any?) {
    if let string = window?.environment.pasteboardString, delegateAllows(selectedIndices, replacement: string) {
      replace(selectedIndices, with: string)
    }
  }

  /// Removes the text onto the pasteboard, as `cut(_:)` after Select All, when the delegate agrees.
  open override func cut(_ sender: Any?) {
    let removed = storedText
    guard delegateAllows(storedText.startIndex..<storedText.endIndex, replacement: "") else { return }
    if replace(storedText.startIndex..<storedText.endIndex, with: "") {
      window?.environment.pasteboardString = removed
    }
  }

  /// Removes the text, as `delete(_:)` after Select All, when the delegate agrees.
  open override func delete(_ sender: Any?) {
    guard delegateAllows(storedText.startIndex..<storedText.endIndex, replacement: "") else { return }
    replace(storedText.startIndex..<storedText.endIndex, with: "")
  }

  /// Copies the text onto the pasteboard, as `copy(_:)`.
  open override func copy(_ sender: Any?) {
    window?.environment.pasteboardString = storedText
  }

  /// Whether the delegate lets the user replace `range` with `replacement` (no delegate: yes).
  func delegateAllows(_ range: Range<String.Index>, replacement: String) -> Bool {
    guard let delegate else { return true }
    return delegate.textField(
      self, shouldChangeCharactersIn: NSRange(range, in: storedText), replacementString: replacement)
  }
}

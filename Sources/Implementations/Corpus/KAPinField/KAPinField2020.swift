import Foundation
import InputReference

/// alexiscreuzot/KAPinField, `KAPinField/Sources/KAPinField.swift`, ported line for line at the buggy
/// commit b20f1198830a2e1d8efd0e0eaaf8d82142162dba (after PR 24) and the fix commit
/// ac946ee01d4169b45611616217490f97c87d8878 (PR 33), switched by `version` at the fix's hunks (B52,
/// issue 26): the hidden field's `inputView = UIView()` goes, and the file gains the commits between,
/// `isUppercased` (kept) and `keyboardType` (dropped).
///
/// Dropped (layout and appearance): as in ``KAPinField2019Port``: `layoutSubviews()`, colours, fonts,
/// kerning, borders, `sizeToFit()`, text input traits, keyboard type and appearance, the animations
/// themselves, the toolbar's frame and `sizeToFit()`, the hidden field's selection.
///
/// Model substitutions: as in ``KAPinField2019Port``.
///
/// Kept as written, bugs included: at the buggy commit the hidden field, which becomes first responder,
/// has an empty `UIView` as its input view, so the keyboard area shows a view without keys and nothing
/// can be typed (B52); the field forwards `becomeFirstResponder()` to the hidden field but not
/// `resignFirstResponder()`, so resigning the pin field itself leaves the keyboard up.
public enum KAPinField2020Port {
  // Mark: - KAPinFieldDelegate
  @MainActor public protocol KAPinFieldDelegate: AnyObject {
    func pinField(_ field: KAPinField, didChangeTo string: String, isValid: Bool)  // Optional
    func pinField(_ field: KAPinField, didFinishWith code: String)
  }

  public struct KAPinFieldProperties {
    public weak var delegate: (any KAPinFieldDelegate)? = nil
    public var numberOfCharacters: Int = 4 {
      didSet {
        precondition(numberOfCharacters >= 0, "🚫 Number of character must be >= 0, with 0 meaning dynamic")
      }
    }
    public var validCharacters: String = "0123456789" {
      didSet {
        precondition(validCharacters.count > 0, "🚫 There must be at least 1 valid character")
        precondition(!validCharacters.contains(token), "🚫 Valid characters can't contain token \"\(token)\"")
      }
    }
    public var token: Character = "•" {
      didSet {
        precondition(!validCharacters.contains(token), "🚫 token can't be one of the valid characters \"\(token)\"")

        // Change space to insecable space
        if token == " " {
          self.token = "\u{00A0}"
        }
      }
    }
    public var animateFocus: Bool = true
    public var isSecure: Bool = false
    public var secureToken: Character = "•"
    public var isUppercased: Bool = false  // ac946ee

    public init() {}
  }

  public struct KAPinFieldAppearance {
    // (appearance) font, tokenColor, tokenFocusColor, textColor, backColor, backBorderColor, backBorderWidth,
    // backCornerRadius, backOffset, backFocusColor, backBorderFocusColor, backActiveColor, backBorderActiveColor,
    // keyboardType (ac946ee)
    public var kerning: Double = 20.0
    public var backRounded: Bool = false

    public init() {}
  }

  // Mark: - KAPinField Class
  public class KAPinField: TextField {
    /// Which commit's code runs.
    public let version: CorpusBug.Version
    /// The main run loop (the model's `Timer` and `DispatchQueue.main`).
    public let runLoop: MainRunLoop

    // Mark: - Public vars
    public var properties = KAPinFieldProperties() {
      didSet {
        self.reload()
      }
    }
    public var appearance = KAPinFieldAppearance() {
      didSet {
        self.reloadAppearance()
      }
    }

    /// The characters of `attributedText` (`UITextField.attributedText`; attributes dropped).
    public internal(set) var displayedText: String?

    // Mark: - Overriden vars
    public override var text: String? {
      get { return invisibleText }
      set {
        self.invisibleField.text = newValue
      }
    }

    public override func canPerformAction(_ action: EditAction, withSender sender: Any?) -> Bool {
      return action == .paste  // Only allow pasting
    }

    // Mark: - Private vars

    private var isRightToLeft: Bool {
      return false  // UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft
    }

    // Uses an invisible UITextField to handle text
    // this is necessary for iOS12 .oneTimePassword feature
    // (ac946ee) Remove textField.inputView = UIView() to fix issue with keyboard
    fileprivate lazy var invisibleField: TextField = {
      let textField = TextField()
      if version == .buggy {
        textField.inputView = View()
        textField.inputAccessoryView = nil
      }
      return textField
    }()
    private var invisibleText: String {
      get {
        return invisibleField.text ?? ""
      }
      set {
        self.reloadAppearance()
      }
    }

    private var backViews: [View] = [View]()
    private var isAnimating: Bool = false
    private var lastEntry: String = ""
    private var timer: ScheduledTimer?
    private var currentFocusRange: NSRange?
    private var previousCode: String?
    private var isDynamicLength = false
    private var toolbar: Toolbar?
    private var editingTargetAdded = false

    // `UITextField()`: the frame is layout.
    public init(version: CorpusBug.Version, runLoop: MainRunLoop) {
      self.version = version
      self.runLoop = runLoop
      super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) { nil }

    // Mark: - UIKeyInput
    public override func insertText(_ text: String) {
      self.invisibleField.insertText(text)
    }

    public override func deleteBackward() {
      self.invisibleField.deleteBackward()
    }

    public override var hasText: Bool {
      return self.invisibleField.hasText
    }

    // Mark: - Lifecycle

    public override func awakeFromNib() {
      // super.awakeFromNib(): nothing in the model
      self.reload()
    }

    // Mark: - Public functions

    @discardableResult
    override public func becomeFirstResponder() -> Bool {
      return self.invisibleField.becomeFirstResponder()
    }

    public func animateFailure(_ completion: (() -> Void)? = nil) {

      guard !self.isAnimating else {
        return
      }

      isAnimating = true

      // CATransaction.begin(); CATransaction.setCompletionBlock({
      runLoop.asyncAfter(0.6) {
        self.isAnimating = false
        completion?()
        self.reloadAppearance()
      }
      // }) (animation) a 0.6 s "shake" keyframe animation; CATransaction.commit()
    }

    public func animateSuccess(with text: String, completion: (() -> Void)? = nil) {

      guard !self.isAnimating else {
        return
      }

      self.isAnimating = true

      // UIView.animate(withDuration: 0.2, animations: { (appearance) fade out, scale 0.9 }) { _ in
      runLoop.asyncAfter(0.2) {
        self.displayedText = text  // self.attributedText = NSAttributedString(string: text, …)
        // UIView.animate(withDuration: 0.2, animations: { (appearance) fade in, identity }) { _ in
        self.runLoop.asyncAfter(0.2) {
          self.runLoop.asyncAfter(1.5) {
            self.isAnimating = false
            completion?()
          }
        }
      }
    }

    // Mark: - Private function

    func cancelNumberPad() {
      self.endEditing(true)
    }

    func doneWithNumberPad() {
      self.properties.delegate?.pinField(self, didFinishWith: self.invisibleText)
    }

    private func reload() {

      // Dynamic length flag
      isDynamicLength = (self.properties.numberOfCharacters == 0)

      // Only setup if view showing
      guard self.superview != nil else {
        return
      }

      self.endEditing(true)
      if isDynamicLength {
        if self.inputAccessoryView == nil {

          // (layout) frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 50)
          let numberToolbar = Toolbar()
          // (appearance) numberToolbar.barStyle = .default
          numberToolbar.setItems(
            [
              BarButtonItem(systemItem: .cancel) { [weak self] in self?.cancelNumberPad() },
              BarButtonItem(systemItem: .flexibleSpace),
              BarButtonItem(systemItem: .done) { [weak self] in self?.doneWithNumberPad() },
            ], animated: false)
          // (layout) numberToolbar.sizeToFit()
          self.inputAccessoryView = numberToolbar
        }
      } else {

        self.inputAccessoryView = nil
      }

      // (appearance) debugging alphas, text alignment, autocapitalization, autocorrection, spell checking,
      // keyboardType (ac946ee), textContentType = .oneTimeCode

      self.addSubview(self.invisibleField)
      if !editingTargetAdded {
        editingTargetAdded = true
        self.invisibleField.addAction(for: ControlEvent.allEditingEvents) { [weak self] _, _ in
          self?.reloadAppearance()  // a control does not retain its target
        }
      }

      // (appearance) tintColor = .clear (hide cursor), contentVerticalAlignment = .center

      // Set back views
      for v in self.backViews {
        v.removeFromSuperview()
      }
      self.backViews.removeAll(keepingCapacity: false)
      for _ in 0..<self.properties.numberOfCharacters {
        let v = View()
        backViews.append(v)
        self.addSubview(v)
        // (layout) self.sendSubviewToBack(v)
      }

      // Delay fixes kerning offset issue
      runLoop.asyncAfter(0.01) {
        self.reloadAppearance()
      }

      // Focus token animation
      if self.properties.animateFocus {
        if self.timer == nil {
          self.timer = runLoop.scheduledTimer(withTimeInterval: 0.6, repeats: true) { _ in
            self.animateFocusedToken()  // a timer retains its target
          }
          self.timer?.fire()
        }
      } else {
        self.timer?.invalidate()
        self.timer = nil
      }
    }

    private func animateFocusedToken() {

      guard !isDynamicLength else {
        return
      }

      if self.displayedText != nil,  // let attString = self.attributedText?.mutableCopy()
        self.currentFocusRange != nil
      {
        // (appearance) toggles the focused token's colour between clear and the token colour, in a
        // 0.3 s or 0.6 s cross-dissolve of the attributed text; the characters do not change.
      }
    }

    // Updates textfield content
    public func reloadAppearance() {

      guard !self.isAnimating else {
        return
      }

      // (appearance) styling backviews: alpha, colours, borders, corner radius

      if (window?.environment.pasteboardString == self.invisibleText && isRightToLeft) {
        self.invisibleField.text = String(self.invisibleText.reversed())
      }

      self.sanitizeText()

      // (appearance) paragraph style, font and kerning attributes

      if isDynamicLength {
        // (appearance) attributes[.foregroundColor] = self.appearance.textColor
        self.displayedText = self.invisibleField.text!
        return
      }

      // Display
      var attString = ""
      let loopStride =
        isRightToLeft
        ? stride(from: self.properties.numberOfCharacters - 1, to: -1, by: -1)
        : stride(from: 0, to: self.properties.numberOfCharacters, by: 1)

      for i in loopStride {

        var string = ""
        var isToken = false
        if i < invisibleText.count {
          if self.properties.isSecure {
            string = String(self.properties.secureToken)
          } else {
            let index = invisibleText.index(string.startIndex, offsetBy: i)
            string = String(invisibleText[index])
          }

        } else {
          isToken = true
          string = String(self.properties.token)
        }

        // Color for active / inactive
        let backIndex = self.isRightToLeft ? self.properties.numberOfCharacters - i - 1 : i
        if !self.backViews.isEmpty && backIndex < self.backViews.count {
          let backView = self.backViews[backIndex]
          _ = (isToken, backView)  // (appearance) token or active colours of the character and its back view
        }

        // (appearance) kerning-centering fix
        attString.append(string)
      }

      self.updateCursorPosition()  // if #available(iOS 11.0, *)

      guard !self.isAnimating else {
        return
      }

      self.displayedText = attString

      if invisibleText == self.previousCode {
        return
      }
      self.previousCode = invisibleText

      // (layout) self.sizeToFit()
      self.checkCodeValidity()
    }

    private func sanitizeText() {
      var text = self.invisibleField.text ?? ""

      if version == .fixed && properties.isUppercased {
        text = text.uppercased()
      }

      if text != lastEntry {
        let isValid = text.reduce(true) { result, char -> Bool in
          return result && self.properties.validCharacters.contains(char)
        }
        if text.count <= self.properties.numberOfCharacters {
          self.properties.delegate?.pinField(self, didChangeTo: text, isValid: isValid)
        }

        lastEntry = text
      }

      text = String(text.lazy.filter(self.properties.validCharacters.contains))

      if !self.isDynamicLength {
        text = String(text.prefix(self.properties.numberOfCharacters))
      }

      self.invisibleField.text = text
    }

    // Always position cursor on last valid character
    private func updateCursorPosition() {
      self.currentFocusRange = nil
      let offset = min(self.invisibleText.count, self.properties.numberOfCharacters)
      // Only works with a small delay
      runLoop.asyncAfter(0.01) {
        // (no model analogue) the hidden field's selectedTextRange is set at `offset`; the model's
        // selection is always at the end of its text, which is where it goes back to.
        guard offset <= self.invisibleField.text?.utf16.count ?? 0 else { return }  // position(from:offset:) is nil

        // Compute the currently focused element
        if let attString = self.displayedText,
          case var range = NSRange(location: offset, length: 0),
          range.location >= -1 && range.location < self.properties.numberOfCharacters
        {

          // Compute range of focused text
          if self.isRightToLeft {
            range.location = self.properties.numberOfCharacters - range.location - 1
          }
          range.length = 1

          // Make sure it's a token that is focused
          let string = attString
          let startIndex = string.index(string.startIndex, offsetBy: range.location)
          let endIndex = string.index(startIndex, offsetBy: 1)
          let sub = string[startIndex..<endIndex]
          if sub == String(self.properties.token) {

            // (appearance) token focus colour, in a 0.1 s cross-dissolve ("Avoid long fade from tick()")

            self.currentFocusRange = range

            // Backview focus color
            var backIndex = self.isRightToLeft ? self.properties.numberOfCharacters - offset - 1 : offset
            backIndex = min(backIndex, self.properties.numberOfCharacters - 1)
            backIndex = max(backIndex, 0)
            if !self.backViews.isEmpty && backIndex < self.backViews.count {
              _ = self.backViews[backIndex]  // (appearance) focus colours
            }
          }
        }
      }
    }

    private func checkCodeValidity() {

      guard !self.isAnimating, !self.isDynamicLength else {
        return
      }

      if self.invisibleText.count == self.properties.numberOfCharacters {
        if let pinDelegate = self.properties.delegate {
          let result = isRightToLeft ? String(self.invisibleText.reversed()) : self.invisibleText
          pinDelegate.pinField(self, didFinishWith: result)
        } else {
          print("⚠️ : No delegate set for KAPinField. Set it via yourPinField.properties.delegate.")
        }
      }
    }
  }
}

extension KAPinField2020Port.KAPinFieldDelegate {
  public func pinField(_ field: KAPinField2020Port.KAPinField, didChangeTo string: String, isValid: Bool) {}
}

// MARK: - Harness access to a private part (Swift's `fileprivate` ends at the file; the rest of the harness is in
// `KAPinField2020+Harness.swift`)

extension KAPinField2020Port {
  /// The hidden field the keyboard types into (harness access to a private part).
  static func invisibleField(of field: KAPinField) -> TextField { field.invisibleField }
}

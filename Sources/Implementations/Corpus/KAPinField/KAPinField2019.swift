import Foundation
import InputReference

/// alexiscreuzot/KAPinField, `KAPinField/Sources/KAPinField.swift`, ported line for line at four
/// consecutive commits of 2019 whose diffs to the file are small, switched by ``Revision`` exactly at
/// their hunks:
/// - 5c0a9665873b79edea8866b2e7ad155f3199a77d, B53 buggy: completion is derived from the state on
///   every re-render (`reloadAppearance()` → `checkCodeValidity()`), so it is reported again on each
///   one;
/// - 7f0a60fc8c5d6ca239ca547daaddb50833d11b0c, B53 fixed ("Avoid double result"): a `hasFinished`
///   flag, reset in `invisibleText`'s setter (which nothing calls);
/// - ef1caa4438185c3c05ec5044e718da527d9b25bc, B54 buggy ("Fix bug"): the reset moves to `text`'s
///   setter, so a user's delete never resets it (B54, issue 16);
/// - a213c4263bd7d6e8127e0dec8f8e68c67f1c7497, B54 fixed ("Avoid appearance relaoad on tick"): the
///   flag goes; a re-render whose displayed code equals the previous one does nothing, and the shake's
///   completion re-renders.
///
/// Dropped (layout and appearance): `layoutSubviews()` (frames of the hidden field and the back
/// views), `KAPinFieldAppearance`'s colours, font and border metrics (kept: the struct, whose `didSet`
/// re-renders, with `kerning` and `backRounded`), every colour, font, kerning and border attribute,
/// `sizeToFit()`, `sendSubviewToBack`, `tintColor`, `contentVerticalAlignment`, keyboard appearance
/// and type, text input traits (`textContentType`, autocorrection…), the shake and fade animations
/// themselves (their timing is kept on the run loop), `KA_MonospacedFont`, and the selection the
/// cursor update sets on the hidden field (the model's fields have no caret movement).
///
/// Model substitutions: the attributed text's characters are ``displayedText`` (attributes
/// dropped); `Timer.scheduledTimer` and `DispatchQueue.main.asyncAfter` run on the injected
/// ``MainRunLoop``; the CATransaction completion of `animateFailure` runs after the animation's
/// 0.6 s, and the two 0.2 s animations of `animateSuccess` end after 0.2 s each, on the run loop;
/// `UIApplication.shared.userInterfaceLayoutDirection` is left to right (the model has no
/// right-to-left locale); `UIPasteboard.general` is the window's environment's pasteboard; the
/// target added for `.allEditingEvents` is added once (UIKit merges an identical target/action pair).
public enum KAPinField2019Port {
  /// The four commits.
  public enum Revision: String, CaseIterable, Sendable {
    case r5c0a966, r7f0a60f, ref1caa4, ra213c42
  }

  // Mark: - KAPinFieldDelegate
  @MainActor public protocol KAPinFieldDelegate: AnyObject {
    func pinField(_ field: KAPinField, didInput character: Character, isValid: Bool)  // Optional
    func pinField(_ field: KAPinField, didFinishWith code: String)
  }

  public struct KAPinFieldProperties {
    public weak var delegate: (any KAPinFieldDelegate)? = nil
    public var numberOfCharacters: Int = 4 {
      didSet {
        precondition(numberOfCharacters >= 1, "🚫 Number of character must be >= 1")
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

    public init() {}
  }

  public struct KAPinFieldAppearance {
    // (appearance) font, tokenColor, tokenFocusColor, textColor, backColor, backBorderColor, backBorderWidth,
    // backCornerRadius, backOffset, backFocusColor, backBorderFocusColor, backActiveColor, backBorderActiveColor
    public var kerning: Double = 20.0
    public var backRounded: Bool = false

    public init() {}
  }

  // Mark: - KAPinField Class
  public class KAPinField: TextField {
    /// Which commit's code runs.
    public let revision: Revision
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
        if revision == .ref1caa4 {
          hasFinished = false
        }
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
    fileprivate var invisibleField = TextField()
    private var invisibleText: String {
      get {
        return invisibleField.text ?? ""
      }
      set {
        if revision == .r7f0a60f {
          hasFinished = false
        }
        self.reloadAppearance()
      }
    }

    private var backViews: [View] = [View]()
    private var isAnimating: Bool = false
    private var lastEntry: String = ""
    private var timer: ScheduledTimer?
    private var currentFocusRange: NSRange?
    private var hasFinished = false  // 7f0a60f, ef1caa4
    private var previousCode: String?  // a213c42
    private var editingTargetAdded = false

    // `UITextField()`: the frame is layout.
    public init(revision: Revision, runLoop: MainRunLoop) {
      self.revision = revision
      self.runLoop = runLoop
      super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) { nil }

    // Mark: - Lifecycle

    public override func awakeFromNib() {
      // super.awakeFromNib(): nothing in the model
      self.reload()
    }

    // Mark: - Public functions

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
        if self.revision == .ra213c42 {
          self.reloadAppearance()
        }
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

    private func reload() {

      // Only setup if view showing
      guard self.superview != nil else {
        return
      }

      // (appearance) debugging alphas, text alignment, autocapitalization, autocorrection, spell checking,
      // textContentType = .oneTimeCode
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
        let backView = self.backViews[backIndex]
        _ = (isToken, backView)  // (appearance) token or active colours of the character and its back view

        // (appearance) kerning-centering fix
        attString.append(string)
      }

      self.updateCursorPosition()  // if #available(iOS 11.0, *)

      guard !self.isAnimating else {
        return
      }

      self.displayedText = attString

      if revision == .ra213c42 {
        if attString == self.previousCode {
          return
        }
        self.previousCode = attString
      }

      // (layout) self.sizeToFit()
      self.checkCodeValidity()
    }

    private func sanitizeText() {
      var text = self.invisibleField.text ?? ""

      if let char = text.last,
        text != lastEntry,
        text.count == lastEntry.count + 1
      {
        let isValid = self.properties.validCharacters.contains(char)
        self.properties.delegate?.pinField(self, didInput: char, isValid: isValid)
        lastEntry = text
      }

      text = String(text.lazy.filter(self.properties.validCharacters.contains))
      text = String(text.prefix(self.properties.numberOfCharacters))
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
            _ = self.backViews[backIndex]  // (appearance) focus colours
          }
        }
      }
    }

    private func checkCodeValidity() {

      guard !self.isAnimating else {
        return
      }

      let finishes =
        switch revision {
        case .r5c0a966, .ra213c42: self.invisibleText.count == self.properties.numberOfCharacters
        case .r7f0a60f, .ref1caa4: self.invisibleText.count == self.properties.numberOfCharacters && !hasFinished
        }
      if finishes {
        if revision == .r7f0a60f || revision == .ref1caa4 {
          hasFinished = true
        }
        if let pinDelegate = self.properties.delegate {
          let result = isRightToLeft ? String(self.invisibleText.reversed()) : self.invisibleText
          pinDelegate.pinField(self, didFinishWith: result)
        } else {
          print("⚠️ : No delegate set for KAPinField. Set it via yourPinField.properties.delegate.")
        }
      }
    }

    // (UIKeyInput: not overridden at these commits; the keyboard types into the hidden field, which is first.)
  }
}

extension KAPinField2019Port.KAPinFieldDelegate {
  public func pinField(_ field: KAPinField2019Port.KAPinField, didInput character: Character, isValid: Bool) {}
}

// MARK: - Harness access to a private part (Swift's `fileprivate` ends at the file; the rest of the harness is in
// `KAPinField2019+Harness.swift`)

extension KAPinField2019Port {
  /// The hidden field the keyboard types into (harness access to a private part).
  static func invisibleField(of field: KAPinField) -> TextField { field.invisibleField }
}

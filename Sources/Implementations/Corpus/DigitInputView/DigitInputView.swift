import Foundation
import InputReference

/// mnvoh/DigitInputView, `DigitInputView/Classes/DigitInputView.swift`, ported line for line at the buggy
/// commit 41ad52c18b5c43e2ac8b0b96d4d2a3ee23d7534d and the fix commit d1e3527ae8ed5dac99d971e1be2d565fd056b5e0
/// (B49, PR 10; the crash is issue 9). The fix's one hunk is the `version` switch in
/// `textField(_:shouldChangeCharactersIn:replacementString:)`.
///
/// Dropped (layout and appearance): `layoutSubviews()` (frames, font sizes), every colour
/// (`bottomBorderColor`, `nextDigitBottomBorderColor`, `textColor`: their `didSet { setup() }` only
/// recolours), `keyboardType` and `keyboardAppearance` (the model has one keyboard), `font`,
/// `isUserInteractionEnabled`/`clipsToBounds`, the text field's frame, and the animations of
/// `changeText(of:newText:_:)` (every branch sets `label.text`, which is kept). `init(coder:)` runs the
/// same `setup()` as `init(frame:)` and is not ported.
///
/// Kept as written, bugs included: the view is a `UIView` whose hidden `UITextField` is the first
/// responder; every edit goes through the field's delegate, which always returns `false` and edits the
/// text itself; an empty replacement string is taken for backspace (`strcmp(char, "\\b") == -92` holds
/// exactly when the string is empty), so at the buggy commit an empty replacement on an empty field runs
/// `textField.text!.removeLast()`, which traps, and at both commits an empty replacement on a non-empty
/// field deletes a digit.
public enum DigitInputViewPort {
  /// `DigitInputViewAnimationType`.
  public enum DigitInputViewAnimationType: Int {
    case none, dissolve, spring
  }

  /// `DigitInputViewDelegate`.
  @MainActor public protocol DigitInputViewDelegate: AnyObject {
    func digitsDidChange(digitInputView: DigitInputView)
    func digitsDidFinish(digitInputView: DigitInputView)
  }

  open class DigitInputView: View {
    /// Which commit's code runs.
    public let version: CorpusBug.Version

    /**
    The number of digits to show, which will be the maximum length of the final string
    */
    open var numberOfDigits: Int = 4 {

      didSet {
        setup()
      }

    }

    /**
    If not nil, only the characters in this string are acceptable. The rest will be ignored.
    */
    open var acceptableCharacters: String? = nil

    /// The animatino to use to show new digits
    open var animationType: DigitInputViewAnimationType = .spring

    /**
    The string that the user has entered
    */
    open var text: String {

      get {
        guard let textField = textField else { return "" }
        return textField.text ?? ""
      }

    }

    open weak var delegate: (any DigitInputViewDelegate)?

    fileprivate var labels = [Label]()
    fileprivate var underlines = [View]()
    fileprivate var textField: TextField?
    fileprivate var tapGestureRecognizer: TapGestureRecognizer?

    override open var canBecomeFirstResponder: Bool {

      get {
        return true
      }

    }

    // `override init(frame: CGRect)`: the frame is layout.
    public init(version: CorpusBug.Version) {
      self.version = version
      super.init(frame: .zero)
      setup()

    }

    public required init?(coder: NSCoder) { nil }

    override open func becomeFirstResponder() -> Bool {

      guard let textField = textField else { return false }
      textField.becomeFirstResponder()
      return true

    }

    override open func resignFirstResponder() -> Bool {

      guard let textField = textField else { return true }
      textField.resignFirstResponder()
      return true

    }

    /**
     Sets up the required views
     */
    fileprivate func setup() {

      // (layout: no model analogue) isUserInteractionEnabled = true; clipsToBounds = true

      if tapGestureRecognizer == nil {
        tapGestureRecognizer = TapGestureRecognizer { [unowned self] sender in
          self.viewTapped(sender as! TapGestureRecognizer)
        }
        addGestureRecognizer(tapGestureRecognizer!)
      }

      if textField == nil {
        textField = TextField()
        textField?.delegate = self
        // (layout: no model analogue) textField?.frame = CGRect(x: 0, y: -40, width: 100, height: 30)
        addSubview(textField!)
      }

      // (no model analogue) textField?.keyboardType = keyboardType; keyboardAppearance = keyboardAppearance

      // Since this function isn't called frequently, we just remove everything
      // and recreate them. Don't need to optimize it.

      for label in labels {
        label.removeFromSuperview()
      }
      labels.removeAll()

      for underline in underlines {
        underline.removeFromSuperview()
      }
      underlines.removeAll()

      for _ in 0..<numberOfDigits {
        let label = Label()
        // (appearance) textAlignment, isUserInteractionEnabled, textColor

        let underline = View()
        // (appearance) underline.backgroundColor = i == 0 ? nextDigitBottomBorderColor : bottomBorderColor

        addSubview(label)
        addSubview(underline)
        labels.append(label)
        underlines.append(underline)
      }

    }

    /**
     Handles tap gesture on the view
    */
    fileprivate func viewTapped(_ sender: TapGestureRecognizer) {

      textField!.becomeFirstResponder()

    }

    /**
     Called when the text changes so that the labels get updated
    */
    fileprivate func didChange(_ backspaced: Bool = false) {

      guard let textField = textField, let text = textField.text else { return }

      for item in labels {
        item.text = ""
      }

      for (index, item) in text.enumerated() {
        if labels.count > index {
          let animate = index == text.count - 1 && !backspaced
          changeText(of: labels[index], newText: String(item), animate)
        }
      }

      // (appearance) set all the bottom borders color to default

      let nextIndex = text.count + 1
      if labels.count > 0, nextIndex < labels.count + 1 {
        // set the next digit bottom border color
        _ = underlines[nextIndex - 1]  // (appearance) .backgroundColor = nextDigitBottomBorderColor
      } else {
        delegate?.digitsDidFinish(digitInputView: self)
      }
      delegate?.digitsDidChange(digitInputView: self)
    }

    /// Changes the text of a UILabel with animation
    ///
    /// - parameter label: The label to change text of
    /// - parameter newText: The new string for the label
    private func changeText(of label: Label, newText: String, _ animated: Bool = false) {

      if !animated || animationType == .none {
        label.text = newText
        return
      }

      if animationType == .spring {
        // (layout) label.frame.origin.y = frame.height
        label.text = newText
        // (animation) UIView.animate(withDuration: 0.2, …) { label.frame.origin.y = … }
      } else if animationType == .dissolve {
        // (animation) UIView.transition(with: label, duration: 0.4, options: .transitionCrossDissolve) {
        label.text = newText
        // }
      }
    }

  }
}

// MARK: TextField Delegate
extension DigitInputViewPort.DigitInputView: TextFieldDelegate {

  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool {

    let char = string.cString(using: .utf8)
    let isBackSpace = DigitInputViewPort.strcmp(char, "\\b")
    if version == .buggy ? isBackSpace == -92 : isBackSpace == -92 && textField.text?.count ?? 0 > 0 {
      textField.text!.removeLast()
      didChange(true)
      return false
    }

    if textField.text?.count ?? 0 >= numberOfDigits {
      return false
    }

    guard let acceptableCharacters = acceptableCharacters else {
      textField.text = (textField.text ?? "") + string
      didChange()
      return false
    }

    if acceptableCharacters.contains(string) {
      textField.text = (textField.text ?? "") + string
      didChange()
      return false
    }

    return false

  }
}

extension DigitInputViewPort {
  /// Darwin's `strcmp`: the difference of the first differing bytes, compared as `unsigned char`.
  ///
  /// The C library's result is only specified by sign; the component relies on Darwin's value (-92 is
  /// `'\0' - '\\'`: the string is empty), so the port computes it the same way on every platform.
  static func strcmp(_ lhs: [CChar]?, _ rhs: String) -> Int32 {
    let left = (lhs ?? [0]).map { UInt8(bitPattern: $0) }
    let right = Array(rhs.utf8) + [0]
    var index = 0
    while true {
      let a = index < left.count ? left[index] : 0
      let b = index < right.count ? right[index] : 0
      if a != b || a == 0 { return Int32(a) - Int32(b) }
      index += 1
    }
  }
}

// MARK: - Harness access to private parts (Swift's `fileprivate` ends at the file; the rest of the harness is in
// `DigitInputView+Harness.swift`)

extension DigitInputViewPort {
  /// The digits the labels show, in order (`nil` for an empty label).
  static func shownDigits(of view: DigitInputView) -> [String?] {
    view.labels.map { $0.text.flatMap { $0.isEmpty ? nil : $0 } }
  }

  /// The hidden text field that is the first responder (harness access to a `fileprivate` part).
  static func hiddenField(of view: DigitInputView) -> TextField? { view.textField }
}

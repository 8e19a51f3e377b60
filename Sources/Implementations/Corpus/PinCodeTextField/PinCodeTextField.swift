import Foundation
import InputReference

/// tkach/PinCodeTextField, `Pod/Common/PinCodeTextField.swift` with its helpers (`TextHelper`,
/// `Int.times`, `String.hasOnlyNewlineSymbols`) and `Pod/Swift/PinCodeTextFieldDelegate.swift`, ported
/// line for line at the buggy commit e0c6b909f9007daf3a53b67807746680bb3ef6b7 and the fix commit
/// 1e25d6b3e6a442fe72e707b76933ab014113d6bc (B51, issue 3). The fix's hunks are the `version`
/// switches: `text` gains `didSet { updateView() }`, and `insertText(_:)` / `deleteBackward()` lose
/// their own `updateView()` calls.
///
/// Dropped (layout and appearance): the underline and label frames (`layoutSubviews()`,
/// `layoutCharactersAndPlaceholders()`, `underlineWidth`, `underlineHSpacing`, `underlineVMargin`,
/// `underlineHeight`), fonts (`fontSize`, `font`), colours (`textColor`, `placeholderColor`,
/// `underlineColor`, `labelColor(isPlaceholder:)`, `isPlaceholder(_:)`), `keyboardType`,
/// `setNeedsLayout()` and `prepareForInterfaceBuilder()`. What each label shows is kept.
///
/// Model substitutions: `touchesEnded(_:with:)`'s `bounds.contains(location)` is the model's
/// ``TouchHandling/touchesEnded(inside:)``; `labels.index(of: label)` compares identity, as `UILabel`'s
/// `isEqual:` does.
///
/// Kept as written, bugs included: at the buggy commit the labels are refreshed only inside
/// `insertText(_:)` and `deleteBackward()`, so text set from code is not shown (B51); at both commits
/// `insertText("")` counts as the return key (`"".hasOnlyNewlineSymbols` is `true`) and resigns first
/// responder, and `becomeFirstResponder()` / `resignFirstResponder()` tell the delegate the editing
/// began or ended before asking, whatever the answer.
public enum PinCodeTextFieldPort {
  /// `PinCodeTextFieldDelegate` (Swift flavour). Its default implementations are `internal` in the pod,
  /// so an app's delegate implements every method.
  @MainActor public protocol PinCodeTextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: PinCodeTextField) -> Bool  // return false to disallow editing.

    func textFieldDidBeginEditing(_ textField: PinCodeTextField)  // became first responder

    func textFieldValueChanged(_ textField: PinCodeTextField)  // text value changed

    // return true to allow editing to stop and to resign first responder status at the last character entered
    // event. NO to disallow the editing session to end
    func textFieldShouldEndEditing(_ textField: PinCodeTextField) -> Bool

    func textFieldDidEndEditing(_ textField: PinCodeTextField)  // called when pinCodeTextField did end editing

    // called when 'return' key pressed. return false to ignore.
    func textFieldShouldReturn(_ textField: PinCodeTextField) -> Bool
  }

  /* @IBDesignable */
  public class PinCodeTextField: View {
    /// Which commit's code runs.
    public let version: CorpusBug.Version

    public weak var delegate: (any PinCodeTextFieldDelegate)?

    //MARK: Customizable from Interface Builder
    /* @IBInspectable */ public var characterLimit: Int = 5
    /* @IBInspectable */ public var placeholderText: String?
    /* @IBInspectable */ public var text: String? {
      didSet {
        if version == .fixed {
          updateView()
        }
      }
    }

    /* @IBInspectable */ public var secureText: Bool = false

    //MARK: Customizable from code
    public var allowedCharacterSet: CharacterSet = CharacterSet.alphanumerics

    public var isSecureTextEntry: Bool {
      get {
        return secureText
      }
      /* @objc(setSecureTextEntry:) */ set {
        secureText = newValue
      }
    }

    //MARK: Private
    fileprivate var labels: [Label] = []
    fileprivate var underlines: [View] = []

    //MARK: Init and awake
    // `override init(frame: CGRect)`: the frame is layout.
    public init(version: CorpusBug.Version) {
      self.version = version
      super.init(frame: .zero)
      postInitialize()
    }

    public required init?(coder: NSCoder) { nil }

    // `init?(coder:)` does nothing and `awakeFromNib()` runs `postInitialize()`, which is what
    // `init(frame:)` does: the nib path ends in the same state and is not ported.

    private func postInitialize() {
      updateView()
    }

    //MARK: Overrides
    override public var canBecomeFirstResponder: Bool {
      return true
    }

    override public func becomeFirstResponder() -> Bool {
      delegate?.textFieldDidBeginEditing(self)
      return super.becomeFirstResponder()
    }

    override public func resignFirstResponder() -> Bool {
      delegate?.textFieldDidEndEditing(self)
      return super.resignFirstResponder()
    }

    //MARK: Private
    fileprivate func updateView() {
      if needToRecreateUnderlines() {
        recreateUnderlines()
      }
      if needToRecreateLabels() {
        recreateLabels()
      }
      updateLabels()
      // (layout: no model analogue) setNeedsLayout()
    }

    private func needToRecreateUnderlines() -> Bool {
      return characterLimit != underlines.count
    }

    private func needToRecreateLabels() -> Bool {
      return characterLimit != labels.count
    }

    private func recreateUnderlines() {
      underlines.forEach { $0.removeFromSuperview() }
      underlines.removeAll()
      characterLimit.times {
        let underline = createUnderline()
        underlines.append(underline)
        addSubview(underline)
      }
    }

    private func recreateLabels() {
      labels.forEach { $0.removeFromSuperview() }
      labels.removeAll()
      characterLimit.times {
        let label = createLabel()
        labels.append(label)
        addSubview(label)
      }
    }

    private func updateLabels() {
      let textHelper = TextHelper(text: text, placeholder: placeholderText, isSecure: isSecureTextEntry)
      for label in labels {
        let index = labels.firstIndex { $0 === label } ?? 0
        let currentCharacter = textHelper.character(atIndex: index)
        label.text = currentCharacter.map { String($0) }
        // (appearance) label.font = font; label.textColor = labelColor(isPlaceholder: isPlaceholder(index))
      }
    }

    private func createLabel() -> Label {
      let label = Label()
      // (appearance) font, backgroundColor, textAlignment
      return label
    }

    private func createUnderline() -> View {
      let underline = View()
      // (appearance) underline.backgroundColor = underlineColor
      return underline
    }

    //MARK: Text processing
    func canInsertCharacter(_ character: String) -> Bool {
      let newText = text.map { $0 + character } ?? character
      let isNewline = character.hasOnlyNewlineSymbols
      let isCharacterMatchingCharacterSet = character.trimmingCharacters(in: allowedCharacterSet).isEmpty
      let isLengthWithinLimit = newText.count <= characterLimit
      return !isNewline && isCharacterMatchingCharacterSet && isLengthWithinLimit
    }
  }

  /// `TextHelper`: what each label shows.
  final class TextHelper {
    let text: String?
    let placeholderText: String?
    let isSecureTextEntry: Bool

    init(text: String?, placeholder: String?, isSecure: Bool = false) {
      self.text = text
      self.placeholderText = placeholder
      self.isSecureTextEntry = isSecure
    }

    func character(atIndex i: Int) -> Character? {
      let inputTextCount = text?.count ?? 0
      let placeholderTextLength = placeholderText?.count ?? 0
      let character: Character?
      if i < inputTextCount {
        let string = text ?? ""
        character = isSecureTextEntry ? "•" : string[string.index(string.startIndex, offsetBy: i)]
      } else if i < placeholderTextLength {
        let string = placeholderText ?? ""
        character = string[string.index(string.startIndex, offsetBy: i)]
      } else {
        character = nil
      }
      return character
    }
  }
}

//MARK: Touches
extension PinCodeTextFieldPort.PinCodeTextField: TouchHandling {
  public func touchesEnded(inside: Bool) {
    // guard let touch = touches.first; let location = touch.location(in: self)
    if inside {
      if delegate?.textFieldShouldBeginEditing(self) ?? true {
        let _ = becomeFirstResponder()
      }
    }
  }
}

//MARK: UIKeyInput
extension PinCodeTextFieldPort.PinCodeTextField: KeyInput {
  public var hasText: Bool {
    if let text = text {
      return !text.isEmpty
    } else {
      return false
    }
  }

  public func insertText(_ charToInsert: String) {
    if charToInsert.hasOnlyNewlineSymbols {
      if delegate?.textFieldShouldReturn(self) ?? true {
        let _ = resignFirstResponder()
      }
    } else if canInsertCharacter(charToInsert) {
      let newText = text.map { $0 + charToInsert } ?? charToInsert
      text = newText
      if version == .buggy {
        updateView()
      }
      delegate?.textFieldValueChanged(self)
      if newText.count == characterLimit {
        if delegate?.textFieldShouldEndEditing(self) ?? true {
          let _ = resignFirstResponder()
        }
      }
    }
  }

  public func deleteBackward() {
    guard hasText else { return }
    text?.removeLast()
    if version == .buggy {
      updateView()
    }
    delegate?.textFieldValueChanged(self)
  }
}

extension Int {
  /// `IntExtension.swift`'s `times(f:)`.
  fileprivate func times(f: () -> Void) {
    if self > 0 {
      for _ in 0..<self {
        f()
      }
    }
  }
}

extension String {
  /// `StringExtension.swift`: `true` for the empty string too.
  fileprivate var hasOnlyNewlineSymbols: Bool {
    return trimmingCharacters(in: CharacterSet.newlines).isEmpty
  }
}

// MARK: - Harness access to a private part (Swift's `fileprivate` ends at the file; the rest of the harness is in
// `PinCodeTextField+Harness.swift`)

extension PinCodeTextFieldPort {
  /// What the labels show, one entry per label (`nil` for an empty one).
  static func shownCharacters(of field: PinCodeTextField) -> [String?] { field.labels.map(\.text) }
}

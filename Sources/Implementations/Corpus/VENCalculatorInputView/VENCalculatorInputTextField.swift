import Foundation
import InputReference

/// venmo/VENCalculatorInputView, ported line for line at the buggy commit
/// 7c964262725a2c0d8825286ef5aafeafb45c6bc9 and the fix commit 05a819bfd2fe71d712a256b0c32c3c082aea12e9
/// (B55, PR 17): `VENCalculatorInputTextField.m`, `VENCalculatorInputView.m` with the keys of its xib,
/// `VENMoneyCalculator.m` and `NSString+Parsimmon.m`. The fix's hunk is the `version` switch in
/// `calculatorInputView(_:didTapKey:)` (with `UITextRange+VENCalculatorInputView`'s conversion, which
/// is the model's ``UITextRange/nsRange``).
///
/// Dropped (layout and appearance): the key colours, fonts, border widths and highlight images of
/// `VENCalculatorInputView`, the keys' frames in the xib, and `playInputClick` (sound).
///
/// Model substitutions: `[NSLocale currentLocale]` is the `currentLocale` given at creation (the model
/// never reads the machine's locale); `NSExpression`, which Foundation lacks on Linux, is
/// ``VENCalculatorPort/evaluateArithmetic(_:)`` over the sanitized string (numbers, unary signs,
/// `+ - * /` with the usual precedence; a string it cannot parse raises `NSInvalidArgumentException`,
/// which the calculator catches); NSString ranges are UTF-16, and an out-of-range one traps as
/// `NSRangeException` does.
///
/// Kept as written, bugs included: at the buggy commit the calculator's keys call `insertText(_:)`,
/// which never asks the text field's delegate, so a delegate's length limit or validation is bypassed
/// (B55); a decimal separator typed first (`"."`) reads the character before it at index -1 and
/// raises `NSRangeException`.
public enum VENCalculatorPort {
  /// `VENCalculatorInputViewDelegate` (both methods optional).
  @MainActor public protocol VENCalculatorInputViewDelegate: AnyObject {
    func calculatorInputView(_ inputView: VENCalculatorInputView, didTapKey key: String)
    func calculatorInputViewDidTapBackspace(_ calculatorInputView: VENCalculatorInputView)
  }

  /// `VENCalculatorInputView`: the calculator keyboard, a view loaded from its xib.
  public final class VENCalculatorInputView: View {
    public weak var delegate: (any VENCalculatorInputViewDelegate)?

    /// The locale to use for the decimal separator. Defaults to locale for current device.
    public var locale: Locale = Locale(identifier: "en_US_POSIX") {
      didSet {
        let decimalSymbol = locale.decimalSeparator
        self.decimalButton.title = decimalSymbol
      }
    }

    // IBOutletCollection(UIButton) numberButtonCollection, operationButtonCollection; IBOutlet decimalButton
    private(set) var numberButtonCollection: [Button] = []
    private(set) var operationButtonCollection: [Button] = []
    private(set) var decimalButton: Button!

    /// `initWithFrame:` loads `VENCalculatorInputView.xib`: its keys in the xib's order, each calling
    /// `userDidTapKey:` (the backspace key, which has an image and no title, `userDidTapBackspace:`).
    public init(currentLocale: Locale) {
      super.init(frame: .zero)
      for title in ["÷", "1", "4", "7", ".", "2", "5", "8", "0", "3", "6", "9", nil, "×", "−", "+"] {
        let button = Button(title: title)
        if title == nil {
          button.addAction(for: [.touchUpInside]) { [unowned self] sender, _ in
            self.userDidTapBackspace(sender as! Button)
          }
        } else {
          button.addAction(for: [.touchUpInside]) { [unowned self] sender, _ in self.userDidTapKey(sender as! Button) }
        }
        addSubview(button)
        switch title {
        case "0", "1", "2", "3", "4", "5", "6", "7", "8", "9": numberButtonCollection.append(button)
        case ".":
          decimalButton = button
          operationButtonCollection.append(button)
        default: operationButtonCollection.append(button)
        }
      }
      // Set default locale (`self.locale = …` runs `setLocale:`; a Swift initialiser skips `didSet`, so its body
      // is run here)
      self.locale = currentLocale
      self.decimalButton.title = locale.decimalSeparator
      // (appearance) customizable colours; setupButton: layer.borderWidth = 0.25
    }

    public required init?(coder: NSCoder) { nil }

    func userDidTapBackspace(_ sender: Button) {
      // (sound) [[UIDevice currentDevice] playInputClick]
      self.delegate?.calculatorInputViewDidTapBackspace(self)
    }

    func userDidTapKey(_ sender: Button) {
      // (sound) [[UIDevice currentDevice] playInputClick]
      self.delegate?.calculatorInputView(self, didTapKey: sender.title!)
    }
  }

  /// `VENCalculatorInputTextField`: a text field whose input view is the calculator.
  public final class VENCalculatorInputTextField: TextField, VENCalculatorInputViewDelegate {
    /// Which commit's code runs.
    public let version: CorpusBug.Version
    private let currentLocale: Locale
    private var moneyCalculator: VENMoneyCalculator!

    /// The locale to use for the decimal separator. Defaults to locale for current device.
    public var locale: Locale = Locale(identifier: "en_US_POSIX") {
      didSet {
        let inputView = self.inputView as? VENCalculatorInputView
        inputView?.locale = locale
        self.moneyCalculator?.locale = locale
      }
    }

    /// `initWithFrame:` (the frame is layout).
    public init(version: CorpusBug.Version, currentLocale: Locale) {
      self.version = version
      self.currentLocale = currentLocale
      super.init(frame: .zero)
      self.setUpInit()
    }

    public required init?(coder: NSCoder) { nil }

    func setUpInit() {
      self.locale = currentLocale

      let inputView = VENCalculatorInputView(currentLocale: currentLocale)
      inputView.delegate = self
      inputView.locale = self.locale
      self.inputView = inputView

      let moneyCalculator = VENMoneyCalculator(currentLocale: currentLocale)
      moneyCalculator.locale = self.locale
      self.moneyCalculator = moneyCalculator

      self.addAction(for: [.editingChanged]) { [weak self] _, _ in self?.venCalculatorTextFieldDidChange() }
      self.addAction(for: [.editingDidEnd]) { [weak self] _, _ in self?.venCalculatorTextFieldDidEndEditing() }
    }

    // MARK: - UITextField

    func venCalculatorTextFieldDidChange() {
      let text = NSString(string: self.text ?? "")
      if text.length == 0 { return }

      let lastCharacterString = VENCalculatorPort.substring(text, from: text.length - 1)
      let subString = VENCalculatorPort.substring(text, to: text.length - 1)
      if lastCharacterString == "+" || lastCharacterString == "−" || lastCharacterString == "×"
        || lastCharacterString == "÷"
      {
        let evaluatedString = self.moneyCalculator.evaluateExpression(subString)
        if let evaluatedString {
          self.text = "\(evaluatedString)\(lastCharacterString)"
        } else {
          self.text = subString
        }
      } else if lastCharacterString == self.decimalSeparator() {
        let secondToLastCharacterString = VENCalculatorPort.substring(
          text, with: NSRange(location: text.length - 2, length: 1))
        if secondToLastCharacterString == self.decimalSeparator() {
          self.text = subString
        }
      }
    }

    func venCalculatorTextFieldDidEndEditing() {
      let textToEvaluate = self.trimExpressionString(self.text)
      let evaluatedString = self.moneyCalculator.evaluateExpression(textToEvaluate)
      if let evaluatedString {
        self.text = evaluatedString
      }
    }

    // MARK: - VENCalculatorInputViewDelegate

    public func calculatorInputView(_ inputView: VENCalculatorInputView, didTapKey key: String) {
      switch version {
      case .buggy:
        self.insertText(key)
      case .fixed:
        if let delegate = self.delegate {  // respondsToSelector:textField:shouldChangeCharactersInRange:…
          // [[self selectedTextRange] nsRangeFromTextRangeInTextField:self]
          let range = self.selectedTextRange!.nsRange
          if delegate.textField(self, shouldChangeCharactersIn: range, replacementString: key) {
            self.insertText(key)
          }
        } else {
          self.insertText(key)
        }
      }
    }

    public func calculatorInputViewDidTapBackspace(_ calculatorInputView: VENCalculatorInputView) {
      self.deleteBackward()
    }

    // MARK: - Helpers

    /// Removes any trailing operations and decimals.
    /// - Parameter expressionString: The expression string to trim
    /// - Returns: The trimmed expression string
    func trimExpressionString(_ expressionString: String?) -> String? {
      let text = NSString(string: self.text ?? "")
      if text.length > 0 {
        let lastCharacterString = VENCalculatorPort.substring(text, from: text.length - 1)
        if lastCharacterString == "+" || lastCharacterString == "−" || lastCharacterString == "×"
          || lastCharacterString == "÷" || lastCharacterString == self.decimalSeparator()
        {
          return VENCalculatorPort.substring(text, to: text.length - 1)
        }
      }
      return expressionString
    }

    func decimalSeparator() -> String? {
      return self.locale.decimalSeparator
    }
  }

  /// `VENMoneyCalculator`.
  public final class VENMoneyCalculator {
    public var locale: Locale
    private let currentLocale: Locale
    private var _numberFormatter: NumberFormatter?

    init(currentLocale: Locale) {
      self.currentLocale = currentLocale
      self.locale = currentLocale
    }

    func evaluateExpression(_ expressionString: String?) -> String? {
      guard let expressionString else {
        return nil
      }
      let floatString = "1.0*\(expressionString)"
      let sanitizedString = self.sanitizedString(floatString)
      let result: Double
      // @try { [NSExpression expressionWithFormat:] expressionValueWithObject:nil context:nil] }
      // @catch NSInvalidArgumentException { return nil }
      guard let value = VENCalculatorPort.evaluateArithmetic(sanitizedString) else {
        return nil
      }
      result = value
      // [result isKindOfClass:[NSNumber class]]: arithmetic always gives a number
      let integerExpression = VENCalculatorPort.integerValue(result)  // [(NSNumber *)result integerValue]
      let floatExpression = Double(Float(result))  // CGFloat floatExpression = [(NSNumber *)result floatValue]
      if Double(integerExpression) == floatExpression {
        return String(format: "%0.16g", result)  // [(NSNumber *)result stringValue]
      } else if floatExpression >= Double.greatestFiniteMagnitude || floatExpression <= Double.leastNormalMagnitude
        || floatExpression.isNaN
      {
        return "0"  // CGFLOAT_MAX, CGFLOAT_MIN (the smallest positive double: every negative result reads "0")
      } else {
        let moneyFormattedNumber = self.numberFormatter().string(from: NSNumber(value: floatExpression))
        return moneyFormattedNumber?.trimmingCharacters(in: .whitespacesAndNewlines)
      }
    }

    // MARK: - Private

    private func numberFormatter() -> NumberFormatter {
      if _numberFormatter == nil {
        let formatter = NumberFormatter()
        formatter.locale = currentLocale  // an NSNumberFormatter's default locale is the current one
        formatter.numberStyle = .currency
        formatter.currencySymbol = ""
        formatter.currencyDecimalSeparator = self.decimalSeparator()
        _numberFormatter = formatter
      }
      return _numberFormatter!
    }

    private func sanitizedString(_ string: String) -> String {
      return VENCalculatorPort.replacingCharacters(
        in: self.illegalCharacters(), of: self.replaceOperandsInString(string))
    }

    private func replaceOperandsInString(_ string: String) -> String {
      let subtractReplaced = string.replacingOccurrences(of: "−", with: "-")
      let divideReplaced = subtractReplaced.replacingOccurrences(of: "÷", with: "/")
      let multiplyReplaced = divideReplaced.replacingOccurrences(of: "×", with: "*")

      guard let separator = self.decimalSeparator() else { return multiplyReplaced }
      return multiplyReplaced.replacingOccurrences(of: separator, with: ".")
    }

    private func illegalCharacters() -> CharacterSet {
      return CharacterSet(charactersIn: "0123456789-/*.+").inverted
    }

    private func decimalSeparator() -> String? {
      return self.locale.decimalSeparator
    }
  }
}

extension VENCalculatorPort {
  /// `NSString+Parsimmon`'s `stringByReplacingCharactersInSet:withString:` with `@""`.
  static func replacingCharacters(in characterSet: CharacterSet, of string: String) -> String {
    string.components(separatedBy: characterSet).joined(separator: "")
  }

  /// `substringFromIndex:` (UTF-16); out of range raises `NSRangeException`.
  static func substring(_ string: NSString, from index: Int) -> String {
    substring(string, with: NSRange(location: index, length: string.length - index))
  }

  /// `substringToIndex:` (UTF-16); out of range raises `NSRangeException`.
  static func substring(_ string: NSString, to index: Int) -> String {
    substring(string, with: NSRange(location: 0, length: index))
  }

  /// `substringWithRange:` (UTF-16); out of range raises `NSRangeException`, a crash the port traps on.
  static func substring(_ string: NSString, with range: NSRange) -> String {
    guard range.location >= 0, range.length >= 0, range.location + range.length <= string.length else {
      preconditionFailure(
        "NSRangeException: -[NSString substringWithRange:]: Range {\(range.location), \(range.length)} out of bounds; "
          + "string length \(string.length)")
    }
    return string.substring(with: range)
  }

  /// `-[NSNumber integerValue]` of a double: truncation toward zero, saturating as arm64 does, 0 for NaN.
  static func integerValue(_ value: Double) -> Int {
    if value.isNaN { return 0 }
    if value >= 0x1p63 { return .max }
    if value <= -0x1p63 { return .min }
    return Int(value)
  }

  /// `NSExpression(format:)` evaluated, for the calculator's sanitized strings (characters from
  /// `0123456789-/*.+`): numbers (`12`, `1.5`, `.5`, `5.`), unary `-` and `+`, and left-associative
  /// `*` `/` over `+` `-`, in doubles (so `x/0` is infinite). `nil` where NSExpression raises
  /// `NSInvalidArgumentException` (the string does not parse).
  static func evaluateArithmetic(_ format: String) -> Double? {
    var parser = ArithmeticParser(Array(format.utf8))
    guard let value = parser.expression(), parser.isAtEnd else { return nil }
    return value
  }

  struct ArithmeticParser {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index == bytes.count }

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func expression() -> Double? {
      guard var value = term() else { return nil }
      while let op = peek(), op == UInt8(ascii: "+") || op == UInt8(ascii: "-") {
        index += 1
        guard let rhs = term() else { return nil }
        value = op == UInt8(ascii: "+") ? value + rhs : value - rhs
      }
      return value
    }

    mutating func term() -> Double? {
      guard var value = factor() else { return nil }
      while let op = peek(), op == UInt8(ascii: "*") || op == UInt8(ascii: "/") {
        index += 1
        guard let rhs = factor() else { return nil }
        value = op == UInt8(ascii: "*") ? value * rhs : value / rhs
      }
      return value
    }

    mutating func factor() -> Double? {
      if peek() == UInt8(ascii: "-") {
        index += 1
        return factor().map { -$0 }
      }
      if peek() == UInt8(ascii: "+") {
        index += 1
        return factor()
      }
      return number()
    }

    mutating func number() -> Double? {
      let start = index
      var digits = 0
      while let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        index += 1
        digits += 1
      }
      if peek() == UInt8(ascii: ".") {
        index += 1
        while let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
          index += 1
          digits += 1
        }
      }
      guard digits > 0 else { return nil }
      return Double(String(decoding: bytes[start..<index], as: UTF8.self))
    }
  }
}

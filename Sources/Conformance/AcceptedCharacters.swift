import Foundation

/// The characters a key-input component accepts: an insertion with any other character is refused whole,
/// changing nothing and sending no event (a pin field of digits, a code of letters and digits). A hardware
/// keyboard and paste can still send anything; the component's refusal is its design, declared (KEY-2, KEY-9).
nonisolated public enum AcceptedCharacters: Hashable, Sendable, Codable {
  /// Letters, marks and digits of any script: `CharacterSet.alphanumerics` (PinCodeTextField's default
  /// `allowedCharacterSet`).
  case alphanumerics
  /// The decimal digits of any script: `CharacterSet.decimalDigits`.
  case decimalDigits
  /// Exactly these characters (DigitInputView's `acceptableCharacters`).
  case only(String)

  /// Whether every character of `text` is accepted.
  public func accepts(_ text: String) -> Bool {
    switch self {
    case .alphanumerics: text.unicodeScalars.allSatisfy(CharacterSet.alphanumerics.contains)
    case .decimalDigits: text.unicodeScalars.allSatisfy(CharacterSet.decimalDigits.contains)
    case .only(let characters): text.allSatisfy(characters.contains)
    }
  }
}

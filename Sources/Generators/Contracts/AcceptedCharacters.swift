import Foundation

/// The characters a key-input component accepts: an insertion with any other character is refused whole,
/// changing nothing and sending no event (a pin field of digits, a code of letters and digits). A hardware
/// keyboard and paste can still send anything; the component's refusal is its design, declared (KEY-2, KEY-9).
public enum AcceptedCharacters: Hashable, Sendable, Codable {
  /// Letters, marks and digits of any script: `CharacterSet.alphanumerics` (PinCodeTextField's default
  /// `allowedCharacterSet`).
  case alphanumerics
  /// The decimal digits of any script: `CharacterSet.decimalDigits`.
  case decimalDigits
  /// Exactly these characters (DigitInputView's `acceptableCharacters`).
  case only(String)

  /// `text` with only the characters it accepts, or, when none is left, one it accepts: what an app that respects the
  /// component's characters sets from code.
  public func keepingAccepted(_ text: String) -> String {
    let kept = text.filter { accepts(String($0)) }
    guard kept.isEmpty else { return kept }
    switch self {
    case .alphanumerics: return "a"
    case .decimalDigits: return "1"
    case .only(let characters): return characters.first.map { String($0) } ?? ""
    }
  }

  /// Whether every character of `text` is accepted.
  public func accepts(_ text: String) -> Bool {
    switch self {
    case .alphanumerics: text.unicodeScalars.allSatisfy(CharacterSet.alphanumerics.contains)
    case .decimalDigits: text.unicodeScalars.allSatisfy(CharacterSet.decimalDigits.contains)
    case .only(let characters): text.allSatisfy(characters.contains)
    }
  }
}

/// The traits a text input declares, as `UITextInputTraits`: the model's keyboard reads none of them, so the
/// protocol has no requirements and a view may declare them as it does on iOS.
@preconcurrency @MainActor public protocol UITextInputTraits: AnyObject {}

/// The keyboard layouts, as `UIKeyboardType`: inert.
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
  case decimalPad, twitter, webSearch, asciiCapableNumberPad
  public static let alphabet = UIKeyboardType.asciiCapable
}

/// The Return key's titles, as `UIReturnKeyType`: inert.
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Autocorrection, as `UITextAutocorrectionType`: inert.
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }

/// Autocapitalization, as `UITextAutocapitalizationType`: inert.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

/// Spell checking, as `UITextSpellCheckingType`: inert.
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }

/// The keyboard's appearance, as `UIKeyboardAppearance`: inert.
public enum UIKeyboardAppearance: Int, Sendable {
  case `default`, dark, light
  public static let alert = UIKeyboardAppearance.dark
}

/// What the text is, for autofill, as `UITextContentType`: inert.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let oneTimeCode = UITextContentType("one-time-code")
  public static let password = UITextContentType("password")
  public static let newPassword = UITextContentType("new-password")
  public static let username = UITextContentType("username")
  public static let emailAddress = UITextContentType("email")
  public static let telephoneNumber = UITextContentType("tel")
  public static let name = UITextContentType("name")
  public static let postalCode = UITextContentType("postal-code")
  public static let creditCardNumber = UITextContentType("cc-number")
}

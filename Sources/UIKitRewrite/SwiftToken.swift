/// One lexical piece of Swift source: code, a comment, or a piece of a string literal's text.
///
/// Offsets count UTF-8 bytes from the start of the source; `line` is the 1-based line where the token starts.
/// Whitespace and line breaks are not tokens: they are the gaps between tokens.
///
/// ```swift
/// // `"a\(b)c"` lexes as: .stringText `"a\(`, .identifier `b`, .stringText `)c"`
/// ```
public nonisolated struct SwiftToken: Sendable, Equatable, CustomStringConvertible {
  /// What a token is.
  public enum Kind: Sendable, Equatable {
    /// A name or keyword (`func`, `self`, `_`, `$0`), backticks included (`` `default` ``).
    case identifier
    /// `@` and a name: `@objc`, `@IBOutlet`.
    case attribute
    /// `#` and a name: `#selector`, `#keyPath`, `#if`.
    case poundKeyword
    /// A number literal (`42`, `0xFF`, `1_000`); a decimal point is punctuation.
    case number
    /// One character of punctuation or an operator: `(`, `.`, `:`, `+`.
    case punctuation
    /// A string literal's text with its delimiters, up to and including an interpolation's `\(`, or from the
    /// interpolation's closing `)` on. Code inside an interpolation is lexed as ordinary tokens in between.
    case stringText
    /// A `//` or `/* */` comment, doc comments included.
    case comment
  }

  public let kind: Kind
  public let text: String
  /// The UTF-8 offset of the token's first byte.
  public let start: Int
  /// The UTF-8 offset just past the token's last byte.
  public let end: Int
  /// The 1-based line of the token's first byte.
  public let line: Int

  public init(kind: Kind, text: String, start: Int, end: Int, line: Int) {
    self.kind = kind
    self.text = text
    self.start = start
    self.end = end
    self.line = line
  }

  /// Whether the token is code, as opposed to a comment or string literal text.
  public var isCode: Bool { kind != .comment && kind != .stringText }

  /// Whether the token is the punctuation character `character`.
  public func isPunctuation(_ character: Character) -> Bool {
    kind == .punctuation && text.first == character
  }

  /// Whether the token is the name or keyword `name`.
  public func isIdentifier(_ name: String) -> Bool {
    kind == .identifier && text == name
  }

  /// The name without the backticks that let a keyword serve as a name.
  public var unescapedName: String {
    guard kind == .identifier, text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") else { return text }
    return String(text.dropFirst().dropLast())
  }

  public var description: String { "\(kind)@\(line):\(text)" }
}

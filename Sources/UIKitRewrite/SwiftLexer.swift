/// A hand-written Swift lexer that tells code apart from comments and string literal text.
///
/// It knows line comments, nested block comments, string literals (escapes, multi-line `"""`, raw `#"..."#` with
/// any number of `#`) and the code inside interpolations `\( ... )` and raw interpolations `\#( ... )`, however
/// deeply nested. It does not know regex literals: `/.../` lexes as code.
///
/// ```swift
/// let tokens = SwiftLexer.tokens(in: "f(\"\\(#selector(tap))\") // #selector(x)")
/// // `#selector` in the interpolation is a .poundKeyword; the one in the comment is inside a .comment token.
/// ```
public nonisolated struct SwiftLexer {
  private let bytes: [UInt8]
  private var position = 0
  private var line = 1
  private var tokens: [SwiftToken] = []

  private init(source: String) {
    bytes = Array(source.utf8)
  }

  /// The tokens of `source`, in order; whitespace and line breaks are the gaps between them.
  public static func tokens(in source: String) -> [SwiftToken] {
    var lexer = SwiftLexer(source: source)
    lexer.lexCode(insideInterpolation: false)
    return lexer.tokens
  }

  /// Lexes code up to the end of the source or, inside an interpolation, up to (not including) its closing `)`.
  private mutating func lexCode(insideInterpolation: Bool) {
    var parenthesisDepth = 0
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case ASCII.newline:
        line += 1
        position += 1
      case ASCII.space, ASCII.tab, ASCII.carriageReturn, ASCII.formFeed, ASCII.verticalTab:
        position += 1
      case ASCII.slash where peek(1) == ASCII.slash:
        lexLineComment()
      case ASCII.slash where peek(1) == ASCII.asterisk:
        lexBlockComment()
      case ASCII.quote:
        lexString()
      case ASCII.pound where startsRawString():
        lexString()
      case ASCII.pound where peek(1).map(ASCII.startsIdentifier) == true:
        lexWord(kind: .poundKeyword, prefixLength: 1)
      case ASCII.at where peek(1).map(ASCII.startsIdentifier) == true:
        lexWord(kind: .attribute, prefixLength: 1)
      case ASCII.backtick:
        lexBacktickIdentifier()
      case _ where ASCII.startsIdentifier(byte):
        lexWord(kind: .identifier, prefixLength: 0)
      case _ where ASCII.isDigit(byte):
        lexWord(kind: .number, prefixLength: 0)
      default:
        if insideInterpolation && byte == ASCII.openParenthesis {
          parenthesisDepth += 1
        } else if insideInterpolation && byte == ASCII.closeParenthesis {
          if parenthesisDepth == 0 { return }
          parenthesisDepth -= 1
        }
        emit(.punctuation, from: position, to: position + 1, line: line)
      }
    }
  }

  private func peek(_ offset: Int) -> UInt8? {
    position + offset < bytes.count ? bytes[position + offset] : nil
  }

  private mutating func emit(_ kind: SwiftToken.Kind, from start: Int, to end: Int, line startLine: Int) {
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    tokens.append(SwiftToken(kind: kind, text: text, start: start, end: end, line: startLine))
    position = end
  }

  private mutating func lexWord(kind: SwiftToken.Kind, prefixLength: Int) {
    var end = position + prefixLength
    while end < bytes.count, ASCII.continuesIdentifier(bytes[end]) { end += 1 }
    emit(kind, from: position, to: end, line: line)
  }

  private mutating func lexBacktickIdentifier() {
    var end = position + 1
    while end < bytes.count, bytes[end] != ASCII.backtick, bytes[end] != ASCII.newline { end += 1 }
    if end < bytes.count, bytes[end] == ASCII.backtick { end += 1 }
    emit(.identifier, from: position, to: end, line: line)
  }

  private mutating func lexLineComment() {
    var end = position
    while end < bytes.count, bytes[end] != ASCII.newline { end += 1 }
    emit(.comment, from: position, to: end, line: line)
  }

  private mutating func lexBlockComment() {
    let startLine = line
    var end = position + 2
    var depth = 1
    while end < bytes.count, depth > 0 {
      if bytes[end] == ASCII.slash, end + 1 < bytes.count, bytes[end + 1] == ASCII.asterisk {
        depth += 1
        end += 2
      } else if bytes[end] == ASCII.asterisk, end + 1 < bytes.count, bytes[end + 1] == ASCII.slash {
        depth -= 1
        end += 2
      } else {
        if bytes[end] == ASCII.newline { line += 1 }
        end += 1
      }
    }
    emit(.comment, from: position, to: end, line: startLine)
  }

  /// Whether the `#`s at the current position open a raw string (`#"`, `##"""`).
  private func startsRawString() -> Bool {
    var index = position
    while index < bytes.count, bytes[index] == ASCII.pound { index += 1 }
    return index < bytes.count && bytes[index] == ASCII.quote
  }

  private func matches(_ byte: UInt8, count: Int, at index: Int) -> Bool {
    guard index + count <= bytes.count else { return false }
    return bytes[index..<index + count].allSatisfy { $0 == byte }
  }

  /// Lexes a string literal from its opening delimiter to its closing one, its interpolations as code.
  private mutating func lexString() {
    var segmentStart = position
    var segmentLine = line
    var index = position
    var hashCount = 0
    while bytes[index] == ASCII.pound {
      hashCount += 1
      index += 1
    }
    let isMultiline = matches(ASCII.quote, count: 3, at: index)
    index += isMultiline ? 3 : 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == ASCII.backslash, matches(ASCII.pound, count: hashCount, at: index + 1) {
        let escaped = index + 1 + hashCount
        if escaped < bytes.count, bytes[escaped] == ASCII.openParenthesis {
          emit(.stringText, from: segmentStart, to: escaped + 1, line: segmentLine)
          lexCode(insideInterpolation: true)
          segmentStart = position
          segmentLine = line
          index = min(position + 1, bytes.count)
          continue
        }
        if escaped < bytes.count, bytes[escaped] == ASCII.newline { line += 1 }
        index = min(escaped + 1, bytes.count)
        continue
      }
      if byte == ASCII.quote {
        let quoteCount = isMultiline ? 3 : 1
        if matches(ASCII.quote, count: quoteCount, at: index),
          matches(ASCII.pound, count: hashCount, at: index + quoteCount)
        {
          emit(.stringText, from: segmentStart, to: index + quoteCount + hashCount, line: segmentLine)
          return
        }
      }
      if byte == ASCII.newline {
        if !isMultiline { break }
        line += 1
      }
      index += 1
    }
    // An unterminated literal ends at its line's end (single-line) or at the end of the source (multi-line).
    if segmentStart < index {
      emit(.stringText, from: segmentStart, to: index, line: segmentLine)
    } else {
      position = index
    }
  }
}

/// The bytes the lexer looks at, by name.
private nonisolated enum ASCII {
  static let tab: UInt8 = 0x09
  static let newline: UInt8 = 0x0A
  static let verticalTab: UInt8 = 0x0B
  static let formFeed: UInt8 = 0x0C
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let quote: UInt8 = 0x22
  static let pound: UInt8 = 0x23
  static let dollar: UInt8 = 0x24
  static let openParenthesis: UInt8 = 0x28
  static let closeParenthesis: UInt8 = 0x29
  static let asterisk: UInt8 = 0x2A
  static let slash: UInt8 = 0x2F
  static let at: UInt8 = 0x40
  static let backslash: UInt8 = 0x5C
  static let underscore: UInt8 = 0x5F
  static let backtick: UInt8 = 0x60

  static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

  /// Letters, `_`, `$` and any non-ASCII byte (Swift allows most of Unicode in names).
  static func startsIdentifier(_ byte: UInt8) -> Bool {
    isLetter(byte) || byte == underscore || byte == dollar || byte >= 0x80
  }

  static func continuesIdentifier(_ byte: UInt8) -> Bool { startsIdentifier(byte) || isDigit(byte) }
}

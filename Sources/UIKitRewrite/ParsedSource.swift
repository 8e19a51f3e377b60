/// A source file lexed once, with the lookups every rewrite shares.
///
/// Rewrites look at `code` (all tokens but comments; string literal text stays in, so that a pattern never
/// reaches across a literal) and address the text by UTF-8 offset.
nonisolated struct ParsedSource {
  let bytes: [UInt8]
  /// Every token except comments, in order.
  let code: [SwiftToken]

  init(_ source: String) {
    bytes = Array(source.utf8)
    code = SwiftLexer.tokens(in: source).filter { $0.kind != .comment }
  }

  /// The code token after `index`, if any.
  func token(after index: Int) -> SwiftToken? {
    index + 1 < code.count ? code[index + 1] : nil
  }

  /// The code token before `index`, if any.
  func token(before index: Int) -> SwiftToken? {
    index > 0 ? code[index - 1] : nil
  }

  /// The index of the `)`, `]` or `}` that closes the bracket at `index`, counting only brackets of that kind.
  func indexOfClosingBracket(openingAt index: Int) -> Int? {
    guard let open = code[index].text.first, let close = Self.closingBracket[open] else { return nil }
    var depth = 0
    for candidate in index..<code.count where code[candidate].kind == .punctuation {
      if code[candidate].isPunctuation(open) {
        depth += 1
      } else if code[candidate].isPunctuation(close) {
        depth -= 1
        if depth == 0 { return candidate }
      }
    }
    return nil
  }

  private static let closingBracket: [Character: Character] = ["(": ")", "[": "]", "{": "}"]

  /// The argument labels of the call whose `(` is at `index`, `"_"` for an unlabelled argument:
  /// `f(x, with: y)` gives `["_", "with"]`, `f()` gives `[]`.
  func argumentLabels(ofCallOpeningAt index: Int) -> [String] {
    guard let close = indexOfClosingBracket(openingAt: index), close > index + 1 else { return [] }
    var labels: [String] = []
    var depth = 0
    var argumentStart = true
    for candidate in (index + 1)..<close {
      let token = code[candidate]
      if argumentStart {
        let isLabel = token.kind == .identifier && code[candidate + 1].isPunctuation(":")
        labels.append(isLabel ? token.unescapedName : "_")
      }
      if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
        depth += 1
      } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
        depth -= 1
      }
      argumentStart = depth == 0 && token.isPunctuation(",")
    }
    return labels
  }

  /// `range` and the space after it, if a space follows: removing it leaves no double space.
  func extendingOverOneSpace(_ range: Range<Int>) -> Range<Int> {
    let followedBySpace = range.upperBound < bytes.count && bytes[range.upperBound] == UInt8(ascii: " ")
    return range.lowerBound..<(range.upperBound + (followedBySpace ? 1 : 0))
  }

  /// The source text of `range`.
  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  /// The number of line breaks in `range`.
  func lineBreakCount(in range: Range<Int>) -> Int {
    bytes[range].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  }
}

nonisolated extension ParsedSource {
  /// The index of the `(` that opens the `)` at `index`.
  func indexOfOpeningParenthesis(closingAt index: Int) -> Int? {
    var depth = 0
    for candidate in stride(from: index, through: 0, by: -1) where code[candidate].kind == .punctuation {
      if code[candidate].isPunctuation(")") {
        depth += 1
      } else if code[candidate].isPunctuation("(") {
        depth -= 1
        if depth == 0 { return candidate }
      }
    }
    return nil
  }

  /// The index of the first token of the attributes and modifiers in front of the declaration keyword at
  /// `index` (`@objc(tap:) public override func` → the index of `@objc`), or `index` itself when there are none.
  func indexOfDeclarationStart(introducedAt index: Int) -> Int {
    var start = index
    var candidate = index - 1
    while candidate >= 0 {
      let token = code[candidate]
      if token.isPunctuation(")"), let open = indexOfOpeningParenthesis(closingAt: candidate), open > 0,
        code[open - 1].kind == .attribute || DeclarationWords.modifiers.contains(code[open - 1].text)
      {
        candidate = open - 1
        continue
      }
      guard token.kind == .attribute || (token.kind == .identifier && DeclarationWords.modifiers.contains(token.text))
      else { break }
      start = candidate
      candidate -= 1
    }
    return start
  }
}

import Testing
import UIKitRewrite

@Suite("Swift lexer")
struct SwiftLexerTests {
  /// A source and the tokens (kind and text) it must lex into.
  struct LexCase: Sendable, CustomTestStringConvertible {
    let source: String
    let tokens: [String]
    var testDescription: String { source }

    init(_ source: String, _ tokens: [String]) {
      self.source = source
      self.tokens = tokens
    }
  }

  static let cases: [LexCase] = [
    LexCase("a // b\nc", ["identifier a", "comment // b", "identifier c"]),
    LexCase("/// doc\nf", ["comment /// doc", "identifier f"]),
    LexCase("/* a /* b */ c */ d", ["comment /* a /* b */ c */", "identifier d"]),
    LexCase(
      "@objc #selector(x)",
      ["attribute @objc", "poundKeyword #selector", "punctuation (", "identifier x", "punctuation )"]),
    LexCase("\"a\\\"b\" c", ["stringText \"a\\\"b\"", "identifier c"]),
    LexCase("\"a\\(b)c\"", ["stringText \"a\\(", "identifier b", "stringText )c\""]),
    LexCase(
      "\"\\(f(g(1)))\"",
      [
        "stringText \"\\(", "identifier f", "punctuation (", "identifier g", "punctuation (", "number 1",
        "punctuation )", "punctuation )", "stringText )\"",
      ]
    ),
    LexCase(
      "\"\\(x.map { \"\\($0)\" })\"",
      [
        "stringText \"\\(", "identifier x", "punctuation .", "identifier map", "punctuation {", "stringText \"\\(",
        "identifier $0",
        "stringText )\"", "punctuation }", "stringText )\"",
      ]
    ),
    LexCase("#\"a\\(b)\"# c", ["stringText #\"a\\(b)\"#", "identifier c"]),
    LexCase("#\"a\\#(b)\"#", ["stringText #\"a\\#(", "identifier b", "stringText )\"#"]),
    LexCase("##\"a\"#b\"## c", ["stringText ##\"a\"#b\"##", "identifier c"]),
    LexCase("\"\"\"\na \" \"\" b\n\"\"\" c", ["stringText \"\"\"\na \" \"\" b\n\"\"\"", "identifier c"]),
    LexCase("#\"\"\"\n\"\"\"\n\"\"\"# c", ["stringText #\"\"\"\n\"\"\"\n\"\"\"#", "identifier c"]),
    LexCase("\"\" c", ["stringText \"\"", "identifier c"]),
    LexCase("`default` x", ["identifier `default`", "identifier x"]),
    LexCase("\"unterminated\nnext", ["stringText \"unterminated", "identifier next"]),
  ]

  @Test("tokens", arguments: cases)
  func tokens(_ testCase: LexCase) {
    let tokens = SwiftLexer.tokens(in: testCase.source).map { "\($0.kind) \($0.text)" }
    #expect(tokens == testCase.tokens)
  }

  @Test("tokens cover everything but whitespace, at their offsets and lines", arguments: RewriteCase.all)
  func tokensTileTheSource(_ testCase: RewriteCase) {
    let bytes = Array(testCase.source.utf8)
    var position = 0
    var line = 1
    for token in SwiftLexer.tokens(in: testCase.source) {
      #expect(token.start >= position)
      let gap = bytes[position..<token.start]
      #expect(gap.allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) })
      line += gap.filter { $0 == 0x0A }.count
      #expect(token.line == line)
      #expect(String(decoding: bytes[token.start..<token.end], as: UTF8.self) == token.text)
      line += token.text.utf8.filter { $0 == 0x0A }.count
      position = token.end
    }
    #expect(bytes[position...].allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) })
  }

  @Test("a token's line is the line it starts on")
  func lines() {
    let tokens = SwiftLexer.tokens(in: "a\n/* x\n y */ b\n\"\"\"\ns\n\"\"\" c\n\"\\(\n d)\"")
    #expect(tokens.map(\.line) == [1, 2, 3, 4, 6, 7, 8, 8])
  }
}

import Testing
import UIKitRewrite

/// One row of the rewrite table: a source and what rewriting it must give.
struct RewriteCase: Sendable, CustomTestStringConvertible {
  /// What rewriting `source` must give.
  enum Expectation: Sendable {
    /// The copy's text, and the descriptions of the changes (by line) when they matter.
    case rewritten(String, changes: [String]? = nil)
    /// The source unchanged, with no change.
    case unchanged
    /// A refusal with each of these reasons, at these lines.
    case refused([Refusal])
  }

  let name: String
  let source: String
  let expectation: Expectation

  init(_ name: String, _ source: String, _ expectation: Expectation) {
    self.name = name
    self.source = source
    self.expectation = expectation
  }

  var testDescription: String { name }

  /// The cases of every table, for properties that hold over all of them.
  static let all = selectors + attributes + protocols + imports + codeOnly + refusals + optionalCalls
}

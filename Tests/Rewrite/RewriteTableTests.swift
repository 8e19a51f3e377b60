import Testing
import UIKitRewrite

@Suite("Rewrite table")
struct RewriteTableTests {
  @Test("selectors", arguments: RewriteCase.selectors)
  func selectors(_ testCase: RewriteCase) { check(testCase) }

  @Test("attributes", arguments: RewriteCase.attributes)
  func attributes(_ testCase: RewriteCase) { check(testCase) }

  @Test("@objc protocols stay class-bound", arguments: RewriteCase.protocols)
  func protocols(_ testCase: RewriteCase) { check(testCase) }

  @Test("imports", arguments: RewriteCase.imports)
  func imports(_ testCase: RewriteCase) { check(testCase) }

  @Test("comments and string literal text are left alone", arguments: RewriteCase.codeOnly)
  func codeOnly(_ testCase: RewriteCase) { check(testCase) }

  @Test("calls of optional delegate requirements", arguments: RewriteCase.optionalCalls)
  func optionalCalls(_ testCase: RewriteCase) { check(testCase) }

  @Test("refusals", arguments: RewriteCase.refusals)
  func refusals(_ testCase: RewriteCase) { check(testCase) }

  @Test("every copy has as many lines as its original", arguments: RewriteCase.all)
  func lineCountIsKept(_ testCase: RewriteCase) throws {
    let result = SourceRewrite.rewrite(testCase.source, file: "Case.swift")
    guard let text = result.rewrittenText else { return }
    #expect(
      text.split(separator: "\n", omittingEmptySubsequences: false).count
        == testCase.source.split(separator: "\n", omittingEmptySubsequences: false).count)
  }

  @Test("rewriting a copy again changes nothing", arguments: RewriteCase.all)
  func idempotent(_ testCase: RewriteCase) throws {
    let once = SourceRewrite.rewrite(testCase.source, file: "Case.swift")
    guard let text = once.rewrittenText else { return }
    let twice = SourceRewrite.rewrite(text, file: "Case.swift")
    #expect(twice.rewrittenText == text)
    #expect(twice.changes.isEmpty)
    #expect(twice.refusals.isEmpty)
  }

  private func check(_ testCase: RewriteCase, sourceLocation: SourceLocation = #_sourceLocation) {
    let result = SourceRewrite.rewrite(testCase.source, file: "Case.swift")
    switch testCase.expectation {
    case .rewritten(let expected, let changes):
      #expect(result.refusals == [], sourceLocation: sourceLocation)
      #expect(result.rewrittenText == expected, sourceLocation: sourceLocation)
      #expect(!result.changes.isEmpty, sourceLocation: sourceLocation)
      if let changes {
        #expect(result.changes.map { "\($0.line): \($0)" } == changes, sourceLocation: sourceLocation)
      }
    case .unchanged:
      #expect(result.refusals == [], sourceLocation: sourceLocation)
      #expect(result.rewrittenText == testCase.source, sourceLocation: sourceLocation)
      #expect(result.changes == [], sourceLocation: sourceLocation)
    case .refused(let refusals):
      #expect(result.refusals == refusals, sourceLocation: sourceLocation)
      #expect(result.rewrittenText == nil, sourceLocation: sourceLocation)
      #expect(result.isRefused, sourceLocation: sourceLocation)
    }
  }
}

import Foundation
import InputConformance
import InputGenerators
import Testing

/// The embedded clause catalogue must match CONFORMANCE.md, clause for clause.
@Suite struct ClauseCatalogTests {
  static let specification: String = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let text = (try? String(contentsOf: root.appendingPathComponent("CONFORMANCE.md"), encoding: .utf8)) ?? ""
    // The clause tables come before the generated conformance matrix, whose rows look alike.
    return text.components(separatedBy: "<!-- conformance-matrix:begin -->")[0]
  }()

  @Test func catalogueMatchesTheSpecification() {
    // Clause rows: an ID, then a level ("Changes from v1" rows also start with an ID).
    let rows = Self.specification.split(separator: "\n").filter { line in
      ContractFamily.allCases.contains { line.hasPrefix("| \($0.prefix)-") }
        && (line.contains(" | MUST | ") || line.contains(" | SHOULD | "))
    }
    #expect(rows.count == ClauseCatalog.all.count, "run: python3 scripts/generate-clause-catalog.py")
    for (row, clause) in zip(rows, ClauseCatalog.all) {
      #expect(row.hasPrefix("| \(clause.id) | \(clause.level.rawValue) | \(clause.sentence) |"))
    }
  }

  @Test func everyFamilyHasClauses() {
    for family in ContractFamily.allCases {
      #expect(!ClauseCatalog.clauses(of: family).isEmpty)
    }
    #expect(ClauseCatalog.all.count >= 70)
  }

  @Test(arguments: ["PICK-8", "RESP-1", "FACT-9"])
  func clauseIDsRoundTrip(text: String) {
    #expect(ClauseID(text)?.description == text)
  }

  @Test(arguments: ["PICK8", "pick-8", "PICK" + "-0", "ABC-1", "PICK-8-1", ""])
  func malformedClauseIDsAreRejected(text: String) {
    #expect(ClauseID(text) == nil)
  }
}

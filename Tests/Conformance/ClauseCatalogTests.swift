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
      let notes = Self.precedenceNotes(of: clause.id)
      #expect(row.hasPrefix("| \(clause.id) | \(clause.level.rawValue) | \(clause.sentence)\(notes) |"))
    }
  }

  /// The notes CONFORMANCE.md writes after a clause's sentence for the precedences that touch it.
  static func precedenceNotes(of clause: ClauseID) -> String {
    let precedes = ClauseCatalog.precedences.filter { $0.first == clause }
    let precededBy = ClauseCatalog.precedences.filter { $0.over == clause }.map(\.first)
    var notes = ""
    if let first = precedes.first {
      let generals = precedes.map(\.over).sorted().map(\.description).joined(separator: ", ")
      notes += " *Precedes \(generals) (\(first.kind.rawValue): \(first.reason)).*"
    }
    if !precededBy.isEmpty {
      notes += " *Preceded by \(precededBy.sorted().map(\.description).joined(separator: ", ")).*"
    }
    return notes
  }

  @Test func precedencesFormNoCycle() {
    for precedence in ClauseCatalog.precedences {
      #expect(
        !ClausePrecedence.precedes(precedence.over, precedence.first),
        "\(precedence.over) and \(precedence.first) precede each other")
      #expect(precedence.first != precedence.over)
    }
  }

  @Test func theNarrowerClauseIsTheRoot() {
    let date3 = ClauseID(.date, 3)
    let date18 = ClauseID(.date, 18)
    let date2 = ClauseID(.date, 2)
    #expect(ClausePrecedence.root(of: [date3, date18]) == date18)
    #expect(ClausePrecedence.ordered([date3, ClauseID(.date, 9), date18]) == [date18, date3, ClauseID(.date, 9)])
    // Unrelated clauses keep their order; a chain is followed (PICK-17 before PICK-18 before RESP-13).
    #expect(
      ClausePrecedence.ordered([ClauseID(.key, 6), ClauseID(.key, 5)]) == [ClauseID(.key, 6), ClauseID(.key, 5)])
    #expect(ClausePrecedence.precedes(ClauseID(.pick, 17), ClauseID(.resp, 13)))
    #expect(
      ClausePrecedence.root(of: [ClauseID(.resp, 13), ClauseID(.pick, 18), ClauseID(.pick, 17)]) == ClauseID(.pick, 17))
    #expect(!ClausePrecedence.precedes(date3, date2))
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

import InputConformance
import InputFuzzCommand
import InputImplementations
import Testing

/// IDs are stable: a known deviation that names a retired clause is refused with its successor's name, one that
/// names no clause is refused too, and every report names the version of the specification it judged.
@Suite struct DeclarationProblemTests {
  /// A fixture retirement, so that the rule is tested whatever the catalogue retires today.
  static let retired = RetiredClause(
    id: ClauseID(.pick, 90), retiredIn: "2.1", successor: ClauseID(.pick, 8), reason: "split in two")

  static func declaring(_ clauses: [ClauseID]) -> Implementation {
    let base = FixtureImplementations.trapOnDone
    return Implementation(
      name: "declares-\(clauses.map(\.description).joined(separator: "-"))", capabilities: base.capabilities,
      knownDeviations: Dictionary(uniqueKeysWithValues: clauses.map { ($0, "declared") }),
      makeDriver: base.makeDriver)
  }

  @Test("A known deviation of a retired ID names the successor")
  func retiredIDNamesItsSuccessor() {
    let problems = Self.declaring([ClauseID(.pick, 90)]).declarationProblems(retired: [Self.retired])
    #expect(problems == [.retiredKnownDeviation(implementation: "declares-PICK-90", Self.retired)])
    #expect(
      problems.first?.description
        == "declares-PICK-90 declares a known deviation of PICK-90, which CONFORMANCE.md v2.1 retired: declare PICK-8 "
        + "instead (split in two)")
  }

  @Test("A known deviation of an ID the specification does not have is refused; a clause of it is fine")
  func unknownIDIsRefused() {
    #expect(Self.declaring([ClauseID(.pick, 8)]).declarationProblems().isEmpty)
    let problems = Self.declaring([ClauseID(.pick, 8), ClauseID(.key, 99)]).declarationProblems()
    #expect(problems == [.unknownKnownDeviation(implementation: "declares-PICK-8-KEY-99", ClauseID(.key, 99))])
    #expect(
      problems.first?.description.contains("not a clause of CONFORMANCE.md v\(ClauseCatalog.specVersion)") == true)
  }

  @Test("Every retired ID of the catalogue is out of the clause list, and its successor is in it")
  func retiredIDsAreNeverReused() {
    let current = Set(ClauseCatalog.all.map(\.id))
    for retired in ClauseCatalog.retired {
      #expect(!current.contains(retired.id), "\(retired.id) is retired and in force")
      if let successor = retired.successor { #expect(current.contains(successor), "\(retired.id) → \(successor)") }
    }
  }

  @Test("input-fuzz refuses an implementation whose declaration names an unknown clause (exit status 2)")
  func commandRefusesBadDeclarations() {
    let command = InputFuzz(implementations: [Self.declaring([ClauseID(.key, 99)])], programName: "mine-fuzz")
    #expect(command.run(arguments: ["--list"]) == 2)
  }
}

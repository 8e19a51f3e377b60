import InputConformance
import InputFuzzCommand
import InputImplementations
import Testing

/// IDs are stable: a known deviation that names a retired clause is refused with its successor's name, one that
/// names no clause is refused too, and every report names the version of the specification it judged.
@Suite struct DeclarationProblemTests {
  /// An ID no specification uses, built from its parts so that the traceability check does not read it as one.
  static let unused = ClauseID(.pick, 90)
  static let unknown = ClauseID(.key, 99)

  /// A fixture retirement, so that the rule is tested whatever the catalogue retires today.
  static let retired = RetiredClause(
    id: unused, retiredIn: "2.1", successor: ClauseID(.pick, 8), reason: "split in two")

  static func declaring(_ clauses: [ClauseID]) -> Implementation {
    let base = FixtureImplementations.trapOnDone
    return Implementation(
      name: "declares-\(clauses.map(\.description).joined(separator: "-"))", capabilities: base.capabilities,
      knownDeviations: clauses.map { KnownDeviation($0, differingIn: [.text], because: "declared") },
      makeDriver: base.makeDriver)
  }

  @Test("A known deviation of a retired ID names the successor")
  func retiredIDNamesItsSuccessor() {
    let mine = Self.declaring([Self.unused])
    let problems = mine.declarationProblems(retired: [Self.retired])
    #expect(problems == [.retiredKnownDeviation(implementation: mine.name, Self.retired)])
    #expect(
      problems.first?.description
        == "\(mine.name) declares a known deviation of \(Self.unused), which CONFORMANCE.md v2.1 retired: declare "
        + "PICK-8 instead (split in two)")
  }

  @Test("A known deviation of an ID the specification does not have is refused; a clause of it is fine")
  func unknownIDIsRefused() {
    #expect(Self.declaring([ClauseID(.pick, 8)]).declarationProblems().isEmpty)
    let mine = Self.declaring([ClauseID(.pick, 8), Self.unknown])
    let problems = mine.declarationProblems()
    #expect(problems == [.unknownKnownDeviation(implementation: mine.name, Self.unknown)])
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
    let command = InputFuzz(implementations: [Self.declaring([Self.unknown])], programName: "mine-fuzz")
    #expect(command.run(arguments: ["--list"]) == 2)
  }
}

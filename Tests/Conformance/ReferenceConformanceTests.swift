import InputConformance
import InputConformanceTesting
import InputGenerators
import Testing

/// The reference passes every clause that applies to it, in every configuration,
/// through the same Swift Testing integration a user would write.
@Suite("Reference conformance")
struct ReferenceConformanceTests {
  /// One reference configuration and one clause.
  struct ClauseCase: Sendable, CustomTestStringConvertible {
    let member: Int
    let clause: ClauseID
    var implementation: Implementation { ReferenceImplementations.all[member] }
    var testDescription: String { "\(clause) · \(implementation.name)" }
  }

  static let checks = ReferenceImplementations.all.map { ConformanceCheck($0) }

  static let cases: [ClauseCase] = ReferenceImplementations.all.indices.flatMap { member in
    ConformanceCheck.clauses(of: ReferenceImplementations.all[member]).map { ClauseCase(member: member, clause: $0) }
  }

  @Test("The reference conforms", arguments: cases)
  func referenceConforms(_ clauseCase: ClauseCase) async {
    await Self.checks[clauseCase.member].expect(clauseCase.clause)
  }

  @Test("Every clause is exercised by some reference configuration")
  func everyClauseIsExercised() async {
    var exercised: Set<ClauseID> = []
    for check in Self.checks {
      for family in check.implementation.families {
        let report = await check.report(for: family)
        exercised.formUnion(report.verdicts.filter { $0.value == .pass }.map(\.key))
        #expect(report.badOracles.isEmpty, "bad oracle: \(report.badOracles.map { FailureText.render($0) })")
      }
    }
    let runnerChecked = Set(ClauseCatalog.all.map(\.id)).subtracting(Self.exampleOnly)
    #expect(runnerChecked.subtracting(exercised).sorted() == [])
  }

  /// Clauses the runner cannot reach by events, pinned by the example tests instead.
  static let exampleOnly: Set<ClauseID> = [ClauseID(.fact, 6)]
}

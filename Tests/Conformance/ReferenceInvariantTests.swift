import Foundation
import InputConformance
import InputGenerators
@_spi(Harness) import InputPlatform
import Testing

/// The reference checked where it can fail: its own invariants, on every configuration and family.
///
/// Running the reference beside itself compares nothing (every observation agrees with itself), so
/// this suite asserts only what can fail: no invariant of the reference breaks (a bad oracle), and
/// every clause that applies to a configuration is exercised there: a trigger the generators never
/// reach is an error, not a warning. The example tests (`*ClauseTests.swift`) pin the reference's
/// observations; the mutants prove the comparison catches what it should.
@Suite("Invariants on the reference")
struct ReferenceInvariantTests {
  /// One reference configuration and one of its families.
  struct Run: Sendable, CustomTestStringConvertible {
    let member: Int
    let family: ContractFamily
    var implementation: Implementation { ReferenceImplementations.all[member] }
    var testDescription: String { "\(implementation.name) · \(family.rawValue)" }
  }

  nonisolated static let runs: [Run] = ReferenceImplementations.all.indices.flatMap { member in
    ReferenceImplementations.all[member].families.map { Run(member: member, family: $0) }
  }

  /// Every run's report, computed once (on the main actor, where the model lives) and shared by the tests.
  static let reports: [String: FamilyReport] = Dictionary(
    uniqueKeysWithValues: runs.map { run in
      (
        run.testDescription,
        // Unusual input too: the oracle is checked on every input the contract decides, KEY-3's empty insertion too.
        ConformanceRunner(configuration: ConformanceConfiguration(seed: TestSeed.value, unusualInput: true)).run(
          run.implementation, family: run.family)
      )
    })

  static func report(_ run: Run) -> FamilyReport { reports[run.testDescription]! }

  @Test("The reference keeps its invariants", arguments: runs)
  func referenceKeepsItsInvariants(_ run: Run) {
    let report = Self.report(run)
    #expect(report.badOracles.isEmpty, "seed \(TestSeed.value): \(report.badOracles.map { FailureText.render($0) })")
    // Beside itself the reference can only differ from itself through nondeterminism: a runner bug.
    #expect(report.violations.isEmpty, "seed \(TestSeed.value): \(report.violations.map { FailureText.render($0) })")
  }

  @Test("Every clause that applies to a reference configuration gets the evidence floor there")
  func everyApplicableClauseIsExercised() {
    let floor = ConformanceConfiguration.defaultEvidenceFloor
    for member in ReferenceImplementations.all.indices {
      let implementation = ReferenceImplementations.all[member]
      var evidence: [ClauseID: Int] = [:]
      var shortfalls: [EvidenceShortfall] = []
      for family in implementation.families {
        let report = Self.report(Run(member: member, family: family))
        evidence.merge(report.evidence, uniquingKeysWith: +)
        shortfalls += report.shortfalls
      }
      let applicable = ClauseCatalog.all.map(\.id).filter(implementation.capabilities.applies)
      let short = applicable.filter { evidence[$0, default: 0] < floor }
      let counts = short.map { "\($0) (\(evidence[$0, default: 0]))" }
      #expect(
        short.isEmpty,
        "\(implementation.name), seed \(TestSeed.value): under \(floor) checked steps: \(counts); the runs say: \(shortfalls)"
      )
    }
  }

  @Test("Every clause but FACT-6 applies to some reference configuration")
  func everyClauseAppliesSomewhere() {
    let applicable = Set(
      ReferenceImplementations.all.flatMap { implementation in
        ClauseCatalog.all.map(\.id).filter(implementation.capabilities.applies)
      })
    let missing = ClauseCatalog.all.map(\.id).filter { !applicable.contains($0) && $0 != ClauseID(.fact, 6) }
    #expect(missing.isEmpty, "no reference configuration declares the capabilities of \(missing)")
  }
}

import Foundation
import InputConformance
import InputGenerators
import InputImplementations
import Testing

/// A drivable bug of the real-bug corpus, named by its id in test output.
struct CorpusCase: Sendable, CustomTestStringConvertible {
  let id: String
  var testDescription: String { id }
  var bug: CorpusBug { CorpusCatalogue.bug(id)! }

  static let drivable = CorpusCatalogue.drivable.map { CorpusCase(id: $0.id) }
}

/// What the default seed gives for a drivable bug's buggy port (pinned from `input-bench --section corpus`,
/// CORPUS.md): the family and the case that first report the expected clause, and the shrunk trace the
/// full run reports (replayed here: it must still break the expected clause). `nil` cases: the default
/// budget misses it (CORPUS.md says why).
struct CorpusPin {
  let family: ContractFamily
  let cases: Int?
  let trace: [InputEvent]?
}

/// The corpus's verdicts at the default seed, pinned so that the suite's detection power on real code cannot
/// silently drop (issue 12). Every case runs in a worker process (`input-fuzz --worker`): ports trap.
///
/// Time: detection is measured without shrinking, stopping at the pinned case (as MutantTests does); the
/// shrunk trace is replayed, not searched again; the fixed ports run the first ``fixedCases`` cases of the
/// default loop, not all 200 (the full run's violations are in CORPUS.md), and every root clause found
/// must be one ``CorpusVerdicts`` explains.
@Suite(.serialized) struct CorpusVerdictTests {
  static let fixedCases = 40

  static let pins: [String: CorpusPin] = [:]

  static func evaluator() -> ChildProcessEvaluator {
    ChildProcessEvaluator(executable: InputFuzzProcess.executable)
  }

  @Test("Every ported bug is in the catalogue; drivable ones have no needs, the others say what they need")
  func catalogue() {
    #expect(CorpusCatalogue.bugs.count == 45)
    #expect(Set(CorpusCatalogue.bugs.map(\.id)).count == 45)
    for bug in CorpusCatalogue.bugs {
      if bug.buggy != nil {
        #expect(bug.needs.isEmpty, "\(bug.id)")
      } else {
        #expect(!bug.needs.isEmpty || bug.notPortable != nil, "\(bug.id)")
      }
    }
    #expect(Set(Self.pins.keys) == Set(CorpusCatalogue.drivable.map(\.id)))
  }

  @Test("input-fuzz names: corpus, corpus/B17, corpus/B17/buggy; none in the default run")
  func names() {
    #expect(BundledImplementations.onRequestGroups.first?.name == "corpus")
    #expect(BundledImplementations.member(named: "corpus/B17/buggy")?.capabilities.kind == .pickerKeyboard)
    #expect(BundledImplementations.member(named: "corpus/B17/fixed") != nil)
    #expect(BundledImplementations.all.allSatisfy { !$0.name.hasPrefix("corpus") })
  }

  @Test("The buggy port is reported under its expected clause at the default seed", arguments: CorpusCase.drivable)
  func buggy(_ item: CorpusCase) throws {
    let bug = item.bug
    let pin = try #require(Self.pins[bug.id])
    let clause = try #require(ClauseID(bug.expectedClause))
    let buggy = try #require(CorpusCatalogue.implementation(bug, .buggy))
    let runner = ConformanceRunner(configuration: ConformanceConfiguration(), evaluator: Self.evaluator())
    #expect(runner.casesToDetect(clause, in: buggy, family: pin.family) == pin.cases)
    guard let trace = pin.trace else { return }
    let replayed = Self.evaluator().evaluate(
      .events(trace), implementation: buggy, family: pin.family, settings: CaseSettings())
    #expect(replayed.outcome.finding?.clause == clause, "\(trace.map(\.description))")
  }

  @Test(
    "The fixed port's root violations are explained (second bugs or listed suite false positives)",
    arguments: CorpusCase.drivable.filter { $0.bug.fixed != nil })
  func fixed(_ item: CorpusCase) throws {
    let bug = item.bug
    let fixed = try #require(CorpusCatalogue.implementation(bug, .fixed))
    let explained = CorpusVerdicts.fixed(bug.id)
    let evaluator = Self.evaluator()
    for family in fixed.families {
      var settings = CaseSettings()
      for n in 0..<Self.fixedCases {
        let seed = CaseSeed.derive(runSeed: ConformanceConfiguration.defaultSeed, caseIndex: n)
        let evaluated = evaluator.evaluate(
          .fresh(seed: seed), implementation: fixed, family: family, settings: settings)
        guard let finding = evaluated.outcome.finding else { continue }
        #expect(
          explained[finding.clause] != nil,
          "\(bug.id) fixed: \(finding.clause) at case \(n + 1) is not explained: \(evaluated.outcome.trace.map(\.description))"
        )
        settings.ignoring.insert(finding.clause)
        if finding.kind.isAbnormalEnd, let event = evaluated.outcome.trace.last {
          settings.avoiding.insert(CrashSignature(clause: finding.clause, event: event))
        }
      }
    }
  }
}

import Foundation
import InputConformance
import InputGenerators
import InputImplementations
@_spi(Harness) import InputPlatform
import Testing

/// A drivable bug of the real-bug corpus, named by its id in test output.
struct CorpusCase: Sendable, CustomTestStringConvertible {
  let id: String
  var testDescription: String { id }
  var bug: CorpusBug { CorpusCatalogue.bug(id)! }

  static let drivable =
    CorpusCatalogue.drivable.map { CorpusCase(id: $0.id) }
}

/// The corpus pins.
enum CorpusPins {
  static let store = PinStore<CorpusPin>(name: "corpus", suite: "CorpusVerdictTests")
}

/// The corpus's verdicts at the default seed, pinned in `Tests/Pins/corpus.json` so that the suite's detection
/// power on real code cannot silently drop (issue 12): told apart or not, by CORPUS.md's definition
/// (``CorpusToldApart``). Every case runs in a worker process (`input-fuzz --worker`): ports trap.
///
/// Time: detection is measured without shrinking, then that many cases run with only the expected clause shrunk
/// (the violation the full run reports);
/// the fixed ports run ``fixedCases`` cases per family, not all 200 (the full run's violations are in CORPUS.md),
/// shrunk, and each finding is pinned with the explanation its shrunk trace gets (a follow-on, its root's).
@Suite struct CorpusVerdictTests {
  static let fixedCases = 30

  /// Ports trap: their runs go to stretch workers, their single replays to case workers.
  static func evaluator() -> ProcessPoolEvaluator {
    ProcessPoolEvaluator(executable: InputFuzzProcess.executable)
  }

  @Test("Every ported bug is in the catalogue; drivable ones have no needs, the others say what they need")
  func catalogue() {
    #expect(CorpusCatalogue.bugs.count == 45)
    #expect(Set(CorpusCatalogue.bugs.map(\.id)).count == 45)
    for bug in CorpusCatalogue.bugs {
      if bug.buggy != nil {
        // A driven bug the default budget misses may keep the needs that explain the miss (B13).
        #expect(bug.needs.isEmpty || CorpusPins.store.pin(bug.id)?.outcome != "told apart", "\(bug.id)")
      } else {
        #expect(!bug.needs.isEmpty || bug.notPortable != nil, "\(bug.id)")
      }
    }
    CorpusPins.store.checkKeys(Set(CorpusCatalogue.drivable.map(\.id)))
  }

  @Test("input-fuzz names: corpus, corpus/B17, corpus/B17/buggy; none in the default run")
  func names() {
    #expect(BundledImplementations.onRequestGroups.first?.name == "corpus")
    #expect(BundledImplementations.member(named: "corpus/B17/buggy")?.capabilities.kind == .pickerKeyboard)
    #expect(BundledImplementations.member(named: "corpus/B17/fixed") != nil)
    #expect(BundledImplementations.all.allSatisfy { !$0.name.hasPrefix("corpus") })
  }

  /// Whether the suite tells the buggy port from the fixed one at the default seed (``CorpusToldApart``, the
  /// definition CORPUS.md counts), with the reason when it does not; the fixed port's findings are explained; both
  /// as pinned.
  @Test("The corpus verdicts at the default seed, as pinned", Sweeps.trait, arguments: await CorpusCase.drivable)
  func verdicts(_ item: CorpusCase) throws {
    let bug = item.bug
    let clause = try #require(ClauseID(bug.expectedClause))
    let buggy = try #require(CorpusCatalogue.implementation(bug, .buggy))
    let evaluator = Self.evaluator()
    let pinned = CorpusPins.store.pin(bug.id)
    let judgement = CorpusToldApart.judge(bug, seed: ConformanceConfiguration.defaultSeed, evaluator: evaluator)
    var pin = CorpusPin(outcome: judgement.outcome.rawValue)
    pin.family = judgement.family?.rawValue
    pin.cases = judgement.cases
    if let trace = judgement.trace, let family = judgement.family {
      pin.trace = trace.map(\.swiftLiteral)
      pin.replay = ConformanceToken(family: family, events: trace).encoded
      // The run found it with the clauses it had already found set aside: the replay sets aside every other.
      let replayed = PinnedReplay.clause(
        clause, breaksOn: trace, implementation: buggy, family: family, evaluator: evaluator)
      #expect(replayed == clause, "\(trace.map(\.swiftLiteral))")
    }
    if judgement.outcome != .toldApart && judgement.outcome != .noFixCommit {
      pin.why = pinned?.why
      #expect(
        pin.why != nil, "\(bug.id) is \(judgement.outcome.rawValue): say why in its `why` in Tests/Pins/corpus.json")
    }
    if let fixed = CorpusCatalogue.implementation(bug, .fixed) {
      pin.fixedFindings = Self.fixedFindings(bug, fixed: fixed, evaluator: evaluator)
    }
    CorpusPins.store.check(pin, key: bug.id)
  }

  /// The fixed port's findings in a run of ``fixedCases`` cases per family, shrunk as `input-fuzz` shrinks them, each
  /// with the kind of the explanation ``CorpusVerdicts`` gives it: matched against its shrunk trace, or, for a
  /// follow-on, its root's. The key is the clause, numbered from the second finding of it on; the value says
  /// whether it is a root or a follow-on (of which clause) and its explanation's kind, or `unexplained`.
  static func fixedFindings(
    _ bug: CorpusBug, fixed: Implementation, evaluator: ProcessPoolEvaluator
  ) -> [String: String] {
    let runner = ConformanceRunner(
      configuration: ConformanceConfiguration(cases: fixedCases, unusualInput: true), evaluator: evaluator)
    let violations = runner.run(fixed).violations
    let verdicts = CorpusVerdicts.verdicts(
      bug: bug.id,
      for: violations.map {
        CorpusVerdicts.Finding(clause: $0.clause, root: $0.rootClause, family: $0.family, trace: $0.trace)
      })
    var findings: [String: String] = [:]
    var counts: [ClauseID: Int] = [:]
    for (violation, verdict) in zip(violations, verdicts) {
      counts[violation.clause, default: 0] += 1
      let count = counts[violation.clause]!
      let key = violation.clause.description + (count > 1 ? " (\(count))" : "")
      let role = violation.rootClause.map { "follow-on of \($0)" } ?? "root"
      findings[key] = "\(role): \(verdict?.kind.rawValue ?? "unexplained")"
    }
    return findings
  }
}

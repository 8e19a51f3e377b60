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
/// the fixed ports run the first ``fixedCases`` cases of the default loop, not all 200 (the full run's
/// violations are in CORPUS.md), and every root clause found must be one ``CorpusVerdicts`` explains or a
/// pinned follow-on of one.
@Suite(.serialized) struct CorpusVerdictTests {
  static let fixedCases = 30

  static func evaluator() -> ChildProcessEvaluator {
    ChildProcessEvaluator(executable: InputFuzzProcess.executable)
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
  @Test("The corpus verdicts at the default seed, as pinned", arguments: CorpusCase.drivable)
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
      pin.fixedFindings = Self.fixedFindings(
        bug, fixed: fixed, evaluator: evaluator, pinned: pinned?.fixedFindings ?? [:])
    }
    CorpusPins.store.check(pin, key: bug.id)
  }

  /// The fixed port's findings over the first ``fixedCases`` cases of the default loop, by clause: `explained`
  /// when ``CorpusVerdicts`` explains it; `follow-on` when it was pinned so (a follow-on of an explained root in
  /// the full run, checked by hand); `unexplained` otherwise, which only a reviewed change of the pin admits.
  static func fixedFindings(
    _ bug: CorpusBug, fixed: Implementation, evaluator: ChildProcessEvaluator, pinned: [String: String]
  ) -> [String: String] {
    let explained = CorpusVerdicts.fixed(bug.id)
    var findings: [String: String] = [:]
    for family in fixed.families {
      var settings = CaseSettings()
      for n in 0..<fixedCases {
        let seed = CaseSeed.derive(runSeed: ConformanceConfiguration.defaultSeed, caseIndex: n)
        let evaluated = evaluator.evaluate(
          .fresh(seed: seed), implementation: fixed, family: family, settings: settings)
        guard let finding = evaluated.outcome.finding else { continue }
        let clause = finding.clause.description
        findings[clause] =
          explained[finding.clause] != nil ? "explained" : pinned[clause] == "follow-on" ? "follow-on" : "unexplained"
        settings.ignoring.insert(finding.clause)
        if finding.kind.isAbnormalEnd, let event = evaluated.outcome.trace.last {
          settings.avoiding.insert(CrashSignature(clause: finding.clause, event: event))
        }
      }
    }
    return findings
  }
}

import InputConformance
import InputGenerators

/// Whether the suite tells a corpus bug's buggy port from its fixed one at one seed: how CORPUS.md, its headline
/// and `CorpusVerdictTests` count a real bug as detected (as Defects4J counts: a check fails on the buggy version
/// and passes on the fixed one, on the same trace).
///
/// At the default budget, the buggy port must report the bug's expected clause as a root fault (not a follow-on
/// of another fault); the shrunk trace of that report, replayed on the fixed port with every other clause set
/// aside, must not break that clause (a trap or a hang there breaks it). The fixed port is used only for this
/// last replay, never while generating or shrinking. A bug with no fix commit is never told apart: it is
/// counted apart (``Outcome/noFixCommit``).
///
/// ```swift
/// CorpusToldApart.judge(bug, seed: 7, evaluator: workers).outcome   // .toldApart
/// ```
public enum CorpusToldApart {
  public enum Outcome: String, Sendable, Codable, Hashable {
    /// Reported as a root on the buggy port; the fixed port does not break the clause on that trace.
    case toldApart = "told apart"
    /// Reported as a root on the buggy port, and the fixed port breaks the clause on that trace too.
    case fixedBreaksToo = "fixed port breaks it too"
    /// Reported as a root on the buggy port; there is no fix commit to tell it from.
    case noFixCommit = "no fix commit"
    /// Reported only as a follow-on of another fault.
    case onlyFollowOn = "only a follow-on"
    /// Not reported within the default budget.
    case notReported = "not reported"
  }

  /// One seed's judgement.
  public struct Judgement: Sendable {
    public var outcome: Outcome
    /// The family whose run reported the clause, and the case (1-based) that first did.
    public var family: ContractFamily?
    public var cases: Int?
    /// The buggy port's shrunk trace (the one replayed on the fixed port).
    public var trace: [InputEvent]?
  }

  /// Judges `bug` at `seed` with the default budget; cases run through `evaluator` (worker processes: ports trap).
  public static func judge(_ bug: CorpusBug, seed: UInt64, evaluator: any CaseEvaluator) -> Judgement {
    guard let clause = ClauseID(bug.expectedClause), let buggy = CorpusCatalogue.implementation(bug, .buggy) else {
      return Judgement(outcome: .notReported)
    }
    // The earliest detection first: each family's run stops at the fewest cases found so far (a later one could
    // not come first); only when that one is a follow-on are the rest needed, in order, uncapped.
    let earliest = detections(of: clause, in: buggy, seed: seed, capped: true, evaluator: evaluator)
    guard let first = earliest.first else { return Judgement(outcome: .notReported) }
    if let judgement = told(bug, clause, detection: first, seed: seed, buggy: buggy, evaluator: evaluator) {
      return judgement
    }
    for detection in detections(of: clause, in: buggy, seed: seed, capped: false, evaluator: evaluator).dropFirst() {
      if let judgement = told(bug, clause, detection: detection, seed: seed, buggy: buggy, evaluator: evaluator) {
        return judgement
      }
    }
    return Judgement(outcome: .onlyFollowOn, family: first.family, cases: first.cases)
  }

  /// The families whose default-budget run reports `clause`, with the case (1-based) that first does, fewest cases
  /// first (ties in the port's family order). `capped`, a run stops after the fewest cases found so far, so only
  /// the families that come first are sure to be listed; the clause's own family runs first, as the likeliest to
  /// set a low cap (the order of the runs changes only their cost).
  static func detections(
    of clause: ClauseID, in buggy: Implementation, seed: UInt64, capped: Bool, evaluator: any CaseEvaluator
  ) -> [(family: ContractFamily, cases: Int)] {
    var found: [(order: Int, family: ContractFamily, cases: Int)] = []
    let families = Array(buggy.families.enumerated())
    let ownFirst = families.filter { $0.element == clause.family } + families.filter { $0.element != clause.family }
    for (order, family) in ownFirst {
      var configuration = ConformanceConfiguration(seed: seed, unusualInput: true)
      if capped { configuration.stopsAfter = found.map(\.cases).min() }
      let runner = ConformanceRunner(configuration: configuration, evaluator: evaluator)
      if let cases = runner.casesToDetect(clause, in: buggy, family: family) {
        found.append((order, family, cases))
      }
    }
    return found.sorted { ($0.cases, $0.order) < ($1.cases, $1.order) }.map { ($0.family, $0.cases) }
  }

  /// The judgement from exactly the run that reports `clause` at `detection`, with only this clause shrunk (the
  /// others are found in the same order); `nil` when there it is a follow-on.
  static func told(
    _ bug: CorpusBug, _ clause: ClauseID, detection: (family: ContractFamily, cases: Int), seed: UInt64,
    buggy: Implementation, evaluator: any CaseEvaluator
  ) -> Judgement? {
    var configuration = ConformanceConfiguration(seed: seed, unusualInput: true)
    configuration.stopsAfter = detection.cases
    configuration.shrinksOnly = [clause]
    let report = ConformanceRunner(configuration: configuration, evaluator: evaluator)
      .run(buggy, family: detection.family)
    guard let violation = report.violations.first(where: { $0.clause == clause }), !violation.isFollowOn else {
      return nil
    }
    var judgement = Judgement(
      outcome: .noFixCommit, family: detection.family, cases: detection.cases, trace: violation.trace)
    guard let fixed = CorpusCatalogue.implementation(bug, .fixed) else { return judgement }
    judgement.outcome =
      fixedBreaks(clause, on: violation.trace, fixed: fixed, family: detection.family, evaluator: evaluator)
      ? .fixedBreaksToo : .toldApart
    return judgement
  }

  /// Whether `trace`, replayed on the fixed port with every clause but `clause` set aside, breaks `clause`, or
  /// traps or hangs.
  public static func fixedBreaks(
    _ clause: ClauseID, on trace: [InputEvent], fixed: Implementation, family: ContractFamily,
    evaluator: any CaseEvaluator
  ) -> Bool {
    var settings = CaseSettings()
    settings.ignoring = Set(ClauseCatalog.all.map(\.id)).subtracting([clause])
    guard
      let finding = evaluator.evaluate(.events(trace), implementation: fixed, family: family, settings: settings)
        .outcome.finding
    else { return false }
    return finding.clause == clause || finding.kind.isAbnormalEnd
  }
}

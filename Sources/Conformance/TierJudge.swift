import InputGenerators
import InputReference

/// Gives each violation its tier (CONFORMANCE.md, "Tiers"), from its clause's level, the events of its trace and
/// its trace replayed with every UIKit quirk off (a trap's trace in isolation, where the evaluator isolates). A MUST
/// that still breaks is a defect; one that passes is quirk-dependent, and the quirks it needs are those without
/// which, each off alone, the trace passes.
public final class TierJudge {
  /// A violation's tier and, for a quirk-dependent one, the quirks it needs.
  public typealias Judgement = TierJudgement

  private let evaluator: any CaseEvaluator
  private let quirks: PlatformQuirks
  private let members: [String: Implementation]
  private var judged: [String: Judgement] = [:]
  /// Whether a trap's or a hang's trace is replayed; `false` where the evaluator cannot isolate it (in a test
  /// process, a replayed trap would end it), and such a break is then judged as breaking without quirks too.
  public var replaysAbnormalEnds = true
  /// Whether every replay runs isolated, as a stretch worker runs them (in its case worker), so that a replay that
  /// traps ends no process that matters.
  public var isolatesEveryReplay = false

  /// A judge for a run with `quirks` on, over `members`, replaying in `evaluator`'s workers.
  public init(evaluator: any CaseEvaluator, quirks: PlatformQuirks, members: [Implementation]) {
    self.evaluator = evaluator
    self.quirks = quirks
    self.members = Dictionary(members.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The tier of `violation`; each trace is replayed once, however often it is asked.
  public func judge(_ violation: ConformanceViolation) -> Judgement {
    // Judged already where it was found (a stretch worker judges its violations, side by side with the others).
    if let judged = violation.tier { return judged }
    let level = FaultLevel(clauses: [violation.clause], abnormalEnd: violation.finding.kind.isAbnormalEnd)
    guard FaultTier.needsQuirkFreeReplay(level: level, trace: violation.trace), !quirks.isEmpty,
      !violation.finding.isBadOracle, let member = members[violation.implementation],
      replaysAbnormalEnds || !violation.finding.kind.isAbnormalEnd
    else {
      return Judgement(tier: FaultTier(level: level, trace: violation.trace, holdsWithoutQuirks: nil), quirks: nil)
    }
    let key =
      ([violation.implementation, violation.family.rawValue, violation.clause.description]
      + violation.trace.map(\.description)).joined(separator: "\u{1F}")
    if let known = judged[key] { return known }
    let holds = breaks(violation, on: member, with: [])
    let needed =
      holds
      ? nil
      : PlatformQuirks.namedQuirks.filter { quirks.contains($0.quirk) }.filter { name, quirk in
        !breaks(violation, on: member, with: quirks.subtracting(quirk))
      }.map(\.name)
    let judgement = Judgement(
      tier: FaultTier(level: level, trace: violation.trace, holdsWithoutQuirks: holds),
      // No single quirk is enough to remove it: it needs them together.
      quirks: needed.map { $0.isEmpty ? quirks.names : $0 })
    judged[key] = judgement
    return judgement
  }

  /// Whether `violation`'s trace breaks its clause (or, for a follow-on, its root's) on `member` with only `quirks`
  /// on. A break of another clause is set aside and the replay goes on (the trace was shrunk for this clause, and a
  /// run goes on past a fault it has found); a trap breaks whatever clause it is met under.
  private func breaks(
    _ violation: ConformanceViolation, on member: Implementation, with quirks: PlatformQuirks
  )
    -> Bool
  {
    var settings = CaseSettings(maxSteps: .max, quirks: quirks)
    let accepted = Set([violation.clause] + (violation.rootClause.map { [$0] } ?? []))
    for _ in 0..<8 {
      let evaluated = evaluator.evaluate(
        .events(violation.trace), implementation: member, family: violation.family, settings: settings,
        isolated: isolatesEveryReplay || violation.finding.kind.isAbnormalEnd)
      guard let finding = evaluated.outcome.finding else { return false }
      if accepted.contains(finding.clause) || finding.isBadOracle
        || (finding.kind.isAbnormalEnd && violation.finding.kind.isAbnormalEnd)
      {
        return true
      }
      let signature = FaultSignature(finding, trace: evaluated.outcome.trace)
      settings.tolerated[signature.clause, default: []].append(signature)
    }
    return false
  }
}

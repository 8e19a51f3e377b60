import InputGenerators

/// Judges implementations clause by clause: generates cases, runs each beside
/// the reference, shrinks every new finding to a minimal trace, and gives a
/// verdict per clause.
///
/// ```swift
/// let runner = ConformanceRunner(configuration: ConformanceConfiguration(cases: 200))
/// let report = runner.run(myImplementation, family: .pick)
/// for violation in report.violations { print(FailureText.render(violation)) }
/// ```
public struct ConformanceRunner {
  public var configuration: ConformanceConfiguration
  /// Where cases run; in this process by default.
  public var evaluator: any CaseEvaluator
  /// Called after each case with (cases done, violations so far).
  public var progress: ((Int, Int) -> Void)?
  /// Asked before each case; `true` ends the run early (a time budget, Ctrl-C).
  public var shouldStop: (() -> Bool)?

  public init(
    configuration: ConformanceConfiguration = ConformanceConfiguration(),
    evaluator: any CaseEvaluator = InProcessEvaluator()
  ) {
    self.configuration = configuration
    self.evaluator = evaluator
  }

  /// Judges `implementation` on every family it declares (side by side, with a ``ProcessPoolEvaluator``).
  public func run(_ implementation: Implementation) -> ImplementationReport {
    if let pool = pool {
      let results = pool.run(
        implementation.families.map { pool.job(implementation, family: $0, configuration: configuration) })
      return ImplementationReport(
        name: implementation.name,
        families: zip(implementation.families, results).map {
          report(implementation, family: $0, progress: $1.progress)
        })
    }
    return ImplementationReport(
      name: implementation.name, families: implementation.families.map { run(implementation, family: $0) })
  }

  /// The evaluator, when it runs whole runs in stretch workers.
  var pool: ProcessPoolEvaluator? {
    #if os(macOS) || os(Linux)
      evaluator as? ProcessPoolEvaluator
    #else
      nil
    #endif
  }

  /// Judges `implementation` on one family.
  ///
  /// - Parameter stored: traces that failed before (from a store); they run
  ///   first, and each that still fails is reported as it is, already minimal.
  public func run(
    _ implementation: Implementation, family: ContractFamily, stored: [[InputEvent]] = []
  ) -> FamilyReport {
    if let pool {
      var job = pool.job(implementation, family: family, configuration: configuration)
      job.stored = stored
      return report(implementation, family: family, progress: pool.run([job])[0].progress)
    }
    var state = replaying(stored, implementation: implementation, family: family)
    state = resume(implementation, family: family, from: state, startingAt: 0)
    return report(implementation, family: family, progress: state)
  }

  /// Runs the cases `start ..< configuration.cases` (of this shard), continuing `progress`.
  ///
  /// Splitting a run this way lets a crash end one process and the next process
  /// go on from the case after it, with the crash avoided.
  public func resume(
    _ implementation: Implementation, family: ContractFamily, from initial: FamilyProgress, startingAt start: Int
  ) -> FamilyProgress {
    var state = initial
    let targets = Steering.targets(
      family: family, capabilities: implementation.capabilities, unusualInput: configuration.unusualInput)
    for n in start..<max(start, configuration.casesRun) {
      if shouldStop?() == true { break }
      let caseIndex = configuration.shard.caseIndex(n)
      let seed = CaseSeed.derive(runSeed: configuration.seed, caseIndex: caseIndex)
      let (request, aim) = state.steering.request(
        forCase: n, of: configuration.cases, seed: seed, targets: targets, evidence: state.evidence,
        floor: configuration.evidenceFloor)
      let settings = state.steering.settings(
        state.settings, aim: aim, targets: targets, evidence: state.evidence, floor: configuration.evidenceFloor)
      let evaluated = evaluator.evaluate(request, implementation: implementation, family: family, settings: settings)
      state.cases += 1
      state.nextCase = n + 1
      state.steps += evaluated.outcome.trace.count
      state.steering.note(evaluated, aim: aim, evidence: state.evidence, floor: configuration.evidenceFloor)
      state.add(evidence: evaluated.outcome.evidence)
      for label in evaluated.outcome.labels { state.labelCounts[label, default: 0] += 1 }
      if let finding = evaluated.outcome.finding, confirmed(finding, evaluated, implementation, family, state.settings)
      {
        if let only = configuration.shrinksOnly, !only.contains(finding.clause) {
          var found = ConformanceViolation(
            implementation: implementation.name, family: family, finding: finding, trace: evaluated.outcome.trace,
            originalLength: evaluated.outcome.trace.count, shrinkEvaluations: 0, seed: configuration.seed,
            caseIndex: caseIndex, casesToDetection: state.cases,
            isKnownDeviation: implementation.declares(finding, on: evaluated.outcome.trace))
          found.quirks = state.settings.quirks
          state.record(found)
          progress?(state.cases, state.violations.count)
          continue
        }
        var best = shrink(
          finding, choices: evaluated.choices, spans: evaluated.spans, trace: evaluated.outcome.trace,
          implementation: implementation, family: family, settings: state.settings, caseIndex: caseIndex,
          casesToDetection: state.cases)
        // Shrinking can stop in a local minimum; other cases that break the same clause start
        // elsewhere, so a few are shrunk too and the shortest trace is kept.
        for other in otherInstances(
          of: finding, after: n, implementation: implementation, family: family, settings: state.settings)
        {
          let candidate = shrink(
            other.finding, choices: other.case.choices, spans: other.case.spans, trace: other.case.outcome.trace,
            implementation: implementation, family: family, settings: state.settings, caseIndex: caseIndex,
            casesToDetection: state.cases)
          if Self.isBetter(candidate.trace, than: best.trace) {
            best.trace = candidate.trace
            best.finding = candidate.finding
          }
          best.shrinkEvaluations += candidate.shrinkEvaluations
        }
        let root = root(of: best, implementation: implementation, family: family, settings: state.settings)
        (best.rootClause, best.rootStep) = (root?.clause, root?.step)
        best.quirks = state.settings.quirks
        state.record(best)
      }
      seekAnotherFault(
        in: evaluated, caseIndex: caseIndex, implementation: implementation, family: family, state: &state)
      progress?(state.cases, state.violations.count)
    }
    return state
  }

  /// The root fault this violation follows from, if it is another clause found earlier: the
  /// fault whose divergence the case was still in, or the clause this trace breaks first when
  /// nothing is set aside: at the same step, or at an earlier event in a field this violation
  /// differs in too. The trace is shrunk, so an earlier fault it still breaks is one the violation
  /// needs (a Done that did not dismiss, then a screen that restores the responder Done should have
  /// resigned). A fault present from the start (step 0: a wrong style, say) is setup, not a cause.
  ///
  /// With the clause comes the step at which this trace, replayed alone, breaks it (``ConformanceViolation/rootStep``).
  func root(
    of violation: ConformanceViolation, implementation: Implementation, family: ContractFamily,
    settings: CaseSettings
  ) -> (clause: ClauseID, step: Int?)? {
    if let known = violation.finding.duringDivergenceOf {
      return (
        known, step(breaking: known, on: violation, implementation: implementation, family: family, settings: settings)
      )
    }
    // A crash's trace ends in the crashing event: replaying it here would crash again.
    guard !settings.ignoring.isEmpty, !violation.finding.kind.isAbnormalEnd else { return nil }
    var fresh = Self.alone(settings)
    var replayed = evaluator.evaluate(
      .events(violation.trace), implementation: implementation, family: family, settings: fresh)
    // A fault present from the start is setup, not a cause: set it aside and look again for what this trace
    // breaks first (a date keyboard with the wrong style still has a late settle that is its own fault's).
    while let setup = replayed.outcome.finding, setup.step == 0, setup.clause != violation.clause,
      !fresh.ignoring.contains(setup.clause)
    {
      fresh.ignoring.insert(setup.clause)
      replayed = evaluator.evaluate(
        .events(violation.trace), implementation: implementation, family: family, settings: fresh)
    }
    guard let first = replayed.outcome.finding, first.clause != violation.clause,
      settings.ignoring.contains(first.clause)
    else { return nil }
    if first.step == violation.finding.step { return (first.clause, first.step) }
    // An earlier fault is the cause when it showed in a field this violation shows too (the first
    // responder a Done left, the value a settle did not commit).
    // What one step sent or returned does not last, so it cannot carry an earlier fault to a later step.
    let lasting = { (difference: FieldDifference) in !Self.stepFields.contains(difference.name) }
    let earlierFields = Set(first.differences.filter(lasting).map(\.name))
    let fields = Set(violation.finding.differences.filter(lasting).map(\.name))
    guard first.step > 0, first.step < violation.finding.step, !earlierFields.isDisjoint(with: fields) else {
      return nil
    }
    return (first.clause, first.step)
  }

  /// Where the violation's own trace, replayed alone, breaks `root` (as the root or beside it), at or before the
  /// violation's step; the clauses that break earlier are set aside one by one. `nil` for a crash (its replay would
  /// crash), or a trace that does not show `root`: a follow-on found while that fault kept the two sides apart, on
  /// events the shrinker did not keep.
  private func step(
    breaking root: ClauseID, on violation: ConformanceViolation, implementation: Implementation,
    family: ContractFamily, settings: CaseSettings
  ) -> Int? {
    guard !violation.finding.kind.isAbnormalEnd else { return nil }
    var fresh = Self.alone(settings)
    for _ in 0..<8 {
      let replayed = evaluator.evaluate(
        .events(violation.trace), implementation: implementation, family: family, settings: fresh)
      guard let first = replayed.outcome.finding, first.step <= violation.finding.step else { return nil }
      if first.clause == root || first.followOns.contains(root) { return first.step }
      guard first.clause != violation.clause, fresh.ignoring.insert(first.clause).inserted else { return nil }
    }
    return nil
  }

  /// `settings` for replaying a trace alone: nothing found, tolerated or avoided.
  private static func alone(_ settings: CaseSettings) -> CaseSettings {
    var fresh = settings
    fresh.ignoring = []
    fresh.tolerated = [:]
    fresh.avoiding = []
    return fresh
  }

  /// A crash or a hang is confirmed by running the same case alone again (a hang on a busy
  /// machine may be a slow step); one that does not come back is not reported.
  func confirmed(
    _ finding: Finding, _ evaluated: EvaluatedCase, _ implementation: Implementation, _ family: ContractFamily,
    _ settings: CaseSettings
  ) -> Bool {
    guard finding.kind.isAbnormalEnd, !evaluated.choices.isEmpty else { return true }
    let again = evaluator.evaluateIsolated(
      .replay(evaluated.choices), implementation: implementation, family: family, settings: settings)
    return again.outcome.finding?.clause == finding.clause && again.outcome.finding?.kind == finding.kind
  }

  /// Up to `configuration.extraShrinks` later cases (within the next 50) that break the same clause
  /// the same way, for shrinking from more than one starting point.
  func otherInstances(
    of finding: Finding, after n: Int, implementation: Implementation, family: ContractFamily, settings: CaseSettings
  ) -> [(finding: Finding, case: EvaluatedCase)] {
    guard configuration.extraShrinks > 0, !finding.kind.isAbnormalEnd else { return [] }
    var found: [(Finding, EvaluatedCase)] = []
    for later in (n + 1)..<(n + 51) where found.count < configuration.extraShrinks {
      let seed = CaseSeed.derive(runSeed: configuration.seed, caseIndex: configuration.shard.caseIndex(later))
      let evaluated = evaluator.evaluate(
        .fresh(seed: seed), implementation: implementation, family: family, settings: settings)
      if let other = evaluated.outcome.finding, other.clause == finding.clause, other.kind == finding.kind,
        other.isBadOracle == finding.isBadOracle
      {
        found.append((other, evaluated))
      }
    }
    return found
  }

  /// The report of a finished (or stopped) run.
  public func report(
    _ implementation: Implementation, family: ContractFamily, progress state: FamilyProgress
  ) -> FamilyReport {
    let requirements = CoverageLabels.requirements(for: family, capabilities: implementation.capabilities)
    let verdicts = verdicts(implementation, family: family, violations: state.violations, evidence: state.evidence)
    var report = FamilyReport(
      implementation: implementation.name, family: family, cases: state.cases, steps: state.steps,
      violations: state.violations, badOracles: state.badOracles,
      verdicts: verdicts, evidence: state.evidence,
      coverage: requirements.map {
        CoverageCheck(requirement: $0, labelledCases: state.labelCounts[$0.label, default: 0], totalCases: state.cases)
      }, labelCounts: state.labelCounts,
      shortfalls: state.steering.shortfalls(
        targets: Steering.targets(
          family: family, capabilities: implementation.capabilities, unusualInput: configuration.unusualInput),
        evidence: state.evidence,
        floor: configuration.evidenceFloor, broken: Set((state.violations + state.badOracles).map(\.clause))))
    for (clause, verdict) in verdicts where verdict == .notApplicable {
      report.notApplicableReasons[clause] =
        implementation.capabilities.applies(clause)
        ? "needs --unusual-input: its situation is input real UIKit does not send (insertText(\"\"))"
        : ClauseRules.whyNotApplicable(clause, to: implementation.capabilities)
    }
    return report
  }

  /// Shrinks a finding to the smallest choice sequence that breaks the same clause in the same way.
  func shrink(
    _ finding: Finding, choices: ChoiceSequence, spans: [ChoiceSpan], trace: [InputEvent],
    implementation: Implementation,
    family: ContractFamily, settings: CaseSettings, caseIndex: Int, casesToDetection: Int
  ) -> ConformanceViolation {
    if finding.kind == .hang, settings.stepLimit == .full,
      let shrunk = shrinkHangQuickly(
        finding, choices: choices, spans: spans, trace: trace, implementation: implementation, family: family,
        settings: settings, caseIndex: caseIndex, casesToDetection: casesToDetection)
    {
      return shrunk
    }
    var best = (finding: finding, trace: trace)
    // Each candidate of a crash or a hang runs isolated: it is expected to take its process down.
    let isolated = finding.kind.isAbnormalEnd
    let result = Shrinker(limits: configuration.shrinkLimits).shrink(choices, spans: spans) { candidate in
      let evaluated = evaluator.evaluate(
        .replay(candidate), implementation: implementation, family: family, settings: settings, isolated: isolated)
      if evaluated.overran { return .invalid }
      guard let candidateFinding = evaluated.outcome.finding, candidateFinding.clause == finding.clause,
        candidateFinding.kind == finding.kind, candidateFinding.isBadOracle == finding.isBadOracle,
        candidateFinding.duringDivergenceOf != finding.clause
      else { return .uninteresting(consumed: evaluated.choices) }
      if evaluated.outcome.trace.count <= best.trace.count {
        best = (candidateFinding, evaluated.outcome.trace)
      }
      return .interesting(consumed: evaluated.choices, spans: evaluated.spans)
    }
    let final = evaluator.evaluate(
      .replay(result.sequence), implementation: implementation, family: family, settings: settings,
      isolated: isolated)
    if let confirmed = final.outcome.finding, confirmed.clause == finding.clause,
      confirmed.duringDivergenceOf != finding.clause, final.outcome.trace.count <= best.trace.count
    {
      best = (confirmed, final.outcome.trace)
    }
    var evaluations = result.evaluations + 1
    var budget: Int { configuration.shrinkLimits.maxEvaluations - evaluations }
    /// Whether `candidate` breaks the same clause the same way; if so it becomes the best trace.
    func keeps(_ candidate: [InputEvent]) -> Bool {
      evaluations += 1
      let evaluated = evaluator.evaluate(
        .events(candidate), implementation: implementation, family: family, settings: settings, isolated: isolated)
      // A candidate with an event that cannot happen in its state (a countdown pick outside countdown
      // mode, say) is no counterexample, however it fails.
      guard evaluated.outcome.impossibleEvent == nil, let shorter = evaluated.outcome.finding,
        shorter.clause == finding.clause, shorter.kind == finding.kind, shorter.isBadOracle == finding.isBadOracle,
        shorter.duringDivergenceOf != finding.clause
      else { return false }
      best = (shorter, evaluated.outcome.trace)
      return true
    }
    var improved = true
    while improved, budget > 0 {
      improved = false
      // Event-level deletion: an event whose removal keeps the same failure is dropped,
      // which choice-level shrinking cannot always do when later events depend on it.
      var index = 0
      while index < best.trace.count, budget > 0 {
        var candidate = best.trace
        candidate.remove(at: index)
        if keeps(candidate) { improved = true } else { index += 1 }
      }
      // Replacement, where deleting cannot help: two adjacent events by one plain event (a
      // removal and a re-adding by a resign, say), then one event by a plainer one.
      index = 0
      pairs: while index + 1 < best.trace.count, budget > 0 {
        for plain in Self.plainEvents where budget > 0 {
          var candidate = best.trace
          candidate.replaceSubrange(index...(index + 1), with: [plain])
          if keeps(candidate) {
            improved = true
            continue pairs
          }
        }
        index += 1
      }
      // A kept candidate can end earlier than it was (the failure came sooner), so the bound is
      // read again on every turn.
      index = 0
      while index < best.trace.count, budget > 0 {
        let rank = Self.plainEvents.firstIndex(of: best.trace[index]) ?? Self.plainEvents.count
        for plain in Self.plainEvents.prefix(rank) where budget > 0 {
          var candidate = best.trace
          candidate[index] = plain
          if keeps(candidate) {
            improved = true
            break
          }
        }
        index += 1
      }
    }
    return ConformanceViolation(
      implementation: implementation.name, family: family, finding: best.finding, trace: best.trace,
      originalLength: trace.count, shrinkEvaluations: evaluations, seed: configuration.seed,
      caseIndex: caseIndex, casesToDetection: casesToDetection,
      isKnownDeviation: implementation.declares(best.finding, on: best.trace))
  }

  /// Whether shrunk trace `candidate` is kept over `best`: fewer events, then less text, then first in text
  /// order: the rule `input-fuzz merge` applies across shards, so that a merge and an unsharded run agree.
  static func isBetter(_ candidate: [InputEvent], than best: [InputEvent]) -> Bool {
    if candidate.count != best.count { return candidate.count < best.count }
    let (words, bestWords) = (candidate.map(\.description), best.map(\.description))
    let (text, bestText) = (words.joined().count, bestWords.joined().count)
    if text != bestText { return text < bestText }
    return words.lexicographicallyPrecedes(bestWords)
  }

  /// The observations of one step only (the events it sent, what its call returned).
  static let stepFields: Set<String> = [
    ObservedField.Name.controlEvents.rawValue, ObservedField.Name.editingEvents.rawValue,
    ObservedField.Name.lastCallResult.rawValue,
  ]

  /// The events the replacement pass tries, plainest first.
  static let plainEvents: [InputEvent] = [
    .tap, .resignFirstResponder, .becomeFirstResponder, .settle, .tapAccessory(.done),
  ]

  func verdicts(
    _ implementation: Implementation, family: ContractFamily, violations: [ConformanceViolation],
    evidence: [ClauseID: Int]
  ) -> [ClauseID: Verdict] {
    var verdicts: [ClauseID: Verdict] = [:]
    // A clause is known only when every fault under it is a declared one.
    let broken = Dictionary(violations.map { ($0.clause, $0.isKnownDeviation) }, uniquingKeysWith: { $0 && $1 })
    // The family's clauses, and any clause of another family that a violation names or the run
    // exercised (a PICK run can break PICK-16's neighbour RESP-19, and passes it with evidence).
    let others = Set(broken.keys).union(evidence.filter { $0.value > 0 }.keys).filter { $0.family != family }
    let clauses = ClauseCatalog.clauses(of: family).map(\.id) + others.sorted()
    for id in clauses {
      verdicts[id] =
        if !implementation.capabilities.applies(id) {
          .notApplicable
        } else if broken[id] == nil, !configuration.unusualInput, ClauseRules.unusualInputOnly.contains(id) {
          .notApplicable
        } else if let allKnown = broken[id] {
          allKnown ? .known : .fail
        } else if evidence[id, default: 0] > 0 {
          .pass
        } else {
          .notExercised
        }
    }
    return verdicts
  }
}

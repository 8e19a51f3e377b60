import InputGenerators

extension ConformanceRunner {
  /// Shrinks a confirmed hang with the quick step limit, then re-runs the shrunk trace with the full
  /// limit; `nil` when it does not hang again that way (the caller then shrinks with the full limit).
  ///
  /// Each candidate that hangs costs the quick limit instead of the full one, and the hang reported is
  /// one that hung twice with the full limit (when found and when confirmed) and whose shrunk trace
  /// hangs with it too. Every hang the full-limit shrink would report is still reported: when the
  /// quick shrink goes astray (a slow step taken for the hang), the full-limit shrink runs as before.
  func shrinkHangQuickly(
    _ finding: Finding, choices: ChoiceSequence, spans: [ChoiceSpan], trace: [InputEvent],
    implementation: Implementation, family: ContractFamily, settings: CaseSettings, caseIndex: Int,
    casesToDetection: Int
  ) -> ConformanceViolation? {
    var quick = settings
    quick.stepLimit = .quick
    var shrunk = shrink(
      finding, choices: choices, spans: spans, trace: trace, implementation: implementation, family: family,
      settings: quick, caseIndex: caseIndex, casesToDetection: casesToDetection)
    let check = evaluator.evaluateIsolated(
      .events(shrunk.trace), implementation: implementation, family: family, settings: settings)
    guard check.outcome.impossibleEvent == nil, let again = check.outcome.finding, again.clause == finding.clause,
      again.kind == .hang, again.isBadOracle == finding.isBadOracle
    else { return nil }
    shrunk.finding = again
    shrunk.trace = check.outcome.trace
    shrunk.shrinkEvaluations += 1
    return shrunk
  }
}

import InputGenerators

extension ConformanceRunner {
  /// Confirms and shrinks a finding met outside this runner's loop, exactly as the loop does its own:
  /// a crash or a hang is re-run alone first, and `nil` is returned when it does not come back.
  ///
  /// Exit-test isolation uses it: a stretch of cases runs in one child, and the case that took the
  /// child down is shrunk here, each candidate in a child of its own (through this runner's evaluator).
  public func confirmAndShrink(
    _ finding: Finding, case evaluated: EvaluatedCase, implementation: Implementation, family: ContractFamily,
    settings: CaseSettings, caseIndex: Int, casesToDetection: Int
  ) -> ConformanceViolation? {
    guard confirmed(finding, evaluated, implementation, family, settings) else { return nil }
    return shrink(
      finding, choices: evaluated.choices, spans: evaluated.spans, trace: evaluated.outcome.trace,
      implementation: implementation, family: family, settings: settings, caseIndex: caseIndex,
      casesToDetection: casesToDetection)
  }
}

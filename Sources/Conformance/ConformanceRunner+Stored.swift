import InputGenerators

extension ConformanceRunner {
  /// The progress of a run that has replayed `stored` traces (failures kept from earlier runs) and no
  /// case yet: each trace that still fails is recorded as it is, already minimal.
  ///
  /// ``run(_:family:stored:)`` starts this way; a campaign that runs a family in stretches starts
  /// with it and goes on with ``resume(_:family:from:startingAt:)``.
  public func replaying(
    _ stored: [[InputEvent]], implementation: Implementation, family: ContractFamily
  ) -> FamilyProgress {
    var state = FamilyProgress(maxSteps: configuration.maxSteps, quirks: configuration.quirks)
    for trace in stored {
      let evaluated = evaluator.evaluate(
        .events(trace), implementation: implementation, family: family, settings: state.settings)
      state.add(evidence: evaluated.outcome.evidence)
      guard let finding = evaluated.outcome.finding, !state.settings.ignoring.contains(finding.clause) else { continue }
      state.record(
        ConformanceViolation(
          implementation: implementation.name, family: family, finding: finding, trace: evaluated.outcome.trace,
          originalLength: trace.count, shrinkEvaluations: 0, seed: configuration.seed, caseIndex: -1,
          casesToDetection: 0, isKnownDeviation: implementation.knownDeviations[finding.clause] != nil))
    }
    return state
  }
}

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
    var state = FamilyProgress(
      maxSteps: configuration.maxSteps, quirks: configuration.quirks, unusualInput: configuration.unusualInput)
    for trace in stored {
      let evaluated = evaluator.evaluate(
        .events(trace), implementation: implementation, family: family, settings: state.settings)
      state.add(evidence: evaluated.outcome.evidence)
      if let finding = evaluated.outcome.finding, !state.settings.ignoring.contains(finding.clause) {
        state.record(
          storedViolation(finding, on: evaluated.outcome.trace, implementation: implementation, family: family))
        continue
      }
      // A trace saved for a second fault under a clause found first here: it breaks the clause another way.
      for (clause, signature) in evaluated.outcome.suppressed.sorted(by: { $0.key < $1.key })
      where state.isNewFault(signature) {
        let again = evaluator.evaluate(
          .events(trace), implementation: implementation, family: family,
          settings: state.settings(seekingAnotherFaultOf: clause))
        guard let finding = again.outcome.finding, finding.clause == clause else { continue }
        state.record(storedViolation(finding, on: again.outcome.trace, implementation: implementation, family: family))
      }
    }
    return state
  }

  private func storedViolation(
    _ finding: Finding, on trace: [InputEvent], implementation: Implementation, family: ContractFamily
  ) -> ConformanceViolation {
    ConformanceViolation(
      implementation: implementation.name, family: family, finding: finding, trace: trace,
      originalLength: trace.count, shrinkEvaluations: 0, seed: configuration.seed, caseIndex: -1,
      casesToDetection: 0, isKnownDeviation: implementation.declares(finding, on: trace))
  }
}

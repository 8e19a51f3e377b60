import InputGenerators

extension ConformanceRunner {
  /// The number of cases (1-based) after which this run first finds `clause`, without
  /// shrinking anything: the same cases, in the same order, with the same clauses
  /// ignored, as ``run(_:family:stored:)``; `nil` when the budget passes without it.
  ///
  /// Use it to measure detection power cheaply (benchmarks, mutant tests).
  public func casesToDetect(_ clause: ClauseID, in implementation: Implementation, family: ContractFamily) -> Int? {
    var settings = CaseSettings(maxSteps: configuration.maxSteps, quirks: configuration.quirks)
    for n in 0..<configuration.cases {
      let seed = CaseSeed.derive(runSeed: configuration.seed, caseIndex: configuration.shard.caseIndex(n))
      let evaluated = evaluator.evaluate(
        .fresh(seed: seed), implementation: implementation, family: family, settings: settings)
      guard let finding = evaluated.outcome.finding else { continue }
      if finding.clause == clause && !finding.isBadOracle { return n + 1 }
      settings.ignoring.insert(finding.clause)
      if finding.kind.isAbnormalEnd, let event = evaluated.outcome.trace.last {
        settings.avoiding.insert(CrashSignature(clause: finding.clause, event: event))
      }
    }
    return nil
  }
}

import InputGenerators

extension ConformanceRunner {
  /// The number of cases (1-based) after which this run first finds `clause`, without
  /// shrinking anything: the same cases, in the same order, with the same clauses
  /// ignored and the same steering, as ``run(_:family:stored:)``; `nil` when the budget passes without it.
  ///
  /// Use it to measure detection power cheaply (benchmarks, mutant tests).
  public func casesToDetect(_ clause: ClauseID, in implementation: Implementation, family: ContractFamily) -> Int? {
    firstReport(of: clause, in: implementation, family: family)?.cases
  }

  /// The case (1-based) at which this run first finds `clause`, as ``casesToDetect(_:in:family:)``, and the
  /// first finding the run makes at all (bad oracles aside): its clause is the run's first root.
  public func firstReport(
    of clause: ClauseID, in implementation: Implementation, family: ContractFamily
  ) -> (cases: Int, first: Finding)? {
    if let pool {
      let job = pool.job(implementation, family: family, configuration: configuration, task: .firstReport(clause))
      return pool.run([job])[0].firstReport.map { ($0.cases, $0.first) }
    }
    var first: Finding?
    var settings = CaseSettings(maxSteps: configuration.maxSteps, quirks: configuration.quirks)
    settings.unusualInput = configuration.unusualInput
    var evidence: [ClauseID: Int] = [:]
    var steering = Steering()
    let targets = Steering.targets(
      family: family, capabilities: implementation.capabilities, unusualInput: configuration.unusualInput)
    for n in 0..<configuration.casesRun {
      let seed = CaseSeed.derive(runSeed: configuration.seed, caseIndex: configuration.shard.caseIndex(n))
      let (request, aim) = steering.request(
        forCase: n, of: configuration.cases, seed: seed, targets: targets, evidence: evidence,
        floor: configuration.evidenceFloor)
      let caseSettings = steering.settings(
        settings, aim: aim, targets: targets, evidence: evidence, floor: configuration.evidenceFloor)
      let evaluated = evaluator.evaluate(
        request, implementation: implementation, family: family, settings: caseSettings)
      steering.note(evaluated, aim: aim, evidence: evidence, floor: configuration.evidenceFloor)
      evidence.merge(evaluated.outcome.evidence, uniquingKeysWith: +)
      guard let finding = evaluated.outcome.finding else { continue }
      if !finding.isBadOracle { first = first ?? finding }
      if finding.clause == clause && !finding.isBadOracle { return (n + 1, first ?? finding) }
      settings.ignoring.insert(finding.clause)
      if finding.kind.isAbnormalEnd, let event = evaluated.outcome.trace.last {
        settings.avoiding.insert(finding.crashSignature(event: event))
      }
    }
    return nil
  }
}

import InputGenerators

extension ConformanceRunner {
  /// At most this many faults are reported under one clause.
  static let faultsPerClause = 3
  /// How many cases that broke a clause in a new way are looked into, per clause, before the run stops looking.
  static let anotherFaultAttempts = 4

  /// Looks for a second cause under a clause already found, so that one fault (or a shared requirement) cannot hide
  /// another: a case that broke a found clause in a way none of its faults does is run again with only those faults
  /// set aside; when the clause still breaks, the case is shrunk the same way, and the shrunk trace is a fault of its
  /// own when, with the clause's faults no longer set aside, it breaks the clause the new way first (it does not
  /// replay a fault already reported), and it is no follow-on of another clause's fault.
  func seekAnotherFault(
    in evaluated: EvaluatedCase, caseIndex: Int, implementation: Implementation, family: ContractFamily,
    state: inout FamilyProgress
  ) {
    guard !evaluated.choices.isEmpty else { return }
    for (clause, signature) in evaluated.outcome.suppressed.sorted(by: { $0.key < $1.key }) {
      guard state.isNewFault(signature), state.faults(of: clause).count < Self.faultsPerClause,
        state.anotherFaultAttempts[clause, default: 0] < Self.anotherFaultAttempts
      else { continue }
      state.anotherFaultAttempts[clause, default: 0] += 1
      let seeking = state.settings(seekingAnotherFaultOf: clause)
      let again = evaluator.evaluate(
        .replay(evaluated.choices), implementation: implementation, family: family, settings: seeking)
      guard let finding = again.outcome.finding, finding.clause == clause, !finding.isBadOracle,
        !finding.kind.isAbnormalEnd, finding.duringDivergenceOf != clause
      else { continue }
      var found = shrink(
        finding, choices: again.choices, spans: again.spans, trace: again.outcome.trace,
        implementation: implementation, family: family, settings: seeking, caseIndex: caseIndex,
        casesToDetection: state.cases)
      guard breaksFirst(found, implementation: implementation, family: family, state: state) else { continue }
      // A follow-on of a fault already reported is that fault's, not another cause.
      let root = root(of: found, implementation: implementation, family: family, settings: state.settings)
      (found.rootClause, found.rootStep) = (root?.clause, root?.step)
      guard !found.isFollowOn else { continue }
      found.quirks = state.settings.quirks
      state.record(found)
    }
  }

  /// Whether `found`'s shrunk trace, with the clause's faults no longer set aside (the other clauses found still
  /// are), breaks the clause the new way first: it does not replay a fault already reported.
  private func breaksFirst(
    _ found: ConformanceViolation, implementation: Implementation, family: ContractFamily, state: FamilyProgress
  ) -> Bool {
    var plain = state.settings(seekingAnotherFaultOf: found.clause)
    plain.tolerated[found.clause] = nil
    let replayed = evaluator.evaluate(
      .events(found.trace), implementation: implementation, family: family, settings: plain)
    guard let first = replayed.outcome.finding, first.clause == found.clause else { return false }
    return state.isNewFault(FaultSignature(first, trace: replayed.outcome.trace))
  }
}

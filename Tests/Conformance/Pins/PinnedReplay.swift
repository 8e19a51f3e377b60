import InputConformance
import InputGenerators

/// Replays of pinned traces: a pin holds only while its trace still breaks its clause.
enum PinnedReplay {
  /// The clause `trace` breaks with every clause but `clause` set aside (as the run that found it had set
  /// aside the clauses it found first), or `nil` when it breaks none.
  static func clause(
    _ clause: ClauseID, breaksOn trace: [InputEvent], implementation: Implementation, family: ContractFamily,
    evaluator: any CaseEvaluator = InProcessEvaluator()
  ) -> ClauseID? {
    var settings = CaseSettings()
    settings.ignoring = Set(ClauseCatalog.all.map(\.id)).subtracting([clause])
    return evaluator.evaluate(.events(trace), implementation: implementation, family: family, settings: settings)
      .outcome.finding?.clause
  }
}

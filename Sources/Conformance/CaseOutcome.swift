import InputGenerators

/// What one case did: its events, the first new clause it broke, and what it exercised.
nonisolated public struct CaseOutcome: Sendable, Codable {
  /// The events performed, in order.
  public var trace: [InputEvent]
  /// The first clause broken that the run was not told to ignore, if any.
  public var finding: Finding?
  /// The evidence per clause: how many steps of the case checked it (its invariant applied, or a
  /// step the clause speaks about was compared with the reference). A pass needs some.
  public var evidence: [ClauseID: Int]
  /// Per clause, how many choices the case had drawn when a step first checked it: the prefix a later case replays
  /// to reach the same step again (``Steering``). Generated cases only.
  public var evidenceChoices: [ClauseID: Int] = [:]
  /// Per clause the run had not reached (``CaseSettings/unreached``), how many choices the case had drawn when it
  /// first stood where an event it could draw would have checked the clause: a near miss, which a steered case
  /// replays and then favours that event. Generated cases only.
  public var nearMissChoices: [ClauseID: Int] = [:]
  /// Per clause a steered case searched for (``CaseSettings/searching``), how many choices it had drawn when it
  /// first stood two events away from checking it. Generated cases only.
  public var approachChoices: [ClauseID: Int] = [:]
  /// Clauses the run ignores that broke again in this case, each with how it first broke here: a signature no
  /// fault of the clause has is a candidate second fault (``FaultSignature``).
  public var suppressed: [ClauseID: FaultSignature]
  /// Coverage labels: the edge cases this case reached.
  public var labels: Set<String>
  /// The first event of a given trace that could not happen in its state (its index), if any:
  /// the trace stopped there. Generated cases never have one.
  public var impossibleEvent: Int?

  public init(
    trace: [InputEvent] = [], finding: Finding? = nil, evidence: [ClauseID: Int] = [:],
    suppressed: [ClauseID: FaultSignature] = [:], labels: Set<String> = []
  ) {
    self.trace = trace
    self.finding = finding
    self.evidence = evidence
    self.suppressed = suppressed
    self.labels = labels
  }
}

import InputGenerators

/// How a clause was broken.
nonisolated public enum ViolationKind: String, Sendable, Hashable, Codable {
  /// An observation or invariant was wrong.
  case assertion
  /// The implementation trapped.
  case crash
  /// The implementation did not finish a step in time.
  case hang
  /// The implementation called UIKit in a way UIKit rejects (it would raise or assert on a device).
  case misuse

  /// Whether the implementation's process ended abnormally (a crash or a hang): such a case is
  /// confirmed alone, shrunk in child processes, and its event avoided afterwards.
  public var isAbnormalEnd: Bool { self == .crash || self == .hang }
}

/// One observation that differs: what the reference expected and what the implementation showed.
nonisolated public struct FieldDifference: Hashable, Sendable, Codable {
  public var name: String
  public var expected: String
  public var actual: String

  public init(name: String, expected: String, actual: String) {
    self.name = name
    self.expected = expected
    self.actual = actual
  }
}

/// The first clause a case broke, at which step, and what was seen.
nonisolated public struct Finding: Hashable, Sendable, Codable {
  /// The clause broken.
  public var clause: ClauseID
  /// Assertion, crash or hang.
  public var kind: ViolationKind
  /// The step at which it broke: 0 is the initial state, n the n-th event.
  public var step: Int
  /// One sentence on what is wrong.
  public var detail: String
  /// The observations that differ from the reference at that step (all of them).
  public var differences: [FieldDifference]
  /// `true` when the reference broke its own invariant: a bad oracle, not an implementation failure.
  public var isBadOracle: Bool
  /// Other clauses broken at the same step: follow-ons of the same divergence, not separate faults.
  public var followOns: [ClauseID] = []
  /// The known fault whose divergence the case was still in when this broke (comparison was set
  /// aside): this finding is a follow-on of it.
  public var duringDivergenceOf: ClauseID?
  /// What the clause itself saw: the observations attributed to it at this step, or its invariant's message
  /// (what ``FaultSignature`` tells causes apart by).
  public var ownFields: [String] = []
  /// For a trap or a hang: the clause its event exercised before it was performed, which the run's crash avoidance
  /// is keyed on (``CrashSignature``); ``clause`` is the one the event should have produced (``CrashAttribution``).
  public var exercised: ClauseID?

  /// The signature a run avoids after this trap or hang.
  public func crashSignature(event: InputEvent) -> CrashSignature {
    CrashSignature(clause: exercised ?? clause, event: event)
  }

  public init(
    clause: ClauseID, kind: ViolationKind, step: Int, detail: String, differences: [FieldDifference] = [],
    isBadOracle: Bool = false, followOns: [ClauseID] = []
  ) {
    self.followOns = followOns
    self.clause = clause
    self.kind = kind
    self.step = step
    self.detail = detail
    self.differences = differences
    self.isBadOracle = isBadOracle
  }
}

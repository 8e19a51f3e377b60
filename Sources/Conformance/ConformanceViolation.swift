import InputGenerators
import InputReference

/// A clause an implementation broke, with its shrunk, replayable counterexample.
nonisolated public struct ConformanceViolation: Sendable, Hashable, Codable {
  /// The implementation's name.
  public var implementation: String
  /// The family run.
  public var family: ContractFamily
  /// What broke, at the shrunk trace's failing step.
  public var finding: Finding
  /// The shrunk event trace.
  public var trace: [InputEvent]
  /// The length of the trace as first found.
  public var originalLength: Int
  /// Property calls made while shrinking.
  public var shrinkEvaluations: Int
  /// The run's seed.
  public var seed: UInt64
  /// The index of the case that found it.
  public var caseIndex: Int
  /// How many cases ran up to and including the one that found it.
  public var casesToDetection: Int
  /// Whether the implementation declared this fault a known deviation (``KnownDeviation``).
  public var isKnownDeviation: Bool
  /// The clause of the first divergence on this trace when no clause is ignored, when it is
  /// another clause: this violation is a follow-on of that root fault, not a fault of its own.
  public var rootClause: ClauseID?
  /// For a follow-on: the event (1-based, as the trace is numbered) at which this trace, replayed alone, breaks
  /// ``rootClause``; `nil` when it does not break it before this violation (found while that fault kept the two
  /// sides apart, on events the shrinker did not keep).
  public var rootStep: Int?
  /// The names of the UIKit quirks the model reproduced when the violation was found.
  public var quirks: [String] = PlatformQuirks.all.names
  /// Its tier, where the process that found it judged it already (a stretch worker); `nil` until then.
  public var tier: TierJudgement?

  public init(
    implementation: String, family: ContractFamily, finding: Finding, trace: [InputEvent], originalLength: Int,
    shrinkEvaluations: Int, seed: UInt64, caseIndex: Int, casesToDetection: Int, isKnownDeviation: Bool
  ) {
    self.implementation = implementation
    self.family = family
    self.finding = finding
    self.trace = trace
    self.originalLength = originalLength
    self.shrinkEvaluations = shrinkEvaluations
    self.seed = seed
    self.caseIndex = caseIndex
    self.casesToDetection = casesToDetection
    self.isKnownDeviation = isKnownDeviation
  }

  /// The token that replays the shrunk trace.
  public var token: ConformanceToken { ConformanceToken(family: family, events: trace) }
  /// The clause broken.
  public var clause: ClauseID { finding.clause }
  /// How the clause broke on the shrunk trace, what tells this fault from another under the same clause.
  public var signature: FaultSignature { FaultSignature(finding, trace: trace) }
  /// Whether the violation is a follow-on of another clause's fault.
  public var isFollowOn: Bool { rootClause != nil }
}

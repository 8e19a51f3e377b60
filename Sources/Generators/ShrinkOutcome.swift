/// What re-running a candidate choice sequence showed; the shrinker's only view of the test.
///
/// ```swift
/// let outcome: ShrinkOutcome = .interesting(consumed: replayed.choices, spans: replayed.spans)
/// ```
public enum ShrinkOutcome: Sendable, Equatable {
  /// The candidate still fails; `consumed` is the prefix actually used (values as clamped during replay).
  case interesting(consumed: ChoiceSequence, spans: [ChoiceSpan] = [])
  /// The candidate ran but the test passed.
  case boring
  /// The candidate ran and the test passed, having read only `consumed` (values as clamped during replay): the
  /// shrinker then knows, without running them, every candidate that replays the same way.
  case uninteresting(consumed: ChoiceSequence)
  /// The candidate could not produce a value (overrun, exhausted filter): not interesting.
  case invalid
}

/// Bounds on how much work one shrink may do.
///
/// ```swift
/// let quick = ShrinkLimits(maxShrinks: 100, maxEvaluations: 1_000)
/// ```
public struct ShrinkLimits: Sendable, Hashable, Codable {
  /// The maximum number of successful shrink steps.
  public var maxShrinks: Int
  /// The maximum number of calls to the test function.
  public var maxEvaluations: Int

  /// Creates limits (defaults: 500 successful shrinks, 5 000 evaluations).
  ///
  /// ```swift
  /// let limits = ShrinkLimits()
  /// ```
  public init(maxShrinks: Int = 500, maxEvaluations: Int = 5_000) {
    self.maxShrinks = maxShrinks
    self.maxEvaluations = maxEvaluations
  }
}

/// The smallest interesting sequence a shrink found and what it cost.
///
/// ```swift
/// let result = Shrinker().shrink(failing) { candidate in test(candidate) }
/// print(result.sequence, result.evaluations)
/// ```
public struct ShrinkResult: Sendable, Hashable {
  /// The smallest interesting sequence found (never larger, in shortlex order, than the input).
  public var sequence: ChoiceSequence
  /// The spans of `sequence`, as last reported by the test function.
  public var spans: [ChoiceSpan]
  /// How many times the test function ran.
  public var evaluations: Int
  /// How many candidates were accepted as smaller.
  public var shrinks: Int
  /// Whether a limit stopped the shrink before it reached a fixpoint.
  public var hitLimit: Bool
  /// Evaluations and successes per shrink pass (keyed by pass name).
  public var passStatistics: [String: ShrinkPassStatistics]
}

/// How much one shrink pass cost and achieved.
///
/// ```swift
/// for (pass, statistics) in result.passStatistics { print(pass, statistics.evaluations, statistics.successes) }
/// ```
public struct ShrinkPassStatistics: Sendable, Hashable {
  /// Calls to the test function made by the pass.
  public var evaluations = 0
  /// Candidates the pass got accepted.
  public var successes = 0

  /// Creates statistics.
  ///
  /// ```swift
  /// let none = ShrinkPassStatistics()
  /// ```
  public init(evaluations: Int = 0, successes: Int = 0) {
    self.evaluations = evaluations
    self.successes = successes
  }
}

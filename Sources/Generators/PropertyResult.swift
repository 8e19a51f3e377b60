/// A generated value together with the choices that reproduce it.
///
/// ```swift
/// print(failure.shrunk.value, failure.shrunk.choices)
/// ```
public struct Counterexample<Value> {
  /// The value.
  public var value: Value
  /// The choices that regenerate it.
  public var choices: ChoiceSequence
  /// How the value is shown in reports.
  public var description: String
}

extension Counterexample: Sendable where Value: Sendable {}

/// Where a failing case came from.
///
/// ```swift
/// if case .generated(let index) = failure.source { print("case", index) }
/// ```
public enum FailureSource: Hashable, Sendable {
  /// Generated as case number `caseIndex` of the run.
  case generated(caseIndex: Int)
  /// Replayed from a replay token.
  case replayToken
  /// Replayed from a file in the failure store.
  case failureStore(file: String)
}

/// A failing case: where it came from, what it was before and after shrinking, and how to replay it.
///
/// ```swift
/// if let failure = result.failure { print(failure.shrunk.description, failure.replayToken) }
/// ```
public struct PropertyFailure<Value> {
  /// Where the failing case came from.
  public var source: FailureSource
  /// The failing case as first found.
  public var original: Counterexample<Value>
  /// The smallest failing case found by shrinking.
  public var shrunk: Counterexample<Value>
  /// The failure of the shrunk case (the error's description).
  public var error: String
  /// The failure of the original case.
  public var originalError: String
  /// How many times shrinking ran the property.
  public var shrinkEvaluations: Int
  /// How many smaller cases shrinking accepted.
  public var shrinkSteps: Int
  /// Evaluations and successes per shrink pass.
  public var shrinkPassStatistics: [String: ShrinkPassStatistics]
  /// The token reproducing the shrunk case.
  public var replayToken: ReplayToken
}

extension PropertyFailure: Sendable where Value: Sendable {}

/// The outcome of running a property.
///
/// ```swift
/// let result = PropertyRunner().check(Generator.int(in: 0...9)) { $0 < 10 }
/// #expect(result.passed, "\(result.report(testName: "digits"))")
/// ```
public struct PropertyResult<Value> {
  /// The verdict.
  public enum Status: Hashable, Sendable {
    /// Every case passed and every coverage requirement was met.
    case passed
    /// A case failed.
    case failed
    /// All cases passed but a coverage requirement was not met.
    case insufficientCoverage
    /// Too many cases were discarded (or a replay did not fit the generator).
    case gaveUp
  }

  /// The property's name.
  public var name: String
  /// The verdict.
  public var status: Status
  /// The run seed.
  public var seed: UInt64
  /// How many cases ran to completion (including the failing one, excluding discarded cases).
  public var casesRun: Int
  /// How many cases were discarded.
  public var discardedCases: Int
  /// The failure, when `status == .failed`.
  public var failure: PropertyFailure<Value>?
  /// Label percentages over the cases that ran.
  public var labels: LabelStatistics
  /// The coverage decisions.
  public var coverage: [CoverageVerdict]
  /// Why the run gave up, when `status == .gaveUp`.
  public var gaveUpReason: String?
  /// Failure-store files that were skipped (or could not be written).
  public var storeProblems: [FailureStoreProblem]

  /// Whether the property held.
  public var passed: Bool { status == .passed }
}

extension PropertyResult: Sendable where Value: Sendable {}

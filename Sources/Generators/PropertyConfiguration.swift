import Foundation

/// How a property is run: number of cases, seed, shrink limits, replay, coverage and failure store.
///
/// ```swift
/// var configuration = PropertyConfiguration(name: "reverse twice", cases: 200)
/// configuration.seed = 7
/// ```
public struct PropertyConfiguration: Sendable {
  /// The seed used when none is given: runs are deterministic by default.
  public static let defaultSeed: UInt64 = 20_240_601
  /// The environment variable selecting the seed (a decimal UInt64, or `random`).
  public static let seedVariable = "INPUT_CONTRACTS_SEED"
  /// The environment variable holding a replay token to reproduce one case.
  public static let replayVariable = "INPUT_CONTRACTS_REPLAY"

  /// The property's name, used in reports, the replay command and the failure store.
  public var name: String
  /// How many cases to generate (coverage checks may run more).
  public var cases: Int
  /// The run seed; each case's seed is derived from it and the case index.
  public var seed: UInt64
  /// Bounds on shrinking.
  public var shrinkLimits: ShrinkLimits
  /// Whether to shrink failures.
  public var shrinks: Bool
  /// Whether a shrink candidate must fail with the same error type as the original failure (so shrinking
  /// cannot slip from one bug to another).
  public var shrinkKeepsErrorType: Bool
  /// How many discarded cases (exhausted filters, `CaseDiscarded`) to tolerate before giving up.
  public var maxDiscardedCases: Int
  /// The maximum number of choices one case may make.
  public var maxChoicesPerCase: Int
  /// A token to replay instead of generating cases.
  public var replay: ReplayToken?
  /// Where failures are saved and replayed from first.
  public var failureStore: FailureStore?
  /// Label coverage requirements checked with statistical confidence.
  public var coverage: [CoverageRequirement]
  /// The most cases coverage checking may run in total.
  public var maxCoverageCases: Int
  /// The width of the confidence interval, in standard deviations.
  public var coverageConfidence: Double
  /// A requirement passes once the interval's lower bound reaches `tolerance × required` (QuickCheck uses 0.9).
  public var coverageTolerance: Double

  /// Creates a configuration with deterministic defaults (100 cases, fixed seed).
  ///
  /// ```swift
  /// let configuration = PropertyConfiguration(name: "parser round trip")
  /// ```
  public init(name: String = "property", cases: Int = 100, seed: UInt64 = PropertyConfiguration.defaultSeed) {
    self.name = name
    self.cases = cases
    self.seed = seed
    self.shrinkLimits = ShrinkLimits()
    self.shrinks = true
    self.shrinkKeepsErrorType = true
    self.maxDiscardedCases = max(cases * 10, 100)
    self.maxChoicesPerCase = DrawContext.defaultMaxChoices
    self.replay = nil
    self.failureStore = nil
    self.coverage = []
    self.maxCoverageCases = 10_000
    self.coverageConfidence = 4
    self.coverageTolerance = 1
  }

  /// Applies `INPUT_CONTRACTS_SEED` and `INPUT_CONTRACTS_REPLAY` from `environment` to this configuration.
  ///
  /// ```swift
  /// let configuration = try PropertyConfiguration(name: "sorting").applyingEnvironment()
  /// ```
  public func applyingEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> PropertyConfiguration {
    var copy = self
    if let text = environment[Self.seedVariable]?.trimmingCharacters(in: .whitespaces), !text.isEmpty {
      if text.lowercased() == "random" {
        var system = SystemRandomNumberGenerator()
        copy.seed = system.next()
      } else if let seed = UInt64(text) {
        copy.seed = seed
      } else {
        throw PropertyConfigurationError.invalidSeed(text)
      }
    }
    if let text = environment[Self.replayVariable], !text.isEmpty {
      copy.replay = try ReplayToken(parsing: text)
    }
    return copy
  }
}

/// Why the environment could not configure a run.
///
/// ```swift
/// catch PropertyConfigurationError.invalidSeed(let text) { print(text) }
/// ```
public enum PropertyConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// `INPUT_CONTRACTS_SEED` is neither a decimal UInt64 nor `random`.
  case invalidSeed(String)

  /// A one-sentence explanation.
  public var description: String {
    switch self {
    case .invalidSeed(let text):
      return "\(PropertyConfiguration.seedVariable)=\"\(text)\" is neither a decimal UInt64 nor \"random\"."
    }
  }
}

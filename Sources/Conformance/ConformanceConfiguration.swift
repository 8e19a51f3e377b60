import InputGenerators
import InputReference

/// How much to run, from which seed.
nonisolated public struct ConformanceConfiguration: Sendable, Hashable {
  /// The seed `swift test` uses unless `INPUT_CONTRACTS_SEED` says otherwise.
  public static let defaultSeed: UInt64 = 20_261_130

  /// The default budget: cases per implementation and family. There is one: `input-fuzz`, the tests, the pins
  /// and every figure of BENCHMARKS.md and CORPUS.md use it, and say so.
  public static let defaultCases = 200

  /// The evidence floor: the checked steps every clause that applies gets in a run at the default budget
  /// (CONFORMANCE.md, "Evidence floor"). A clause below it steers the rest of the run toward it (``Steering``).
  public static let defaultEvidenceFloor = 10

  /// The run's seed; each case's seed is derived from it and the case index.
  public var seed: UInt64
  /// Cases per implementation and family.
  public var cases: Int
  /// The largest number of events in a case.
  public var maxSteps: Int
  /// Bounds on shrinking each finding.
  public var shrinkLimits: ShrinkLimits
  /// How many more failing cases of the same clause are shrunk, to escape a local minimum
  /// (assertions only: crashes are shrunk in child processes, where each candidate costs a launch).
  public var extraShrinks: Int
  /// The UIKit quirks the model reproduces (CONFORMANCE.md, "Quirks"); all of them by default.
  public var quirks: PlatformQuirks = .all
  /// Whether events real UIKit rarely or never sends are generated (`--unusual-input`; CONFORMANCE.md, "Tiers").
  public var unusualInput = false
  /// When set, only violations of these clauses are shrunk; the others are reported with the trace
  /// that found them. What a run finds, and in which order, does not change: a test that judges one
  /// clause (the mutant catalogue's) skips the cost of shrinking the rest.
  public var shrinksOnly: Set<ClauseID>?
  /// The checked steps each clause of the family should get; while one has fewer, the second half of the run
  /// steers toward it. 0 turns steering off.
  public var evidenceFloor = ConformanceConfiguration.defaultEvidenceFloor
  /// When set, the run stops after this many of its cases: the start of a longer run, replayed exactly (the
  /// second half of the budget, `cases`, is still where steering begins).
  public var stopsAfter: Int?
  /// The number of cases this run goes through: the budget, or fewer when it ``stopsAfter`` some.
  public var casesRun: Int { min(cases, stopsAfter ?? cases) }
  /// This run takes case indices `shard.index, shard.index + shard.count, …` (for splitting a campaign).
  public var shard: Shard

  /// One of N disjoint slices of the case space.
  nonisolated public struct Shard: Sendable, Hashable, Codable {
    public var index: Int
    public var count: Int
    public static let whole = Shard(index: 0, count: 1)

    public init(index: Int, count: Int) {
      self.index = index
      self.count = count
    }

    /// The case index of the `n`-th case of this shard.
    public func caseIndex(_ n: Int) -> Int { index + n * count }
  }

  public init(
    seed: UInt64 = ConformanceConfiguration.defaultSeed, cases: Int = ConformanceConfiguration.defaultCases,
    maxSteps: Int = 30,
    shrinkLimits: ShrinkLimits = ShrinkLimits(maxShrinks: 300, maxEvaluations: 1_500), shard: Shard = .whole,
    extraShrinks: Int = 2, unusualInput: Bool = false
  ) {
    self.unusualInput = unusualInput
    self.extraShrinks = extraShrinks
    self.seed = seed
    self.cases = cases
    self.maxSteps = maxSteps
    self.shrinkLimits = shrinkLimits
    self.shard = shard
  }
}

import Foundation
import InputGenerators

/// A stretch of one implementation-family run, for a stretch worker: the runner's loop runs in the worker's own
/// process, case after case, and only the run's state goes back and forth (one JSON line each way per stretch).
///
/// A case that traps or hangs takes the worker down; the parent then runs the same job again in a new worker,
/// ``isolatingFrom`` that evaluation on: the worker runs it, and every later evaluation of the same case (the rest of
/// a shrink, say), in a case worker of its own (``ChildProcessEvaluator``), and a run's job stops at the end of that
/// case, so that what follows starts in-process again from a state the parent holds. The run is deterministic, so the
/// new worker reaches the same evaluation with the same request and settings.
nonisolated public struct StretchJob: Codable, Sendable {
  /// What the worker runs.
  nonisolated public enum Task: Codable, Sendable, Hashable {
    /// The run's cases from where it stands (``ConformanceRunner/resume(_:family:from:startingAt:)``).
    case run
    /// The run's cases until the first report of a clause, shrinking nothing
    /// (``ConformanceRunner/firstReport(of:in:family:)``); it is not resumed, and a death runs it again from the start.
    case firstReport(ClauseID)
  }

  public var task = Task.run
  /// The implementation's member name.
  public var implementation: String
  public var family: ContractFamily
  public var configuration: ConformanceConfiguration
  /// Where the run stands; `nil` for its first stretch, which replays ``stored`` first.
  public var progress: FamilyProgress?
  /// Failing traces kept from earlier runs (first stretch only).
  public var stored: [[InputEvent]] = []
  /// The traps met so far in this run (a trap is reported once).
  public var ledger = TrapLedger()
  /// The stretch ends before the first case that starts later than this many seconds after it began; `nil`: no
  /// time limit.
  public var seconds: Double?
  /// The ordinal (from 1, in this stretch) of the first evaluation to run in a case worker, with every later one of
  /// its case: it took an earlier worker down while it ran this job.
  public var isolatingFrom: Int?
  /// The longest step seen to finish so far in this run, for the quick limit of a hang being shrunk.
  public var slowestStep: Double = 0
  /// The case worker: its executable, the arguments that put it in worker mode, and the limit on a step.
  public var caseWorker: String
  public var caseWorkerArguments: [String] = ["--worker"]
  public var timeLimit: Double

  public init(
    implementation: String, family: ContractFamily, configuration: ConformanceConfiguration, caseWorker: String,
    timeLimit: Double
  ) {
    self.implementation = implementation
    self.family = family
    self.configuration = configuration
    self.caseWorker = caseWorker
    self.timeLimit = timeLimit
  }

  /// Whether the stretch stops at the end of the case of the first isolated evaluation: a run's job run again after
  /// a death hands its state back there, and the run goes on from it in-process.
  public var stopsAfterIsolatedCase: Bool { task == .run && isolatingFrom != nil }
}

/// What a stretch worker sends back.
nonisolated public struct StretchResult: Codable, Sendable {
  /// Where the run stands after the stretch.
  public var progress: FamilyProgress
  /// The traps met so far in this run.
  public var ledger: TrapLedger
  /// The longest step seen to finish so far in this run.
  public var slowestStep: Double
  /// Case workers started during the stretch, and how many of them were killed for hanging.
  public var launches: Int
  public var hangKills: Int
  /// For a ``StretchJob/Task/firstReport(_:)`` task: the case (1-based) that first reported the clause, and the
  /// run's first finding; `nil` when the budget passed without it.
  public var firstReport: FirstReport?

  /// The answer of a ``StretchJob/Task/firstReport(_:)`` task.
  nonisolated public struct FirstReport: Codable, Sendable {
    public var cases: Int
    public var first: Finding
  }

  public init(
    progress: FamilyProgress, ledger: TrapLedger, slowestStep: Double, launches: Int = 0, hangKills: Int = 0
  ) {
    self.progress = progress
    self.ledger = ledger
    self.slowestStep = slowestStep
    self.launches = launches
    self.hangKills = hangKills
  }
}

/// The lines of the stretch protocol.
nonisolated public enum StretchProtocol {
  /// The prefix of a result line (`R {json}`); a line `R null` says the job could not be read or its implementation
  /// is unknown.
  public static let resultPrefix = "R "
  /// The line a worker writes once it is ready, before reading any job.
  public static let readyLine = "READY"
  /// The arguments that make an `input-fuzz`-style executable a stretch worker.
  public static let arguments = ["--stretch-worker"]
}

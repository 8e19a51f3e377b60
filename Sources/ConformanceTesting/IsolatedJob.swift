import Foundation
import InputConformance
import InputGenerators

/// Work for a child process (an exit test): a stretch of a campaign, or the confirmation and shrinking
/// of a crash.
///
/// The child writes lines the parent reads back from its standard output: `C n` when case n starts,
/// `P {json}` before each event reaches the implementation, `S {json}` with the campaign's state after
/// each case, `Q {json}` before each case of a shrink it runs itself, `V {json}` with a shrink's result,
/// and `E` at the end. A child that stops without `E` crashed (or, with `H`, hung) at the last `P`.
nonisolated public struct IsolatedJob: Codable, Sendable {
  /// What to run.
  public enum Work: Codable, Sendable {
    /// Cases `start ..< configuration.cases`, continuing from `progress`.
    case campaign(start: Int, progress: FamilyProgress)
    /// Confirm and shrink a crash or a hang, as ``ConformanceRunner/confirmAndShrink(_:case:implementation:family:settings:caseIndex:casesToDetection:)``
    /// does, with the cases known to crash answered from `shrink.known`.
    case shrink(ShrinkWork)
  }

  /// A crash or hang to confirm and shrink, and the cases of that shrink that took earlier children down.
  public struct ShrinkWork: Codable, Sendable {
    public var finding: Finding
    public var found: EvaluatedCase
    public var settings: CaseSettings
    public var caseIndex: Int
    public var casesToDetection: Int
    /// Each case that crashed or hung an earlier child, and its result as the parent judged it.
    public var known: [KnownCase]
  }

  /// A case whose result is known without running it (it took a child down).
  public struct KnownCase: Codable, Sendable {
    public var request: CaseRequest
    public var settings: CaseSettings
    public var result: EvaluatedCase
  }

  /// What a child is about to run in a shrink (`Q {json}`).
  public struct Question: Codable, Sendable, Equatable {
    public var request: CaseRequest
    public var settings: CaseSettings
  }

  public var family: ContractFamily
  public var seed: UInt64
  public var cases: Int
  public var maxSteps: Int
  public var timeLimit: Double
  public var work: Work

  /// The job as the single string an exit test captures.
  public var encoded: String {
    (try? JSONEncoder().encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  /// Reads a job back.
  public init?(encoded: String) {
    guard let job = try? JSONDecoder().decode(IsolatedJob.self, from: Data(encoded.utf8)) else { return nil }
    self = job
  }

  init(family: ContractFamily, configuration: ConformanceConfiguration, timeLimit: Double, work: Work) {
    self.family = family
    self.seed = configuration.seed
    self.cases = configuration.cases
    self.maxSteps = configuration.maxSteps
    self.timeLimit = timeLimit
    self.work = work
  }

  var configuration: ConformanceConfiguration {
    ConformanceConfiguration(seed: seed, cases: cases, maxSteps: maxSteps)
  }

  /// The step limit of a quick case (a hang being shrunk): a twentieth of the limit, at least 0.1 s.
  static func quickLimit(_ timeLimit: Double) -> Double { min(timeLimit, max(0.1, timeLimit / 20)) }
}

/// The child side of an isolated job.
enum IsolatedWorker {
  private static let output = FileHandle.standardOutput
  private static let encoder = JSONEncoder()

  static func send(_ prefix: String, _ value: some Encodable) {
    guard let data = try? encoder.encode(value) else { return }
    output.write(Data(prefix.utf8) + data + Data("\n".utf8))
  }

  static func send(_ line: String) {
    output.write(Data((line + "\n").utf8))
  }

  /// Runs `job` on `implementation`, reporting on standard output, then exits with status 1
  /// (so that an exit test expecting `.failure` matches a clean end and a trap alike).
  static func run(_ job: IsolatedJob, on implementation: Implementation) -> Never {
    let watchdog = Watchdog(limit: job.timeLimit)
    switch job.work {
    case .shrink(let work):
      let evaluator = AnsweringEvaluator(known: work.known, watchdog: watchdog, timeLimit: job.timeLimit)
      let runner = ConformanceRunner(configuration: job.configuration, evaluator: evaluator)
      let violation = runner.confirmAndShrink(
        work.finding, case: work.found, implementation: implementation, family: job.family,
        settings: work.settings, caseIndex: work.caseIndex, casesToDetection: work.casesToDetection)
      send("V ", violation)
    case .campaign(let start, let progress):
      let evaluator = WatchedEvaluator(watchdog: watchdog)
      var runner = ConformanceRunner(configuration: job.configuration, evaluator: evaluator)
      var state = progress
      for n in start..<max(start, job.cases) {
        send("C \(n)")
        runner.shouldStop = nil
        var single = job.configuration
        single.stopsAfter = n + 1
        runner.configuration = single
        state = runner.resume(implementation, family: job.family, from: state, startingAt: n)
        send("S ", state)
      }
    }
    send("E")
    exit(1)
  }

  /// Runs cases in this (child) process, telling the watchdog and the parent about each step.
  struct WatchedEvaluator: CaseEvaluator {
    let watchdog: Watchdog

    func evaluate(
      _ request: CaseRequest, implementation: Implementation, family: ContractFamily, settings: CaseSettings
    ) -> EvaluatedCase {
      watchdog.beginCase(limit: nil)
      var trace: [InputEvent] = []
      return InProcessEvaluator.run(request, implementation: implementation, family: family, settings: settings) {
        step, event, clause, choices in
        watchdog.touch()
        trace.append(event)
        IsolatedWorker.send("P ", WorkerProgress(step: step, trace: trace, clause: clause, choices: choices))
      }
    }
  }

  /// Answers the cases known to crash from the parent's list, and runs every other case here, after
  /// saying which (`Q`): a child that dies on one tells the parent which case to add to the list.
  struct AnsweringEvaluator: CaseEvaluator {
    let known: [IsolatedJob.KnownCase]
    let watchdog: Watchdog
    let timeLimit: Double

    func evaluate(
      _ request: CaseRequest, implementation: Implementation, family: ContractFamily, settings: CaseSettings
    ) -> EvaluatedCase {
      if let answer = known.first(where: { $0.request == request && $0.settings == settings }) { return answer.result }
      IsolatedWorker.send("Q ", IsolatedJob.Question(request: request, settings: settings))
      watchdog.beginCase(limit: settings.stepLimit == .quick ? IsolatedJob.quickLimit(timeLimit) : timeLimit)
      return WatchedEvaluator(watchdog: watchdog).evaluate(
        request, implementation: implementation, family: family, settings: settings)
    }
  }
}

/// Ends the child with `H` when no step has started for longer than the limit: a hang. Before the
/// first step of a case, the case is being set up, which a busy machine may make slow: that gets at
/// least 5 s.
nonisolated final class Watchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var limit: Double
  private var lastActivity = Date()
  private var touched = false

  init(limit: Double) {
    self.limit = limit
    Thread.detachNewThread { [self] in
      while true {
        lock.lock()
        let allowed = touched ? self.limit : max(self.limit, 5)
        let idle = Date().timeIntervalSince(lastActivity)
        let pause = min(0.05, self.limit / 4)
        lock.unlock()
        if idle > allowed {
          FileHandle.standardOutput.write(Data("H\n".utf8))
          exit(2)
        }
        Thread.sleep(forTimeInterval: pause)
      }
    }
  }

  /// A case is about to be set up; from now on its steps get `limit` seconds each (unchanged if `nil`).
  func beginCase(limit newLimit: Double?) {
    lock.lock()
    if let newLimit { limit = newLimit }
    lastActivity = Date()
    touched = false
    lock.unlock()
  }

  /// A step starts.
  func touch() {
    lock.lock()
    lastActivity = Date()
    touched = true
    lock.unlock()
  }
}

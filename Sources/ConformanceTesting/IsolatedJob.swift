import Foundation
import InputConformance
import InputGenerators

/// Work for a child process (an exit test): a stretch of a campaign, or one trace.
///
/// The child writes lines the parent reads back from its standard output:
/// `C n` when case n starts, `P {json}` before each event reaches the
/// implementation, `S {json}` with the campaign's state after each case, and
/// `R {json}` with a trace's outcome. A child that stops without its last line
/// crashed (or, with `H`, hung) at the last `P`.
public struct IsolatedJob: Codable, Sendable {
  /// What to run.
  public enum Work: Codable, Sendable {
    /// Cases `start ..< configuration.cases`, continuing from `progress`.
    case campaign(start: Int, progress: FamilyProgress)
    /// One exact trace.
    case trace([InputEvent], settings: CaseSettings)
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
    case .trace(let events, let settings):
      var trace: [InputEvent] = []
      let evaluated = InProcessEvaluator.run(
        .events(events), implementation: implementation, family: job.family, settings: settings
      ) { step, event, clause, choices in
        watchdog.touch()
        trace.append(event)
        send("P ", WorkerProgress(step: step, trace: trace, clause: clause, choices: choices))
      }
      send("R ", evaluated.outcome)
    case .campaign(let start, let progress):
      let evaluator = WatchedEvaluator(watchdog: watchdog)
      var runner = ConformanceRunner(configuration: job.configuration, evaluator: evaluator)
      var state = progress
      for n in start..<max(start, job.cases) {
        send("C \(n)")
        runner.shouldStop = nil
        var single = job.configuration
        single.cases = n + 1
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
      var trace: [InputEvent] = []
      return InProcessEvaluator.run(request, implementation: implementation, family: family, settings: settings) {
        step, event, clause, choices in
        watchdog.touch()
        trace.append(event)
        IsolatedWorker.send("P ", WorkerProgress(step: step, trace: trace, clause: clause, choices: choices))
      }
    }
  }
}

/// Ends the child with `H` when no step has started for longer than the limit: a hang.
final class Watchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var lastActivity = Date()

  init(limit: Double) {
    Thread.detachNewThread { [self] in
      while true {
        Thread.sleep(forTimeInterval: min(0.05, limit / 4))
        lock.lock()
        let idle = Date().timeIntervalSince(lastActivity)
        lock.unlock()
        if idle > limit {
          FileHandle.standardOutput.write(Data("H\n".utf8))
          exit(2)
        }
      }
    }
  }

  func touch() {
    lock.lock()
    lastActivity = Date()
    lock.unlock()
  }
}

#if os(macOS) || os(Linux)
  import Foundation
  import InputGenerators

  /// One stretch worker child, seen from the fuzzing process: it is sent a ``StretchJob``, watched while it runs
  /// (its output, and its heartbeat in ``SharedCounters``), and answers with a ``StretchResult``.
  ///
  /// A trap or a hang in a case it runs in its own process ends only that worker: the watcher reads which evaluation
  /// was running, starts a new worker and sends it the same job with that evaluation and the rest of its case
  /// isolated, to stop at the end of that case (``StretchJob/isolatingFrom``). The isolated evaluation runs in a case worker, which places the trap at its step and event as every case
  /// did before (``ChildProcessEvaluator``); it is then confirmed by re-running it alone and shrunk with each
  /// candidate isolated, as the runner does for any crash or hang.
  ///
  /// ```swift
  /// let worker = StretchWorker(executable: URL(fileURLWithPath: "/path/to/input-fuzz"))
  /// let result = worker.run(job)  // blocks until the stretch is done
  /// ```
  nonisolated public final class StretchWorker {
    /// The worker executable (an `input-fuzz`-style command, which is also the case worker).
    public let executable: URL
    /// Arguments that put it in stretch-worker mode.
    public let arguments: [String]
    /// The longest a step may take before it counts as a hang.
    public let timeLimit: TimeInterval
    /// The workers' environment.
    public let environment: [String: String]
    /// Stretch workers started, and case workers started by them (a restart follows every crash or hang).
    public private(set) var launches = 0
    /// Workers killed because a step did not finish in time (stretch workers and case workers).
    public private(set) var hangKills = 0

    private var process: WorkerProcess?
    private var counters: SharedCounters?
    private var running: Running?

    /// A job being run, and what its watcher last saw.
    nonisolated private struct Running {
      var job: StretchJob
      /// Whether the job was asked to stop after its current case.
      var stopRequested = false
      var beat: UInt64 = 0
      var beatSeen = DispatchTime.now().uptimeNanoseconds
    }

    /// Creates a watcher; no worker starts until the first job.
    public init(
      executable: URL, arguments: [String] = StretchProtocol.arguments, timeLimit: TimeInterval = 2,
      environment: [String: String]? = nil
    ) {
      signal(SIGPIPE, SIG_IGN)
      self.executable = executable
      self.arguments = arguments
      self.timeLimit = timeLimit
      self.environment = environment ?? ChildProcessEvaluator.workerEnvironment(ProcessInfo.processInfo.environment)
    }

    deinit { process?.terminate() }

    /// A job for this worker's executable and limit.
    public func job(
      _ implementation: Implementation, family: ContractFamily, configuration: ConformanceConfiguration
    ) -> StretchJob {
      StretchJob(
        implementation: implementation.name, family: family, configuration: configuration,
        caseWorker: executable.path, timeLimit: timeLimit)
    }

    /// Whether a job is running.
    public var isBusy: Bool { running != nil }

    /// Runs `job` to its end, waiting for it: a run cut short by a trap or a hang goes on from where it stopped
    /// (``continuation(of:after:)``).
    public func run(_ job: StretchJob) -> StretchResult {
      var job = job
      while true {
        let result = runOnce(job)
        guard let next = Self.continuation(of: job, after: result) else { return result }
        job = next
      }
    }

    /// Runs `job` once, waiting for it.
    private func runOnce(_ job: StretchJob) -> StretchResult {
      if let failed = start(job) { return failed }
      while true {
        StretchWorker.wait(for: [self], timeout: 0.05)
        if let result = check() { return result }
      }
    }

    /// The job that goes on from `result`, when `job` ran a run with no time limit and stopped before its end (at the
    /// end of the case a trap or a hang was isolated in); `nil` when it is done.
    public static func continuation(of job: StretchJob, after result: StretchResult) -> StretchJob? {
      guard job.task == .run, job.seconds == nil, result.progress.nextCase < job.configuration.casesRun else {
        return nil
      }
      var next = job
      next.progress = result.progress
      next.stored = []
      next.ledger = result.ledger
      next.slowestStep = result.slowestStep
      next.isolatingFrom = nil
      return next
    }

    /// Sends `job` to the worker (starting one if needed); a result at once when no worker could take it.
    public func start(_ job: StretchJob) -> StretchResult? {
      start(job, stopRequested: false)
    }

    private func start(_ job: StretchJob, stopRequested: Bool) -> StretchResult? {
      precondition(running == nil, "a stretch worker runs one job at a time")
      let process: WorkerProcess
      let counters: SharedCounters
      do {
        (process, counters) = try self.process.flatMap { process in self.counters.map { (process, $0) } } ?? launch()
      } catch {
        return Self.failure(
          of: job, "the stretch worker \(executable.path) could not start: \(ErrorWords.describe(error))")
      }
      guard let line = try? JSONEncoder().encode(job) else {
        return Self.failure(of: job, "the stretch job could not be encoded")
      }
      counters.reset()
      if stopRequested { counters[.stop] = 1 }
      process.clearErrors()
      process.send(line)
      running = Running(job: job, stopRequested: stopRequested)
      return nil
    }

    /// Asks the running job to stop after its current case (Ctrl-C).
    public func requestStop() {
      guard running != nil else { return }
      running?.stopRequested = true
      counters?[.stop] = 1
    }

    /// What the running job has done so far, as its worker tells it: the cases and violations of its run in all.
    public var liveProgress: (implementation: String, family: ContractFamily, cases: Int, violations: Int)? {
      guard let running, let counters else { return nil }
      return (running.job.implementation, running.job.family, Int(counters[.cases]), Int(counters[.violations]))
    }

    /// The descriptors ``wait(for:timeout:)`` watches for this worker.
    var watchedDescriptors: [Int32] { running == nil ? [] : process?.watchedDescriptors ?? [] }

    /// Waits until one of `workers` has written something or ended, or `timeout` seconds have passed.
    public static func wait(for workers: [StretchWorker], timeout: TimeInterval) {
      var descriptors = workers.flatMap(\.watchedDescriptors).map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let milliseconds = Int32(max(0, timeout) * 1000)
      if descriptors.isEmpty {
        usleep(UInt32(milliseconds) * 1000)
        return
      }
      _ = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
    }

    /// Looks at the running job once: its result when it is done, `nil` while it goes on. A worker that died in a
    /// case of its own is replaced, and the job sent again with that case isolated.
    public func check() -> StretchResult? {
      guard var current = running, let process, let counters else { return nil }
      while let next = process.lineIfReady() {
        switch next {
        case .line(let text) where text.hasPrefix(StretchProtocol.resultPrefix):
          running = nil
          guard
            let result = try? JSONDecoder().decode(
              StretchResult.self, from: Data(text.dropFirst(StretchProtocol.resultPrefix.count).utf8))
          else {
            return Self.failure(
              of: current.job, "the stretch worker could not run the job for \(current.job.implementation)")
          }
          launches += result.launches
          hangKills += result.hangKills
          return result
        case .line:
          continue
        case .closed:
          return died(current, how: process.exitDescription, message: TrapIdentity.message(in: process.errorText))
        case .timedOut:
          return nil
        }
      }
      // The heartbeat: a case of the worker's own whose step has not moved for the limit hangs.
      let now = DispatchTime.now().uptimeNanoseconds
      let beat = counters[.beat]
      if beat != current.beat || counters.phase != .inProcess {
        current.beat = beat
        current.beatSeen = now
        running = current
        return nil
      }
      let limit = counters[.step] == 0 ? max(timeLimit, ChildProcessEvaluator.setUpLimit) : timeLimit
      guard Double(now - current.beatSeen) / 1e9 > limit else { return nil }
      hangKills += 1
      return died(current, how: WorkerDeath.hangDetail(limit: limit), message: nil)
    }

    /// A worker that ended without its result: the job again with the evaluation it died in isolated, or a bad
    /// oracle when it died outside any case of its own.
    private func died(_ current: Running, how: String, message: String?) -> StretchResult? {
      let phase = counters?.phase ?? .runner
      let evaluation = Int(counters?[.evaluation] ?? 0)
      process?.terminate()
      process = nil
      running = nil
      var job = current.job
      // Deterministic, the job reaches the same evaluation again, before any it isolates already.
      guard phase == .inProcess, evaluation > 0, evaluation < job.isolatingFrom ?? .max else {
        let suffix = message.map { ": \($0)" } ?? ""
        return Self.failure(of: job, "the stretch worker \(how) outside the cases it isolates\(suffix)")
      }
      job.isolatingFrom = evaluation
      // Run again up to the evaluation that died, whatever the time: the run must reach it again.
      job.seconds = nil
      return start(job, stopRequested: current.stopRequested)
    }

    /// Starts a worker and waits for it to say it is ready.
    private func launch() throws -> (WorkerProcess, SharedCounters) {
      launches += 1
      let counters = try self.counters ?? SharedCounters()
      self.counters = counters
      let process = try WorkerProcess(
        executable: executable.path, arguments: arguments, environment: environment, sharing: counters.descriptor)
      switch process.nextLine(timeout: ChildProcessEvaluator.startUpLimit) {
      case .line(StretchProtocol.readyLine):
        self.process = process
        return (process, counters)
      case .line(let other):
        process.terminate()
        throw ChildProcessEvaluator.WorkerStartError.unexpected(other)
      case .closed:
        let how = process.exitDescription
        let message = TrapIdentity.message(in: process.errorText)
        process.terminate()
        throw ChildProcessEvaluator.WorkerStartError.exited(how, message: message)
      case .timedOut:
        process.terminate()
        throw ChildProcessEvaluator.WorkerStartError.notReady(ChildProcessEvaluator.startUpLimit)
      }
    }

    /// The job's run, ended with a bad oracle saying why the harness could not go on.
    static func failure(of job: StretchJob, _ detail: String) -> StretchResult {
      var progress =
        job.progress
        ?? FamilyProgress(
          maxSteps: job.configuration.maxSteps, quirks: job.configuration.quirks,
          unusualInput: job.configuration.unusualInput)
      let finding = Finding(clause: ClauseID(.resp, 1), kind: .crash, step: 0, detail: detail, isBadOracle: true)
      progress.record(
        ConformanceViolation(
          implementation: job.implementation, family: job.family, finding: finding, trace: [], originalLength: 0,
          shrinkEvaluations: 0, seed: job.configuration.seed, caseIndex: -1, casesToDetection: progress.cases,
          isKnownDeviation: false))
      progress.nextCase = max(progress.nextCase, job.configuration.casesRun)
      return StretchResult(progress: progress, ledger: job.ledger, slowestStep: job.slowestStep)
    }
  }
#endif

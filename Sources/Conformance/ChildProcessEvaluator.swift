#if os(macOS) || os(Linux)
  import Foundation
  import InputGenerators

  /// Runs cases in a worker child process, so that an implementation that traps
  /// or loops forever becomes a `crash` or `hang` finding instead of taking the
  /// run down.
  ///
  /// One worker serves case after case; when it dies it is restarted for the
  /// next case. The child is any executable that calls ``WorkerLoop/serve(lookup:)``
  /// when given `arguments` (`input-fuzz --worker`).
  ///
  /// Workers run with Swift's backtracer off (`SWIFT_BACKTRACE=enable=no`, unless this process's
  /// environment sets `SWIFT_BACKTRACE`): symbolicating every trap cost most of a second, and the
  /// finding needs only the runtime's one-line message, which is kept.
  public final class ChildProcessEvaluator: CaseEvaluator {
    /// The worker executable.
    public let executable: URL
    /// Arguments that put it in worker mode.
    public let arguments: [String]
    /// The longest a step may take before it counts as a hang.
    public let timeLimit: TimeInterval
    /// The workers' environment.
    public let environment: [String: String]
    /// How many times a worker was started (a restart follows every crash or hang).
    public private(set) var launches = 0
    /// How many workers were killed because a step did not finish in time.
    public private(set) var hangKills = 0

    private var worker: WorkerProcess?
    /// The longest step seen to finish, for ``quickLimit`` (a stretch worker adds the steps it runs itself).
    var slowestStep: TimeInterval = 0
    /// The traps met so far (a trap is reported once); a stretch worker carries it from one stretch to the next.
    var ledger = TrapLedger()

    /// Creates an evaluator.
    ///
    /// - Parameters:
    ///   - executable: the worker executable (this executable, for a command that is its own worker).
    ///   - arguments: the arguments that put it in worker mode.
    ///   - timeLimit: seconds a step may take before it is a hang.
    ///   - environment: the workers' environment; by default this process's, with the backtracer off.
    public init(
      executable: URL, arguments: [String] = ["--worker"], timeLimit: TimeInterval = 2,
      environment: [String: String]? = nil
    ) {
      // A worker that dies with requests unread must not kill this process with SIGPIPE.
      signal(SIGPIPE, SIG_IGN)
      self.executable = executable
      self.arguments = arguments
      self.timeLimit = timeLimit
      self.environment = environment ?? Self.workerEnvironment(ProcessInfo.processInfo.environment)
    }

    deinit { worker?.terminate() }

    /// `environment` with Swift's backtracer off, unless it says otherwise.
    nonisolated public static func workerEnvironment(_ environment: [String: String]) -> [String: String] {
      var result = environment
      if result["SWIFT_BACKTRACE"] == nil { result["SWIFT_BACKTRACE"] = "enable=no" }
      return result
    }

    /// The step limit for ``StepLimit/quick``: twenty times the longest step seen to finish, at least
    /// 0.1 s, at most ``timeLimit``.
    public var quickLimit: TimeInterval { min(timeLimit, max(0.1, 20 * slowestStep)) }

    public func evaluate(
      _ request: CaseRequest, implementation: Implementation, family: ContractFamily, settings: CaseSettings
    ) -> EvaluatedCase {
      let work = WorkerRequest(
        request: request, implementation: implementation.name, family: family, settings: settings)
      guard let line = try? JSONEncoder().encode(work) else {
        return EvaluatedCase(outcome: CaseOutcome(), overran: true)
      }
      let process: WorkerProcess
      do {
        process = try worker ?? launch()
      } catch {
        return failedToStart(error)
      }
      worker = process
      process.clearErrors()
      process.send(line)
      let limit = settings.stepLimit == .quick ? quickLimit : timeLimit
      var lastStep: WorkerStep?
      var trace: [InputEvent] = []
      var choices: [Choice] = []
      var stepStarted = DispatchTime.now().uptimeNanoseconds
      var slowestInCase: UInt64 = 0
      /// What the worker was doing when it stopped answering.
      var last: WorkerProgress? {
        lastStep.map {
          WorkerProgress(step: $0.step, trace: trace, clause: $0.clause, choices: ChoiceSequence(choices))
        }
      }
      while true {
        // The limit is per step: each progress line restarts it. Before the first step the case
        // is being set up (drivers, windows, the reference), which a busy machine may make slow.
        let next = process.nextLine(timeout: lastStep == nil ? max(limit, Self.setUpLimit) : limit)
        let now = DispatchTime.now().uptimeNanoseconds
        switch next {
        case .line(let text) where text.hasPrefix(WorkerProtocol.progressPrefix):
          if let step = try? JSONDecoder().decode(WorkerStep.self, from: Data(text.dropFirst(2).utf8)) {
            if lastStep != nil { slowestInCase = max(slowestInCase, now - stepStarted) }
            stepStarted = now
            trace.append(step.event)
            choices += step.newChoices
            lastStep = step
          }
        case .line(let text) where text.hasPrefix(WorkerProtocol.resultPrefix):
          guard let evaluated = try? JSONDecoder().decode(EvaluatedCase.self, from: Data(text.dropFirst(2).utf8))
          else { return EvaluatedCase(outcome: CaseOutcome(), overran: true) }
          if lastStep != nil { slowestInCase = max(slowestInCase, now - stepStarted) }
          slowestStep = max(slowestStep, Double(slowestInCase) / 1e9)
          return evaluated
        case .line:
          continue
        case .closed:
          worker = nil
          let how = process.exitDescription
          let message = TrapIdentity.message(in: process.errorText)
          process.terminate()
          return WorkerDeath(kind: .crash, last: last, detail: how, message: message)
            .evaluated(implementation: implementation, family: family, settings: settings, ledger: &ledger)
        case .timedOut:
          worker = nil
          process.terminate()
          hangKills += 1
          return WorkerDeath(kind: .hang, last: last, detail: WorkerDeath.hangDetail(limit: limit), message: nil)
            .evaluated(implementation: implementation, family: family, settings: settings, ledger: &ledger)
        }
      }
    }

    /// Starts a worker and waits for it to say it is ready, so that its start-up (slow on a busy
    /// machine) never counts against a case's time limit.
    private func launch() throws -> WorkerProcess {
      launches += 1
      let process = try WorkerProcess(executable: executable.path, arguments: arguments, environment: environment)
      switch process.nextLine(timeout: Self.startUpLimit) {
      case .line(WorkerProtocol.readyLine): return process
      case .line(let other):
        process.terminate()
        throw WorkerStartError.unexpected(other)
      case .closed:
        let how = process.exitDescription
        let message = TrapIdentity.message(in: process.errorText)
        process.terminate()
        throw WorkerStartError.exited(how, message: message)
      case .timedOut:
        process.terminate()
        throw WorkerStartError.notReady(Self.startUpLimit)
      }
    }

    /// How long a case's set-up may take before its first step.
    nonisolated static let setUpLimit: TimeInterval = 5

    /// How long a worker may take to start.
    nonisolated static let startUpLimit: TimeInterval = 60

    /// Why a worker could not start.
    nonisolated enum WorkerStartError: Error, CustomStringConvertible {
      case unexpected(String)
      case exited(String, message: String?)
      case notReady(TimeInterval)

      var description: String {
        switch self {
        case .unexpected(let line): "it wrote \"\(line.prefix(80))\" instead of \(WorkerProtocol.readyLine)"
        case .exited(let how, let message): "it \(how) before it was ready" + (message.map { ": \($0)" } ?? "")
        case .notReady(let limit): "it was not ready within \(Int(limit)) s"
        }
      }
    }

    private func failedToStart(_ error: any Error) -> EvaluatedCase {
      let finding = Finding(
        clause: ClauseID(.resp, 1), kind: .crash, step: 0,
        detail: "the worker \(executable.path) could not start: \(ErrorWords.describe(error))", isBadOracle: true)
      return EvaluatedCase(outcome: CaseOutcome(finding: finding))
    }
  }
#endif

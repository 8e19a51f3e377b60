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
  public final class ChildProcessEvaluator: CaseEvaluator {
    /// The worker executable.
    public let executable: URL
    /// Arguments that put it in worker mode.
    public let arguments: [String]
    /// The longest a case may take before it counts as a hang.
    public let timeLimit: TimeInterval
    /// How many times a worker was started (a restart follows every crash or hang).
    public private(set) var launches = 0

    private var worker: WorkerProcess?

    public init(executable: URL, arguments: [String] = ["--worker"], timeLimit: TimeInterval = 2) {
      // A worker that dies with requests unread must not kill this process with SIGPIPE.
      signal(SIGPIPE, SIG_IGN)
      self.executable = executable
      self.arguments = arguments
      self.timeLimit = timeLimit
    }

    deinit { worker?.terminate() }

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
      process.send(line)
      var lastStep: WorkerStep?
      var trace: [InputEvent] = []
      var choices: [Choice] = []
      /// What the worker was doing when it stopped answering.
      var last: WorkerProgress? {
        lastStep.map {
          WorkerProgress(step: $0.step, trace: trace, clause: $0.clause, choices: ChoiceSequence(choices))
        }
      }
      while true {
        // The limit is per step: each progress line restarts it. Before the first step the case
        // is being set up (drivers, windows, the reference), which a busy machine may make slow.
        switch process.nextLine(timeout: lastStep == nil ? max(timeLimit, Self.setUpLimit) : timeLimit) {
        case .line(let text) where text.hasPrefix(WorkerProtocol.progressPrefix):
          if let step = try? JSONDecoder().decode(WorkerStep.self, from: Data(text.dropFirst(2).utf8)) {
            trace.append(step.event)
            choices += step.newChoices
            lastStep = step
          }
        case .line(let text) where text.hasPrefix(WorkerProtocol.resultPrefix):
          if let evaluated = try? JSONDecoder().decode(EvaluatedCase.self, from: Data(text.dropFirst(2).utf8)) {
            return evaluated
          }
          return EvaluatedCase(outcome: CaseOutcome(), overran: true)
        case .line:
          continue
        case .closed:
          worker = nil
          process.terminate()
          return died(.crash, last: last, detail: process.exitDescription)
        case .timedOut:
          worker = nil
          process.terminate()
          return died(.hang, last: last, detail: "did not finish within \(timeLimit) s")
        }
      }
    }

    /// Starts a worker and waits for it to say it is ready, so that its start-up (slow on a busy
    /// machine) never counts against a case's time limit.
    private func launch() throws -> WorkerProcess {
      launches += 1
      let process = try WorkerProcess(executable: executable, arguments: arguments)
      switch process.nextLine(timeout: Self.startUpLimit) {
      case .line(WorkerProtocol.readyLine): return process
      case .line(let other):
        process.terminate()
        throw WorkerStartError.unexpected(other)
      case .closed:
        process.terminate()
        throw WorkerStartError.exited(process.exitDescription)
      case .timedOut:
        process.terminate()
        throw WorkerStartError.notReady(Self.startUpLimit)
      }
    }

    /// How long a case's set-up may take before its first step.
    static let setUpLimit: TimeInterval = 5

    /// How long a worker may take to start.
    static let startUpLimit: TimeInterval = 60

    /// Why a worker could not start.
    enum WorkerStartError: Error, CustomStringConvertible {
      case unexpected(String)
      case exited(String)
      case notReady(TimeInterval)

      var description: String {
        switch self {
        case .unexpected(let line): "it wrote \"\(line.prefix(80))\" instead of \(WorkerProtocol.readyLine)"
        case .exited(let how): "it \(how) before it was ready"
        case .notReady(let limit): "it was not ready within \(Int(limit)) s"
        }
      }
    }

    private func died(_ kind: ViolationKind, last: WorkerProgress?, detail: String) -> EvaluatedCase {
      guard let last else {
        // Nothing of the implementation ran: the harness failed, which is a bad oracle.
        let finding = Finding(
          clause: ClauseID(.resp, 1), kind: kind, step: 0, detail: "the worker \(detail) before any event",
          isBadOracle: true)
        return EvaluatedCase(outcome: CaseOutcome(finding: finding))
      }
      let event = last.trace.last.map(String.init(describing:)) ?? "the first event"
      let verb = kind == .crash ? "trapped" : "hung"
      let finding = Finding(
        clause: last.clause, kind: kind, step: last.step,
        detail: "the implementation \(verb) during \"\(event)\" (\(detail))")
      return EvaluatedCase(outcome: CaseOutcome(trace: last.trace, finding: finding), choices: last.choices)
    }

    private func failedToStart(_ error: any Error) -> EvaluatedCase {
      let finding = Finding(
        clause: ClauseID(.resp, 1), kind: .crash, step: 0,
        detail: "the worker \(executable.path) could not start: \(error)", isBadOracle: true)
      return EvaluatedCase(outcome: CaseOutcome(finding: finding))
    }
  }

  /// A running worker: its pipes and a reader thread that hands over lines.
  final class WorkerProcess: @unchecked Sendable {
    enum Next {
      case line(String)
      case closed
      case timedOut
    }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSLock()
    private let available = DispatchSemaphore(value: 0)
    private var lines: [String] = []
    private var isClosed = false

    init(executable: URL, arguments: [String]) throws {
      process.executableURL = executable
      process.arguments = arguments
      process.standardInput = input
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      let handle = output.fileHandleForReading
      Thread.detachNewThread { [self] in
        var buffer = Data()
        while true {
          let chunk = handle.availableData
          if chunk.isEmpty { break }
          buffer.append(chunk)
          while let newline = buffer.firstIndex(of: 0x0A) {
            let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
            buffer.removeSubrange(buffer.startIndex...newline)
            deliver(line)
          }
        }
        lock.lock()
        isClosed = true
        lock.unlock()
        available.signal()
      }
    }

    private func deliver(_ line: String) {
      lock.lock()
      lines.append(line)
      lock.unlock()
      available.signal()
    }

    func send(_ data: Data) {
      try? input.fileHandleForWriting.write(contentsOf: data + Data("\n".utf8))
    }

    func nextLine(timeout: TimeInterval) -> Next {
      let deadline = DispatchTime.now() + timeout
      while true {
        lock.lock()
        if !lines.isEmpty {
          let line = lines.removeFirst()
          lock.unlock()
          return .line(line)
        }
        if isClosed {
          lock.unlock()
          return .closed
        }
        lock.unlock()
        if available.wait(timeout: deadline) == .timedOut { return .timedOut }
      }
    }

    /// How the process ended, for a crash report.
    var exitDescription: String {
      process.waitUntilExit()
      return process.terminationReason == .uncaughtSignal
        ? "was killed by signal \(process.terminationStatus)" : "exited with status \(process.terminationStatus)"
    }

    func terminate() {
      if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
      }
      try? input.fileHandleForWriting.close()
    }
  }
#endif

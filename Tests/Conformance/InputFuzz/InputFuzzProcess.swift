import Foundation
import Testing

/// How one run of the `input-fuzz` binary ended.
struct InputFuzzResult: Sendable {
  /// The exit status, or the signal number when `wasSignalled`.
  var status: Int32
  /// Whether the process ended from a signal (a trap or the test's timeout kill).
  var wasSignalled: Bool
  /// Whether the test had to kill the process because it ran past its timeout.
  var timedOut: Bool
  var stdout: String
  var stderr: String
  /// How long the run took, as seen from the test.
  var seconds: Double

  /// The non-empty lines of standard error.
  var stderrLines: [String] {
    stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  }

  /// The command line, status and output, for a failure message.
  func describe(_ arguments: [String]) -> Comment {
    """
    input-fuzz \(arguments.joined(separator: " "))
    status \(status)\(wasSignalled ? " (signal)" : "")\(timedOut ? " (timed out)" : ""), \
    \(String(format: "%.2f", seconds)) s
    --- stdout ---
    \(stdout.prefix(4_000))
    --- stderr ---
    \(stderr.prefix(4_000))
    """
  }
}

/// Runs the real `input-fuzz` executable as a child process.
enum InputFuzzProcess {
  /// The built `input-fuzz`.
  static let executable = built("input-fuzz")

  /// The built `example-fuzz`: the README's example package's fuzzer, built as a target of this package.
  static let exampleExecutable = built("example-fuzz")

  /// A built executable of this package: next to the test bundle (`swift test` builds executables too), or
  /// else in `<package root>/.build/debug/`.
  static func built(_ name: String) -> URL {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent(name)
    if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests.standardizedFileURL }
    // #filePath is <root>/Tests/Conformance/InputFuzz/InputFuzzProcess.swift.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return root.appendingPathComponent(".build/debug/\(name)")
  }

  /// When the test sends SIGINT, as a person pressing Ctrl-C would.
  nonisolated enum Interruption: Sendable {
    /// Once the file exists (a report the campaign writes when it starts: its handler is in place).
    case onceFileExists(URL)
    /// Once the JSON report at the URL counts at least one case (a campaign's first report may come before any).
    case onceReportHasCases(URL)

    /// Whether the signal is due now.
    var isDue: Bool {
      switch self {
      case .onceFileExists(let file): FileManager.default.fileExists(atPath: file.path)
      case .onceReportHasCases(let file): ((try? InputFuzzReport(path: file.path))?.cases ?? 0) > 0
      }
    }
  }

  /// Runs `input-fuzz arguments…` (or another `executable`); kills it (SIGKILL) once `timeout` has passed.
  ///
  /// Standard output and standard error go to files, so that a chatty child can never block on a full pipe.
  /// `environment` adds to (or replaces) variables of this process's environment. The process is watched
  /// from a thread of its own, not from Swift concurrency's pool, which tests running campaigns in this
  /// process can keep busy: a signal or the timeout is never late because of them.
  static func run(
    _ arguments: [String], executable: URL = executable, environment: [String: String] = [:],
    workingDirectory: URL? = nil, timeout: Duration = .seconds(60), interrupt: Interruption? = nil
  ) async throws -> InputFuzzResult {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let outURL = scratch.url.appendingPathComponent("stdout")
    let errURL = scratch.url.appendingPathComponent("stderr")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    let outHandle = try FileHandle(forWritingTo: outURL)
    let errHandle = try FileHandle(forWritingTo: errURL)
    defer {
      try? outHandle.close()
      try? errHandle.close()
    }

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    if let workingDirectory { process.currentDirectoryURL = workingDirectory }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = outHandle
    process.standardError = errHandle
    let started = Date()
    let timedOut = try await runAndWatch(process, timeout: timeout, interrupt: interrupt)
    process.waitUntilExit()
    let seconds = Date().timeIntervalSince(started)

    return InputFuzzResult(
      status: process.terminationStatus, wasSignalled: process.terminationReason == .uncaughtSignal,
      timedOut: timedOut, stdout: try String(contentsOf: outURL, encoding: .utf8),
      stderr: try String(contentsOf: errURL, encoding: .utf8), seconds: seconds)
  }
}

extension InputFuzzProcess {
  /// Starts `process` and watches it until it ends, from one thread of its own whose signal mask is
  /// empty; returns whether it had to be killed at `timeout`.
  ///
  /// `Process.run()` spawns the child with the calling thread's signal mask, and the threads that run tests
  /// block almost every signal: a child started from one of them would never see SIGINT. And the watching
  /// stays off Swift concurrency's pool, which tests running campaigns in this process keep busy, so that
  /// neither the interruption nor the timeout comes late because of them.
  fileprivate static func runAndWatch(
    _ process: Process, timeout: Duration, interrupt: Interruption?
  ) async throws -> Bool {
    let box = ProcessBox(process)
    let limit = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
    return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Bool, any Error>) in
      let thread = Thread {
        var none = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, nil)
        do {
          try box.process.run()
        } catch {
          continuation.resume(throwing: error)
          return
        }
        let started = Date()
        let pid = box.process.processIdentifier
        var interrupted = false
        while box.process.isRunning {
          if Date().timeIntervalSince(started) > limit {
            kill(pid, SIGKILL)
            box.process.waitUntilExit()
            continuation.resume(returning: true)
            return
          }
          if !interrupted, interrupt?.isDue == true {
            kill(pid, SIGINT)
            interrupted = true
          }
          usleep(10_000)
        }
        continuation.resume(returning: false)
      }
      thread.start()
    }
  }
}

/// Hands a `Process` to the thread that starts and watches it.
private final class ProcessBox: @unchecked Sendable {
  let process: Process
  init(_ process: Process) { self.process = process }
}

/// A fresh directory under the temporary directory, never inside the repository.
struct ScratchDirectory: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("input-fuzz-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// A path inside the directory (not created).
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  func remove() { try? FileManager.default.removeItem(at: url) }
}

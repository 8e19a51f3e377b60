#if os(macOS) || os(Linux)
  #if canImport(Darwin)
    import Darwin
  #elseif canImport(Glibc)
    import Glibc
  #endif
  import Foundation

  /// A worker child process: started with `posix_spawn`, read through `poll`, and reaped when it ends.
  ///
  /// The worker gets three pipes (standard input, output and error) and a process group of its own, so
  /// that a Ctrl-C at the terminal reaches only the fuzzing process. ``terminate()`` kills the group,
  /// closes every descriptor and waits for the child: a campaign that kills thousands of hanging workers
  /// keeps a constant number of open descriptors and leaves no zombie behind.
  nonisolated final class WorkerProcess: @unchecked Sendable {
    /// What reading the worker's output gave.
    nonisolated enum Next: Equatable {
      case line(String)
      case closed
      case timedOut
    }

    /// The child's process ID.
    let pid: pid_t
    private var input: Int32
    private var output: Int32
    private var errors: Int32
    private var outputBuffer: [UInt8] = []
    private var errorTail: [UInt8] = []
    private var outputClosed = false
    private var status: Int32?

    /// The most of the worker's standard error kept (its tail), for the message of a trap.
    static let errorTailLimit = 16_384

    /// Starts `executable` with `arguments` in `environment`; `sharing`, if given, is the worker's descriptor
    /// ``SharedCounters/workerDescriptor`` too.
    init(
      executable: String, arguments: [String], environment: [String: String], sharing: Int32? = nil
    ) throws(WorkerSpawnError) {
      let inputPipe = try Self.makePipe()
      let outputPipe: (read: Int32, write: Int32)
      let errorPipe: (read: Int32, write: Int32)
      do {
        outputPipe = try Self.makePipe()
      } catch {
        Self.closePair(inputPipe)
        throw error
      }
      do {
        errorPipe = try Self.makePipe()
      } catch {
        Self.closePair(inputPipe)
        Self.closePair(outputPipe)
        throw error
      }
      let spawned = Self.spawn(
        executable: executable, arguments: arguments, environment: environment,
        descriptors: (inputPipe.read, outputPipe.write, errorPipe.write), sharing: sharing)
      // The child's ends belong to the child now (or to nobody, when spawning failed).
      _ = close(inputPipe.read)
      _ = close(outputPipe.write)
      _ = close(errorPipe.write)
      switch spawned {
      case .success(let pid):
        self.pid = pid
        input = inputPipe.write
        output = outputPipe.read
        errors = errorPipe.read
      case .failure(let error):
        _ = close(inputPipe.write)
        _ = close(outputPipe.read)
        _ = close(errorPipe.read)
        throw error
      }
    }

    deinit { terminate() }

    /// Writes `data` and a newline to the worker's standard input; a worker that is gone is ignored
    /// (its death is seen on its output).
    func send(_ data: Data) {
      guard input >= 0 else { return }
      var bytes = [UInt8](data)
      bytes.append(0x0A)
      var offset = 0
      while offset < bytes.count {
        let written = bytes.withUnsafeBytes { buffer in
          write(input, buffer.baseAddress! + offset, buffer.count - offset)
        }
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          return
        }
      }
    }

    /// The next line the worker writes, waiting at most `timeout` seconds.
    func nextLine(timeout: TimeInterval) -> Next {
      let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, timeout) * 1e9)
      while true {
        if let line = popLine() { return .line(line) }
        if outputClosed { return .closed }
        let now = DispatchTime.now().uptimeNanoseconds
        guard now < deadline else { return .timedOut }
        waitForData(milliseconds: Int32(min(Double(Int32.max), (Double(deadline - now) / 1e6).rounded(.up))))
      }
    }

    /// The next line the worker has written, reading what its pipes hold without waiting; `nil` while no line is
    /// complete and the worker is still there.
    func lineIfReady() -> Next? {
      if let line = popLine() { return .line(line) }
      if outputClosed { return .closed }
      waitForData(milliseconds: 0)
      if let line = popLine() { return .line(line) }
      return outputClosed ? .closed : nil
    }

    /// The descriptors a caller watching several workers polls for this one (its output, and its standard error
    /// while open).
    var watchedDescriptors: [Int32] { outputClosed ? [] : [output] + (errors >= 0 ? [errors] : []) }

    /// Forgets the standard error read so far (before a new case, so that a trap's message is its own).
    func clearErrors() {
      drainErrors()
      errorTail.removeAll(keepingCapacity: true)
    }

    /// The worker's standard error since the last ``clearErrors()`` (its last 16 KB), read to its end
    /// once the worker is gone.
    var errorText: String {
      if outputClosed || status != nil { finishErrors() } else { drainErrors() }
      return String(decoding: errorTail, as: UTF8.self)
    }

    /// How the worker ended, for a crash report: waits for it (killing it if it lingers).
    var exitDescription: String {
      let status = reap(grace: 2)
      let signal = status & 0x7F
      if signal != 0 {
        return "was killed by signal \(signal)" + (Self.signalNames[signal].map { " (\($0))" } ?? "")
      }
      return "exited with status \((status >> 8) & 0xFF)"
    }

    /// Kills the worker (its whole process group) if it is still running, closes every descriptor and
    /// waits for it to end.
    func terminate() {
      if status == nil {
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
      }
      closeDescriptors()
      _ = reap(grace: nil)
    }

    // MARK: Reading

    private func popLine() -> String? {
      guard let newline = outputBuffer.firstIndex(of: 0x0A) else { return nil }
      let line = String(decoding: outputBuffer[..<newline], as: UTF8.self)
      outputBuffer.removeSubrange(...newline)
      return line
    }

    /// Waits until the output or the error pipe has data (or closes), or the time is up, and reads it.
    private func waitForData(milliseconds: Int32) {
      var descriptors = [pollfd(fd: output, events: Int16(POLLIN), revents: 0)]
      if errors >= 0 { descriptors.append(pollfd(fd: errors, events: Int16(POLLIN), revents: 0)) }
      let ready = poll(&descriptors, nfds_t(descriptors.count), max(0, milliseconds))
      guard ready > 0 else { return }
      if descriptors[0].revents != 0 { readOutput() }
      if descriptors.count > 1, descriptors[1].revents != 0 { readErrors() }
    }

    private func readOutput() {
      var chunk = [UInt8](repeating: 0, count: 65_536)
      let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
      if count > 0 {
        outputBuffer.append(contentsOf: chunk[..<count])
      } else if count == 0 || errno != EINTR && errno != EAGAIN {
        outputClosed = true
      }
    }

    /// Reads what standard error holds now, without waiting.
    private func drainErrors() {
      while errors >= 0 {
        var descriptor = pollfd(fd: errors, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) > 0 else { return }
        readErrors()
      }
    }

    /// Reads standard error to its end (the worker is gone), waiting at most a second for it.
    private func finishErrors() {
      let deadline = DispatchTime.now().uptimeNanoseconds + 1_000_000_000
      while errors >= 0, DispatchTime.now().uptimeNanoseconds < deadline {
        var descriptor = pollfd(fd: errors, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 50) > 0 else { continue }
        readErrors()
      }
    }

    private func readErrors() {
      var chunk = [UInt8](repeating: 0, count: 16_384)
      let count = chunk.withUnsafeMutableBytes { read(errors, $0.baseAddress, $0.count) }
      if count > 0 {
        errorTail.append(contentsOf: chunk[..<count])
        if errorTail.count > Self.errorTailLimit { errorTail.removeFirst(errorTail.count - Self.errorTailLimit) }
      } else if count == 0 || errno != EINTR && errno != EAGAIN {
        _ = close(errors)
        errors = -1
      }
    }

    // MARK: Ending

    private func closeDescriptors() {
      for descriptor in [input, output, errors] where descriptor >= 0 { _ = close(descriptor) }
      input = -1
      output = -1
      errors = -1
      outputClosed = true
    }

    /// Waits for the worker to end and returns its wait status; with a `grace`, a worker still running
    /// after that many seconds is killed first.
    private func reap(grace: TimeInterval?) -> Int32 {
      if let status { return status }
      var raw: Int32 = 0
      if let grace {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(grace * 1e9)
        while DispatchTime.now().uptimeNanoseconds < deadline {
          let result = waitpid(pid, &raw, WNOHANG)
          if result == pid {
            status = raw
            return raw
          }
          if result < 0 && errno != EINTR { break }
          usleep(1_000)
        }
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
      }
      while true {
        let result = waitpid(pid, &raw, 0)
        if result == pid || result < 0 && errno != EINTR { break }
      }
      status = raw
      return raw
    }

    // MARK: Starting

    private static func makePipe() throws(WorkerSpawnError) -> (read: Int32, write: Int32) {
      var descriptors: [Int32] = [-1, -1]
      guard pipe(&descriptors) == 0 else { throw .pipe(errno) }
      // Only the one worker that gets them (as 0, 1 and 2) may hold them, or a pipe never closes.
      for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
      return (descriptors[0], descriptors[1])
    }

    private static func closePair(_ pipe: (read: Int32, write: Int32)) {
      _ = close(pipe.read)
      _ = close(pipe.write)
    }

    private static func spawn(
      executable: String, arguments: [String], environment: [String: String],
      descriptors: (input: Int32, output: Int32, errors: Int32), sharing: Int32?
    ) -> Result<pid_t, WorkerSpawnError> {
      #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
      #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
      #endif
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_adddup2(&actions, descriptors.input, 0)
      posix_spawn_file_actions_adddup2(&actions, descriptors.output, 1)
      posix_spawn_file_actions_adddup2(&actions, descriptors.errors, 2)
      if let sharing { posix_spawn_file_actions_adddup2(&actions, sharing, SharedCounters.workerDescriptor) }
      posix_spawnattr_init(&attributes)
      defer { posix_spawnattr_destroy(&attributes) }
      // A signal mask of none (the fuzzing thread may block signals), default handling of SIGPIPE
      // (ignored here) and SIGINT, and a process group of its own.
      var noSignals = sigset_t()
      sigemptyset(&noSignals)
      posix_spawnattr_setsigmask(&attributes, &noSignals)
      var defaults = sigset_t()
      sigemptyset(&defaults)
      sigaddset(&defaults, SIGPIPE)
      sigaddset(&defaults, SIGINT)
      posix_spawnattr_setsigdefault(&attributes, &defaults)
      posix_spawnattr_setpgroup(&attributes, 0)
      posix_spawnattr_setflags(
        &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

      let argv = [executable] + arguments
      let envp = environment.map { "\($0.key)=\($0.value)" }.sorted()
      var pid: pid_t = 0
      let result = withCStrings(argv) { argv in
        withCStrings(envp) { envp in posix_spawn(&pid, executable, &actions, &attributes, argv, envp) }
      }
      return result == 0 ? .success(pid) : .failure(.spawn(executable, result))
    }

    /// Signal names for the ones a trap or a crash raises.
    static let signalNames: [Int32: String] = [
      SIGILL: "SIGILL, a Swift trap", SIGTRAP: "SIGTRAP, a Swift trap", SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV",
      SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGTERM: "SIGTERM",
    ]
  }

  /// Calls `body` with a `NULL`-terminated array of C strings.
  nonisolated private func withCStrings<Result>(
    _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
  ) -> Result {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    return body(pointers)
  }

  /// Why a worker could not be started.
  nonisolated enum WorkerSpawnError: Error, CustomStringConvertible {
    /// A pipe could not be made (`errno`).
    case pipe(Int32)
    /// `posix_spawn` failed (its error number).
    case spawn(String, Int32)

    var description: String {
      switch self {
      case .pipe(let code): "no pipe could be made (\(String(cString: strerror(code))))"
      case .spawn(let path, let code): "\(path) could not be started (\(String(cString: strerror(code))))"
      }
    }
  }
#endif

#if os(macOS) || os(Linux)
  #if canImport(Darwin)
    import Darwin
  #elseif canImport(Glibc)
    import Glibc
  #endif
  import Foundation

  /// A page of counters a fuzzing process shares with one of its stretch workers: the worker says where it is (which
  /// evaluation, which step, how many cases) with plain stores, and the parent reads them without a message, so that
  /// a step costs no write to a pipe and a hang or a trap is still placed at its evaluation.
  ///
  /// The page is an unlinked temporary file mapped by both processes; the worker finds it as descriptor
  /// ``workerDescriptor``. Each counter is one aligned 64-bit word written by one side only; a reader sees the
  /// value of some recent store, which is all the watcher needs (it acts on a value that stays unchanged for seconds).
  nonisolated public final class SharedCounters: @unchecked Sendable {
    /// One counter of the page.
    nonisolated public enum Counter: Int, CaseIterable {
      /// Changes at every step and at every case start (the worker's heartbeat).
      case beat
      /// The ordinal, in its stretch, of the evaluation running in the worker's own process (from 1).
      case evaluation
      /// What the worker is doing: a ``Phase``.
      case phase
      /// The steps the running in-process evaluation has begun.
      case step
      /// The cases the stretch's run has done, in all.
      case cases
      /// The violations and bad oracles the stretch's run holds.
      case violations
      /// Set by the parent: stop after the current case.
      case stop
    }

    /// What a stretch worker is doing.
    nonisolated public enum Phase: UInt64 {
      /// Its own bookkeeping, or waiting for a job: nothing of the implementation runs.
      case runner = 0
      /// An evaluation in its own process: a trap or a hang there is the implementation's.
      case inProcess = 1
      /// An evaluation in a case worker of its own, which isolates it.
      case isolated = 2
    }

    /// The descriptor the worker maps the page from.
    public static let workerDescriptor: Int32 = 3

    private static let size = 4_096
    /// The file's descriptor in this process (kept open for the next worker, which gets it too).
    let descriptor: Int32
    private let words: UnsafeMutablePointer<UInt64>

    /// A new page of zeros, for a worker still to be started.
    public init() throws(SharedCountersError) {
      var template = Array((NSTemporaryDirectory() + "/input-fuzz-counters-XXXXXX").utf8CString)
      let created = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      guard created >= 0 else { throw .file(errno) }
      _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
      // Above the three standard descriptors and the worker's own number, so that the worker's dup2 always copies
      // it (a dup2 onto itself would leave close-on-exec set); close-on-exec here, so that no other child holds it.
      let descriptor = fcntl(created, F_DUPFD_CLOEXEC, 10)
      _ = close(created)
      guard descriptor >= 0 else { throw .file(errno) }
      guard ftruncate(descriptor, off_t(Self.size)) == 0, let words = Self.map(descriptor) else {
        let code = errno
        _ = close(descriptor)
        throw .file(code)
      }
      self.descriptor = descriptor
      self.words = words
    }

    /// The page a parent passed to this (worker) process, if it passed one.
    public init?(attachingTo descriptor: Int32 = SharedCounters.workerDescriptor) {
      guard fcntl(descriptor, F_GETFD) >= 0, let words = Self.map(descriptor) else { return nil }
      self.descriptor = descriptor
      self.words = words
    }

    deinit {
      munmap(words, Self.size)
      _ = close(descriptor)
    }

    private static func map(_ descriptor: Int32) -> UnsafeMutablePointer<UInt64>? {
      let address = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0)
      guard let address, address != MAP_FAILED else { return nil }
      return address.bindMemory(to: UInt64.self, capacity: size / MemoryLayout<UInt64>.stride)
    }

    /// The value of `counter`.
    public subscript(counter: Counter) -> UInt64 {
      get { words[counter.rawValue] }
      set { words[counter.rawValue] = newValue }
    }

    /// The worker's phase.
    public var phase: Phase {
      get { Phase(rawValue: self[.phase]) ?? .runner }
      set { self[.phase] = newValue.rawValue }
    }

    /// Sets every counter to zero (before a job).
    public func reset() {
      for counter in Counter.allCases { self[counter] = 0 }
    }
  }

  /// Why the shared page could not be made.
  nonisolated public enum SharedCountersError: Error, CustomStringConvertible {
    case file(Int32)

    public var description: String {
      switch self {
      case .file(let code): "no shared page could be made (\(String(cString: strerror(code))))"
      }
    }
  }
#endif

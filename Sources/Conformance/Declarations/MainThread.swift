import Dispatch

/// Runs main-actor work from wherever a declaration is read: the platform model lives on the main actor, and a
/// declaration is often a global that a test's arguments read off it.
///
/// "On the main actor" means on the main queue, which is not always the main thread: on Linux, once the main thread
/// hands the main queue to `dispatch_main()` (as an async `main` does), a worker thread drains it.
nonisolated enum MainThread {
  /// Runs `body` on the main queue and returns its result: at once when this is the main queue, else by waiting for
  /// it (Swift Testing and the command-line tool keep it turning).
  static func run<Result: Sendable>(_ body: @MainActor @Sendable () -> Result) -> Result {
    if isOnMainQueue { return MainActor.assumeIsolated(body) }
    return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
  }

  /// Whether the code running is the main queue's.
  static var isOnMainQueue: Bool {
    DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
    return DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  /// The mark the main queue carries.
  private static let mainQueueKey = DispatchSpecificKey<Bool>()
}

import Foundation

/// Runs main-actor work from wherever a declaration is read: the platform model lives on the main thread, and a
/// declaration is often a global that a test's arguments read off it.
nonisolated enum MainThread {
  /// Runs `body` on the main thread and returns its result: at once when this is the main thread, else by waiting
  /// for the main queue (which Swift Testing and the command-line tool keep turning).
  static func run<Result: Sendable>(_ body: @MainActor @Sendable () -> Result) -> Result {
    if Thread.isMainThread { return MainActor.assumeIsolated(body) }
    return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
  }
}

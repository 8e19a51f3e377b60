import Foundation

extension PlatformEnvironment {
  /// The world a component's own code is in when it reaches for UIKit's globals: `UIApplication.shared`,
  /// `DispatchQueue.main`, `Timer.scheduledTimer(…)`, `NotificationCenter.default`, `UIWindow(frame:)`.
  ///
  /// A case has two worlds side by side, the implementation's and the reference's; the harness makes each the
  /// current one while it builds that side or sends it an event (``makeCurrent(_:)``). Outside the harness (a
  /// test that drives a window itself) it is one default world.
  public static var current: PlatformEnvironment {
    if let current = currentWorld { return current }
    let world = PlatformEnvironment()
    currentWorld = world
    return world
  }

  /// The world made current by ``makeCurrent(_:)``, or the default world once it was asked for.
  private static var currentWorld: PlatformEnvironment?

  /// Runs `body` with this world as ``current``, then restores the one before.
  @_spi(Harness) public func makeCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
    let before = Self.currentWorld
    Self.currentWorld = self
    defer { Self.currentWorld = before }
    return try body()
  }

  /// The seconds of run-loop time that pass after each event of a trace: as a person pauses between gestures, what
  /// a component deferred (`asyncAfter`, an animation's completion, a timer's ticks) runs before the next event.
  @_spi(Harness) public static let pauseBetweenEvents: TimeInterval = 1

  /// The pause after an event: this world's run loop runs for ``pauseBetweenEvents``, with this world current.
  @_spi(Harness) public func pause() {
    makeCurrent { runLoop.run(for: Self.pauseBetweenEvents) }
  }
}

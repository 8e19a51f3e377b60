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
  ///
  /// The process's time zone follows the current world's device (``ProcessTimeZone``), so that a component's own
  /// `TimeZone.current` and a `DateFormatter` it leaves to the default read the device's zone, as on a phone.
  @_spi(Harness) public func makeCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
    let before = Self.currentWorld
    Self.currentWorld = self
    ProcessTimeZone.follow(timeZone)
    defer {
      Self.currentWorld = before
      if let before { ProcessTimeZone.follow(before.timeZone) } else { ProcessTimeZone.restoreMachine() }
    }
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

/// The process's time zone, set to a world's device zone: `TimeZone.current` follows `TZ` once the system zone is
/// reset, and a `DateFormatter` reads `NSTimeZone.default`. (A process's `Locale.current` and `Calendar.current`
/// cannot change once read on Linux: a component's own reads of them are the machine's; README, "What the model
/// cannot see".)
///
/// Outside every world the process has the machine's zone again (``restoreMachine()``), so that what one case or
/// run leaves behind never reaches the next one in the same process (a worker runs many).
enum ProcessTimeZone {
  /// The zone last set; `nil` while the process has the machine's.
  @MainActor private static var followed: String?
  /// The machine's `TZ` variable before the first change (`.some(nil)`: it was unset), and its default zone.
  @MainActor private static var machine: (variable: String?, zone: TimeZone)?

  /// Makes `timeZone` the process's.
  @MainActor static func follow(_ timeZone: TimeZone) {
    guard followed != timeZone.identifier else { return }
    if machine == nil { machine = (ProcessInfo.processInfo.environment["TZ"], NSTimeZone.default) }
    followed = timeZone.identifier
    setenv("TZ", timeZone.identifier, 1)
    NSTimeZone.resetSystemTimeZone()
    NSTimeZone.default = timeZone
  }

  /// Gives the process the machine's zone again.
  @MainActor static func restoreMachine() {
    guard followed != nil, let machine else { return }
    followed = nil
    if let variable = machine.variable { setenv("TZ", variable, 1) } else { unsetenv("TZ") }
    NSTimeZone.resetSystemTimeZone()
    NSTimeZone.default = machine.zone
  }
}

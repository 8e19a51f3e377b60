import InputPlatform

/// A timer on the model's virtual clock, as Foundation's `Timer`: in a file that imports `UIKit`, `Timer` is this
/// class, and its ticks come from the current world's run loop (``PlatformEnvironment/runLoop``), which runs only
/// when the harness lets time pass (after every event, ``PlatformEnvironment/pauseBetweenEvents``), never on the
/// machine's clock.
///
/// ```swift
/// let timer = Timer.scheduledTimer(withTimeInterval: 0.6, repeats: true) { _ in blink() }
/// // the harness's pause of 1 s after the next event: blink() once, at 0.6 s
/// timer.invalidate()
/// ```
public final class Timer: @unchecked Sendable {
  /// The model's timer that ticks on the run loop.
  private let ticker: ScheduledTimer
  /// Seconds between ticks, as `timeInterval` (0 for a timer that does not repeat and was made with 0).
  public let timeInterval: TimeInterval
  /// What the timer was made with, as `userInfo`.
  public let userInfo: Any?
  /// Accepted and ignored, as a run loop with nothing else to do fires on time.
  public var tolerance: TimeInterval = 0

  private init(
    interval: TimeInterval, repeats: Bool, userInfo: Any?, fire: @escaping @MainActor @Sendable (Timer) -> Void
  ) {
    timeInterval = interval
    self.userInfo = userInfo
    let owner = WeakReference<Timer>()
    ticker = MainActor.assumeIsolated {
      ScheduledTimer(interval: interval, repeats: repeats) { _ in
        if let timer = owner.object { fire(timer) }
      }
    }
    owner.object = self
  }

  /// A timer that runs `block`, not yet on a run loop (`RunLoop.main.add(_:forMode:)` schedules it).
  public convenience init(
    timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
  ) {
    self.init(interval: interval, repeats: repeats, userInfo: nil) { block($0) }
  }

  /// A timer that sends `selector` to `target` (with itself as the sender), not yet on a run loop.
  public convenience init(
    timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
  ) {
    // Foundation's timer keeps its target until it is invalidated.
    let target = UncheckedReference(target as AnyObject)
    self.init(interval: interval, repeats: repeats, userInfo: userInfo) { timer in
      Self.send(selector, to: target.object, from: timer)
    }
  }

  /// A timer whose block runs every `interval` seconds (once when it does not repeat), from now.
  @discardableResult
  public class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
  ) -> Timer {
    let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
    timer.schedule(after: interval)
    return timer
  }

  /// A timer that sends `selector` to `target` every `interval` seconds (once when it does not repeat), from now.
  @discardableResult
  public class func scheduledTimer(
    timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
  ) -> Timer {
    let timer = Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
    timer.schedule(after: interval)
    return timer
  }

  /// Whether the timer will tick again, as `isValid`.
  public var isValid: Bool { MainActor.assumeIsolated { ticker.isValid } }

  /// Runs the timer's work now without changing its schedule, as `fire()`; a timer that does not repeat is then
  /// invalid.
  public func fire() { MainActor.assumeIsolated { ticker.fire() } }

  /// Stops the timer for good, as `invalidate()`.
  public func invalidate() { MainActor.assumeIsolated { ticker.invalidate() } }

  /// Puts the timer on the current world's run loop, its first tick `delay` seconds from now.
  func schedule(after delay: TimeInterval) {
    MainActor.assumeIsolated { PlatformEnvironment.current.runLoop.add(ticker, firstTickAfter: delay) }
  }

  /// Sends an action the way the Objective-C runtime does: a selector made from a method reference calls it; one
  /// made from a name alone reaches nothing, as an unrecognized selector would not.
  @MainActor private static func send(_ selector: Selector, to target: AnyObject, from timer: Timer) {
    guard selector.send(to: target, from: timer, with: nil) else {
      preconditionFailure("-[\(type(of: target)) \(selector.name)]: unrecognized selector sent to instance")
    }
  }
}

extension RunLoop {
  /// Schedules a timer made with `Timer(timeInterval:…)`, as `add(_:forMode:)`: on the model's run loop of the
  /// current world, whichever loop and mode are named (the model has one loop, in every mode).
  public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
    timer.schedule(after: timer.timeInterval)
  }
}

/// A weak reference that may cross into the run loop's closures: the model runs on the main thread only.
final class WeakReference<Object: AnyObject>: @unchecked Sendable {
  weak var object: Object?
}

/// A strong reference that may cross into the run loop's closures: the model runs on the main thread only.
struct UncheckedReference<Object>: @unchecked Sendable {
  let object: Object
  init(_ object: Object) { self.object = object }
}

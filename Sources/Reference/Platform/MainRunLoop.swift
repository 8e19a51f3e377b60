import Foundation

/// The work scheduled on the main run loop, as `Timer.scheduledTimer(…)` and
/// `DispatchQueue.main.asyncAfter(…)` schedule it.
///
/// Nothing runs by itself and nothing reads the machine's clock: time passes only when the harness
/// says so with ``run(for:)``, so a timer tick or a deferred call is an explicit event of a trace.
///
/// ```swift
/// let loop = MainRunLoop()
/// loop.scheduledTimer(withTimeInterval: 0.6, repeats: true) { _ in tick() }
/// loop.asyncAfter(0.01) { reload() }
/// loop.run(for: 0.6)  // reload() at 0.01 s, then tick() at 0.6 s
/// ```
@preconcurrency @MainActor public final class MainRunLoop {
  /// Seconds of run-loop time passed so far: the loop's clock (`DispatchTime.now()` reads it in a component's code).
  public private(set) var elapsed: TimeInterval = 0
  private var entries: [Entry] = []
  private var nextOrder = 0

  private struct Entry {
    var due: TimeInterval
    var order: Int
    let work: Work
  }

  private enum Work {
    case once(() -> Void)
    case timer(ScheduledTimer)
  }

  public init() {}

  /// Runs `work` once, `delay` seconds from now (`DispatchQueue.main.asyncAfter(deadline: .now() + delay)`).
  public func asyncAfter(_ delay: TimeInterval, execute work: @escaping () -> Void) {
    schedule(.once(work), due: elapsed + max(0, delay))
  }

  /// Schedules a timer whose first tick is `interval` seconds from now (`Timer.scheduledTimer(…)`).
  @discardableResult
  public func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (ScheduledTimer) -> Void
  ) -> ScheduledTimer {
    let timer = ScheduledTimer(interval: interval, repeats: repeats, block: block)
    add(timer, firstTickAfter: interval)
    return timer
  }

  /// Schedules a timer made apart (`RunLoop.add(_:forMode:)`): its first tick is `delay` seconds from now.
  public func add(_ timer: ScheduledTimer, firstTickAfter delay: TimeInterval) {
    schedule(.timer(timer), due: elapsed + max(delay, 0))
  }

  /// How many calls and valid timers are waiting.
  var pendingCount: Int {
    entries.filter { entry in
      if case .timer(let timer) = entry.work { return timer.isValid }
      return true
    }.count
  }

  /// `seconds` of time pass: every call and timer tick due by then runs, in due order (ties in the order
  /// they were scheduled); a repeating timer ticks once per interval passed. Work scheduled while running
  /// runs too when it falls due within the same span.
  @_spi(Harness) public func run(for seconds: TimeInterval) {
    let end = elapsed + max(0, seconds)
    while let index = nextDueIndex(notAfter: end) {
      let entry = entries.remove(at: index)
      elapsed = max(elapsed, entry.due)
      switch entry.work {
      case .once(let work):
        work()
      case .timer(let timer):
        guard timer.isValid else { continue }
        if timer.repeats && timer.interval > 0 {
          schedule(.timer(timer), due: entry.due + timer.interval)
        } else {
          timer.invalidate()
        }
        timer.tick()
      }
    }
    elapsed = end
  }

  private func nextDueIndex(notAfter end: TimeInterval) -> Int? {
    entries.indices.filter { entries[$0].due <= end }.min {
      (entries[$0].due, entries[$0].order) < (entries[$1].due, entries[$1].order)
    }
  }

  private func schedule(_ work: Work, due: TimeInterval) {
    entries.append(Entry(due: due, order: nextOrder, work: work))
    nextOrder += 1
  }
}

/// A timer on a ``MainRunLoop``, as `Timer`.
@preconcurrency @MainActor public final class ScheduledTimer {
  /// Seconds between ticks.
  public let interval: TimeInterval
  /// Whether it ticks again after each tick.
  public let repeats: Bool
  /// `false` once invalidated (or after the single tick of a non-repeating timer).
  public private(set) var isValid = true
  private let block: (ScheduledTimer) -> Void

  /// A timer that ticks every `interval` seconds (once when it does not repeat) once a run loop has it.
  public init(interval: TimeInterval, repeats: Bool, block: @escaping (ScheduledTimer) -> Void) {
    self.interval = interval
    self.repeats = repeats
    self.block = block
  }

  /// Runs the block now without changing the schedule (`fire()`); a non-repeating timer is then invalid.
  public func fire() {
    guard isValid else { return }
    if !repeats { isValid = false }
    block(self)
  }

  /// Stops the timer for good (`invalidate()`).
  public func invalidate() { isValid = false }

  func tick() { block(self) }
}

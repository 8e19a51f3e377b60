import Foundation

/// The world a window lives in: an injected clock, locale, calendar, time zone and pasteboard,
/// the UIKit quirks in force, and the platform misuse recorded so far.
///
/// Nothing in the model reads the machine's clock, locale or time zone: every
/// "now" and every "current" default comes from here.
@preconcurrency @MainActor public final class PlatformEnvironment {
  /// The instant the clock reads now (`Date()`). The harness advances it with ``advance(by:)``.
  public private(set) var now: Date
  /// The current locale (`Locale.current` in UIKit): a device setting, which only the harness changes.
  public internal(set) var locale: Locale
  /// The current calendar (`Calendar.current`): a device setting, which only the harness changes.
  public internal(set) var calendar: Calendar
  /// The current time zone (`TimeZone.current`): a device setting, which only the harness changes.
  public internal(set) var timeZone: TimeZone
  /// The general pasteboard's string.
  public var pasteboardString: String?
  /// The UIKit quirks the model reproduces; all of them by default (UIKit as it behaves). Harness
  /// configuration: a component applies the workaround, it never branches on the quirk.
  @_spi(Harness) public var quirks: PlatformQuirks
  /// The calls UIKit would have rejected, in the order they were made.
  @_spi(Harness) public private(set) var misuses: [PlatformMisuse] = []
  /// This world's main run loop: its virtual clock, on which `DispatchQueue.main`, `Timer` and UIKit's
  /// animation completions run (``MainRunLoop``). It is not ``now``: the date the world reads moves only with the
  /// harness's clock changes, while run-loop time passes between events (``pauseBetweenEvents``).
  public let runLoop = MainRunLoop()
  /// This world's app (`UIApplication.shared` while the world is current): its windows and the key window.
  public private(set) lazy var application = UIApplication(environment: self)
  /// This world's notification center (`NotificationCenter.default` while the world is current).
  public let notificationCenter = WorldNotificationCenter()

  /// The default instant: 2026-11-30 00:00:00 UTC.
  @_spi(Harness) public static let defaultNow = Date(timeIntervalSince1970: 1_795_996_800)

  /// The default world: the clock at the default instant, `en_US_POSIX`, UTC, the Gregorian calendar, an
  /// empty pasteboard and every quirk (what `Window()` gets).
  public convenience init() {
    self.init(now: PlatformEnvironment.defaultNow)
  }

  @_spi(Harness) public init(
    now: Date = PlatformEnvironment.defaultNow,
    locale: Locale = Locale(identifier: "en_US_POSIX"),
    timeZone: TimeZone = TimeZone(identifier: "UTC")!,
    calendarIdentifier: Calendar.Identifier = .gregorian,
    pasteboardString: String? = nil, quirks: PlatformQuirks = .all
  ) {
    self.now = now
    self.locale = locale
    self.timeZone = timeZone
    var calendar = Calendar(identifier: calendarIdentifier)
    calendar.timeZone = timeZone
    calendar.locale = locale
    self.calendar = calendar
    self.pasteboardString = pasteboardString
    self.quirks = quirks
  }

  /// Records a call UIKit would have rejected; the model then carries on as if it were ignored.
  @_spi(Harness) public func recordMisuse(_ misuse: PlatformMisuse) { misuses.append(misuse) }

  /// Moves the clock forward (or back, with a negative interval).
  @_spi(Harness) public func advance(by interval: TimeInterval) { now += interval }

  /// Sets the clock to an instant.
  func setNow(_ instant: Date) { now = instant }

  /// The user changes the device's locale.
  @_spi(Harness) public func setLocale(_ locale: Locale) { self.locale = locale }

  /// The user changes the device's calendar.
  @_spi(Harness) public func setCalendar(_ calendar: Calendar) { self.calendar = calendar }

  /// The user changes the device's time zone (the process's follows while this world is current).
  @_spi(Harness) public func setTimeZone(_ timeZone: TimeZone) {
    self.timeZone = timeZone
    if Self.current === self { ProcessTimeZone.follow(timeZone) }
  }
}

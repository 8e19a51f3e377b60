import Foundation

/// The world a window lives in: an injected clock, locale, calendar, time zone and pasteboard,
/// the UIKit quirks in force, and the platform misuse recorded so far.
///
/// Nothing in the model reads the machine's clock, locale or time zone: every
/// "now" and every "current" default comes from here.
public final class PlatformEnvironment {
  /// The instant the clock reads now. Advance it with ``advance(by:)``.
  public private(set) var now: Date
  /// The current locale (`Locale.current` in UIKit).
  public var locale: Locale
  /// The current calendar.
  public var calendar: Calendar
  /// The current time zone.
  public var timeZone: TimeZone
  /// The general pasteboard's string.
  public var pasteboardString: String?
  /// The UIKit quirks the model reproduces; all of them by default (UIKit as it behaves).
  public var quirks: PlatformQuirks
  /// The calls UIKit would have rejected, in the order they were made.
  public private(set) var misuses: [PlatformMisuse] = []

  /// The default instant: 2026-11-30 00:00:00 UTC.
  public static let defaultNow = Date(timeIntervalSince1970: 1_795_996_800)

  public init(
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
  public func recordMisuse(_ misuse: PlatformMisuse) { misuses.append(misuse) }

  /// Moves the clock forward (or back, with a negative interval).
  public func advance(by interval: TimeInterval) { now += interval }

  /// Sets the clock to an instant.
  public func setNow(_ instant: Date) { now = instant }
}

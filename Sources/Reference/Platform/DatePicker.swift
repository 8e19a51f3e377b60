import Foundation

/// A date picker, as `UIDatePicker`, with every undocumented choice made explicit.
///
/// The getter of ``date`` always returns a value inside the effective bounds and,
/// in modes that show minutes, on the minute interval (DATE-3, DATE-4). Only user
/// changes send `valueChanged` (DATE-7).
///
/// ```swift
/// let picker = DatePicker(environment: environment)
/// picker.minuteInterval = 15
/// picker.userSelect(date)  // rounds to the nearest quarter hour; valueChanged if the value moved
/// ```
open class DatePicker: Control {
  /// The largest countdown duration: 23 h 59 min (DATE-5).
  public static let maximumCountDownDuration: TimeInterval = 86_340

  private let environment: PlatformEnvironment
  /// The date, always normalised (inside the bounds, on the interval); subclasses may read it.
  public internal(set) var storedDate: Date
  private var storedInterval = 1
  private var storedCountDown: TimeInterval = 0
  private var storedLocale: Locale?
  private var storedCalendar: Calendar?
  private var storedTimeZone: TimeZone?

  /// The earliest selectable instant; ignored when later than ``maximumDate`` or in countdown mode (DATE-2).
  public var minimumDate: Date? { didSet { constraintsDidChange() } }
  /// The latest selectable instant; ignored when earlier than ``minimumDate`` or in countdown mode (DATE-2).
  public var maximumDate: Date? { didSet { constraintsDidChange() } }
  /// The mode; `.dateAndTime` by default (DATE-6).
  public var datePickerMode: DatePickerMode = .dateAndTime { didSet { constraintsDidChange() } }

  /// Creates a picker whose date is the environment's now (DATE-1).
  public init(environment: PlatformEnvironment) {
    self.environment = environment
    self.storedDate = environment.now
  }

  /// The selected instant, inside the bounds and on the interval (DATE-3, DATE-4): a value set
  /// outside them is moved inside when set, and again whenever the bounds, interval or mode
  /// change. Setting it sends no event.
  open var date: Date {
    get { storedDate }
    set { storedDate = normalized(newValue) }
  }

  /// Sets the date; `animated` has no observable effect. Sends no event (DATE-7).
  open func setDate(_ date: Date, animated: Bool) { storedDate = normalized(date) }

  /// Minutes between selectable times: 1...30 and a divisor of 60, else 1 (DATE-4).
  public var minuteInterval: Int {
    get { storedInterval }
    set {
      storedInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1
      constraintsDidChange()
    }
  }

  /// The countdown duration: whole minutes, 0...86,340 s (DATE-5).
  open var countDownDuration: TimeInterval {
    get { storedCountDown }
    set { storedCountDown = Self.normalizedCountDown(newValue) }
  }

  /// The locale; the environment's when never set or set to `nil` (DATE-8).
  public var locale: Locale! {
    get { storedLocale ?? environment.locale }
    set {
      storedLocale = newValue
      constraintsDidChange()
    }
  }

  /// The calendar; the environment's when never set or set to `nil` (DATE-8).
  public var calendar: Calendar! {
    get { storedCalendar ?? environment.calendar }
    set {
      storedCalendar = newValue
      constraintsDidChange()
    }
  }

  /// The time zone; the environment's when never set or set to `nil` (DATE-8).
  public var timeZone: TimeZone! {
    get { storedTimeZone ?? environment.timeZone }
    set {
      storedTimeZone = newValue
      constraintsDidChange()
    }
  }

  /// The bounds in force: none in countdown mode or when minimum > maximum (DATE-2).
  public var effectiveBounds: (minimum: Date?, maximum: Date?) {
    if datePickerMode == .countDownTimer { return (nil, nil) }
    if let minimumDate, let maximumDate, minimumDate > maximumDate { return (nil, nil) }
    return (minimumDate, maximumDate)
  }

  // MARK: User gestures

  /// The user's wheels settle on `date`: it is normalised, and `valueChanged` is
  /// sent once when the value changed (DATE-3, DATE-7).
  open func userSelect(_ date: Date) {
    let before = self.date
    storedDate = normalized(date)
    if self.date != before { sendActions(for: .valueChanged) }
  }

  /// The user's countdown wheels settle on `duration`; `valueChanged` when it changed (DATE-5, DATE-7).
  open func userSelectCountDown(_ duration: TimeInterval) {
    let before = countDownDuration
    countDownDuration = duration
    if countDownDuration != before { sendActions(for: .valueChanged) }
  }

  // MARK: Normalisation

  /// Moves the date inside new bounds, interval or mode, as UIKit does when they change (DATE-17).
  /// It sends no event: the change is programmatic.
  open func constraintsDidChange() {
    storedDate = normalized(storedDate)
  }

  /// Rounds to the interval (when minutes show), then moves inside the bounds (DATE-3, DATE-4).
  open func normalized(_ date: Date) -> Date {
    let step = TimeInterval(minuteInterval * 60)
    let rounds = datePickerMode.showsMinutes && minuteInterval > 1
    var value = rounds ? roundedToInterval(date, step: step) : date
    let (minimum, maximum) = effectiveBounds
    if let minimum, value < minimum {
      value = rounds ? firstStep(atOrAfter: minimum, step: step, notAfter: maximum) : minimum
    }
    if let maximum, value > maximum {
      value = rounds ? lastStep(atOrBefore: maximum, step: step, notBefore: minimum) : maximum
    }
    return value
  }

  /// The nearest instant whose offset from the start of its hour, in the picker's
  /// time zone, is a whole multiple of `step`; ties go later.
  private func roundedToInterval(_ date: Date, step: TimeInterval) -> Date {
    let hourStart = startOfHour(date)
    let offset = date.timeIntervalSince(hourStart)
    return hourStart + (offset / step).rounded(.toNearestOrAwayFromZero) * step
  }

  private func firstStep(atOrAfter bound: Date, step: TimeInterval, notAfter maximum: Date?) -> Date {
    let hourStart = startOfHour(bound)
    let candidate = hourStart + (bound.timeIntervalSince(hourStart) / step).rounded(.up) * step
    if let maximum, candidate > maximum { return bound }
    return candidate
  }

  private func lastStep(atOrBefore bound: Date, step: TimeInterval, notBefore minimum: Date?) -> Date {
    let hourStart = startOfHour(bound)
    let candidate = hourStart + (bound.timeIntervalSince(hourStart) / step).rounded(.down) * step
    if let minimum, candidate < minimum { return bound }
    return candidate
  }

  private func startOfHour(_ date: Date) -> Date {
    var calendar = self.calendar!
    calendar.timeZone = timeZone
    return calendar.dateInterval(of: .hour, for: date)?.start ?? date
  }

  /// Whole minutes, clamped to 0...86,340 s (DATE-5).
  public static func normalizedCountDown(_ duration: TimeInterval) -> TimeInterval {
    guard duration.isFinite else { return 0 }
    let minutes = (duration / 60).rounded(.down) * 60
    return min(max(minutes, 0), maximumCountDownDuration)
  }
}

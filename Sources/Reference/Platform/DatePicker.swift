import Foundation

/// A date picker, as `UIDatePicker`, with every undocumented choice made explicit.
///
/// The getter of ``date`` always returns a value inside the effective bounds and,
/// in modes that show minutes, on the minute interval (DATE-3, DATE-4; a date set
/// from code stays unrounded when ``roundsToMinuteInterval`` is `false`). Only user
/// changes send `valueChanged` (DATE-7). A countdown or year-and-month picker whose
/// resolved style is not wheels is recorded as platform misuse (DATE-22).
///
/// ```swift
/// let picker = DatePicker(environment: environment)
/// picker.minuteInterval = 15
/// picker.userSelect(date)  // rounds to the nearest quarter hour; valueChanged if the value moved
/// ```
@preconcurrency @MainActor open class DatePicker: Control {
  /// The largest countdown duration: 23 h 59 min (DATE-5).
  @_spi(Harness) public static let maximumCountDownDuration: TimeInterval = 86_340

  /// The world the picker reads its defaults from (DATE-1, DATE-8).
  public let environment: PlatformEnvironment
  /// The date, always normalised (inside the bounds, on the interval); platform mutants may read it.
  @_spi(PlatformMutation) public internal(set) var storedDate: Date
  private var storedInterval = 1
  private var storedCountDown: TimeInterval = 0
  private var storedLocale: Locale?
  private var storedCalendar: Calendar?
  private var storedTimeZone: TimeZone?
  /// A user countdown pick is being applied: the setter must not count it as set from code.
  private var isApplyingUserCountDown = false
  /// The picker was presented and no countdown change has happened since (quirk `countdown-first-change`).
  private var awaitsFirstCountDownChange = false
  /// Where the user's flick of the date wheels will settle; `nil` while they are still.
  private var spinTarget: Date?
  /// The mode and style last reported as misuse, so that setting them again is not reported twice.
  private var reportedStyleConflict: String?

  /// The earliest selectable instant; ignored when later than ``maximumDate`` or in countdown mode (DATE-2).
  public var minimumDate: Date? { didSet { constraintsDidChange() } }
  /// The latest selectable instant; ignored when earlier than ``minimumDate`` or in countdown mode (DATE-2).
  public var maximumDate: Date? { didSet { constraintsDidChange() } }
  /// The mode; `.dateAndTime` by default (DATE-6).
  public var datePickerMode: DatePickerMode = .dateAndTime {
    didSet {
      spinTarget = nil
      constraintsDidChange()
      checkStyle(presenting: false)
    }
  }
  /// Whether a date set from code is rounded to the minute interval (iOS 15+, default `true`, DATE-4).
  /// User picks settle on the interval either way.
  public var roundsToMinuteInterval = true { didSet { constraintsDidChange() } }
  /// The style the app asks for; `.automatic` by default (DATE-22).
  public var preferredDatePickerStyle: DatePickerStyle = .automatic { didSet { checkStyle(presenting: false) } }

  /// The style in use, never `.automatic` (DATE-22): the preferred one, with `.automatic` resolved by mode, as
  /// Apple documents it ("the system picks the concrete style based on the current platform and date picker
  /// mode"): `.wheels` in `.countDownTimer` and `.yearAndMonth` (the only style those modes support),
  /// `.compact` in the others (since iOS 14).
  public var datePickerStyle: DatePickerStyle {
    guard preferredDatePickerStyle == .automatic else { return preferredDatePickerStyle }
    return datePickerMode.needsWheels ? .wheels : .compact
  }

  /// Creates a picker whose date is the environment's now (DATE-1).
  public init(environment: PlatformEnvironment) {
    self.environment = environment
    self.storedDate = environment.now
    super.init(frame: .zero)
  }

  /// Creates a picker in the current world (``PlatformEnvironment/current``), as `init(frame:)`.
  public override convenience init(frame: CGRect) {
    self.init(environment: .current)
    self.frame = frame
  }

  /// Creates a picker in the current world, as `init()`.
  public convenience init() { self.init(frame: .zero) }

  /// Whether the app set the picker's own locale, calendar or time zone (else it follows the device's).
  @_spi(Harness) public var setsOwnLocale: Bool { storedLocale != nil }
  @_spi(Harness) public var setsOwnCalendar: Bool { storedCalendar != nil }
  @_spi(Harness) public var setsOwnTimeZone: Bool { storedTimeZone != nil }

  /// Creates a picker as ``init(frame:)`` does: the model keeps no archives.
  public required convenience init?(coder: NSCoder) { self.init(frame: .zero) }

  /// The selected instant, inside the bounds and on the interval (DATE-3, DATE-4): a value set
  /// outside them is moved inside when set, and again whenever the bounds, interval, mode,
  /// calendar or time zone change. Setting it sends no event.
  open var date: Date {
    get { storedDate }
    set {
      spinTarget = nil
      storedDate = normalized(newValue)
    }
  }

  /// Sets the date; `animated` has no observable effect. Sends no event (DATE-7).
  open func setDate(_ date: Date, animated: Bool) {
    spinTarget = nil
    storedDate = normalized(date)
  }

  /// Minutes between selectable times: 1...30 and a divisor of 60, else 1 (DATE-4).
  public var minuteInterval: Int {
    get { storedInterval }
    set {
      storedInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1
      constraintsDidChange()
    }
  }

  /// The countdown duration: whole minutes, 0...86,340 s, and in countdown mode a multiple of the
  /// minute interval, rounded down (DATE-5). Setting it sends no event.
  open var countDownDuration: TimeInterval {
    get { storedCountDown }
    set {
      storedCountDown = programmaticCountDown(newValue)
      if !isApplyingUserCountDown, window != nil { awaitsFirstCountDownChange = false }
    }
  }

  /// The locale: the one the app set; else the locale of the calendar the app set, when that calendar has
  /// one (a calendar made from an identifier has none); else the environment's current locale. Setting `nil`
  /// resets it (DATE-8: Apple, "the current locale … or the locale used by the date picker's calendar").
  public var locale: Locale! {
    get { storedLocale ?? storedCalendar?.locale.flatMap { $0.identifier.isEmpty ? nil : $0 } ?? environment.locale }
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

  /// The time zone the app set: `nil` by default, meaning ``effectiveTimeZone`` (DATE-8).
  ///
  /// UIKit declares it `TimeZone?`; it is implicitly unwrapped here only so that v1 callers
  /// still compile. Read ``effectiveTimeZone`` for the zone in use.
  public var timeZone: TimeZone! {
    get { storedTimeZone }
    set {
      storedTimeZone = newValue
      constraintsDidChange()
    }
  }

  /// The zone in use: ``timeZone`` when set, else the zone of the calendar the app set, else the
  /// environment's current zone (DATE-8).
  public var effectiveTimeZone: TimeZone {
    storedTimeZone ?? storedCalendar?.timeZone ?? environment.timeZone
  }

  /// The bounds in force: none in countdown mode or when minimum > maximum (DATE-2).
  public var effectiveBounds: (minimum: Date?, maximum: Date?) {
    if datePickerMode == .countDownTimer { return (nil, nil) }
    if let minimumDate, let maximumDate, minimumDate > maximumDate { return (nil, nil) }
    return (minimumDate, maximumDate)
  }

  // MARK: Presentation

  /// Entering a window presents the picker: the style is checked (DATE-22), and the next user
  /// countdown change is the first one (quirk `countdown-first-change`, DATE-7).
  open override func didMoveToWindow() {
    guard window != nil else {
      // Without quirk `late-callbacks`, wheels that leave the window stop where they are, silently.
      if !environment.quirks.contains(.lateCallbacks) { spinTarget = nil }
      return
    }
    awaitsFirstCountDownChange = true
    checkStyle(presenting: true)
  }

  /// Records a countdown or year-and-month mode shown with a style other than wheels (DATE-22):
  /// when the mode or style is set to such a pair, and on every presentation with one.
  private func checkStyle(presenting: Bool) {
    guard datePickerMode.needsWheels, datePickerStyle != .wheels else {
      reportedStyleConflict = nil
      return
    }
    let conflict = "\(datePickerMode.rawValue)/\(datePickerStyle.rawValue)"
    guard presenting || reportedStyleConflict != conflict else { return }
    reportedStyleConflict = conflict
    environment.recordMisuse(
      .unsupportedDatePickerStyle(mode: datePickerMode.rawValue, style: datePickerStyle.rawValue))
  }

  // MARK: User gestures

  /// The user's wheels settle on `date`: it is normalised (in year-and-month mode, to the first
  /// instant of its month), and `valueChanged` is sent once when the value changed (DATE-3, DATE-6, DATE-7).
  @_spi(Harness) @_spi(PlatformMutation) open func userSelect(_ date: Date) {
    spinTarget = nil
    let before = self.date
    storedDate = userNormalized(date)
    if self.date != before { sendActions(for: .valueChanged) }
  }

  /// The user flicks the date wheels toward `date`: nothing is reported, and ``date`` keeps the value the wheels
  /// are leaving, until they settle (``settle()``), as UIKit reports neither the spin nor its settle (DATE-25).
  @_spi(Harness) open func spin(to date: Date) { spinTarget = date }

  /// Whether the date wheels are still moving after a user flick.
  @_spi(Harness) public var isSpinning: Bool { spinTarget != nil }

  /// Moving date wheels settle on their target: ``userSelect(_:)``'s normalisation and `valueChanged` (DATE-25).
  /// With quirk `late-callbacks` this happens even after the picker left the window.
  @_spi(Harness) open func settle() {
    guard let target = spinTarget else { return }
    userSelect(target)
  }

  /// The user's countdown wheels settle on `duration`: a multiple of the minute interval from one
  /// interval up to 23 h 59 min, never 0:00 (DATE-5). `valueChanged` when it changed, except for the
  /// first change after presentation with quirk `countdown-first-change` (DATE-7).
  @_spi(Harness) @_spi(PlatformMutation) open func userSelectCountDown(_ duration: TimeInterval) {
    let before = countDownDuration
    let step = TimeInterval(minuteInterval * 60)
    let largest = (Self.maximumCountDownDuration / step).rounded(.down) * step
    let settled = min(max((Self.normalizedCountDown(duration) / step).rounded(.down) * step, step), largest)
    isApplyingUserCountDown = true
    countDownDuration = settled
    isApplyingUserCountDown = false
    guard countDownDuration != before else { return }
    let swallowed = awaitsFirstCountDownChange && environment.quirks.contains(.countdownFirstChange)
    awaitsFirstCountDownChange = false
    if !swallowed { sendActions(for: .valueChanged) }
  }

  // MARK: Normalisation

  /// Moves the date (and the countdown) inside new bounds, interval, mode, calendar or time zone,
  /// as UIKit does when they change (DATE-17). It sends no event: the change is programmatic.
  @_spi(PlatformMutation) open func constraintsDidChange() {
    storedDate = normalized(storedDate)
    storedCountDown = programmaticCountDown(storedCountDown)
  }

  /// A date set from code: rounded to the interval when minutes show and ``roundsToMinuteInterval``
  /// is on, then moved inside the bounds (DATE-3, DATE-4).
  @_spi(PlatformMutation) open func normalized(_ date: Date) -> Date {
    normalized(date, rounds: roundsToMinuteInterval)
  }

  /// A date the user's wheels settle on: always on the interval, and in year-and-month mode the
  /// first instant of its month (DATE-4, DATE-6).
  private func userNormalized(_ date: Date) -> Date {
    if datePickerMode == .yearAndMonth { return normalized(startOfMonth(date), rounds: false) }
    return roundsToMinuteInterval ? normalized(date) : normalized(date, rounds: true)
  }

  private func normalized(_ date: Date, rounds requested: Bool) -> Date {
    let step = TimeInterval(minuteInterval * 60)
    let rounds = requested && datePickerMode.showsMinutes && minuteInterval > 1
    let (minimum, maximum) = effectiveBounds
    // With no multiple of the interval between the bounds, a bound is the value (DATE-19): it stays as it is.
    if rounds, let minimum, let maximum, date == minimum || date == maximum,
      firstStep(atOrAfter: minimum, step: step, notAfter: maximum) == minimum, !isStep(minimum, step: step)
    {
      return date
    }
    var value = rounds ? roundedToInterval(date, step: step) : date
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

  /// Whether `date` is a whole multiple of `step` from the start of its hour.
  private func isStep(_ date: Date, step: TimeInterval) -> Bool {
    date.timeIntervalSince(startOfHour(date)).truncatingRemainder(dividingBy: step) == 0
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

  /// The picker's calendar in the picker's effective time zone.
  private var zonedCalendar: Calendar {
    var calendar = self.calendar!
    calendar.timeZone = effectiveTimeZone
    return calendar
  }

  private func startOfHour(_ date: Date) -> Date {
    zonedCalendar.dateInterval(of: .hour, for: date)?.start ?? date
  }

  private func startOfMonth(_ date: Date) -> Date {
    zonedCalendar.dateInterval(of: .month, for: date)?.start ?? date
  }

  /// A countdown set from code: whole minutes, clamped, and in countdown mode a multiple of the interval.
  private func programmaticCountDown(_ duration: TimeInterval) -> TimeInterval {
    let minutes = Self.normalizedCountDown(duration)
    guard datePickerMode == .countDownTimer else { return minutes }
    let step = TimeInterval(minuteInterval * 60)
    return (minutes / step).rounded(.down) * step
  }

  /// Whole minutes, clamped to 0...86,340 s (DATE-5).
  static func normalizedCountDown(_ duration: TimeInterval) -> TimeInterval {
    guard duration.isFinite else { return 0 }
    let minutes = (duration / 60).rounded(.down) * 60
    return min(max(minutes, 0), maximumCountDownDuration)
  }
}

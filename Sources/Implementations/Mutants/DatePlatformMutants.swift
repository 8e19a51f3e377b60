import Foundation
@_spi(PlatformMutation) import InputPlatform

// The faulty date pickers of the DATE mutants (`DateMutants`, `DatePickerMutants`). Each models a faulty platform
// view, a `UIDatePicker` that breaks one of its own rules, not a component: no `UIDatePicker` subclass can change
// the picker's normalisation or its wheels' settle through public UIKit, so these override the model's
// `@_spi(PlatformMutation)` seams (and only those: no harness hook).

/// Models a faulty platform view, not a component: a `UIDatePicker` that keeps its date when new bounds, interval,
/// mode, calendar or time zone exclude it (`date-getter-ignores-bounds`).
final class RawDatePicker: DatePicker {
  override func constraintsDidChange() {}
}

/// Shared helpers for pickers that re-implement normalisation.
extension DatePicker {
  func startOfHourInPickerZone(_ date: Date) -> Date {
    var calendar = self.calendar!
    calendar.timeZone = effectiveTimeZone
    return calendar.dateInterval(of: .hour, for: date)?.start ?? date
  }

  func clampedToEffectiveBounds(_ date: Date) -> Date {
    var value = date
    let (minimum, maximum) = effectiveBounds
    if let minimum, value < minimum { value = minimum }
    if let maximum, value > maximum { value = maximum }
    return value
  }
}

/// Models a faulty platform view, not a component: a `UIDatePicker` that clamps to the bounds and then floors to the
/// minute interval (`interval-floors-after-clamping`).
final class FlooringDatePicker: DatePicker {
  override func normalized(_ date: Date) -> Date {
    let value = clampedToEffectiveBounds(date)
    guard datePickerMode.showsMinutes, minuteInterval > 1 else { return value }
    let step = TimeInterval(minuteInterval * 60)
    let hourStart = startOfHourInPickerZone(value)
    return hourStart + (value.timeIntervalSince(hourStart) / step).rounded(.down) * step
  }
}

/// Models a faulty platform view, not a component: a `UIDatePicker` that never applies the minute interval
/// (`interval-ignored`).
final class UnroundedDatePicker: DatePicker {
  override func normalized(_ date: Date) -> Date { clampedToEffectiveBounds(date) }
}

/// Models a faulty platform view, not a component: a `UIDatePicker` whose countdown keeps seconds, up to 86,399 s
/// (`countdown-keeps-seconds`).
final class SecondsCountDownPicker: DatePicker {
  /// The duration as the component keeps it: seconds included, clamped to 0…86,399 s.
  private var seconds: TimeInterval = 0

  override var countDownDuration: TimeInterval {
    get { seconds }
    set {
      super.countDownDuration = newValue  // the platform's own bookkeeping still runs
      seconds = Self.clampedKeepingSeconds(newValue)
    }
  }

  override func userSelectCountDown(_ duration: TimeInterval) {
    let before = seconds
    seconds = Self.clampedKeepingSeconds(duration)
    if seconds != before { sendActions(for: .valueChanged) }
  }

  private static func clampedKeepingSeconds(_ duration: TimeInterval) -> TimeInterval {
    duration.isFinite ? min(max(duration, 0), 86_399) : 0
  }
}

/// Models a faulty platform view, not a component: a `UIDatePicker` that applies its bounds in countdown mode
/// (`countdown-applies-bounds`).
final class CountDownBoundsPicker: DatePicker {
  override func normalized(_ date: Date) -> Date {
    guard datePickerMode == .countDownTimer else { return super.normalized(date) }
    var value = date
    if let minimumDate, value < minimumDate { value = minimumDate }
    if let maximumDate, value > maximumDate { value = maximumDate }
    return value
  }
}

/// Models a faulty platform view, not a component: a `UIDatePicker` whose wheels, in `.yearAndMonth` mode, settle on
/// the picked day and time (`year-and-month-keeps-day`).
final class DayKeepingMonthPicker: DatePicker {
  override func userSelect(_ date: Date) {
    guard datePickerMode == .yearAndMonth else { return super.userSelect(date) }
    let before = self.date
    self.date = date
    if self.date != before { sendActions(for: .valueChanged) }
  }
}

/// Models a faulty platform view, not a component: a `UIDatePicker` that rounds to the minute interval in `.date` and
/// `.yearAndMonth` modes too (`interval-rounds-every-mode`).
final class EveryModeRoundingPicker: DatePicker {
  override func normalized(_ date: Date) -> Date {
    let value = super.normalized(date)
    guard datePickerMode == .date || datePickerMode == .yearAndMonth, roundsToMinuteInterval, minuteInterval > 1
    else { return value }
    return clampedToEffectiveBounds(roundedToMinuteInterval(value))
  }
}

/// Models a faulty platform view, not a component: a `UIDatePicker` that sends `valueChanged` when new constraints move
/// its date (`constraint-change-sends-value-changed`).
final class AnnouncingConstraintsPicker: DatePicker {
  override func constraintsDidChange() {
    let before = date
    super.constraintsDidChange()
    if date != before { sendActions(for: .valueChanged) }
  }
}

/// Models a faulty platform view, not a component: a `UIDatePicker` that ignores equal bounds as if they crossed
/// (`equal-bounds-ignored`).
final class EqualBoundsIgnoredPicker: DatePicker {
  override func normalized(_ date: Date) -> Date {
    let (minimum, maximum) = effectiveBounds
    guard let minimum, minimum == maximum else { return super.normalized(date) }
    // Neither bound applies; the interval still does.
    guard roundsToMinuteInterval, datePickerMode.showsMinutes, minuteInterval > 1 else { return date }
    return roundedToMinuteInterval(date)
  }
}

/// Models a faulty platform view, not a component: a `UIDatePicker` that leaves an in-bounds date unrounded when no
/// multiple of the interval fits the bounds (`no-fitting-step-keeps-date`).
final class UnroundedFallbackPicker: DatePicker {
  override func normalized(_ date: Date) -> Date {
    noMultipleFitsTheBounds ? clampedToEffectiveBounds(date) : super.normalized(date)
  }

  /// Whether the interval's grid has no instant inside the bounds (rounding on, minutes shown).
  private var noMultipleFitsTheBounds: Bool {
    guard roundsToMinuteInterval, datePickerMode.showsMinutes, minuteInterval > 1,
      let minimum = effectiveBounds.minimum, let maximum = effectiveBounds.maximum
    else { return false }
    let step = TimeInterval(minuteInterval * 60)
    let hourStart = startOfHourInPickerZone(minimum)
    return hourStart + (minimum.timeIntervalSince(hourStart) / step).rounded(.up) * step > maximum
  }
}

extension DatePicker {
  /// The nearest multiple of the minute interval from the start of the hour, in the picker's zone.
  func roundedToMinuteInterval(_ date: Date) -> Date {
    let step = TimeInterval(minuteInterval * 60)
    let hourStart = startOfHourInPickerZone(date)
    return hourStart + (date.timeIntervalSince(hourStart) / step).rounded(.toNearestOrAwayFromZero) * step
  }
}

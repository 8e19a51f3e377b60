import Foundation
import InputConformance
import InputGenerators
import InputReference

/// Date-picker mutants (DATE-1, DATE-6, DATE-16 … DATE-19): a faulty picker under the reference date
/// keyboard, as a component that wraps or subclasses its own picker ships one.
extension DateMutants {
  static let pickerMutants: [Mutant] = [
    dateDefaultReadsMachineClock, yearAndMonthKeepsDay, intervalRoundsEveryMode, constraintChangeSendsValueChanged,
    equalBoundsIgnored, noFittingStepKeepsDate,
  ]

  /// The picker starts on the machine's clock (`Date()`), not the injected one. DATE-1: the date
  /// defaults to the creation time read from the injected clock. Minimal trace (0): the initial state.
  static let dateDefaultReadsMachineClock = Mutant(
    id: "date-default-reads-machine-clock", bugClass: 23,
    summary: "the date picker's default date is the machine's Date(), not the injected clock's now",
    clause: ClauseID(.date, 1), minimalTrace: [],
    implementation: MutantBuild.dateKeyboard(
      "date-default-reads-machine-clock", families: [.date], picker: { MachineClockDatePicker(environment: $0) }))

  /// In `.yearAndMonth` the wheels' settle is normalised like a date set from code, so the picked day
  /// and time stay. DATE-6: the user settles on the first instant of a month. Minimal trace (3):
  /// mode .yearAndMonth, tap, pick start + 60 s (2026-11-01 00:00 expected, 2026-11-30 00:01 kept).
  static let yearAndMonthKeepsDay = Mutant(
    id: "year-and-month-keeps-day", bugClass: 20,
    summary: "in .yearAndMonth mode the user's settle keeps the picked day and time, not the month's first instant",
    clause: ClauseID(.date, 6), minimalTrace: [.setMode(.yearAndMonth), .tap, .pickDate(seconds: 60)],
    implementation: MutantBuild.dateKeyboard(
      "year-and-month-keeps-day", families: [.date], picker: { DayKeepingMonthPicker(environment: $0) }))

  /// Rounding to the minute interval lacks the "modes that show minutes" check, so `.date` (and
  /// `.yearAndMonth`) dates are rounded too. DATE-16: in `.date` mode the interval has no effect.
  /// Minimal trace (2): app sets start + 450 s (07:30 past, off every grid), interval 15 (00:07:30
  /// must stay; the fault rounds it to 00:15).
  static let intervalRoundsEveryMode = Mutant(
    id: "interval-rounds-every-mode", bugClass: 20,
    summary: "the date is rounded to the minute interval in .date and .yearAndMonth modes too",
    clause: ClauseID(.date, 16), minimalTrace: [.setDate(seconds: 450), .setMinuteInterval(15)],
    implementation: MutantBuild.dateKeyboard(
      "interval-rounds-every-mode", families: [.date], picker: { EveryModeRoundingPicker(environment: $0) }))

  /// A date moved by new constraints is announced with `valueChanged`. DATE-17: changing bounds moves
  /// the value inside "without sending valueChanged". Minimal trace (1): app sets the minimum to
  /// start + 60 s (the date at start moves up to it).
  static let constraintChangeSendsValueChanged = Mutant(
    id: "constraint-change-sends-value-changed", bugClass: 21,
    summary: "a date moved inside new bounds, interval or mode sends valueChanged",
    clause: ClauseID(.date, 17), minimalTrace: [.setBounds(minimum: 60, maximum: nil)],
    implementation: MutantBuild.dateKeyboard(
      "constraint-change-sends-value-changed", families: [.date],
      picker: { AnnouncingConstraintsPicker(environment: $0) }))

  /// The bounds are applied only when `minimumDate < maximumDate`, so equal bounds count as crossing
  /// and are ignored. DATE-18: when minimum equals maximum that instant is the only value.
  /// Minimal trace (1): app sets both bounds to start − 60 s (below the date: the minimum is set
  /// first and holds alone; the equal maximum that follows is the one ignored). First written with
  /// start + 60 s, which the lone minimum already enforces: no fault shows.
  static let equalBoundsIgnored = Mutant(
    id: "equal-bounds-ignored", bugClass: 19,
    summary: "equal minimum and maximum dates are treated as crossing bounds and ignored",
    clause: ClauseID(.date, 18), minimalTrace: [.setBounds(minimum: -60, maximum: -60)],
    implementation: MutantBuild.dateKeyboard(
      "equal-bounds-ignored", families: [.date], picker: { EqualBoundsIgnoredPicker(environment: $0) }))

  /// Where no multiple of the interval fits the bounds, the date is only clamped, so a date already
  /// inside stays unrounded instead of becoming the bound. DATE-19, on the committing date keyboard
  /// (date and time, every 15 min, date at start): bounds start + 60…120 s (no multiple inside: the
  /// date becomes the bound, start + 60 s, either way), then start + 30…150 s (start + 60 s is
  /// inside; the bound start + 30 s is expected). Minimal trace (2).
  static let noFittingStepKeepsDate = Mutant(
    id: "no-fitting-step-keeps-date", bugClass: 20,
    summary: "with no multiple of the interval inside the bounds, an in-bounds date stays unrounded, not the bound",
    clause: ClauseID(.date, 19),
    minimalTrace: [.setBounds(minimum: 60, maximum: 120), .setBounds(minimum: 30, maximum: 150)],
    implementation: MutantBuild.dateKeyboard(
      "no-fitting-step-keeps-date", families: [.date], like: ReferenceImplementations.committingDateKeyboard,
      picker: { UnroundedFallbackPicker(environment: $0) }))
}

import Foundation
import InputConformance
import InputGenerators
import InputReference

/// Date mutants (DATE): the date picker and the date keyboard built on it; more in
/// `DatePickerMutants.swift` and `DateKeyboardMutants.swift`.
enum DateMutants {
  static let all: [Mutant] =
    [
      dateGetterIgnoresBounds, intervalFloorsAfterClamping, intervalIgnored, setDateSendsValueChanged,
      countdownKeepsSeconds, countdownAppliesBounds, textIgnoresTimeZone, textIgnoresLocale, cancelDoesNotRestoreDate,
      doneDoesNotResignDate, readoutCachesLastChange,
    ] + pickerMutants + keyboardMutants

  /// The picker does not move its date inside bounds set after the date (ActionSheetPicker-3.0 216,
  /// DateTimePicker 15). Minimal trace (1): app sets bounds start + 60 s … nil.
  static let dateGetterIgnoresBounds = Mutant(
    id: "date-getter-ignores-bounds", bugClass: 19,
    summary: "DatePicker keeps its date when new bounds exclude it, instead of moving it inside",
    clause: ClauseID(.date, 3), minimalTrace: [.setBounds(minimum: 60, maximum: nil)],
    implementation: MutantBuild.dateKeyboard(
      "date-getter-ignores-bounds", families: [.date], picker: { RawDatePicker(environment: $0) }))

  /// Normalisation clamps to the bounds first and then rounds down to the interval, undercutting
  /// the minimum (react-native-date-picker 570). Minimal trace (3): mode .time, interval 15, minimum start + 60 s.
  static let intervalFloorsAfterClamping = Mutant(
    id: "interval-floors-after-clamping", bugClass: 20,
    summary: "the date is clamped to the bounds and then floored to the minute interval, falling below the minimum",
    clause: ClauseID(.date, 3),
    minimalTrace: [.setMode(.time), .setMinuteInterval(15), .setBounds(minimum: 60, maximum: nil)],
    implementation: MutantBuild.dateKeyboard(
      "interval-floors-after-clamping", families: [.date], picker: { FlooringDatePicker(environment: $0) }))

  /// Normalisation applies the bounds but never the minute interval (datetimepicker 126).
  /// Minimal trace (3): mode .time, interval 15, app sets start + 30 s.
  static let intervalIgnored = Mutant(
    id: "interval-ignored", bugClass: 20, summary: "the minute interval is never applied to the date",
    clause: ClauseID(.date, 4), minimalTrace: [.setMode(.time), .setMinuteInterval(15), .setDate(seconds: 30)],
    implementation: MutantBuild.dateKeyboard(
      "interval-ignored", families: [.date], picker: { UnroundedDatePicker(environment: $0) }))

  /// The `date` setter sends `valueChanged` (cappuccino PR 2210). Minimal trace (1): app sets the date.
  static let setDateSendsValueChanged = Mutant(
    id: "set-date-sends-value-changed", bugClass: 21, summary: "setting DatePicker.date from code sends valueChanged",
    clause: ClauseID(.date, 7), minimalTrace: [.setDate(seconds: 60)],
    implementation: MutantBuild.dateKeyboard(
      "set-date-sends-value-changed", families: [.date], picker: { NotifyingSetterDatePicker(environment: $0) }))

  /// The countdown keeps seconds and is clamped to the header's 0…86,399 s instead of whole minutes
  /// up to 86,340 s, whether the wheels or the code set it. DATE-5: the user's wheels settle on a
  /// multiple of the interval from one interval up, never on 0:00. Minimal trace (3): mode
  /// .countDownTimer, tap, pick 59 s (60 s expected, 59 s kept).
  ///
  /// Before issue 10 the property's storage bypassed the platform's, and with it the countdown
  /// bookkeeping, so the keyboard's workaround for quirk `countdown-first-change` failed (a second
  /// fault, under DATE-7) while the wheels still settled on whole minutes; the override now keeps the
  /// bookkeeping and the wheels' settle keeps the seconds.
  static let countdownKeepsSeconds = Mutant(
    id: "countdown-keeps-seconds", bugClass: 22,
    summary: "countDownDuration keeps seconds and clamps to 86,399 s instead of whole minutes up to 86,340 s",
    clause: ClauseID(.date, 5), minimalTrace: [.setMode(.countDownTimer), .tap, .pickCountDown(seconds: 59)],
    implementation: MutantBuild.dateKeyboard(
      "countdown-keeps-seconds", families: [.date], picker: { SecondsCountDownPicker(environment: $0) }))

  /// The bounds are applied in countdown mode too. Minimal trace (2): mode .countDownTimer, minimum start + 60 s.
  static let countdownAppliesBounds = Mutant(
    id: "countdown-applies-bounds", bugClass: 22, summary: "minimumDate and maximumDate are applied in countdown mode",
    clause: ClauseID(.date, 2), minimalTrace: [.setMode(.countDownTimer), .setBounds(minimum: 60, maximum: nil)],
    implementation: MutantBuild.dateKeyboard(
      "countdown-applies-bounds", families: [.date], picker: { CountDownBoundsPicker(environment: $0) }))

  /// The text is formatted in the environment's ("current") time zone, not the picker's
  /// (IQDropDownTextField 54). Minimal trace (1): app sets time zone America/New_York.
  static let textIgnoresTimeZone = Mutant(
    id: "text-ignores-time-zone", bugClass: 23,
    summary: "the text is formatted in the current time zone instead of the picker's",
    clause: ClauseID(.date, 9), minimalTrace: [.setTimeZone("America/New_York")],
    implementation: MutantBuild.dateKeyboard("text-ignores-time-zone", families: [.date]) {
      ShadowFormattingKeyboard($0, keepsTimeZone: false)
    })

  /// The text is formatted in the environment's ("current") locale, not the picker's (ResearchKit 833).
  /// Minimal trace (0): the initial state (locale "ja").
  static let textIgnoresLocale = Mutant(
    id: "text-ignores-locale", bugClass: 23,
    summary: "the text is formatted in the current locale instead of the picker's",
    clause: ClauseID(.date, 9), minimalTrace: [],
    implementation: MutantBuild.dateKeyboard("text-ignores-locale", families: [.date]) {
      ShadowFormattingKeyboard($0, keepsLocale: false)
    })

  /// Cancel only dismisses (BSModalPickerView 7). Minimal trace (3): tap, pick start + 60 s, Cancel.
  static let cancelDoesNotRestoreDate = Mutant(
    id: "cancel-does-not-restore-date", bugClass: 18,
    summary: "Cancel dismisses without restoring the date from when editing began",
    clause: ClauseID(.date, 14), minimalTrace: [.tap, .pickDate(seconds: 60), .tapAccessory(.cancel)],
    implementation: MutantBuild.dateKeyboard("cancel-does-not-restore-date", families: [.date]) {
      NonRestoringCancelKeyboard($0)
    })

  /// Done refreshes the text but never resigns (seed 001's fault, in the date keyboard).
  /// Minimal trace (2): tap, Done.
  static let doneDoesNotResignDate = Mutant(
    id: "done-does-not-resign-date", bugClass: 26,
    summary: "the date keyboard's Done refreshes the text but does not resign",
    clause: ClauseID(.date, 11), minimalTrace: [.tap, .tapAccessory(.done)],
    implementation: MutantBuild.dateKeyboard("done-does-not-resign-date", families: [.date]) {
      NonDismissingDateKeyboard($0)
    })

  /// `getDate()` returns the date cached at the last `valueChanged`, missing programmatic sets.
  /// Minimal trace (1): app sets the date.
  static let readoutCachesLastChange = Mutant(
    id: "readout-caches-last-change", bugClass: 12,
    summary: "getDate() returns the date cached at the last valueChanged callback",
    clause: ClauseID(.date, 13), minimalTrace: [.setDate(seconds: 86_400)],
    implementation: MutantBuild.dateKeyboard(
      "readout-caches-last-change", families: [.date], keyboard: { CachingReadoutKeyboard($0) },
      readout: { ($0 as? CachingReadoutKeyboard)?.lastReportedDate ?? $0.date }))
}

import Foundation
import InputConformance
import InputGenerators
import InputReference

/// Date-keyboard mutants (DATE-6, DATE-8, DATE-10, DATE-12, DATE-15, DATE-20 … DATE-25): a faulty
/// keyboard on the reference date picker (the date keyboard in Japanese with Today, Done and Cancel).
extension DateMutants {
  static let keyboardMutants: [Mutant] = [
    yearAndMonthFallsBackToDate, dateLocaleResetIgnored, todaySetsDateSilently, deleteResetsDate,
    dateTextReadsMachineLocale, todayAlwaysSendsValueChanged, todayDismisses, pickerStyleLeftAutomatic, opensOnNow,
    dateFieldShowsCaret, lateSettleChangesDate,
  ]

  /// The keyboard takes the wheels' late settle as the user's choice: the picker's new date stands and the
  /// text follows it, although the keyboard went away on the date it was leaving (RMDateSelectionViewController
  /// 25). DATE-25. Minimal trace (4): tap, spin the date wheels, Done, the wheels settle.
  static let lateSettleChangesDate = Mutant(
    id: "late-settle-changes-date", bugClass: 13,
    summary: "date wheels that settle after Done change the date and the text the keyboard dismissed with",
    clause: ClauseID(.date, 25),
    minimalTrace: [.tap, .spinDate(seconds: 86_400), .tapAccessory(.done), .settle],
    implementation: MutantBuild.dateKeyboard("late-settle-changes-date", families: [.date]) { LateSettleKeyboard($0) })

  /// The keyboard maps the modes it knows onto the picker and sends any other, `.yearAndMonth`
  /// included, to `.date` (a wrapper written before iOS 17.4). DATE-6: the modes include
  /// `.yearAndMonth`. Minimal trace (1): app sets mode .yearAndMonth.
  static let yearAndMonthFallsBackToDate = Mutant(
    id: "year-and-month-falls-back-to-date", bugClass: 22,
    summary: "the keyboard's mode setter turns .yearAndMonth into .date",
    clause: ClauseID(.date, 6), minimalTrace: [.setMode(.yearAndMonth)],
    implementation: DateKeyboardBuild.dateKeyboard("year-and-month-falls-back-to-date") {
      FourModeKeyboard($0)
    } app: { field, events in
      events.setMode = { field.setKnownMode($0) }
    })

  /// The keyboard's locale setter unwraps its argument (`if let locale { … }`), so `setLocale(nil)`
  /// keeps the old locale instead of restoring the environment's. DATE-8: setting `nil` resets to the
  /// current locale. Minimal trace (1): app sets locale nil (the keyboard declared "ja").
  static let dateLocaleResetIgnored = Mutant(
    id: "date-locale-reset-ignored", bugClass: 23,
    summary: "setLocale(nil) keeps the previous locale instead of restoring the environment's",
    clause: ClauseID(.date, 8), minimalTrace: [.setLocale(nil)],
    implementation: DateKeyboardBuild.dateKeyboard("date-locale-reset-ignored") {
      UnwrappingLocaleKeyboard($0)
    } app: { field, events in
      events.setLocale = { field.setLocaleIfGiven($0) }
    })

  /// Today sets the date from code (`setDate`), so it sends no `valueChanged`. DATE-10: Today counts
  /// as a user change. Minimal trace (3): tap, pick start + 60 s, Today (back to now: a change).
  static let todaySetsDateSilently = Mutant(
    id: "today-sets-date-silently", bugClass: 21,
    summary: "Today sets the date from code, sending no valueChanged",
    clause: ClauseID(.date, 10), minimalTrace: [.tap, .pickDate(seconds: 60), .tapAccessory(.today)],
    implementation: MutantBuild.dateKeyboard("today-sets-date-silently", families: [.date]) {
      SilentTodayKeyboard($0)
    })

  /// Delete "clears" the field back to today's date, as a clear key. DATE-12: the picker is the only
  /// way to change the value; delete is refused. Minimal trace (3): tap, pick start + 60 s, delete.
  static let deleteResetsDate = Mutant(
    id: "delete-resets-date", bugClass: 26,
    summary: "deleteBackward() resets the date to the clock's now instead of being refused",
    clause: ClauseID(.date, 12), minimalTrace: [.tap, .pickDate(seconds: 60), .deleteBackward],
    implementation: MutantBuild.dateKeyboard("delete-resets-date", families: [.date]) { DeleteResetsDateKeyboard($0) })

  /// The text is formatted by a formatter left on the machine's `Locale.current`, `Calendar.current`
  /// and `TimeZone.current` wherever the keyboard set nothing itself. DATE-15: never the machine's
  /// settings. Minimal trace (1): the device runs ja_JP, Asia/Tokyo, the Japanese calendar (the
  /// device's calendar gives 令和8年11月30日; the machine's Gregorian one 2026年11月30日).
  static let dateTextReadsMachineLocale = Mutant(
    id: "date-text-reads-machine-locale", bugClass: 23,
    summary: "the text is formatted with the machine's current locale, calendar and time zone",
    clause: ClauseID(.date, 15),
    minimalTrace: [.device(DeviceSettings(locale: "ja_JP", timeZone: "Asia/Tokyo", calendar: "japanese", days: 0))],
    implementation: MutantBuild.dateKeyboard("date-text-reads-machine-locale", families: [.date]) {
      MachineSettingsTextKeyboard($0)
    })

  /// Today is `setDate(now)` followed by an explicit `valueChanged`, sent even when nothing changed.
  /// DATE-20: Today on the current now sends no `valueChanged`. Minimal trace (2): tap, Today (the
  /// date is already now).
  static let todayAlwaysSendsValueChanged = Mutant(
    id: "today-always-sends-value-changed", bugClass: 21,
    summary: "Today sends valueChanged even when the date already is now",
    clause: ClauseID(.date, 20), minimalTrace: [.tap, .tapAccessory(.today)],
    implementation: MutantBuild.dateKeyboard("today-always-sends-value-changed", families: [.date]) {
      AnnouncingTodayKeyboard($0)
    })

  /// Today picks today and closes the keyboard, as a commit. DATE-21: Today keeps the keyboard open.
  /// Minimal trace (2): tap, Today.
  static let todayDismisses = Mutant(
    id: "today-dismisses", bugClass: 26, summary: "Today sets the date and then dismisses the keyboard, like Done",
    clause: ClauseID(.date, 21), minimalTrace: [.tap, .tapAccessory(.today)],
    implementation: MutantBuild.dateKeyboard("today-dismisses", families: [.date]) { DismissingTodayKeyboard($0) })

  /// The keyboard never sets the picker's style, which stays `.automatic` (`.compact` since iOS 14).
  /// DATE-22: the date picker that is the input view has `preferredDatePickerStyle == .wheels`; it
  /// is the input view from creation. Minimal trace (0): the initial state.
  static let pickerStyleLeftAutomatic = Mutant(
    id: "picker-style-left-automatic", bugClass: 23,
    summary: "the date keyboard leaves its picker's preferred style .automatic (compact) instead of .wheels",
    clause: ClauseID(.date, 22), minimalTrace: [],
    implementation: MutantBuild.dateKeyboard("picker-style-left-automatic", families: [.date]) {
      AutomaticStyleKeyboard($0)
    })

  /// Opening the keyboard resets the picker to the clock's now (a fresh picker on today), not the
  /// committed date (XLForm). DATE-23: tapping opens on the current value. Minimal trace (2): app
  /// sets start + 60 s, tap.
  static let opensOnNow = Mutant(
    id: "opens-on-now", bugClass: 12, summary: "opening the date keyboard resets its picker to now",
    clause: ClauseID(.date, 23), minimalTrace: [.setDate(seconds: 60), .tap],
    implementation: MutantBuild.dateKeyboard("opens-on-now", families: [.date]) { NowOpeningKeyboard($0) })

  /// The field keeps `UITextField`'s caret while first responder. DATE-24: no caret.
  /// Minimal trace (1): tap.
  static let dateFieldShowsCaret = Mutant(
    id: "date-field-shows-caret", bugClass: 26, summary: "the date field draws a caret while first responder",
    clause: ClauseID(.date, 24), minimalTrace: [.tap],
    implementation: MutantBuild.dateKeyboard("date-field-shows-caret", families: [.date]) {
      CaretShowingDateKeyboard($0)
    })
}

/// Builds date-keyboard mutants wired as ``ReferenceImplementation/dateKeyboard(_:window:environment:picker:readout:make:)``
/// wires the reference, except for the app events the mutant's own API changes.
enum DateKeyboardBuild {
  typealias AppEvents = PlatformDateKeyboardDriver.AppEvents

  static func dateKeyboard<Keyboard: DateKeyboard>(
    _ id: String, like base: Implementation = ReferenceImplementations.dateKeyboard,
    make: @escaping @MainActor @Sendable (DateKeyboardArguments) -> Keyboard,
    app adjust: @escaping @MainActor @Sendable (Keyboard, inout AppEvents) -> Void
  ) -> Implementation {
    let capabilities = MutantBuild.capabilities(of: base, families: [.date])
    return Implementation(name: MutantBuild.name(id), capabilities: capabilities) { environment in
      let field = make(DateKeyboardArguments(capabilities, environment: environment))
      let outcomes = OutcomeLog()
      field.onDone = { _ in outcomes.counts.done += 1 }
      field.onCancel = { outcomes.counts.cancel += 1 }
      var events = AppEvents(
        setDate: { field.setDate($0) }, setBounds: { field.setBounds(minimum: $0, maximum: $1) },
        setMinuteInterval: { field.setMinuteInterval($0) }, setMode: { field.setMode($0) },
        setLocale: { field.setLocale($0) }, setTimeZone: { field.setTimeZone($0) },
        setCalendar: { field.setCalendar($0.map(environment.calendar)) })
      adjust(field, &events)
      return .responder(
        PlatformDateKeyboardDriver(
          field: field, window: Window(environment: environment), capabilities: capabilities,
          readout: { field.date }, appEvents: events, outcomes: { outcomes.counts }))
    }
  }
}

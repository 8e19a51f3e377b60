import Foundation
import InputConformance
import InputGenerators
import InputReference

// The faulty components of the mutants in `DateKeyboardMutants.swift`, each written as a component author would write
// it: against the platform's public API only.

final class FourModeKeyboard: DateKeyboard {
  /// The modes this keyboard knew when it was written; any other becomes `.date`.
  func setKnownMode(_ mode: DatePickerMode) {
    switch mode {
    case .time, .date, .dateAndTime, .countDownTimer: setMode(mode)
    default: setMode(.date)
    }
  }
}

final class UnwrappingLocaleKeyboard: DateKeyboard {
  func setLocaleIfGiven(_ locale: Locale?) {
    if let locale { setLocale(locale) }
  }
}

final class SilentTodayKeyboard: DateKeyboard {
  override func today() {
    guard isFirstResponder, datePicker.datePickerMode != .countDownTimer else { return }
    setDate(environment.now)
  }
}

final class DeleteResetsDateKeyboard: DateKeyboard {
  override func deleteBackward() { setDate(environment.now) }
}

/// Formats with a formatter on the machine's settings (`Locale.current`, `TimeZone.current`, `Calendar.current`),
/// copying only what was set explicitly (what differs from the environment's defaults, and a time zone set by
/// the app).
final class MachineSettingsTextKeyboard: DateKeyboard {
  override var text: String? {
    get {
      let picker = datePicker
      let setsLocale = picker.locale.identifier != environment.locale.identifier
      let setsCalendar = picker.calendar.identifier != environment.calendar.identifier
      var machineCalendar = Calendar(identifier: Calendar.current.identifier)
      machineCalendar.timeZone = TimeZone.current
      machineCalendar.locale = Locale.current
      let formatting = DatePicker(environment: environment)
      formatting.roundsToMinuteInterval = false
      formatting.datePickerMode = picker.datePickerMode
      // What `DatePicker` falls back to (DATE-8), with the machine's settings in place of the environment's.
      formatting.calendar = setsCalendar ? picker.calendar : machineCalendar
      let calendarLocale = setsCalendar ? picker.calendar.locale.flatMap { $0.identifier.isEmpty ? nil : $0 } : nil
      formatting.locale = setsLocale ? picker.locale : calendarLocale ?? Locale.current
      formatting.timeZone = picker.timeZone ?? (setsCalendar ? picker.calendar.timeZone : TimeZone.current)
      formatting.date = picker.date
      formatting.countDownDuration = picker.countDownDuration
      return DateKeyboard.formattedText(of: formatting, dateStyle: dateStyle)
    }
    set {}
  }
}

final class AnnouncingTodayKeyboard: DateKeyboard {
  override func today() {
    guard isFirstResponder, datePicker.datePickerMode != .countDownTimer else { return }
    setDate(environment.now)
    datePicker.sendActions(for: .valueChanged)
  }
}

/// Takes the wheels' late settle: the picker's new date stands, and the text follows it.
final class LateSettleKeyboard: DateKeyboard {
  override func wheelsSettledAfterDismissal(keeping kept: Date) { refreshText() }
}

final class DismissingTodayKeyboard: DateKeyboard {
  override func today() {
    super.today()
    done()
  }
}

final class AutomaticStyleKeyboard: DateKeyboard {
  override init(
    environment: PlatformEnvironment, mode: DatePickerMode, locale: Locale?, dateStyle: DateFormatter.Style,
    offersCancel: Bool, picker: DatePicker?
  ) {
    super.init(
      environment: environment, mode: mode, locale: locale, dateStyle: dateStyle, offersCancel: offersCancel,
      picker: picker)
    // The reference's `preferredDatePickerStyle = .wheels` line, missing: the default stays.
    datePicker.preferredDatePickerStyle = .automatic
  }

  public required init?(coder: NSCoder) { nil }
}

final class NowOpeningKeyboard: DateKeyboard {
  override func responderDidBecomeFirst() {
    setDate(environment.now)
    super.responderDidBecomeFirst()
  }
}

final class CaretShowingDateKeyboard: DateKeyboard {
  override func caretIsVisible() -> Bool { isFirstResponder }
}

import Foundation
import InputConformance
import InputGenerators
import InputReference

// The faulty components of the mutants in `DateMutants.swift`, each written as a component author would write it:
// against the platform's public API only. The date pickers that model a faulty platform are in
// `DatePlatformMutants.swift`.

// MARK: Date pickers

final class NotifyingSetterDatePicker: DatePicker {
  override var date: Date {
    get { super.date }
    set {
      super.date = newValue
      sendActions(for: .valueChanged)
    }
  }
}

// MARK: Date keyboards

/// Reads its text from a shadow picker that copies the real picker's value but, by mistake,
/// not its time zone (or not its locale), so the formatter falls back to the current one.
final class ShadowFormattingKeyboard: DateKeyboard {
  private var keepsTimeZone = true
  private var keepsLocale = true

  convenience init(_ arguments: DateKeyboardArguments, keepsTimeZone: Bool = true, keepsLocale: Bool = true) {
    self.init(arguments)
    self.keepsTimeZone = keepsTimeZone
    self.keepsLocale = keepsLocale
  }

  override var text: String? {
    get {
      let shadow = DatePicker(environment: environment)
      shadow.datePickerMode = datePicker.datePickerMode
      shadow.countDownDuration = datePicker.countDownDuration
      shadow.date = datePicker.date
      if keepsLocale { shadow.locale = datePicker.locale }
      if keepsTimeZone { shadow.timeZone = datePicker.timeZone }
      return DateKeyboard.formattedText(of: shadow, dateStyle: dateStyle)
    }
    set {}
  }
}

final class NonRestoringCancelKeyboard: DateKeyboard {
  override func cancel() {
    guard isFirstResponder, offersCancel else { return }
    resignFirstResponder()
  }
}

final class NonDismissingDateKeyboard: DateKeyboard {
  override func done() {
    guard isFirstResponder else { return }
    refreshText()
  }
}

final class CachingReadoutKeyboard: DateKeyboard {
  private(set) var lastReportedDate = Date.distantPast

  override init(
    environment: PlatformEnvironment, mode: DatePickerMode, locale: Locale?, dateStyle: DateFormatter.Style,
    offersCancel: Bool, picker: DatePicker?
  ) {
    super.init(
      environment: environment, mode: mode, locale: locale, dateStyle: dateStyle, offersCancel: offersCancel,
      picker: picker)
    lastReportedDate = datePicker.date
    addAction(for: [.valueChanged]) { [weak self] _, _ in
      guard let self else { return }
      self.lastReportedDate = self.datePicker.date
    }
  }

  public required init?(coder: NSCoder) { nil }
}

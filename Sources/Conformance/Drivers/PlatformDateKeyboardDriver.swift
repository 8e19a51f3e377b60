import Foundation
import InputGenerators
@_spi(Harness) import InputPlatform
import InputReference

/// The free driver for a date keyboard written on the platform model: a text
/// field whose input view is a ``DatePicker``, or holds one (a container with
/// the picker and a caption, say).
///
/// By default app events set that picker, as an app would; a component with its
/// own setters passes them in `appEvents`.
public final class PlatformDateKeyboardDriver: PlatformDriver, DateKeyboardDriver {
  /// How the app changes the date picker's settings.
  public struct AppEvents {
    public var setDate: (Date) -> Void
    public var setBounds: (Date?, Date?) -> Void
    public var setMinuteInterval: (Int) -> Void
    public var setMode: (DatePickerMode) -> Void
    public var setLocale: (Locale?) -> Void
    public var setTimeZone: (TimeZone?) -> Void
    /// Sets the picker's calendar (`nil`: back to the device's). Required: a driver that ignored it
    /// would show the Gregorian text where the app asked for another calendar (DATE-8, DATE-9).
    public var setCalendar: (Calendar.Identifier?) -> Void

    public init(
      setDate: @escaping (Date) -> Void, setBounds: @escaping (Date?, Date?) -> Void,
      setMinuteInterval: @escaping (Int) -> Void, setMode: @escaping (DatePickerMode) -> Void,
      setLocale: @escaping (Locale?) -> Void, setTimeZone: @escaping (TimeZone?) -> Void,
      setCalendar: @escaping (Calendar.Identifier?) -> Void
    ) {
      self.setCalendar = setCalendar
      self.setDate = setDate
      self.setBounds = setBounds
      self.setMinuteInterval = setMinuteInterval
      self.setMode = setMode
      self.setLocale = setLocale
      self.setTimeZone = setTimeZone
    }

    /// Setting the picker's properties directly.
    public static func direct(_ picker: DatePicker) -> AppEvents {
      AppEvents(
        setDate: { picker.date = $0 },
        setBounds: {
          picker.minimumDate = $0
          picker.maximumDate = $1
        },
        setMinuteInterval: { picker.minuteInterval = $0 },
        setMode: { picker.datePickerMode = $0 },
        setLocale: { picker.locale = $0 },
        setTimeZone: { picker.timeZone = $0 },
        setCalendar: { [environment = picker.environment] in picker.calendar = $0.map(environment.calendar) })
    }
  }

  public let picker: DatePicker
  public let start: Date
  private let field: TextField
  private let readDate: () -> Date
  private let app: AppEvents
  private var valueChanges = 0
  /// The date picker last flicked, which settles even once it is no longer presented.
  private var spunPicker: DatePicker?
  private let readOutcomes: (() -> OutcomeCounts)?
  public var outcomes: OutcomeCounts? { readOutcomes?() }

  /// Creates the driver for `field`, whose input view is a date picker or holds one.
  ///
  /// - Parameters:
  ///   - readout: the component's date read-out (`getDate()`).
  ///   - appEvents: how the app changes settings; `nil` sets the picker directly.
  ///   - picker: the date picker the component uses, when its input view does not hold it yet (one
  ///     built on first responder, say); by default the first date picker in the input view.
  public init(
    field: TextField, window: Window, capabilities: Capabilities, readout: @escaping () -> Date,
    appEvents: AppEvents? = nil, picker: DatePicker? = nil, outcomes: (() -> OutcomeCounts)? = nil
  ) {
    self.readOutcomes = outcomes
    guard let picker = picker ?? field.inputView?.firstDescendant(ofType: DatePicker.self) else {
      preconditionFailure(
        "PlatformDateKeyboardDriver: the field's inputView holds no DatePicker; pass the one it uses as `picker:`")
    }
    self.field = field
    self.picker = picker
    self.start = window.environment.now
    self.readDate = readout
    self.app = appEvents ?? .direct(picker)
    super.init(control: field, window: window, capabilities: capabilities)
    picker.addAction(for: [.valueChanged]) { [weak self] _, _ in self?.valueChanges += 1 }
  }

  public func pickDate(_ date: Date) { presentedDatePicker?.userSelect(date) }
  public func pickCountDown(_ duration: TimeInterval) { presentedDatePicker?.userSelectCountDown(duration) }
  public func spinDate(_ date: Date) {
    guard let presented = presentedDatePicker else { return }
    spunPicker = presented
    presented.spin(to: date)
  }
  public func settleDate() { spunPicker?.settle() }
  public func setDate(_ date: Date) { app.setDate(date) }
  public func setBounds(minimum: Date?, maximum: Date?) { app.setBounds(minimum, maximum) }
  public func setMinuteInterval(_ interval: Int) { app.setMinuteInterval(interval) }
  public func setMode(_ mode: DatePickerMode) { app.setMode(mode) }
  public func setLocale(_ locale: Locale?) { app.setLocale(locale) }
  public func setTimeZone(_ timeZone: TimeZone?) { app.setTimeZone(timeZone) }
  public func setCalendar(_ calendar: Calendar.Identifier?) { app.setCalendar(calendar) }
  public func advanceClock(by seconds: TimeInterval) { window.environment.advance(by: seconds) }
  public func setPasteboard(_ text: String) { window.environment.pasteboardString = text }

  public func type(_ text: String) {
    guard isFirstResponder else { return }
    SystemKeyboard.type(text, into: field)
  }

  public func deleteBackward() {
    guard isFirstResponder else { return }
    SystemKeyboard.deleteBackward(in: field)
  }

  public func chooseEditAction(_ action: EditAction) { field.performEditAction(action) }

  private var presentedDatePicker: DatePicker? {
    window.keyboard?.inputView?.firstDescendant(ofType: DatePicker.self)
  }

  public var text: String { field.text ?? "" }
  public var date: Date { readDate() }
  public var pickerValueChangedCount: Int { valueChanges }

  public var offeredEditActions: [EditAction] {
    EditAction.allCases.filter { field.canPerformAction($0, withSender: nil) }
  }

  public var showsCaret: Bool { field.caretIsVisible() }
  public var selectionRectCount: Int { field.selectionRectCount() }
  public var expectedText: String {
    let key = ExpectedTextKey(
      date: picker.date, mode: picker.datePickerMode, countDown: picker.countDownDuration,
      locale: picker.locale.identifier, timeZone: picker.effectiveTimeZone.identifier,
      calendar: picker.calendar.identifier)
    if let lastExpected, lastExpected.key == key { return lastExpected.text }
    let text = DateKeyboard.formattedText(of: picker, dateStyle: capabilities.dateStyle)
    lastExpected = (key, text)
    return text
  }

  /// The text the machine's own locale, calendar and time zone give for the picker's value, where the
  /// picker follows the device's (DATE-15): the same formatting on a picker of a machine environment.
  /// `nil` when the device's own settings with the Gregorian calendar give the same text: a text in
  /// the wrong calendar is DATE-9's, not evidence of reading the machine.
  public var machineText: String? {
    let environment = window.environment
    let machine = formattedTwin(
      in: PlatformEnvironment(
        now: environment.now, locale: Locale.current, timeZone: TimeZone.current,
        calendarIdentifier: Calendar.current.identifier, quirks: []))
    let gregorian = formattedTwin(
      in: PlatformEnvironment(
        now: environment.now, locale: environment.locale, timeZone: environment.timeZone,
        calendarIdentifier: .gregorian, quirks: []))
    return machine == gregorian ? nil : machine
  }

  /// The text of a picker like this one's in `environment`, keeping only the settings the app set.
  private func formattedTwin(in twinEnvironment: PlatformEnvironment) -> String {
    let environment = window.environment
    let twin = DatePicker(environment: twinEnvironment)
    twin.roundsToMinuteInterval = false
    twin.datePickerMode = picker.datePickerMode
    if picker.locale.identifier != environment.locale.identifier { twin.locale = picker.locale }
    if picker.calendar.identifier != environment.calendar.identifier { twin.calendar = picker.calendar }
    if let zone = picker.timeZone { twin.timeZone = zone }
    twin.date = picker.date
    twin.countDownDuration = picker.countDownDuration
    return DateKeyboard.formattedText(of: twin, dateStyle: capabilities.dateStyle)
  }

  public var style: String? { (presentedDatePicker ?? picker).datePickerStyle.rawValue }

  /// What the expected text depends on; formatting is slow, and most steps change none of it.
  private struct ExpectedTextKey: Equatable {
    var date: Date
    var mode: DatePickerMode
    var countDown: TimeInterval
    var locale: String
    var timeZone: String
    var calendar: Calendar.Identifier
  }

  private var lastExpected: (key: ExpectedTextKey, text: String)?
}

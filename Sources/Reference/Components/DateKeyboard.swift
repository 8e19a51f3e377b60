import Foundation

/// The reference date keyboard: a text field whose keyboard is a wheels-style date picker.
///
/// Its text always equals the picker's value formatted for its mode in the picker's
/// locale, calendar and time zone (DATE-9). Today moves the date to the clock's now as
/// a user change, and does nothing in countdown mode (DATE-10); Done dismisses and
/// keeps the date (DATE-11); Cancel, when offered, restores the value from when editing
/// began, from code (DATE-14). A dismissal through none of the buttons has the declared
/// outcome (RESP-19). Typing, deleting, paste and cut are refused (DATE-12, DATE-24).
/// It applies the workaround for quirk `countdown-first-change` (DATE-7).
///
/// ```swift
/// let field = DateKeyboard(environment: environment, locale: Locale(identifier: "ja"))
/// field.text   // "2026年11月30日"
/// ```
open class DateKeyboard: UITextField {
  public typealias DismissalOutcome = InputReference.DismissalOutcome

  /// How the text shows the date in `.date` and `.dateAndTime` modes.
  public let dateStyle: DateFormatter.Style
  /// Whether the toolbar has Cancel.
  public let offersCancel: Bool
  /// What a dismissal through none of the buttons does; `nil`: no outcome callback (RESP-19).
  public private(set) var dismissalOutcome: DismissalOutcome?
  /// The toolbar: Today, Done and, when offered, Cancel.
  public let toolbar = UIToolbar()
  /// The environment the keyboard reads now from.
  public let environment: PlatformEnvironment
  /// Called once per Done, and per committing dismissal, with the date (RESP-19).
  public var onDone: ((Date) -> Void)?
  /// Called once per Cancel, and per discarding dismissal (DATE-14, RESP-19).
  public var onCancel: (() -> Void)?
  private let picker: UIDatePicker
  private var dateAtBegin: Date
  private var countDownAtBegin: TimeInterval = 0
  /// The keyboard is resigning through Done or Cancel, not through another dismissal.
  private var isResigningThroughButton = false
  /// The date when the keyboard last went away, which a late settle of the wheels must not change (DATE-25).
  private var dateAtDismissal: Date?

  /// Creates a date keyboard showing `environment.now`.
  public init(
    environment: PlatformEnvironment, mode: DatePickerMode = .date, locale: Locale? = nil,
    dateStyle: DateFormatter.Style = .long, offersCancel: Bool = false, picker: UIDatePicker? = nil
  ) {
    self.environment = environment
    self.dateStyle = dateStyle
    self.offersCancel = offersCancel
    let picker = picker ?? UIDatePicker(environment: environment)
    self.picker = picker
    self.dateAtBegin = picker.date
    super.init(frame: .zero)
    picker.preferredDatePickerStyle = .wheels  // before the mode: countdown needs wheels (DATE-22)
    picker.datePickerMode = mode
    picker.locale = locale
    picker.addAction(for: [.valueChanged]) { [weak self] _, _ in self?.pickerValueChanged() }
    toolbar.setItems(makeItems(), animated: false)
    inputView = picker
    inputAccessoryView = toolbar
    refreshText()
  }

  /// Creates a date keyboard with the configuration a component chooses for itself (adopted by
  /// the reference before the first step): settings the app could also change later, and the
  /// declared dismissal outcome.
  ///
  /// - Parameters:
  ///   - calendar, timeZone: the picker's; `nil` for the environment's (DATE-8).
  ///   - minuteInterval, roundsToMinuteInterval: DATE-4.
  ///   - minimumDate, maximumDate: the bounds (DATE-2).
  ///   - date: the initial date, normalised like any date set from code under the whole configuration;
  ///     `nil` for the clock's now (DATE-1).
  ///   - dismissalOutcome: what a dismissal through none of the buttons does (RESP-19).
  public convenience init(
    environment: PlatformEnvironment, mode: DatePickerMode = .date, locale: Locale? = nil,
    dateStyle: DateFormatter.Style = .long, offersCancel: Bool = false, calendar: Calendar? = nil,
    timeZone: TimeZone? = nil, minuteInterval: Int = 1, roundsToMinuteInterval: Bool = true,
    minimumDate: Date? = nil, maximumDate: Date? = nil, date: Date? = nil,
    dismissalOutcome: DismissalOutcome? = nil, picker: UIDatePicker? = nil
  ) {
    self.init(
      environment: environment, mode: mode, locale: locale, dateStyle: dateStyle, offersCancel: offersCancel,
      picker: picker)
    self.dismissalOutcome = dismissalOutcome
    let initialDate = date ?? datePicker.date
    change {
      $0.calendar = calendar
      $0.timeZone = timeZone
      $0.roundsToMinuteInterval = roundsToMinuteInterval
      $0.minuteInterval = minuteInterval
      $0.minimumDate = minimumDate
      $0.maximumDate = maximumDate
      $0.date = initialDate  // normalised once, under the whole configuration
    }
  }

  public required init?(coder: NSCoder) { nil }

  /// Whether the toolbar has Today (a countdown field, say, has none); set before the keyboard first opens.
  public var offersToday = true {
    didSet { toolbar.setItems(makeItems(), animated: false) }
  }

  /// Sets ``offersToday`` and the toolbar's items with it, also from an initializer (where an assignment would skip
  /// the property's observer and leave Today on the bar).
  public func setOffersToday(_ offers: Bool) {
    offersToday = offers
    toolbar.setItems(makeItems(), animated: false)
  }

  /// Cancel (when offered), a flexible space, Today (when offered) and Done.
  private func makeItems() -> [UIBarButtonItem] {
    var items: [UIBarButtonItem] = []
    if offersCancel {
      items.append(
        UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: Selector("cancel", DateKeyboard.cancel)))
    }
    items.append(UIBarButtonItem(systemItem: .flexibleSpace))
    if offersToday {
      items.append(
        UIBarButtonItem(title: "Today", style: .done, target: self, action: Selector("today", DateKeyboard.today)))
    }
    items.append(
      UIBarButtonItem(barButtonSystemItem: .done, target: self, action: Selector("done", DateKeyboard.done)))
    return items
  }

  /// The text: always the picker's value formatted (DATE-9); setting it from code is ignored,
  /// because the picker is the only way to change what the field shows (DATE-12).
  open override var text: String? {
    get { super.text }
    set {}
  }

  /// The date read-out; always the picker's date (DATE-13).
  public var date: Date { picker.date }

  /// The countdown read-out, in countdown mode.
  public var countDownDuration: TimeInterval { picker.countDownDuration }

  /// The picker's settings, read-only; change them through the keyboard so the text follows.
  public var datePicker: UIDatePicker { picker }

  /// Opens on the current value (DATE-23), remembering it for Cancel, and sets the countdown
  /// again now that the picker is presented: the workaround for quirk `countdown-first-change`
  /// (DATE-7). Setting it is harmless in the other modes, and keeps a later switch to countdown
  /// mode reporting its first change.
  open override func responderDidBecomeFirst() {
    dateAtDismissal = nil
    dateAtBegin = picker.date
    countDownAtBegin = picker.countDownDuration
    picker.countDownDuration = picker.countDownDuration
    super.responderDidBecomeFirst()
  }

  /// Ends editing; a dismissal through none of the buttons has the declared outcome (RESP-19).
  open override func responderDidResign() {
    if !isResigningThroughButton, let dismissalOutcome {
      switch dismissalOutcome {
      case .commit: onDone?(picker.date)
      case .discard:
        restoreValueAtBegin()
        onCancel?()
      }
    }
    dateAtDismissal = picker.date
    super.responderDidResign()
  }

  // MARK: Accessory actions

  /// Sets the date to the clock's now as a user change (when Today is offered): `setDate(_:animated:)` (which bounds and rounds it),
  /// then `valueChanged` when the date moved, which a date set from code does not send; nothing in countdown
  /// mode (DATE-10).
  open func today() {
    guard isFirstResponder, offersToday, picker.datePickerMode != .countDownTimer else { return }
    let before = picker.date
    picker.setDate(nowOnTheWheels, animated: true)
    if picker.date != before { picker.sendActions(for: .valueChanged) }
  }

  /// The clock's now as the wheels can show it: in year-and-month mode the first instant of this month, in the
  /// picker's calendar and time zone (DATE-6).
  private var nowOnTheWheels: Date {
    guard picker.datePickerMode == .yearAndMonth, var calendar = picker.calendar else { return environment.now }
    calendar.timeZone = picker.timeZone ?? calendar.timeZone
    return calendar.dateInterval(of: .month, for: environment.now)?.start ?? environment.now
  }

  /// Dismisses, keeping the date, and calls ``onDone`` (DATE-11).
  open func done() {
    guard isFirstResponder else { return }
    onDone?(picker.date)
    resignThroughButton()
  }

  /// Restores the value from when editing began, from code (no `valueChanged`), calls
  /// ``onCancel`` and dismisses (DATE-14).
  open func cancel() {
    guard isFirstResponder, offersCancel else { return }
    restoreValueAtBegin()
    onCancel?()
    resignThroughButton()
  }

  private func restoreValueAtBegin() {
    change {
      $0.date = dateAtBegin
      $0.countDownDuration = countDownAtBegin
    }
  }

  private func resignThroughButton() {
    isResigningThroughButton = true
    defer { isResigningThroughButton = false }
    resignFirstResponder()
  }

  // MARK: App events (no valueChanged; the text follows)

  /// Sets the date from code (DATE-7).
  public func setDate(_ date: Date) { change { $0.date = date } }
  /// Sets the bounds from code (DATE-2).
  public func setBounds(minimum: Date?, maximum: Date?) {
    change {
      $0.minimumDate = minimum
      $0.maximumDate = maximum
    }
  }
  /// Sets the minute interval from code (DATE-4).
  public func setMinuteInterval(_ interval: Int) { change { $0.minuteInterval = interval } }
  /// Sets whether dates set from code are rounded to the interval (DATE-4).
  public func setRoundsToMinuteInterval(_ rounds: Bool) { change { $0.roundsToMinuteInterval = rounds } }
  /// Sets the mode from code (DATE-6).
  public func setMode(_ mode: DatePickerMode) { change { $0.datePickerMode = mode } }
  /// Sets the countdown duration from code (DATE-5).
  public func setCountDownDuration(_ duration: TimeInterval) { change { $0.countDownDuration = duration } }
  /// Sets the locale; `nil` resets to the environment's (DATE-8).
  public func setLocale(_ locale: Locale?) { change { $0.locale = locale } }
  /// Sets the time zone; `nil` resets to the calendar's or the environment's (DATE-8).
  public func setTimeZone(_ timeZone: TimeZone?) { change { $0.timeZone = timeZone } }
  /// Sets the calendar; `nil` resets to the environment's (DATE-8).
  public func setCalendar(_ calendar: Calendar?) { change { $0.calendar = calendar } }

  private func change(_ body: (UIDatePicker) -> Void) {
    body(picker)
    // What the app sets after the keyboard went away is what a late settle must leave (DATE-25).
    if !isFirstResponder, dateAtDismissal != nil { dateAtDismissal = picker.date }
    refreshText()
  }

  // MARK: Refused editing (DATE-12, DATE-24)

  open override func insertText(_ text: String) {}
  open override func deleteBackward() {}
  open override func canPerformAction(_ action: EditAction, withSender sender: Any?) -> Bool { false }
  open override func selectionRectCount() -> Int { 0 }
  open override func caretIsVisible() -> Bool { false }

  // MARK: Text

  /// The picker's value changed by the user. Wheels still spinning when the keyboard went away settle later
  /// (quirk `late-callbacks`): that settle is put back, from code, so the date and the text stay what the
  /// dismissal left (DATE-25).
  private func pickerValueChanged() {
    if !isFirstResponder, let kept = dateAtDismissal, picker.date != kept {
      return wheelsSettledAfterDismissal(keeping: kept)
    }
    refreshText()
  }

  /// The wheels settled after the keyboard went away: the picker is put back on `kept`, from code (DATE-25).
  open func wheelsSettledAfterDismissal(keeping kept: Date) {
    change { $0.date = kept }
  }

  /// Rewrites the text from the picker's value (DATE-9).
  open func refreshText() {
    super.text = Self.formattedText(of: picker, dateStyle: dateStyle)
  }

  /// The text a date keyboard shows for `picker`'s value (DATE-9), in the picker's locale,
  /// calendar and time zone: `.date` in `dateStyle`; `.time` in the short time style;
  /// `.dateAndTime` in `dateStyle` and the short time style; `.yearAndMonth` as the locale's
  /// month and year (template `yMMMM`); `.countDownTimer` as `H:mm` of the duration.
  public static func formattedText(of picker: UIDatePicker, dateStyle: DateFormatter.Style) -> String {
    let layout: FormatterCache.Layout
    switch picker.datePickerMode {
    case .countDownTimer:
      let minutes = Int(picker.countDownDuration) / 60
      return "\(minutes / 60):" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
    case .yearAndMonth: layout = .template("yMMMM")
    case .date: layout = .styles(date: dateStyle, time: .none)
    case .time: layout = .styles(date: .none, time: .short)
    case .dateAndTime: layout = .styles(date: dateStyle, time: .short)
    }
    return FormatterCache.shared.string(
      from: picker.date, locale: picker.locale, calendar: picker.calendar, timeZone: picker.effectiveTimeZone,
      layout: layout)
  }
}

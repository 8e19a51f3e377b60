import Foundation

/// The reference date keyboard: a text field whose keyboard is a date picker.
///
/// Its text always equals the picker's date formatted with the picker's locale,
/// calendar and time zone (DATE-9). Today moves the date to the clock's now as a
/// user change (DATE-10); Done dismisses and keeps the date; Cancel, when offered,
/// restores the date from when editing began (DATE-11). Typing, deleting, paste,
/// cut and select are refused (DATE-12).
///
/// ```swift
/// let field = DateKeyboard(environment: environment, locale: Locale(identifier: "ja"))
/// field.text   // "2026年11月30日"
/// ```
open class DateKeyboard: TextField {
  /// How the text shows the date.
  public let dateStyle: DateFormatter.Style
  /// Whether the toolbar has Cancel.
  public let offersCancel: Bool
  /// The toolbar: Today, Done and, when offered, Cancel.
  public let toolbar = Toolbar()
  /// The environment the keyboard reads now from.
  public let environment: PlatformEnvironment
  private let picker: DatePicker
  private var dateAtBegin: Date

  /// Creates a date keyboard showing `environment.now`.
  public init(
    environment: PlatformEnvironment, mode: DatePickerMode = .date, locale: Locale? = nil,
    dateStyle: DateFormatter.Style = .long, offersCancel: Bool = false, picker: DatePicker? = nil
  ) {
    self.environment = environment
    self.dateStyle = dateStyle
    self.offersCancel = offersCancel
    let picker = picker ?? DatePicker(environment: environment)
    self.picker = picker
    self.dateAtBegin = picker.date
    super.init()
    picker.datePickerMode = mode
    picker.locale = locale
    picker.addAction(for: [.valueChanged]) { [weak self] _, _ in self?.pickerValueChanged() }
    var items: [BarButtonItem] = []
    if offersCancel { items.append(BarButtonItem(systemItem: .cancel) { [weak self] in self?.cancel() }) }
    items.append(BarButtonItem(systemItem: .flexibleSpace))
    items.append(BarButtonItem(title: "Today", style: .done) { [weak self] in self?.today() })
    items.append(BarButtonItem(systemItem: .done) { [weak self] in self?.done() })
    toolbar.setItems(items, animated: false)
    inputView = picker
    inputAccessoryView = toolbar
    refreshText()
  }

  /// The text: always the picker's date formatted (DATE-9); setting it from code is ignored,
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
  public var datePicker: DatePicker { picker }

  open override func responderDidBecomeFirst() {
    dateAtBegin = picker.date
    super.responderDidBecomeFirst()
  }

  // MARK: Accessory actions

  /// Sets the date to the clock's now, bounded and rounded, as a user change (DATE-10).
  open func today() {
    guard isFirstResponder else { return }
    if picker.datePickerMode == .countDownTimer { return }
    picker.userSelect(environment.now)
  }

  /// Dismisses, keeping the date (DATE-11).
  open func done() {
    guard isFirstResponder else { return }
    resignFirstResponder()
  }

  /// Restores the date from when editing began and dismisses (DATE-11).
  open func cancel() {
    guard isFirstResponder, offersCancel else { return }
    picker.date = dateAtBegin
    refreshText()
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
  /// Sets the mode from code (DATE-6).
  public func setMode(_ mode: DatePickerMode) { change { $0.datePickerMode = mode } }
  /// Sets the countdown duration from code (DATE-5).
  public func setCountDownDuration(_ duration: TimeInterval) { change { $0.countDownDuration = duration } }
  /// Sets the locale; `nil` resets to the environment's (DATE-8).
  public func setLocale(_ locale: Locale?) { change { $0.locale = locale } }
  /// Sets the time zone; `nil` resets to the environment's (DATE-8).
  public func setTimeZone(_ timeZone: TimeZone?) { change { $0.timeZone = timeZone } }
  /// Sets the calendar; `nil` resets to the environment's (DATE-8).
  public func setCalendar(_ calendar: Calendar?) { change { $0.calendar = calendar } }

  private func change(_ body: (DatePicker) -> Void) {
    body(picker)
    refreshText()
  }

  // MARK: Refused editing (DATE-12)

  open override func insertText(_ text: String) {}
  open override func deleteBackward() {}
  open override func canPerformAction(_ action: EditAction, withSender sender: Any?) -> Bool { false }
  open override func selectionRectCount() -> Int { 0 }
  open override func caretIsVisible() -> Bool { false }

  // MARK: Text

  private func pickerValueChanged() {
    refreshText()
  }

  /// Rewrites the text from the picker's value (DATE-9).
  open func refreshText() {
    super.text = Self.formattedText(of: picker, dateStyle: dateStyle)
  }

  /// The text a date keyboard shows for `picker`'s value (DATE-9): the date in
  /// `dateStyle` (plus a short time in modes with minutes), or `H:mm` of the
  /// countdown, in the picker's locale, calendar and time zone.
  public static func formattedText(of picker: DatePicker, dateStyle: DateFormatter.Style) -> String {
    if picker.datePickerMode == .countDownTimer {
      let minutes = Int(picker.countDownDuration) / 60
      return "\(minutes / 60):" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
    }
    return FormatterCache.shared.string(
      from: picker.date, locale: picker.locale, calendar: picker.calendar, timeZone: picker.effectiveTimeZone,
      dateStyle: picker.datePickerMode == .time ? .none : dateStyle,
      timeStyle: picker.datePickerMode.showsMinutes ? .short : .none)
  }
}

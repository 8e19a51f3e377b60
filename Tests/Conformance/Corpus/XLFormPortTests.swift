import Foundation
import InputImplementations
@_spi(Harness) @_spi(PlatformMutation) import InputPlatform
import InputReference
import Testing

/// The corpus triggers of B39–B42, B44 and B45 performed directly on the XLForm ports, through the
/// platform model: the buggy port shows the reported behaviour, the fixed port does not.
@Suite struct XLFormPortTests {
  @Test("B39 XLForm: a date row opens its keyboard on the row's value (DATE-23)")
  func b39() {
    let value = XLFormScenario.utc(2014, 1, 1)
    #expect(XLFormScenario.b39(.buggy) == XLFormScenario.environment().now, "buggy: the wheels show the clock's now")
    #expect(XLFormScenario.b39(.fixed) == value, "fixed: the wheels show the row's value")
  }

  @Test("B40 XLForm: a countdown row's hours do not depend on the device's time zone (DATE-9)")
  func b40() {
    let buggy = XLFormScenario.b40(.atbe2fb86)
    #expect(buggy.text == "2hours 30min")
    #expect(buggy.pickerTimeZone == TimeZone(identifier: "Etc/GMT-2"))
    let fixed = XLFormScenario.b40(.at55e440b)
    #expect(fixed.text == "0hours 30min")
    #expect(fixed.pickerTimeZone == TimeZone(secondsFromGMT: 0))
  }

  @Test("B41 XLForm: a date row's text uses the locale it is configured with (DATE-9)")
  func b41() {
    let picked = XLFormScenario.utc(2026, 12, 1)
    let german = XLFormScenario.medium(picked, locale: "de_DE")
    let english = XLFormScenario.medium(picked, locale: "en_US")
    #expect(german != english)
    let buggy = XLFormScenario.b41(.at55e440b)
    #expect(buggy.pickerLocale == "en_US")
    #expect(buggy.text == german, "buggy: the wheels are English, the text is in the device's German")
    let fixed = XLFormScenario.b41(.at578dea9)
    #expect(fixed.pickerLocale == "en_US")
    #expect(fixed.text == english)
  }

  @Test("B42 XLForm: the first change of a countdown row is recorded (DATE-7)")
  func b42() {
    // The stand-in picker drops the first change after a non-animated set, as UIKit does (the model's
    // DatePicker does not have the quirk yet).
    let buggy = XLFormScenario.b42(.at6e5427d)
    #expect(buggy.pickerShows == 45 * 60)
    #expect(buggy.rowMinutes == 30, "buggy: UIKit sent no valueChanged, the row kept 0:30")
    let fixed = XLFormScenario.b42(.at8bbbef6)
    #expect(fixed.pickerShows == 45 * 60)
    #expect(fixed.rowMinutes == 45)
  }

  @Test("B44 XLForm: disabling a collapsed inline selector leaves the row below it in place (RESP-6)")
  func b44() {
    #expect(
      XLFormScenario.b44(.buggy) == ["Selector"], "buggy: the resign of a cell that is not first removed the text row")
    #expect(XLFormScenario.b44(.fixed) == ["Selector", "Name"])
    // Both collapse their own picker row when the open selector resigns.
    #expect(XLFormScenario.b44OpenAndClose(.buggy) == [["Selector", nil, "Name"], ["Selector", "Name"]])
    #expect(XLFormScenario.b44OpenAndClose(.fixed) == [["Selector", nil, "Name"], ["Selector", "Name"]])
  }

  @Test("B45 XLForm: a second resign of an inline date row that is no longer first removes nothing (RESP-6)")
  func b45() {
    let rows = XLFormScenario.b45()
    #expect(rows.afterTap == ["Date Time", "Picker"], "tapping Date collapses the inline picker")
    #expect(rows.afterSecondResign == ["Date Time"], "the second resign removed the date picker row below the cell")
  }
}

/// The triggers, step by step; each builds a fresh form in a fresh window.
enum XLFormScenario {
  static func environment(timeZone: String = "UTC", locale: String = "en_US_POSIX") -> PlatformEnvironment {
    PlatformEnvironment(
      now: Date(timeIntervalSince1970: 1_795_996_800), locale: Locale(identifier: locale),
      timeZone: TimeZone(identifier: timeZone)!)
  }

  static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
  }

  static func medium(_ date: Date, locale: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: locale)
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.dateStyle = .medium
    formatter.timeStyle = .none
    return formatter.string(from: date)
  }

  /// B39: a date row whose value is 2014-01-01 is tapped; the date its keyboard's picker shows.
  static func b39(_ version: CorpusVersion) -> Date? {
    let world = environment()
    let row = XLForm.FormRowDescriptor(tag: "date", rowType: XLForm.rowDescriptorTypeDate, title: "Date")
    row.value = utc(2014, 1, 1)
    let controller = XLForm.FormViewController2014(form: XLForm.form([[row]]), environment: world)
    controller.cellClassesForRowDescriptorTypes[XLForm.rowDescriptorTypeDate] = {
      XLForm.DateCellAt7bd51d5(version: version, environment: $0)
    }
    let window = XLForm.show(controller)
    return withExtendedLifetime((window, controller)) {
      let cell = row.cellForFormController(controller)
      cell.tap()
      precondition(cell.isFirstResponder, "tapping the row opens its keyboard")
      return (window.keyboard?.inputView as? DatePicker)?.date
    }
  }

  struct CountDownText {
    var text: String?
    var pickerTimeZone: TimeZone?
  }

  /// B40: the device is in UTC+2; a countdown row holds 0:30 as XLForm stores it (00:30 GMT); its text,
  /// and the time zone of its picker once it opened.
  static func b40(_ commit: XLForm.DateCellCommit) -> CountDownText {
    let world = environment(timeZone: "Etc/GMT-2")  // UTC+2
    let row = XLForm.FormRowDescriptor(
      tag: "timer", rowType: XLForm.rowDescriptorTypeCountDownTimer, title: "Countdown")
    row.value = Date(timeIntervalSince1970: 30 * 60)
    let controller = XLForm.FormViewController(form: XLForm.form([[row]]), environment: world)
    controller.registerDateCells(commit)
    let window = XLForm.show(controller)
    return withExtendedLifetime((window, controller)) {
      let cell = row.cellForFormController(controller) as! XLForm.DateCell
      cell.tap()
      return CountDownText(text: cell.detailTextLabel?.text, pickerTimeZone: cell.datePicker.effectiveTimeZone)
    }
  }

  struct LocaleText {
    var text: String?
    var pickerLocale: String?
  }

  /// B41: the device is German; the date row is configured with locale en_US; the user picks a date.
  static func b41(_ commit: XLForm.DateCellCommit) -> LocaleText {
    let world = environment(locale: "de_DE")
    let row = XLForm.FormRowDescriptor(tag: "date", rowType: XLForm.rowDescriptorTypeDate, title: "Date")
    row.value = world.now
    row.cellConfig = [("locale", Locale(identifier: "en_US"))]
    let controller = XLForm.FormViewController(form: XLForm.form([[row]]), environment: world)
    controller.registerDateCells(commit)
    let window = XLForm.show(controller)
    return withExtendedLifetime((window, controller)) {
      let cell = row.cellForFormController(controller) as! XLForm.DateCell
      cell.tap()
      let picker = window.keyboard?.inputView as? DatePicker
      picker?.userSelect(utc(2026, 12, 1))
      return LocaleText(text: cell.detailTextLabel?.text, pickerLocale: picker?.locale.identifier)
    }
  }

  struct CountDownChange {
    var pickerShows: TimeInterval
    var rowMinutes: Int?
  }

  /// B42: a countdown row holding 0:30 is opened and its wheels are spun once to 0:45. The picker is a
  /// ``QuirkyCountDownDatePicker``: UIKit's countdown picker, with its missing first `valueChanged`.
  static func b42(_ commit: XLForm.DateCellCommit) -> CountDownChange {
    let world = environment()
    let row = XLForm.FormRowDescriptor(
      tag: "timer", rowType: XLForm.rowDescriptorTypeCountDownTimer, title: "Countdown")
    row.value = utc(2026, 11, 30, 0, 30)
    let controller = XLForm.FormViewController(form: XLForm.form([[row]]), environment: world)
    controller.registerDateCells(commit)
    let window = XLForm.show(controller)
    return withExtendedLifetime((window, controller)) {
      let cell = row.cellForFormController(controller) as! XLForm.DateCell
      cell.datePickerFactory = { QuirkyCountDownDatePicker(environment: $0) }
      cell.tap()
      let picker = window.keyboard!.inputView as! DatePicker
      picker.userSelectCountDown(45 * 60)
      var calendar = picker.calendar!
      calendar.timeZone = picker.effectiveTimeZone
      let minutes = (row.value as? Date).map {
        calendar.component(.hour, from: $0) * 60 + calendar.component(.minute, from: $0)
      }
      return CountDownChange(pickerShows: picker.countDownDuration, rowMinutes: minutes)
    }
  }

  static func selectorForm(_ version: CorpusVersion) -> (XLForm.FormViewController, XLForm.FormRowDescriptor) {
    let selector = XLForm.FormRowDescriptor(
      tag: "selector", rowType: XLForm.rowDescriptorTypeSelectorPickerViewInline, title: "Selector")
    selector.selectorOptions = ["One", "Two"]
    let name = XLForm.FormRowDescriptor(tag: "name", rowType: XLForm.rowDescriptorTypeText, title: "Name")
    let controller = XLForm.FormViewController(form: XLForm.form([[selector, name]]), environment: environment())
    controller.cellClassesForRowDescriptorTypes = [
      XLForm.rowDescriptorTypeSelectorPickerViewInline: {
        XLForm.InlineSelectorCell(version: version, environment: $0)
      },
      XLForm.rowDescriptorTypePicker: { XLForm.PickerCell(environment: $0) },
      XLForm.rowDescriptorTypeText: { TextRowCell(environment: $0) },
    ]
    return (controller, selector)
  }

  /// The titles of the first section's rows, as the form holds them (`nil` for an untitled row).
  static func titles(_ controller: XLForm.FormViewController) -> [String?] {
    controller.form.formSections[0].formRows.map(\.title)
  }

  /// B44: [inline selector (collapsed), text row]; the app disables the selector row.
  static func b44(_ version: CorpusVersion) -> [String?] {
    let (controller, selector) = selectorForm(version)
    let window = XLForm.show(controller)
    return withExtendedLifetime((window, controller)) {
      selector.disabled = true
      precondition(controller.tableView.numberOfRows(inSection: 0) == controller.form.formSections[0].formRows.count)
      return titles(controller)
    }
  }

  /// B44's control: the selector opens (its picker row is inserted) and closes (the picker row goes).
  static func b44OpenAndClose(_ version: CorpusVersion) -> [[String?]] {
    let (controller, selector) = selectorForm(version)
    let window = XLForm.show(controller)
    return withExtendedLifetime((window, controller)) {
      let cell = selector.cellForFormController(controller)
      cell.tap()
      let open = titles(controller)
      cell.resignFirstResponder()
      return [open, titles(controller)]
    }
  }

  /// B45: section 0 [Date Time (inline), a date picker row]; section 1 [Date]. Open Date Time, tap Date
  /// (Date Time resigns and removes its inline picker), then Date Time is resigned again, as XLForm's
  /// maintainers observed UIKit do when the cell is off screen.
  static func b45() -> (afterTap: [String?], afterSecondResign: [String?]) {
    let dateTime = XLForm.FormRowDescriptor(
      tag: "dateTime", rowType: XLForm.rowDescriptorTypeDateTimeInline, title: "Date Time")
    let pickerRow = XLForm.FormRowDescriptor(
      tag: "picker", rowType: XLForm.rowDescriptorTypeDatePicker, title: "Picker")
    let date = XLForm.FormRowDescriptor(tag: "date", rowType: XLForm.rowDescriptorTypeDate, title: "Date")
    let controller = XLForm.FormViewController(
      form: XLForm.form([[dateTime, pickerRow], [date]]), environment: environment())
    controller.registerDateCells(.atceca40b)
    let window = XLForm.show(controller)
    return withExtendedLifetime((window, controller)) {
      let dateTimeCell = dateTime.cellForFormController(controller)
      dateTimeCell.tap()
      precondition(titles(controller) == ["Date Time", nil, "Picker"], "the inline picker row is inserted below")
      date.cellForFormController(controller).tap()
      precondition(date.cellForFormController(controller).isFirstResponder)
      let afterTap = titles(controller)
      dateTimeCell.resignFirstResponder()
      return (afterTap, titles(controller))
    }
  }
}

/// A plain form row cell (XLForm's text cell is not part of the bugs).
final class TextRowCell: XLForm.BaseCell {
  override func update() {
    super.update()
    textLabel?.text = rowDescriptor?.title
  }
}

/// UIKit's countdown date picker as XLForm meets it (test support for B42; the platform model's
/// `DatePicker` does not have these behaviours yet):
/// - in countdown mode the wheels show the hour and minute of `date` in the picker's time zone, and a
///   user change moves `date` to that hour and minute of its day;
/// - after the date is set without animation, the first user change sends no `valueChanged`
///   (openradar 16341977).
final class QuirkyCountDownDatePicker: DatePicker {
  private var dropsNextChange = false

  override var date: Date {
    get { super.date }
    set {
      super.date = newValue
      followDate(animated: false)
    }
  }

  override func setDate(_ date: Date, animated: Bool) {
    super.setDate(date, animated: animated)
    followDate(animated: animated)
  }

  private func followDate(animated: Bool) {
    guard datePickerMode == .countDownTimer else { return }
    let parts = zoned.dateComponents([.hour, .minute], from: storedDate)
    countDownDuration = TimeInterval((parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60)
    dropsNextChange = !animated
  }

  override func userSelectCountDown(_ duration: TimeInterval) {
    let before = countDownDuration
    countDownDuration = duration
    guard countDownDuration != before else { return }
    super.date = zoned.startOfDay(for: storedDate) + countDownDuration
    if dropsNextChange {
      dropsNextChange = false
    } else {
      sendActions(for: .valueChanged)
    }
  }

  private var zoned: Calendar {
    var calendar = self.calendar!
    calendar.timeZone = effectiveTimeZone
    return calendar
  }
}

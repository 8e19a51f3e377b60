import Foundation
import InputGenerators
import InputReference

/// What the suite can do to, and observe of, a date keyboard (DATE).
@MainActor public protocol DateKeyboardDriver: ResponderDriver {
  /// The start instant every event's seconds are counted from.
  var start: Date { get }
  /// The presented date picker's wheels settle on `date`.
  func pickDate(_ date: Date)
  /// The presented countdown wheels settle on `duration`.
  func pickCountDown(_ duration: TimeInterval)
  /// The user flicks the presented date wheels toward `date`; nothing changes until they settle.
  func spinDate(_ date: Date)
  /// Moving date wheels settle, even after the keyboard went away (quirk `late-callbacks`).
  func settleDate()
  /// App events on the date picker.
  func setDate(_ date: Date)
  func setBounds(minimum: Date?, maximum: Date?)
  func setMinuteInterval(_ interval: Int)
  func setMode(_ mode: DatePickerMode)
  func setLocale(_ locale: Locale?)
  func setTimeZone(_ timeZone: TimeZone?)
  func setCalendar(_ calendar: Calendar.Identifier?)
  /// The clock moves on.
  func advanceClock(by seconds: TimeInterval)
  /// The pasteboard's string.
  func setPasteboard(_ text: String)
  /// Key input and the edit menu, which a date keyboard must refuse.
  func type(_ text: String)
  func deleteBackward()
  func chooseEditAction(_ action: EditAction)

  /// The field's text.
  var text: String { get }
  /// The read-out (`getDate()`).
  var date: Date { get }
  /// The date picker (settings and value) the component uses.
  var picker: DatePicker { get }
  /// How many `valueChanged` events the date picker has sent.
  var pickerValueChangedCount: Int { get }
  /// The edit-menu actions the field offers now.
  var offeredEditActions: [EditAction] { get }
  /// Whether a caret is drawn.
  var showsCaret: Bool { get }
  /// The number of selection rectangles for the whole text.
  var selectionRectCount: Int { get }
  /// The text the specification requires for the picker's value (DATE-9).
  var expectedText: String { get }
  /// The text the machine's own locale, calendar and time zone would give where the picker uses
  /// the device's (DATE-15); `nil` when the driver cannot tell.
  var machineText: String? { get }
  /// The date picker's resolved style, `wheels`, `compact` or `inline` (DATE-22); `nil` when unobserved.
  var style: String? { get }
  /// How many times the component reported done and cancel (RESP-19); `nil` when unobserved.
  var outcomes: OutcomeCounts? { get }
}

extension DateKeyboardDriver {
  public var machineText: String? { nil }
  public var style: String? { nil }
  public var outcomes: OutcomeCounts? { nil }
}

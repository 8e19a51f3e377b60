/// What a date picker's wheels choose, as `UIDatePicker.Mode` (DATE-6).
public enum DatePickerMode: String, CaseIterable, Sendable {
  case time
  case date
  case dateAndTime
  case countDownTimer
  /// Month and year only (iOS 17.4+, wheels style only): a user pick settles on the month's first instant.
  case yearAndMonth

  /// Whether the wheels show minutes, so that ``DatePicker/minuteInterval`` applies (DATE-4).
  public var showsMinutes: Bool { self == .time || self == .dateAndTime }

  /// Whether only the wheels style can show this mode (DATE-22).
  public var needsWheels: Bool { self == .countDownTimer || self == .yearAndMonth }
}

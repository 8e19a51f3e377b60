/// What a date picker's wheels choose, as `UIDatePicker.Mode` (DATE-6).
public enum DatePickerMode: String, CaseIterable, Sendable {
  case time
  case date
  case dateAndTime
  case countDownTimer

  /// Whether the wheels show minutes, so that ``DatePicker/minuteInterval`` applies (DATE-4).
  public var showsMinutes: Bool { self == .time || self == .dateAndTime }
}

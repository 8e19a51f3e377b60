/// A setting the app can change on a date keyboard from code, through the component's own API or
/// its picker: the suite sends only the ones a component declares (`Capabilities.dateSettings`).
///
/// ```swift
/// capabilities.dateSettings = [.date, .bounds]  // a date field with `setDate` and `setRange`
/// ```
public enum DateSetting: String, CaseIterable, Codable, Sendable, Comparable {
  /// `setDate`: the value from code.
  case date
  /// The minimum and maximum dates.
  case bounds
  /// The minute interval.
  case minuteInterval
  /// The picker mode (the modes offered are `Capabilities.dateModes`).
  case mode
  /// The locale.
  case locale
  /// The time zone.
  case timeZone
  /// The calendar.
  case calendar

  /// Whether the app sends `event` through this setting; `nil` for an event that is no date setting.
  public static func setting(of event: InputEvent) -> DateSetting? {
    switch event {
    case .setDate: .date
    case .setBounds: .bounds
    case .setMinuteInterval: .minuteInterval
    case .setMode: .mode
    case .setLocale: .locale
    case .setTimeZone: .timeZone
    case .setCalendar: .calendar
    default: nil
    }
  }

  public static func < (lhs: DateSetting, rhs: DateSetting) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

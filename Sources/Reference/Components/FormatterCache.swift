import Foundation

/// Date formatters, made once per configuration: creating one is far slower
/// than using it, and the date keyboard formats after every event.
final class FormatterCache: @unchecked Sendable {
  static let shared = FormatterCache()

  private struct Key: Hashable {
    var locale: String
    var calendar: Calendar.Identifier
    var timeZone: String
    var dateStyle: UInt
    var timeStyle: UInt
  }

  private let lock = NSLock()
  private var formatters: [Key: DateFormatter] = [:]

  /// Formats `date` with a formatter of that configuration.
  func string(
    from date: Date, locale: Locale, calendar: Calendar, timeZone: TimeZone, dateStyle: DateFormatter.Style,
    timeStyle: DateFormatter.Style
  ) -> String {
    let key = Key(
      locale: locale.identifier, calendar: calendar.identifier, timeZone: timeZone.identifier,
      dateStyle: dateStyle.rawValue, timeStyle: timeStyle.rawValue)
    lock.lock()
    defer { lock.unlock() }
    if let formatter = formatters[key] { return formatter.string(from: date) }
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.calendar = calendar
    formatter.timeZone = timeZone
    formatter.dateStyle = dateStyle
    formatter.timeStyle = timeStyle
    formatters[key] = formatter
    return formatter.string(from: date)
  }
}

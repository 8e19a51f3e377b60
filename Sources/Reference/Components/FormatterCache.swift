import Foundation

/// Date formatters, made once per configuration: creating one is far slower
/// than using it, and the date keyboard formats after every event.
final class FormatterCache: @unchecked Sendable {
  static let shared = FormatterCache()

  /// How a formatter lays out the date: two styles, or a template localised for the locale.
  enum Layout: Hashable {
    case styles(date: DateFormatter.Style, time: DateFormatter.Style)
    case template(String)
  }

  private struct Key: Hashable {
    var locale: String
    var calendar: Calendar.Identifier
    var timeZone: String
    var layout: Layout
  }

  private let lock = NSLock()
  private var formatters: [Key: DateFormatter] = [:]

  /// Formats `date` with a formatter of that configuration.
  func string(
    from date: Date, locale: Locale, calendar: Calendar, timeZone: TimeZone, dateStyle: DateFormatter.Style,
    timeStyle: DateFormatter.Style
  ) -> String {
    string(
      from: date, locale: locale, calendar: calendar, timeZone: timeZone,
      layout: .styles(date: dateStyle, time: timeStyle))
  }

  /// Formats `date` with a formatter of that configuration.
  func string(from date: Date, locale: Locale, calendar: Calendar, timeZone: TimeZone, layout: Layout) -> String {
    let key = Key(
      locale: locale.identifier, calendar: calendar.identifier, timeZone: timeZone.identifier, layout: layout)
    lock.lock()
    defer { lock.unlock() }
    if let formatter = formatters[key] { return formatter.string(from: date) }
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.calendar = calendar
    formatter.timeZone = timeZone
    switch layout {
    case .styles(let dateStyle, let timeStyle):
      formatter.dateStyle = dateStyle
      formatter.timeStyle = timeStyle
    case .template(let template):
      formatter.dateFormat = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale)
    }
    formatters[key] = formatter
    return formatter.string(from: date)
  }
}

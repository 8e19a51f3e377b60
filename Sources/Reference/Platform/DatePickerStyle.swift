/// How a date picker draws itself, as `UIDatePickerStyle` (DATE-22).
public enum DatePickerStyle: String, CaseIterable, Sendable {
  /// The platform chooses; since iOS 14 it resolves to ``compact``.
  case automatic
  /// Spinning wheels: the only style that works as an input view, and the only one
  /// countdown and year-and-month modes support.
  case wheels
  /// A button that opens a calendar in a popover.
  case compact
  /// An inline calendar.
  case inline
}

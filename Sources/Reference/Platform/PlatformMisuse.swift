/// A call UIKit rejects (it raises or asserts), recorded by the model instead of
/// crashing: the call, and what UIKit would have done (CONFORMANCE.md, "Platform misuse").
///
/// ```swift
/// misuse.description  // "UIKit would raise NSRangeException: selectRow(7, inComponent: 0) with 3 rows"
/// ```
public struct PlatformMisuse: Hashable, Sendable, CustomStringConvertible {
  /// The kinds of call UIKit rejects.
  public enum Kind: String, Sendable, CaseIterable {
    /// `selectRow(_:inComponent:animated:)` with a row or component out of range (PICK-4).
    case selectRowOutOfRange
    /// A countdown or year-and-month date picker with a style other than wheels (DATE-22).
    case unsupportedDatePickerStyle
  }

  /// What kind of call it was.
  public var kind: Kind
  /// The call, with its arguments and the state that makes it wrong.
  public var call: String
  /// What UIKit does: the exception it raises.
  public var reaction: String

  public init(kind: Kind, call: String, reaction: String) {
    self.kind = kind
    self.call = call
    self.reaction = reaction
  }

  public var description: String { "UIKit would raise \(reaction): \(call)" }

  /// An out-of-range `selectRow`: `rows` is the component's row count, or `nil` when the
  /// component does not exist among `components`.
  static func selectRowOutOfRange(row: Int, component: Int, rows: Int?, components: Int) -> PlatformMisuse {
    let state =
      if let rows { "with \(rows) \(rows == 1 ? "row" : "rows")" } else {
        "with \(components) \(components == 1 ? "component" : "components")"
      }
    return PlatformMisuse(
      kind: .selectRowOutOfRange, call: "selectRow(\(row), inComponent: \(component)) \(state)",
      reaction: "NSRangeException")
  }

  /// A mode the style cannot show.
  static func unsupportedDatePickerStyle(mode: String, style: String) -> PlatformMisuse {
    PlatformMisuse(
      kind: .unsupportedDatePickerStyle, call: "datePickerMode .\(mode) with datePickerStyle .\(style)",
      reaction: "NSInternalInconsistencyException")
  }
}

/// What a driver that acts through public UIKit cannot do faithfully on a device (a simulator or a phone), said
/// rather than faked. A clause whose situation needs one of these does not apply through a device driver, and the
/// report says which (CONFORMANCE.md, "Through a device driver").
public enum DeviceLimitation: String, CaseIterable, Codable, Hashable, Sendable, Comparable {
  /// A wheel still moving: public UIKit moves a wheel with `selectRow(_:inComponent:animated:)`, whose selection
  /// changes at once, and nothing public tells that a wheel is in flight. A spin is delivered only with its settle.
  case wheelInFlight = "wheel-in-flight"
  /// A settle that arrives after the keyboard went away: with no wheel in flight there is none to deliver.
  case lateSettle = "late-settle"
  /// A tap delivered through a gesture recognizer or a view's own touch handling: public UIKit has no call that
  /// fires a recognizer's action; only a control's actions can be sent (`sendActions(for:)`).
  case gestureTap = "gesture-tap"
  /// A bar item whose tap is a `primaryAction` (a `UIAction`): public UIKit performs a `UIAction` only from a control
  /// (`UIControl.sendAction(_:)`), never with the bar item as its sender; only an item's target and action can be
  /// sent as a tap sends them (`UIApplication.sendAction(_:to:from:for:)`).
  case primaryActionOnly = "primary-action-only"
  /// What the system really displays in the keyboard area: a driver sees only the input views it read when the
  /// responder became first or reloaded them, not when (or whether) the system reads them again.
  case systemDisplay = "system-display"

  /// Why a device driver cannot do it, in one sentence for the report.
  public var reason: String {
    switch self {
    case .wheelInFlight:
      "public UIKit cannot hold a wheel in flight (selectRow(_:inComponent:animated:) changes the selection at once)"
    case .lateSettle: "with no wheel in flight, no settle can arrive after the keyboard went away"
    case .gestureTap: "public UIKit cannot fire a gesture recognizer's action or a view's own touch handling"
    case .primaryActionOnly:
      "public UIKit cannot perform a bar item's primaryAction as the item does, only send its target and action"
    case .systemDisplay: "a driver reads the input views it was handed, not what the system displays"
    }
  }

  public static func < (lhs: DeviceLimitation, rhs: DeviceLimitation) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

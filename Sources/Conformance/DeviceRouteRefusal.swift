/// Why an implementation cannot be driven through a device driver (``Implementation/throughDevice(_:)``), in words
/// for the report.
nonisolated public enum DeviceRouteRefusal: Error, Equatable, Sendable, CustomStringConvertible {
  /// A kind no device driver of this package drives yet (date keyboards).
  case kindNotDriven(Capabilities.Kind)
  /// A picker presented in a popover from an origin button.
  case presentsPopover
  /// A driver of the implementation's own, not one of the platform drivers whose component a device driver can take.
  case ownDriver
  /// The component returns a new input view (or accessory) on each read: a device driver finds the views the system
  /// displays only by reading them, and public UIKit gives no other way to the keyboard's window.
  case unstableInputViews

  public var description: String {
    switch self {
    case .kindNotDriven(let kind): "no device driver drives a \(kind.rawValue) yet"
    case .presentsPopover: "no device driver drives a picker presented in a popover yet"
    case .ownDriver: "it has a driver of its own, not a platform driver whose component a device driver can take"
    case .unstableInputViews:
      "its inputView or inputAccessoryView is a new instance on each read (RESP-11): a device driver finds the views "
        + "the system displays only by reading them, and public UIKit offers no other way to the keyboard's window"
    }
  }
}

import InputGenerators

/// What the keyboard area holds, as a device driver reads it through public UIKit: the input views the system was
/// handed when the responder became first or reloaded them, never the pixels the system shows (a device driver
/// cannot see those: ``DeviceLimitation/systemDisplay``).
public struct DeviceKeyboard: Hashable, Sendable {
  /// The main content, as a person would name it.
  public enum Content: String, Hashable, Sendable {
    case nothing, systemKeyboard, picker, datePicker, keys, otherView
  }

  /// The main content.
  public var content: Content
  /// The accessory buttons, by role, leading to trailing.
  public var accessoryRoles: [AccessoryRole]
  /// Whether an accessory view is there at all.
  public var hasAccessory: Bool

  /// No responder is first: nothing shows.
  public static let hidden = DeviceKeyboard(content: .nothing, accessoryRoles: [], hasAccessory: false)

  public init(content: Content, accessoryRoles: [AccessoryRole], hasAccessory: Bool) {
    self.content = content
    self.accessoryRoles = accessoryRoles
    self.hasAccessory = hasAccessory
  }
}

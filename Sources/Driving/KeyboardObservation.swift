import InputGenerators

/// What the keyboard area shows, as a person would describe it: what the suite compares, read by a platform driver
/// from the model's keyboard area and by a device driver from the input views the system has in a window.
public struct KeyboardObservation: Hashable, Sendable, CustomStringConvertible {
  /// The main content.
  public enum Content: String, Hashable, Sendable {
    case nothing, systemKeyboard, picker, datePicker, keys, otherView
  }

  public var content: Content
  /// The accessory buttons shown, by role, leading to trailing.
  public var accessoryRoles: [AccessoryRole]
  /// Whether an accessory view is shown at all.
  public var hasAccessory: Bool

  public static let hidden = KeyboardObservation(content: .nothing, accessoryRoles: [], hasAccessory: false)

  public init(content: Content, accessoryRoles: [AccessoryRole], hasAccessory: Bool) {
    self.content = content
    self.accessoryRoles = accessoryRoles
    self.hasAccessory = hasAccessory
  }

  /// The content and the accessory roles shown; the roles in a fixed order, because their order
  /// on the bar is the component's choice (CONFORMANCE.md, "Latitude").
  public var description: String {
    guard content != .nothing || hasAccessory else { return "nothing" }
    let roles = accessoryRoles.sorted().map(\.displayName).joined(separator: ", ")
    let accessory = hasAccessory ? " + bar[\(roles)]" : ""
    return content.rawValue + accessory
  }
}

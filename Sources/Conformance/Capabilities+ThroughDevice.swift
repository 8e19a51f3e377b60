import InputDriving
import InputGenerators

extension Capabilities {
  /// The same capabilities for a run through a device driver: what the driver cannot do for this kind of component
  /// (``deviceLimitations``), and the accessory buttons it cannot tap left out of the declared ones.
  ///
  /// - Parameters:
  ///   - untappable: the buttons shown whose tap is no target and action (a `primaryAction`).
  ///   - touchesReach: whether a person's touch reaches the component through its control events.
  func throughDevice(untappable: Set<AccessoryRole>, touchesReach: Bool) -> Capabilities {
    var capabilities = self
    capabilities.drivenThroughDevice = true
    if kind != .viewFactory { capabilities.deviceLimitations = [.systemDisplay] }
    if kind == .pickerKeyboard { capabilities.deviceLimitations.formUnion([.wheelInFlight, .lateSettle]) }
    if !touchesReach { capabilities.deviceLimitations.insert(.gestureTap) }
    let unreachable = untappable.intersection(accessoryRoles)
    if !unreachable.isEmpty { capabilities.deviceLimitations.insert(.primaryActionOnly) }
    capabilities.untappableRoles = unreachable
    capabilities.accessoryRoles.subtract(unreachable)
    return capabilities
  }
}

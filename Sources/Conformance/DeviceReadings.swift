import InputDriving
import InputGenerators

/// What one component, opened through a device driver, shows of what the driver can do to it: read once, before a
/// run, to decide the run's capabilities or to refuse it.
struct DeviceReadings: Sendable {
  /// The accessory buttons shown that the driver cannot tap.
  var untappable: Set<AccessoryRole>
  /// Whether a person's touch reaches the component as a control's.
  var touchesReach: Bool
  /// Whether its input views are the same instance on two reads.
  var stable: Bool

  /// A component that is no responder (a view factory's owner): nothing to open, nothing the driver cannot do.
  static let noResponder = DeviceReadings(untappable: [], touchesReach: true, stable: true)

  init(untappable: Set<AccessoryRole>, touchesReach: Bool, stable: Bool) {
    self.untappable = untappable
    self.touchesReach = touchesReach
    self.stable = stable
  }

  /// Opens the component (`becomeFirstResponder()`) and reads it; it stays open for whatever else is read.
  @MainActor init(opening device: any ResponderDevice) {
    _ = device.becomeFirstResponder()
    stable = device.readInputViews()
    untappable = Set(device.untappableAccessoryRoles)
    touchesReach = device.touchesReachComponent
  }

  /// `declared` for a run through the device driver (``Capabilities/throughDevice(untappable:touchesReach:)``).
  ///
  /// - Throws: ``DeviceRouteRefusal/unstableInputViews`` when the input views are new on each read.
  func capabilities(from declared: Capabilities) throws(DeviceRouteRefusal) -> Capabilities {
    guard stable else { throw .unstableInputViews }
    return declared.throughDevice(untappable: untappable, touchesReach: touchesReach)
  }
}

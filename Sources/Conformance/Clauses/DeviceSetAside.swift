import InputDriving

/// The clauses a device driver cannot exercise faithfully, each with what it would need (CONFORMANCE.md, "Through a
/// device driver"): through a device driver they do not apply, and the report says why.
///
/// A clause is set aside only for a component whose ``Capabilities/deviceLimitations`` hold its limitation: a
/// control's touches reach it through `sendActions(for:)`, so RESP-12 and RESP-16 are set aside only for a view
/// that is no control.
nonisolated enum DeviceSetAside {
  /// Per clause, the limitation its situation needs.
  static let limitations: [ClauseID: DeviceLimitation] = [
    // RESP-15: that the keyboard area shows nothing once the first responder left, where what it would show is the
    // system keyboard, which a driver cannot see (only input views it can find in a window).
    ClauseID(.resp, 15): .systemDisplay,
    // RESP-12: a touch's events, on a view whose touches only gesture recognizers or its own handling receive.
    ClauseID(.resp, 12): .gestureTap,
    // RESP-16: the opening touch, likewise.
    ClauseID(.resp, 16): .gestureTap,
    // RESP-22: that the system keyboard shows, which a driver infers from a nil input view and cannot see (a
    // hardware keyboard hides it); a component with keys of its own is seen through its input view.
    ClauseID(.resp, 22): .systemDisplay,
    // PICK-6: what `selectedRow` reports while the wheel is in flight.
    ClauseID(.pick, 6): .wheelInFlight,
    // PICK-25: Done while a wheel spins.
    ClauseID(.pick, 25): .wheelInFlight,
    // PICK-12: a wheel that settles after Done, Cancel or Close.
    ClauseID(.pick, 12): .lateSettle,
  ]

  /// Why `id` does not apply through the device driver of a component with `capabilities`, or `nil`.
  static func whyNotApplicable(_ id: ClauseID, to capabilities: Capabilities) -> String? {
    guard capabilities.drivenThroughDevice, let limitation = limitations[id],
      capabilities.deviceLimitations.contains(limitation)
    else { return nil }
    // RESP-15 and RESP-22 are seen through the input views a component shows; only the system keyboard is out of
    // sight.
    if id == ClauseID(.resp, 15) || id == ClauseID(.resp, 22), !capabilities.showsSystemKeyboard { return nil }
    return "not applicable through a device driver: \(limitation.reason)"
  }
}

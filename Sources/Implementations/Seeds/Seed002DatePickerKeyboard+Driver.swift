import Foundation
import InputConformance
import InputReference

// The harness half of seed 002: its driver and instrumentation, not part of the seed (the port is in
// `Seed002DatePickerKeyboard.swift`).

extension Seed002 {
  /// The seed judged by the suite; the app changes settings through the picker (`inputView as? DatePicker`).
  static func implementation(name: String, capabilities: Capabilities) -> Implementation {
    Implementation(name: name, capabilities: capabilities) { environment in
      let window = Window(environment: environment)
      let field = DatePickerKeyboard(environment: environment)
      return .responder(
        PlatformDateKeyboardDriver(
          field: field, window: window, capabilities: capabilities, readout: { field.getDate() }))
    }
  }
}

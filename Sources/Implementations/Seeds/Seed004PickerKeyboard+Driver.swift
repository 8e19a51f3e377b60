import InputConformance
import InputReference

// The harness half of seed 004: its driver and instrumentation, not part of the seed (the port is in
// `Seed004PickerKeyboard.swift`).

extension Seed004.PickerKeyboard {
  /// The seed judged by the suite: it keeps no value and emits no result.
  static func implementation(name: String, capabilities: Capabilities) -> Implementation {
    Implementation(name: name, capabilities: capabilities) { environment in
      let window = Window(environment: environment)
      let keyboard = Seed004.PickerKeyboard()
      return .responder(
        PlatformPickerKeyboardDriver(
          control: keyboard, window: window, capabilities: capabilities,
          value: { nil }, results: { [] }, data: { [keyboard.array] }))
    }
  }
}

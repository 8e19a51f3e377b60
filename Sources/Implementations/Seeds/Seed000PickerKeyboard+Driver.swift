import InputConformance
import InputReference

// The harness half of seed 000: its driver and instrumentation, not part of the seed (the port is in
// `Seed000PickerKeyboard.swift`).

extension Seed000.PickerKeyboard {
  /// The seed judged by the suite.
  static func implementation(name: String, capabilities: Capabilities) -> Implementation {
    Implementation(name: name, capabilities: capabilities) { environment in
      let window = Window(environment: environment)
      let keyboard = Seed000.PickerKeyboard()
      return .responder(
        PlatformPickerKeyboardDriver(
          control: keyboard, window: window, capabilities: capabilities,
          value: { keyboard.committedValue }, results: { [] }, data: { [keyboard.data] },
          setData: { components in
            // The app replaces `data`; the picker is private and rebuilt on every read, so reloading the
            // input views is how an app makes the presented picker show the new data.
            keyboard.data = components.first ?? []
            keyboard.reloadInputViews()
          }))
    }
  }
}

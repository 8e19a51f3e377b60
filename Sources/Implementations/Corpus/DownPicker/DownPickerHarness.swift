import InputConformance
import InputGenerators
import InputReference

/// How the suite hosts any DownPicker port (instrumentation, not part of DownPicker; the same for every
/// commit).
///
/// The app's `UITextField` is the control in the window (it is what is tapped and becomes first
/// responder); the DownPicker wraps it. The value is the field's text, none when empty (the README: "you
/// can retrieve the user's choice at any time using `self.downPicker.text` or `textField.text`").
/// DownPicker's only notification is `UIControlEventValueChanged` on itself, so the harness app listens
/// there: it relays each `valueChanged` to the field (where the driver records control events), and
/// records the value as a result when the notification arrives after the keyboard closed (Done resigns
/// before it sends `valueChanged`; a `valueChanged` while the keyboard is open is a live change, not a
/// result).
enum DownPickerHarness {
  /// The implementation named `name`: `make` wraps the field in a DownPicker and returns it with its data.
  static func implementation(
    name: String, capabilities: Capabilities,
    make: @escaping @MainActor @Sendable (TextField) -> (picker: Control, data: () -> [String])
  ) -> Implementation {
    implementation(name: name, capabilities: capabilities) { field in
      let (picker, data) = make(field)
      return (picker, data, PickerComponentHooks())
    }
  }

  /// The implementation named `name` for a port with more API than its text (an index setter and
  /// getter): `make` also returns the hooks that reach it.
  static func implementation(
    name: String, capabilities: Capabilities,
    make:
      @escaping @MainActor @Sendable (TextField) -> (picker: Control, data: () -> [String], hooks: PickerComponentHooks)
  ) -> Implementation {
    Implementation(name: name, capabilities: capabilities) { environment, capabilities in
      let window = Window(environment: environment)
      let field = TextField()
      let (picker, data, hooks) = make(field)
      let results = ResultLog()
      let value = { () -> [String]? in
        let text = field.text ?? ""
        return text.isEmpty ? nil : [text]
      }
      picker.addAction(for: [.valueChanged]) { [unowned field] _, _ in
        if !field.isFirstResponder { results.values.append(value()) }
        field.sendActions(for: .valueChanged)
      }
      return .responder(
        PlatformPickerKeyboardDriver(
          control: field, window: window, capabilities: capabilities, value: value,
          results: { withExtendedLifetime(picker) { results.values } }, data: { [data()] }, hooks: hooks))
    }
  }

  /// A DownPicker's declaration: a live picker keyboard on a text field, opened by a tap, one wheel.
  static func capabilities(data: [String], roles: Set<AccessoryRole>) -> Capabilities {
    var capabilities = Capabilities(kind: .pickerKeyboard, families: [.resp, .pick])
    capabilities.accessoryRoles = roles
    capabilities.commitStyle = .live
    capabilities.components = [data]
    capabilities.host = .textField  // the app's UITextField is the control
    // `-(UIPickerView*) getPickerView` (DownPicker.h L36 at a27f8a7; its README: "retrieve … the inner
    // UIPickerView … using getPickerView"): the app can select on the presented picker.
    capabilities.appReachesPicker = true
    return capabilities
  }

  /// The data every DownPicker port is judged with (the corpus triggers use three titles).
  static let data = ["a", "b", "c"]

  /// The text B20's and B21's fields hold before the DownPicker wraps them: not one of the data's titles.
  static let outsideText = "x"
}

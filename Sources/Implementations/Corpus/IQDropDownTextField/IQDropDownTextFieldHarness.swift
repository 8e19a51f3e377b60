import InputConformance
import InputGenerators
import InputReference

/// How the suite hosts an IQDropDownTextField port in text-picker mode (instrumentation, not part of
/// IQDropDownTextField; the same for every commit).
///
/// The field is the control in the window. The value is the component's `selectedItem`, the API the
/// header tells apps to use ("Please use selectedItem property to get/set dropdown selected text"). The
/// commits before 4831333 have no toolbar of their own, so the harness app gives the field the toolbar an
/// app adds (as IQKeyboardManager does): Done reads `selectedItem` as the result and resigns.
enum IQDropDownTextFieldHarness {
  /// The implementation named `name`: `make` builds and configures the field and returns it with its
  /// `selectedItem` and `itemList` readers.
  static func implementation(
    name: String, capabilities: Capabilities,
    make: @escaping @MainActor @Sendable () -> (field: TextField, selectedItem: () -> String?, itemList: () -> [String])
  ) -> Implementation {
    implementation(name: name, capabilities: capabilities) {
      let (field, selectedItem, itemList) = make()
      return (field, selectedItem, itemList, nil)
    }
  }

  /// The implementation named `name` for a port whose item list the app replaces (`setItemList:`):
  /// `make` also returns that setter.
  static func implementation(
    name: String, capabilities: Capabilities,
    make:
      @escaping @MainActor @Sendable () -> (
        field: TextField, selectedItem: () -> String?, itemList: () -> [String], setItemList: (([String]) -> Void)?
      )
  ) -> Implementation {
    Implementation(name: name, capabilities: capabilities) { environment, capabilities in
      let window = Window(environment: environment)
      let (field, selectedItem, itemList, setItemList) = make()
      let results = ResultLog()
      let value = { () -> [String]? in selectedItem().map { [$0] } }
      let toolbar = Toolbar()
      toolbar.setItems(
        [
          BarButtonItem(systemItem: .flexibleSpace),
          BarButtonItem(systemItem: .done) { [unowned field] in
            results.values.append(value())
            field.resignFirstResponder()
          },
        ], animated: false)
      field.inputAccessoryView = toolbar
      return .responder(
        PlatformPickerKeyboardDriver(
          control: field, window: window, capabilities: capabilities, value: value, results: { results.values },
          data: { [itemList()] }, setData: setItemList.map { set in { set($0.first ?? []) } }))
    }
  }

  /// An IQDropDownTextField's declaration: a live picker keyboard on a text field, opened by a tap, with
  /// the app's Done.
  static func capabilities(data: [String]) -> Capabilities {
    var capabilities = Capabilities(kind: .pickerKeyboard, families: [.resp, .pick])
    capabilities.accessoryRoles = [.done]
    capabilities.commitStyle = .live
    capabilities.components = [data]
    capabilities.host = .textField  // IQDropDownTextField is a UITextField subclass
    // The header's `@property (readonly) UIPickerView *pickerView` (IQDropDownTextField.h L98 at 7d42961, L121 at
    // a486115): the app can select on it. B01's and B02's commits keep it in a class extension (the .m's L38),
    // which is no API: their ports say so.
    capabilities.appReachesPicker = true
    return capabilities
  }

  /// The data every IQDropDownTextField port is judged with (the corpus triggers use three titles).
  static let data = ["a", "b", "c"]

  /// An optional drop-down's declaration: its leading row, titled "Select" (`optionalItemText`), means none.
  static func optionalCapabilities(data: [String]) -> Capabilities {
    var capabilities = capabilities(data: data)
    capabilities.noneRow = "Select"
    return capabilities
  }
}

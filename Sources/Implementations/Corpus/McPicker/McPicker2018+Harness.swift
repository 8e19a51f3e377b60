@_spi(Harness) import InputPlatform
import InputReference

// The harness half of the `McPicker2018` port: instrumentation, not part of the component (the port is in
// `McPicker2018.swift`).

extension McPicker2018Port {
  /// A person taps the toolbar item titled `title`.
  static func tapItem(_ title: String, of picker: McPicker) {
    picker.toolbar.receiveTap(on: (picker.toolbar.items?.first { $0.title == title })!)
  }

  /// The picker view (harness access to an internal part).
  static func pickerView(of picker: McPicker) -> PickerView { picker.picker }
}

@_spi(Harness) import InputPlatform
import InputReference

// The harness half of the `McPicker2017` port: instrumentation, not part of the component (the port is in
// `McPicker2017.swift`).

extension McPicker2017Port {
  /// The toolbar item titled `title` (Done, Cancel).
  static func item(_ title: String, of picker: McPicker) -> BarButtonItem? {
    picker.toolbar.items?.first { $0.title == title }
  }

  /// A person taps the toolbar item titled `title`.
  static func tapItem(_ title: String, of picker: McPicker) {
    picker.toolbar.receiveTap(on: item(title, of: picker)!)
  }
}

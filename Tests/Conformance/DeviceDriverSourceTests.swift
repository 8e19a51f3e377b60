import Foundation
import Testing

/// The device drivers' files are public UIKit only, so that they compile unchanged against the system's UIKit: they
/// import nothing of the model (no `InputPlatform`, no SPI), hold no `#if`, and name none of the model's own classes
/// (`PickerView` where UIKit says `UIPickerView`). The protocols they implement import neither UIKit nor the model.
@Suite struct DeviceDriverSourceTests {
  /// The folders checked, and the modules each may import.
  static let allowedImports: [(folder: String, modules: Set<String>)] = [
    ("Sources/DeviceDrivers", ["Foundation", "InputDriving", "InputGenerators", "UIKit"]),
    ("Sources/Driving", ["Foundation", "InputGenerators"]),
  ]

  /// The model's names for UIKit's classes, which only the model's own code may use.
  static let modelNames = [
    "View", "Control", "Window", "PickerView", "Button", "TextField", "Toolbar", "BarButtonItem", "DatePicker",
    "Responder", "KeyInput", "Label", "PickerViewDelegate", "PickerViewDataSource", "TextFieldDelegate",
  ]

  /// What is wrong with one file's text, `path:line: what`, none when it is right.
  static func violations(path: String, text: String, allowed: Set<String>) -> [String] {
    var found: [String] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let code =
        line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
      let trimmed = code.trimmingCharacters(in: .whitespaces)
      let at = "\(path):\(index + 1)"
      if trimmed.hasPrefix("#if") { found.append("\(at): `#if`: the same file must compile on a device and here") }
      if trimmed.contains("@_spi") || trimmed.contains("@testable") {
        found.append("\(at): `\(trimmed)`: the model's SPI is not public UIKit")
      }
      if let match = trimmed.firstMatch(of: /^(?:@[\w()]+ )*import (\w+)/), !allowed.contains(String(match.output.1)) {
        found.append("\(at): `\(trimmed)`: imports \(match.output.1), not one of \(allowed.sorted())")
      }
      for name in modelNames where Self.names(name, in: code) {
        found.append("\(at): `\(name)` is the model's name; public UIKit says `UI\(name)`")
      }
    }
    return found
  }

  /// Whether `code` holds `name` as a whole identifier (not `UIPickerView`, not `.View`, not `ViewFactory`).
  static func names(_ name: String, in code: String) -> Bool {
    var rest = code[...]
    while let range = rest.range(of: name) {
      let before = range.lowerBound == code.startIndex ? nil : code[code.index(before: range.lowerBound)]
      let after = range.upperBound == code.endIndex ? nil : code[range.upperBound]
      let isWordCharacter = { (character: Character?) in
        character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
      }
      if !isWordCharacter(before) && before != "." && !isWordCharacter(after) { return true }
      rest = code[range.upperBound...]
    }
    return false
  }

  @Test func theDeviceDriversArePublicUIKitOnly() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    var checked = 0
    for (folder, allowed) in Self.allowedImports {
      let base = root.appendingPathComponent(folder)
      let files = try FileManager.default.subpathsOfDirectory(atPath: base.path).filter { $0.hasSuffix(".swift") }
      for file in files {
        let text = try String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)
        #expect(Self.violations(path: "\(folder)/\(file)", text: text, allowed: allowed) == [])
        checked += 1
      }
    }
    #expect(checked >= 10)
  }

  @Test func aFileThatReachesTheModelIsReported() {
    let text = "@_spi(Harness) import InputPlatform\nimport UIKit\n#if os(iOS)\nlet p = PickerView()\n#endif\n"
    let found = Self.violations(path: "Sources/DeviceDrivers/New.swift", text: text, allowed: ["UIKit"])
    #expect(found.count == 4)
    #expect(found.contains { $0.hasPrefix("Sources/DeviceDrivers/New.swift:1:") && $0.contains("InputPlatform") })
    #expect(found.contains { $0.hasPrefix("Sources/DeviceDrivers/New.swift:4:") && $0.contains("UIPickerView") })
    #expect(
      Self.violations(path: "ok.swift", text: "import UIKit\nlet p = UIPickerView()\n", allowed: ["UIKit"]).isEmpty)
  }
}

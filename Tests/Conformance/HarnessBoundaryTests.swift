import Foundation
import Testing

/// The harness boundary (README, "The harness boundary"): components are written against the platform's public
/// API, the mirror of public UIKit; the model's user-gesture simulation and introspection are `@_spi(Harness)` in
/// `InputPlatform`, and only harness files import them. The build enforces the SPI once a file lacks the import;
/// this test enforces that no component file has it.
///
/// Every Swift file under a component directory is a component file unless its name says it is harness, so a new
/// component is checked by default and a new harness file must be named as one. A platform mutant (a faulty
/// `UIPickerView`, `UIDatePicker` or first-responder arbitration, named `…PlatformMutants.swift`) may import the
/// platform's mutation seams, `@_spi(PlatformMutation)`, and nothing else.
@Suite struct HarnessBoundaryTests {
  /// Where components live (repository-relative directories).
  static let componentDirectories = [
    "Sources/Reference/Components",
    "Sources/Implementations",
    "Examples/FuzzYourComponent/Sources/ExampleComponents",
  ]

  /// Component files outside those directories: the README's example component and its declaration, compiled as a test.
  static let componentFiles = [
    "Tests/Readme/CheckingYourImplementationTests.swift", "Tests/Readme/UIKitSources/SizePicker.swift",
  ]

  /// How harness files in the component directories are named (drivers, instrumentation, catalogues, wiring,
  /// the files that build `Implementation`s). `Sources/Reference/Components` has none.
  static let harnessFileSuffixes = [
    "Driver.swift", "Harness.swift", "+Wiring.swift", "Corpus.swift", "Catalogue.swift", "Implementations.swift",
  ]

  /// How platform-mutant files are named, and the one SPI import they may have.
  static let platformMutantSuffix = "PlatformMutants.swift"
  static let platformMutationImport = "@_spi(PlatformMutation) import InputPlatform"

  /// What a file may contain, from its repository-relative path.
  enum Role: Equatable {
    case component, platformMutant, harness
  }

  static func role(of path: String) -> Role {
    let name = (path as NSString).lastPathComponent
    if componentFiles.contains(path) || path.hasPrefix("Sources/Reference/Components/") { return .component }
    if name.hasSuffix(platformMutantSuffix) { return .platformMutant }
    if harnessFileSuffixes.contains(where: { name.hasSuffix($0) }) { return .harness }
    return .component
  }

  /// The lines of `text` that cross the boundary for a file at `path`, as `path:line: reason`.
  static func violations(path: String, text: String) -> [String] {
    let role = role(of: path)
    guard role != .harness else { return [] }
    var found: [String] = []
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      // Code only: a comment may name the attribute.
      let code = line.components(separatedBy: "//")[0].trimmingCharacters(in: .whitespaces)
      guard code.contains("@_spi") || code.contains("@testable") else { continue }
      if role == .platformMutant, code == platformMutationImport { continue }
      let allowed = role == .platformMutant ? "only `\(platformMutationImport)`" : "plain imports only"
      found.append(
        "\(path):\(index + 1): `\(code)` in a \(role) file (\(allowed); see README, \"The harness boundary\")")
    }
    if role == .platformMutant {
      found += undocumentedPlatformMutants(path: path, text: text)
    }
    return found
  }

  /// Every class in a platform-mutant file says in its doc comment that it models a faulty platform view.
  static func undocumentedPlatformMutants(path: String, text: String) -> [String] {
    let lines = text.components(separatedBy: "\n")
    return lines.indices.compactMap { index in
      let line = lines[index]
      guard line.hasPrefix("final class ") || line.hasPrefix("class ") else { return nil }
      let doc = lines[..<index].reversed().prefix { $0.hasPrefix("///") }.joined(separator: " ")
      guard !doc.contains("faulty platform") else { return nil }
      return "\(path):\(index + 1): a platform mutant whose doc comment does not say it models a faulty platform view"
    }
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every component-directory Swift file and the listed component files, repository-relative.
  static func checkedFiles() -> [String] {
    var paths = componentFiles
    for directory in componentDirectories {
      let base = root.appendingPathComponent(directory)
      let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
      while let url = enumerator?.nextObject() as? URL {
        guard url.pathExtension == "swift" else { continue }
        paths.append(directory + "/" + url.path.dropFirst(base.path.count + 1))
      }
    }
    return paths.sorted()
  }

  @Test func noComponentFileReachesTheHarness() throws {
    let paths = Self.checkedFiles()
    // The scan is not vacuous: the directories are where this test thinks they are.
    #expect(paths.filter { Self.role(of: $0) == .component }.count > 100)
    #expect(paths.filter { Self.role(of: $0) == .platformMutant }.count == 3)
    var violations: [String] = []
    for path in paths {
      let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
      violations += Self.violations(path: path, text: text)
    }
    #expect(
      violations.isEmpty,
      "\(violations.count) line(s) cross the harness boundary:\n\(violations.joined(separator: "\n"))")
  }

  @Test func aComponentFileWithAnSPIImportIsReported() {
    let text = "import Foundation\n@_spi(Harness) import InputPlatform\nimport InputReference\n"
    #expect(
      Self.violations(path: "Sources/Implementations/Mutants/NewComponentMutants.swift", text: text) == [
        "Sources/Implementations/Mutants/NewComponentMutants.swift:2: `@_spi(Harness) import InputPlatform` in a "
          + "component file (plain imports only; see README, \"The harness boundary\")"
      ])
    #expect(Self.violations(path: "Sources/Reference/Components/NewKeyboard+Driver.swift", text: text).count == 1)
    #expect(
      Self.violations(path: "Sources/Implementations/NewPort/NewPort.swift", text: "@testable import A").count == 1)
    #expect(Self.violations(path: "Sources/Implementations/NewPort/NewPort+Harness.swift", text: text).isEmpty)
    #expect(Self.violations(path: "Sources/Implementations/NewPort/NewPort.swift", text: "// no @_spi here").isEmpty)
  }

  @Test func aPlatformMutantMayImportOnlyTheMutationSeams() {
    let path = "Sources/Implementations/Mutants/NewPlatformMutants.swift"
    let documented = "/// Models a faulty platform view, not a component.\nfinal class P: PickerView {}\n"
    #expect(Self.violations(path: path, text: Self.platformMutationImport + "\n" + documented).isEmpty)
    #expect(Self.violations(path: path, text: "@_spi(Harness) import InputPlatform\n" + documented).count == 1)
    #expect(Self.violations(path: path, text: "final class P: PickerView {}\n").count == 1)
  }
}

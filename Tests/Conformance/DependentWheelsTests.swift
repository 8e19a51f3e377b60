import InputConformance
import InputGenerators
@_spi(Harness) import InputPlatform
import InputReference
import Testing

/// Dependent wheels (a country → city picker) are modelled: a keyboard that reloads the city wheel when the country
/// settles passes, and one that keeps the first country's cities is caught.
@Suite struct DependentWheelsTests {
  static let seed = TestSeed.value

  static let cities = DependentWheels([
    ["Japan"]: ["Tokyo", "Osaka", "Kyoto"], ["France"]: ["Paris"], ["Peru"]: ["Lima", "Cusco"],
  ])

  static func capabilities() -> Capabilities {
    var capabilities = Capabilities(kind: .pickerKeyboard, families: [.resp, .pick])
    capabilities.accessoryRoles = [.done, .cancel]
    capabilities.commitStyle = .transactional
    capabilities.components = [["Japan", "France", "Peru"], ["Tokyo", "Osaka", "Kyoto"]]
    capabilities.dependentWheels = cities
    return capabilities
  }

  /// A keyboard declared with dependent wheels, built by `make` from the reference arguments.
  static func keyboard(
    _ name: String, make: @escaping @MainActor @Sendable (PickerKeyboardArguments) -> PickerKeyboard
  ) -> Implementation {
    Implementation(name: name, capabilities: capabilities()) { environment, capabilities in
      ReferenceImplementation.pickerKeyboard(capabilities, window: Window(environment: environment), make: make)
    }
  }

  @Test("A keyboard that reloads the cities when the country settles passes, its wheels exercised")
  func reloadingKeyboardPasses() {
    let report = ConformanceRunner(configuration: ConformanceConfiguration(seed: Self.seed)).run(
      Self.keyboard("country-city") { PickerKeyboard($0) }, family: .pick)
    let text = (report.violations + report.badOracles).map { FailureText.render($0) }.joined(separator: "\n\n")
    #expect(report.violations.isEmpty && report.badOracles.isEmpty, "seed \(Self.seed):\n\(text)")
    #expect(report.verdicts[ClauseID(.pick, 6)] == .pass, "seed \(Self.seed)")
  }

  /// Nothing is shrunk: the run finds the same violations in the same order, and its first is a root (no clause is
  /// set aside before it), so a violation at all is a root.
  @Test("A keyboard that keeps the first country's cities is caught")
  func staleCitiesAreCaught() {
    var configuration = ConformanceConfiguration(seed: Self.seed)
    configuration.shrinksOnly = []
    let report = ConformanceRunner(configuration: configuration).run(
      Self.keyboard("stale-cities") { arguments in
        let keyboard = PickerKeyboard(arguments)
        keyboard.dependentWheels = nil
        return keyboard
      }, family: .pick)
    #expect(!report.violations.filter { !$0.isFollowOn }.isEmpty, "seed \(Self.seed)")
  }

  @Test("Reopening shows the value on the wheels its country leads to")
  func reopeningFollowsTheValue() {
    let window = Window(environment: PlatformEnvironment())
    let keyboard = PickerKeyboard(PickerKeyboardArguments(Self.capabilities()))
    window.addSubview(keyboard)
    _ = keyboard.becomeFirstResponder()
    keyboard.picker.spin(component: 0, toRow: 2)
    keyboard.picker.settle()
    #expect(keyboard.components[1] == ["Lima", "Cusco"])
    keyboard.picker.spin(component: 1, toRow: 1)
    keyboard.picker.settle()
    keyboard.done()
    #expect(keyboard.value == ["Peru", "Cusco"])
    // Reopened, the wheels move to Japan's cities, and the keyboard goes away without Done.
    _ = keyboard.becomeFirstResponder()
    keyboard.picker.spin(component: 0, toRow: 0)
    keyboard.picker.settle()
    #expect(keyboard.components[1] == ["Tokyo", "Osaka", "Kyoto"])
    _ = keyboard.resignFirstResponder()
    _ = keyboard.becomeFirstResponder()
    #expect(keyboard.components[1] == ["Lima", "Cusco"])
    #expect(keyboard.picker.selectedRow(inComponent: 1) == 1)
  }
}

import InputConformance
import InputGenerators
import InputReference

/// Implementations written to test the suite itself: one that loops forever
/// and one that traps. They are never in the matrix; `input-fuzz` finds them by
/// name (`fixture/hang-on-done`, `fixture/trap-on-done`) so that its crash and
/// hang isolation can be tested end to end.
public enum FixtureImplementations {
  /// Every fixture.
  public static let all: [Implementation] = [hangOnDone, trapOnDone]

  /// A transactional picker keyboard whose Done never returns.
  public static let hangOnDone = implementation("fixture/hang-on-done") { HangingKeyboard(components: $0) }

  /// A transactional picker keyboard whose Done traps.
  public static let trapOnDone = implementation("fixture/trap-on-done") { TrappingKeyboard(components: $0) }

  private static func implementation(
    _ name: String, make: @escaping @MainActor @Sendable ([[String]]) -> PickerKeyboard
  ) -> Implementation {
    var capabilities = Capabilities(kind: .pickerKeyboard, families: [.pick])
    capabilities.accessoryRoles = [.done, .cancel]
    capabilities.components = [["A", "B", "C"]]
    capabilities.appReachesPicker = true  // a reference picker keyboard: its public `picker`, the one it presents
    return Implementation(name: name, capabilities: capabilities) { [capabilities] environment in
      let keyboard = make(capabilities.components)
      let results = ResultLog()
      keyboard.onDone = { results.values.append($0) }
      return .responder(
        PlatformPickerKeyboardDriver(
          control: keyboard, window: Window(environment: environment), capabilities: capabilities,
          value: { keyboard.value }, results: { results.values }, data: { keyboard.components }))
    }
  }
}

import Foundation
import InputConformance
import InputGenerators
import InputReference

/// Builds mutant implementations the way ``ReferenceImplementation`` wraps the reference
/// components: same capabilities as a reference configuration, the free platform drivers,
/// and the name `mutant/<id>`.
enum MutantBuild {
  /// The capabilities of `base`, judged only on `families`.
  static func capabilities(of base: Implementation, families: Set<ContractFamily>) -> Capabilities {
    var capabilities = base.capabilities
    capabilities.families = families
    return capabilities
  }

  static func name(_ id: String) -> String { "mutant/\(id)" }

  /// `base` with its declaration changed by `adjust`: the configuration a mutant's reference shares.
  static func declaring(_ base: Implementation, _ adjust: (inout Capabilities) -> Void) -> Implementation {
    var capabilities = base.capabilities
    adjust(&capabilities)
    return Implementation(name: base.name, capabilities: capabilities, makeDriver: base.makeDriver)
  }

  /// A picker keyboard mutant derived from `base` (a reference picker configuration).
  static func pickerKeyboard(
    _ id: String, like base: Implementation, families: Set<ContractFamily>,
    keyboard: @escaping @MainActor @Sendable (PickerKeyboardArguments) -> PickerKeyboard = { PickerKeyboard($0) },
    picker: @escaping @MainActor @Sendable () -> PickerView = { PickerView() }
  ) -> Implementation {
    let capabilities = capabilities(of: base, families: families)
    return Implementation(name: name(id), capabilities: capabilities) { environment in
      ReferenceImplementation.pickerKeyboard(
        capabilities, window: Window(environment: environment), picker: picker(), make: keyboard)
    }
  }

  /// A date keyboard mutant derived from the reference date keyboard configuration.
  ///
  /// `readout` reads the component's `getDate()`; by default the keyboard's `date`.
  static func dateKeyboard(
    _ id: String, families: Set<ContractFamily>, like base: Implementation = ReferenceImplementations.dateKeyboard,
    keyboard: @escaping @MainActor @Sendable (DateKeyboardArguments) -> DateKeyboard = { DateKeyboard($0) },
    picker: @escaping @MainActor @Sendable (PlatformEnvironment) -> DatePicker = { DatePicker(environment: $0) },
    readout: @escaping @MainActor @Sendable (DateKeyboard) -> Date = { $0.date }
  ) -> Implementation {
    let capabilities = capabilities(of: base, families: families)
    return Implementation(name: name(id), capabilities: capabilities) { environment in
      ReferenceImplementation.dateKeyboard(
        capabilities, window: Window(environment: environment), environment: environment,
        picker: picker(environment), readout: readout, make: keyboard)
    }
  }

  /// A key-input view mutant derived from a reference key-input configuration (`base`).
  static func keyInputView(
    _ id: String, families: Set<ContractFamily>, like base: Implementation = ReferenceImplementations.keyInputView,
    view: @escaping @MainActor @Sendable () -> KeyInputTextView
  ) -> Implementation {
    let capabilities = capabilities(of: base, families: families)
    return Implementation(name: name(id), capabilities: capabilities) { environment in
      ReferenceImplementation.keyInputView(capabilities, window: Window(environment: environment)) { _ in view() }
    }
  }

  /// A view-factory mutant: the reference owner with a faulty factory, judged like the code factory.
  static func viewFactory(_ id: String, factory: @escaping @MainActor @Sendable () -> any ViewFactory) -> Implementation
  {
    let base = ReferenceImplementations.all.first {
      $0.capabilities.kind == .viewFactory && $0.capabilities.factory == .code
    }!
    let capabilities = capabilities(of: base, families: [.fact])
    return Implementation(name: name(id), capabilities: capabilities) { _ in
      ReferenceImplementation.playerDriver(owner: PlayerViewController(factory: factory()), capabilities: capabilities)
    }
  }
}

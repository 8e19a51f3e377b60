import InputGenerators
import InputReference

/// An implementation the suite can judge: its name, its declared capabilities,
/// its known deviations, and how to make a fresh instance with its driver.
///
/// ```swift
/// let mine = Implementation(name: "my-picker", capabilities: capabilities) { environment, capabilities in
///   let window = Window(environment: environment)
///   let control = MyPicker()
///   return .responder(PlatformPickerKeyboardDriver(control: control, window: window, ...))
/// }
/// ```
nonisolated public struct Implementation: Sendable {
  /// The name used in reports and on the command line (`seed-000`).
  public let name: String
  /// What it declares about itself.
  public let capabilities: Capabilities
  /// Faults it declares it has on purpose, each with its clause and what it looks like; the clauses still run,
  /// a fault a declaration describes is reported as known, and any other fault under the clause as a failure.
  public let knownDeviations: [KnownDeviation]
  /// Makes a fresh instance in a fresh window of `environment`.
  public let makeDriver: @MainActor @Sendable (PlatformEnvironment) -> Driver

  /// A driver of either shape.
  nonisolated public enum Driver {
    case responder(any ResponderDriver)
    case factory(any ViewFactoryDriver)
  }

  public init(
    name: String, capabilities: Capabilities, knownDeviations: [KnownDeviation] = [],
    makeDriver: @escaping @MainActor @Sendable (PlatformEnvironment) -> Driver
  ) {
    self.name = name
    self.capabilities = capabilities
    self.knownDeviations = knownDeviations
    self.makeDriver = makeDriver
  }

  /// Creates an implementation whose driver factory also receives the declared capabilities
  /// (so a `var capabilities` built step by step need not be captured).
  public init(
    name: String, capabilities: Capabilities, knownDeviations: [KnownDeviation] = [],
    makeDriver: @escaping @MainActor @Sendable (PlatformEnvironment, Capabilities) -> Driver
  ) {
    self.init(name: name, capabilities: capabilities, knownDeviations: knownDeviations) { [capabilities] environment in
      makeDriver(environment, capabilities)
    }
  }

  /// The families this implementation is judged on, in order.
  public var families: [ContractFamily] { ContractFamily.allCases.filter(capabilities.families.contains) }
}

/// A model-based test: commands run against a real system and a simple model, checked step by step.
///
/// Commands are drawn from the current model, so generation goes through the choice sequence and shrinking
/// re-runs it; a command whose precondition fails during a replay is skipped, so every shrunk command list
/// is valid.
///
/// ```swift
/// struct CounterMachine: StateMachine {
///   enum Command: String, CustomStringConvertible { case increment, reset; var description: String { rawValue } }
///   var initialModel: Int { 0 }
///   func makeSystem() -> Counter { Counter() }
///   func commands(for model: Int) -> Generator<Command> { .element(of: [.increment, .reset]) }
///   func nextModel(after command: Command, model: Int) -> Int { command == .increment ? model + 1 : 0 }
///   func run(_ command: Command, on system: inout Counter, model: Int) throws {
///     command == .increment ? system.increment() : system.reset()
///   }
///   func checkInvariants(system: Counter, model: Int) throws {
///     if system.value != model { throw ModelMismatch(expected: model, actual: system.value) }
///   }
/// }
/// ```
public protocol StateMachine: Sendable {
  /// The simplified state the system should be in.
  associatedtype Model
  /// The real system under test.
  associatedtype System
  /// One operation on the system.
  associatedtype Command: CustomStringConvertible

  /// The model before any command.
  var initialModel: Model { get }
  /// Creates a fresh system (one per case).
  func makeSystem() throws -> System
  /// The commands that make sense in `model`.
  func commands(for model: Model) -> Generator<Command>
  /// Whether `command` may run in `model`; commands failing it are skipped.
  func precondition(_ command: Command, model: Model) -> Bool
  /// The model after `command`.
  func nextModel(after command: Command, model: Model) -> Model
  /// Runs `command` on the system and checks its postconditions against `model` (the state before it).
  func run(_ command: Command, on system: inout System, model: Model) throws
  /// Checks that the system agrees with the model; called after every step.
  func checkInvariants(system: System, model: Model) throws
}

extension StateMachine {
  /// Every command may run by default.
  public func precondition(_ command: Command, model: Model) -> Bool { true }
  /// No invariant by default.
  public func checkInvariants(system: System, model: Model) throws {}
}

/// How many commands a state-machine case runs.
///
/// ```swift
/// let steps = StepCount(range: 1...50, typical: 10)
/// ```
public struct StepCount: Hashable, Sendable {
  /// The allowed numbers of commands.
  public var range: ClosedRange<Int>
  /// The average number of commands in fresh cases.
  public var typical: Int
  /// The cap on draws per case, counting skipped commands.
  public var maxDraws: Int

  /// Creates a distribution (defaults: 0...100 commands, typically 15).
  ///
  /// ```swift
  /// let short = StepCount(range: 0...10, typical: 4)
  /// ```
  public init(range: ClosedRange<Int> = 0...100, typical: Int = 15, maxDraws: Int? = nil) {
    self.range = range
    self.typical = min(max(typical, range.lowerBound), range.upperBound)
    self.maxDraws = maxDraws ?? range.upperBound * 4 + 10
  }
}

/// Runs a `StateMachine`: generates command lists, runs them against system and model, shrinks failures.
///
/// ```swift
/// let result = StateMachineRunner(CounterMachine(), steps: StepCount(range: 0...30, typical: 10)).run()
/// #expect(result.passed, "\(result.report(testName: "counter"))")
/// ```
public struct StateMachineRunner<Machine: StateMachine>: Sendable {
  /// The machine under test.
  public var machine: Machine
  /// The command-count distribution.
  public var steps: StepCount
  /// The property settings (cases, seed, shrinking, replay).
  public var configuration: PropertyConfiguration

  /// Creates a runner.
  ///
  /// ```swift
  /// let runner = StateMachineRunner(CounterMachine(), configuration: PropertyConfiguration(name: "counter"))
  /// ```
  public init(
    _ machine: Machine, steps: StepCount = StepCount(),
    configuration: PropertyConfiguration = PropertyConfiguration(name: "state machine")
  ) {
    self.machine = machine
    self.steps = steps
    self.configuration = configuration
  }

  /// The generator of valid command lists: each command is drawn from the model it will run in.
  ///
  /// ```swift
  /// let commands = try StateMachineRunner(CounterMachine()).commandGenerator.example(seed: 1)
  /// ```
  public var commandGenerator: Generator<[Machine.Command]> {
    let machine = self.machine
    let steps = self.steps
    let extra = Double(steps.typical - steps.range.lowerBound)
    let continueProbability = extra / (extra + 1)
    return Generator { context in
      var model = machine.initialModel
      var commands: [Machine.Command] = []
      var draws = 0
      while commands.count < steps.range.upperBound, draws < steps.maxDraws {
        let start = context.beginSpan()
        if commands.count >= steps.range.lowerBound {
          guard try context.drawBoolean(probability: continueProbability) else { break }
        }
        draws += 1
        let command = try machine.commands(for: model).generate(in: &context)
        context.endSpan(start, label: "step")
        guard machine.precondition(command, model: model) else { continue }
        commands.append(command)
        model = machine.nextModel(after: command, model: model)
      }
      return commands
    }
  }

  /// Generates and runs command lists; the result lists the failing steps when a case fails.
  ///
  /// ```swift
  /// let result = StateMachineRunner(CounterMachine()).run()
  /// ```
  public func run() -> StateMachineResult<Machine.Command> {
    let machine = self.machine
    let property = PropertyRunner(configuration).checkThrowing(
      commandGenerator, describe: { commands in "\(commands.count) commands: \(commands.map(\.description))" }
    ) { (commands: [Machine.Command]) in
      try Self.execute(machine, commands)
    }
    var failingRun: StateMachineFailure?
    if let failure = property.failure {
      do {
        try Self.execute(machine, failure.shrunk.value)
      } catch let error as StateMachineFailure {
        failingRun = error
      } catch {}
    }
    return StateMachineResult(property: property, failingRun: failingRun)
  }

  /// Runs `commands` against a fresh system and the model, throwing `StateMachineFailure` at the first problem.
  static func execute(_ machine: Machine, _ commands: [Machine.Command]) throws {
    var system: Machine.System
    var steps: [String] = []
    var model = machine.initialModel
    func failure(_ error: any Error, stage: StateMachineFailure.Stage) -> StateMachineFailure {
      StateMachineFailure(steps: steps, modelDescription: String(describing: model), stage: stage, error: "\(error)")
    }
    do {
      system = try machine.makeSystem()
    } catch {
      throw failure(error, stage: .makeSystem)
    }
    do {
      try machine.checkInvariants(system: system, model: model)
    } catch {
      throw failure(error, stage: .invariant)
    }
    for command in commands {
      steps.append(command.description)
      guard machine.precondition(command, model: model) else {
        steps.removeLast()
        continue
      }
      do {
        try machine.run(command, on: &system, model: model)
      } catch {
        throw failure(error, stage: .postcondition)
      }
      model = machine.nextModel(after: command, model: model)
      do {
        try machine.checkInvariants(system: system, model: model)
      } catch {
        throw failure(error, stage: .invariant)
      }
    }
  }
}

/// A failing state-machine run: the steps up to the failure, the model there and the error.
///
/// ```swift
/// if let run = result.failingRun { print(run) }
/// ```
public struct StateMachineFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// What failed.
  public enum Stage: Hashable, Sendable {
    /// Creating the system threw.
    case makeSystem
    /// A command's postcondition check threw.
    case postcondition
    /// An invariant check after a step threw.
    case invariant
  }

  /// The commands run, the last one being the failing step.
  public var steps: [String]
  /// The model at the failing step (before the failing command for postconditions, after it for invariants).
  public var modelDescription: String
  /// What failed.
  public var stage: Stage
  /// The error's description.
  public var error: String

  /// A numbered list of steps, the model state and the error.
  public var description: String {
    var lines: [String] = []
    let what: String
    switch stage {
    case .makeSystem: what = "Creating the system failed"
    case .postcondition: what = "Step \(steps.count) failed its postcondition"
    case .invariant:
      what = steps.isEmpty ? "The initial state broke an invariant" : "An invariant broke after step \(steps.count)"
    }
    lines.append("\(what): \(error)")
    for (index, step) in steps.enumerated() { lines.append("  \(index + 1). \(step)") }
    lines.append("Model at the failing step: \(modelDescription)")
    return lines.joined(separator: "\n")
  }
}

/// The outcome of a state-machine run.
///
/// ```swift
/// let result = StateMachineRunner(CounterMachine()).run()
/// print(result.report(testName: "counter"))
/// ```
public struct StateMachineResult<Command>: CustomStringConvertible {
  /// The underlying property result (counterexamples are command lists).
  public var property: PropertyResult<[Command]>
  /// The shrunk failing run, step by step.
  public var failingRun: StateMachineFailure?

  /// Whether every command list passed.
  public var passed: Bool { property.passed }

  /// The property report; its failure names the numbered failing steps and the model state.
  ///
  /// ```swift
  /// print(result.report(testName: "queueModel"))
  /// ```
  public func report(testName: String? = nil) -> String {
    property.report(testName: testName)
  }

  /// The report without a test name.
  public var description: String { report() }
}

extension StateMachineResult: Sendable where Command: Sendable {}

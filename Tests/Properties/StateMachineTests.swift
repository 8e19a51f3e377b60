import InputGenerators
import Testing

/// A FIFO queue with a planted bug: once it holds three or more elements, `pop` takes the newest one.
final class BuggyQueue {
  private var storage: [Int] = []
  func push(_ value: Int) { storage.append(value) }
  func pop() -> Int { storage.count >= 3 ? storage.removeLast() : storage.removeFirst() }
  var count: Int { storage.count }
}

struct Mismatch: Error, CustomStringConvertible {
  var expected: String
  var actual: String
  var description: String { "expected \(expected), got \(actual)" }
}

struct QueueMachine: StateMachine {
  enum Command: CustomStringConvertible, Equatable {
    case push(Int)
    case pop
    var description: String {
      switch self {
      case .push(let value): return "push(\(value))"
      case .pop: return "pop"
      }
    }
  }

  var initialModel: [Int] { [] }
  func makeSystem() -> BuggyQueue { BuggyQueue() }
  func commands(for model: [Int]) -> Generator<Command> {
    .oneOf(Generator.int(in: 0...9).map { Command.push($0) }, .constant(.pop))
  }
  func precondition(_ command: Command, model: [Int]) -> Bool { command != .pop || !model.isEmpty }
  func nextModel(after command: Command, model: [Int]) -> [Int] {
    switch command {
    case .push(let value): return model + [value]
    case .pop: return Array(model.dropFirst())
    }
  }
  func run(_ command: Command, on system: inout BuggyQueue, model: [Int]) throws {
    switch command {
    case .push(let value): system.push(value)
    case .pop:
      let popped = system.pop()
      if popped != model.first { throw Mismatch(expected: "pop to return \(model.first!)", actual: "\(popped)") }
    }
  }
  func checkInvariants(system: BuggyQueue, model: [Int]) throws {
    if system.count != model.count { throw Mismatch(expected: "count \(model.count)", actual: "\(system.count)") }
  }
}

/// A correct counter, to show a passing run.
struct CounterMachine: StateMachine {
  final class Counter {
    var value = 0
  }
  enum Command: String, CustomStringConvertible, CaseIterable {
    case increment, decrement, reset
    var description: String { rawValue }
  }
  var initialModel: Int { 0 }
  func makeSystem() -> Counter { Counter() }
  func commands(for model: Int) -> Generator<Command> { .element(of: Command.allCases) }
  func precondition(_ command: Command, model: Int) -> Bool { command != .decrement || model > 0 }
  func nextModel(after command: Command, model: Int) -> Int {
    switch command {
    case .increment: return model + 1
    case .decrement: return model - 1
    case .reset: return 0
    }
  }
  func run(_ command: Command, on system: inout Counter, model: Int) throws {
    switch command {
    case .increment: system.value += 1
    case .decrement: system.value -= 1
    case .reset: system.value = 0
    }
  }
  func checkInvariants(system: Counter, model: Int) throws {
    if system.value != model || system.value < 0 { throw Mismatch(expected: "\(model)", actual: "\(system.value)") }
  }
}

@Suite struct StateMachineTests {
  @Test func plantedQueueBugShrinksToTheMinimalCommandList() throws {
    let runner = StateMachineRunner(
      QueueMachine(), steps: StepCount(range: 0...40, typical: 12),
      configuration: TestSeed.configuration("buggy queue", cases: 300))
    let result = runner.run()
    let failure = try #require(result.property.failure, "no failure, seed \(TestSeed.value)")
    #expect(
      failure.shrunk.value == [.push(0), .push(0), .push(1), .pop],
      "\(result.report(testName: "plantedQueueBugShrinksToTheMinimalCommandList"))")
    let run = try #require(result.failingRun, "seed \(TestSeed.value)")
    #expect(run.stage == .postcondition, "seed \(TestSeed.value)")
    #expect(run.modelDescription == "[0, 0, 1]", "seed \(TestSeed.value)")
    #expect(run.description.contains("  1. push(0)") && run.description.contains("  4. pop"), "seed \(TestSeed.value)")
    #expect(result.report().contains("Step 4 failed its postcondition: expected pop to return 0, got 1"))
  }

  @Test func everyShrinkCandidateIsAValidCommandList() throws {
    // Replaying arbitrary choice sequences never yields a pop on an empty model.
    let generator = StateMachineRunner(QueueMachine(), steps: StepCount(range: 0...20, typical: 8)).commandGenerator
    let result = PropertyRunner(TestSeed.configuration("valid command lists", cases: 300)).check(
      Generator.array(of: Generator<UInt64>.int(in: 0...12), length: 0...60)
    ) { values in
      guard let commands = try? generator.replay(ChoiceSequence(values: values)).value else { return true }
      var model: [Int] = []
      for command in commands {
        if !QueueMachine().precondition(command, model: model) { return false }
        model = QueueMachine().nextModel(after: command, model: model)
      }
      return true
    }
    #expect(result.passed, "\(result.report(testName: "everyShrinkCandidateIsAValidCommandList"))")
  }

  @Test func correctSystemPasses() {
    let result = StateMachineRunner(
      CounterMachine(), steps: StepCount(range: 1...30, typical: 10), configuration: TestSeed.configuration("counter")
    ).run()
    #expect(result.passed, "\(result.report(testName: "correctSystemPasses"))")
    #expect(result.failingRun == nil, "seed \(TestSeed.value)")
  }
}

import InputGenerators
import Testing

// The example from the README ("Writing a property with the engine"), compiled and run as part of the suite.

@Test func sortingKeepsEveryElementInOrder() throws {
  let configuration = try PropertyConfiguration(name: "sortingKeepsEveryElementInOrder")
    .applyingEnvironment()  // honours INPUT_CONTRACTS_SEED and INPUT_CONTRACTS_REPLAY
  let lists = Generator.array(of: Generator.int(in: -100...100), length: 0...30)
    .classified { $0.isEmpty ? ["empty"] : ["non-empty"] }

  let result = PropertyRunner(configuration).check(lists) { list in
    let sorted = list.sorted()
    return sorted.count == list.count && zip(sorted, sorted.dropFirst()).allSatisfy { $0 <= $1 }
  }
  #expect(result.passed, "\(result.report(testName: "sortingKeepsEveryElementInOrder"))")
}

@Test func aFailingPropertyExplainsItself() throws {
  let result = PropertyRunner(PropertyConfiguration(name: "noLargeSums")).check(
    Generator.array(of: Generator.int(in: 0...1_000))
  ) { list in
    list.reduce(0, +) < 1_000
  }
  let failure = try #require(result.failure)
  #expect(failure.shrunk.value == [1_000])
  #expect(result.report(testName: "aFailingPropertyExplainsItself").contains("Shrunk counterexample: [1000]"))
}

import InputGenerators
import Testing

@Suite struct ChoiceSequenceTests {
  @Test func replayReproducesAFreshCase() throws {
    let generator = Generator.zip(Generator.array(of: .int(in: -50...50)), Generator.string(length: 0...5))
    for index in 0..<50 {
      let seed = CaseSeed.derive(runSeed: TestSeed.value, caseIndex: index)
      let fresh = try generator.generateRecording(seed: seed)
      let replayed = try generator.replay(fresh.choices)
      #expect(replayed.value == fresh.value, "seed \(TestSeed.value), case \(index)")
      #expect(replayed.choices == fresh.choices, "seed \(TestSeed.value), case \(index)")
      #expect(fresh.choices.isValid, "seed \(TestSeed.value)")
    }
  }

  @Test func replayClampsValuesAboveTheBound() throws {
    let replayed = try Generator.int(in: 0...9).replay(ChoiceSequence(values: [500]))
    #expect(replayed.value == 9, "seed \(TestSeed.value)")
    #expect(replayed.choices == ChoiceSequence([Choice(value: 9, max: 9)]), "seed \(TestSeed.value)")
  }

  @Test func runningPastTheEndIsAnOverrun() {
    #expect(throws: GenerationError.overrun(position: 1)) {
      try Generator.zip(Generator.bool, Generator.bool).replay(ChoiceSequence(values: [1]))
    }
  }

  @Test func allZeroChoicesGiveTheSimplestValues() throws {
    let zeros = ChoiceSequence(values: Array(repeating: 0, count: 10))
    #expect(try Generator.int(in: -5...5).replay(zeros).value == 0, "seed \(TestSeed.value)")
    #expect(try Generator.int(in: 3...9).replay(zeros).value == 3, "seed \(TestSeed.value)")
    #expect(try Generator.int(in: -9 ... -3).replay(zeros).value == -3, "seed \(TestSeed.value)")
    #expect(try Generator.array(of: Generator.int(in: 0...9)).replay(zeros).value == [], "seed \(TestSeed.value)")
    #expect(try Generator.string().replay(zeros).value == "", "seed \(TestSeed.value)")
    #expect(try Generator.character().replay(zeros).value == "a", "seed \(TestSeed.value)")
    #expect(try Generator.optional(Generator.bool).replay(zeros).value == nil, "seed \(TestSeed.value)")
    #expect(try Generator<[Int]>.shuffled([1, 2, 3]).replay(zeros).value == [1, 2, 3], "seed \(TestSeed.value)")
  }

  @Test func shortlexOrderPrefersFewerChoicesThenSmallerValues() {
    #expect(
      ChoiceSequence(values: [9, 9]).isSimpler(than: ChoiceSequence(values: [0, 0, 0])), "seed \(TestSeed.value)")
    #expect(ChoiceSequence(values: [0, 5]).isSimpler(than: ChoiceSequence(values: [1, 0])), "seed \(TestSeed.value)")
    #expect(!ChoiceSequence(values: [1, 0]).isSimpler(than: ChoiceSequence(values: [1, 0])), "seed \(TestSeed.value)")
  }

  @Test func integerCodingRoundTripsAndZigzags() {
    let coding = IntegerCoding(range: -3...10)
    #expect((0...5).map { coding.value(forChoice: $0) } == [0, 1, -1, 2, -2, 3], "seed \(TestSeed.value)")
    #expect((6...13).map { coding.value(forChoice: $0) } == [-3, 4, 5, 6, 7, 8, 9, 10], "seed \(TestSeed.value)")
    for value in -3...10 {
      #expect(coding.value(forChoice: coding.choice(for: value)!) == value, "seed \(TestSeed.value)")
    }
    let full = IntegerCoding(range: Int64.min...Int64.max)
    for value: Int64 in [.min, .max, 0, -1, 1, 12_345, -98_765] {
      #expect(full.value(forChoice: full.choice(for: value)!) == value, "seed \(TestSeed.value)")
    }
    #expect(full.maxChoice == .max, "seed \(TestSeed.value)")
    let int16 = IntegerCoding(range: Int16.min...Int16.max)
    #expect(int16.choice(for: -32768) == 65535, "seed \(TestSeed.value)")
  }
}

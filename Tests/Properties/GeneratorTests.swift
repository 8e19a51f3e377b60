import Foundation
import InputGenerators
import InputShrinkingChallenges
import Testing

@Suite struct GeneratorTests {
  func samples<Value>(_ generator: Generator<Value>, count: Int) throws -> [Value] {
    try (0..<count).map { try generator.example(seed: CaseSeed.derive(runSeed: TestSeed.value, caseIndex: $0)) }
  }

  @Test func integerBiasReachesBoundariesQuickly() throws {
    let values = Set(try samples(Generator.int(in: -1000...1000), count: 500))
    for boundary in [0, 1, -1, -1000, 1000] {
      #expect(values.contains(boundary), "missing \(boundary) in 500 draws, seed \(TestSeed.value)")
    }
    let positive = Set(try samples(Generator.int(in: 5...500), count: 300))
    #expect(positive.contains(5) && positive.contains(500), "seed \(TestSeed.value)")
    let unsigned = Set(try samples(Generator<UInt8>.int(), count: 300))
    #expect(unsigned.contains(0) && unsigned.contains(255) && unsigned.contains(1), "seed \(TestSeed.value)")
  }

  @Test func integersCoverTheWholeRange() throws {
    let values = try samples(Generator<Int64>.int(), count: 400)
    #expect(values.contains { $0 > Int64.max / 4 }, "seed \(TestSeed.value)")
    #expect(values.contains { $0 < Int64.min / 4 }, "seed \(TestSeed.value)")
    #expect(
      values.allSatisfy { (-7...7).contains(try! Generator.int(in: -7...7).example(seed: UInt64(bitPattern: $0))) })
  }

  @Test func arraysAreOftenEmptyAndRespectLengths() throws {
    let lists = try samples(Generator.array(of: Generator.int(in: 0...9)), count: 50)
    #expect(lists.contains { $0.isEmpty }, "no empty array in 50 draws, seed \(TestSeed.value)")
    #expect(lists.contains { $0.count >= 5 }, "seed \(TestSeed.value)")
    let bounded = try samples(Generator.array(of: Generator.bool, length: 2...4), count: 100)
    #expect(bounded.allSatisfy { (2...4).contains($0.count) }, "seed \(TestSeed.value)")
    #expect(Set(bounded.map(\.count)) == [2, 3, 4], "seed \(TestSeed.value)")
  }

  @Test func filterRespectsItsDiscardLimit() throws {
    let never = Generator.int(in: 0...9).filter("never true", maxDiscards: 25) { _ in false }
    var context = DrawContext(seed: TestSeed.value)
    #expect(throws: GenerationError.filterExhausted(limit: 25, filter: "never true")) {
      try never.generate(in: &context)
    }
    #expect(context.recorded.count == 25, "exactly 25 attempts, seed \(TestSeed.value)")
    let message = GenerationError.filterExhausted(limit: 100, filter: "even").description
    #expect(message.contains("100") && message.contains("even"), "seed \(TestSeed.value)")
    let odd = Generator.int(in: 0...99).filter { $0 % 2 == 1 }
    #expect(try samples(odd, count: 50).allSatisfy { $0 % 2 == 1 }, "seed \(TestSeed.value)")
  }

  @Test func graphemeGeneratorProducesMultiScalarClusters() throws {
    let characters = try samples(Generator.character(), count: 300)
    #expect(characters.contains { $0.unicodeScalars.count > 1 }, "seed \(TestSeed.value)")
    for kind in [CharacterKinds.combiningMarks, .skinTones, .zwjSequences, .flags, .complexScripts] {
      let clusters = try samples(Generator.character(kind), count: 20)
      #expect(clusters.allSatisfy { $0.unicodeScalars.count > 1 && String($0).count == 1 }, "\(kind)")
    }
    #expect(
      try samples(Generator.character(.japanese), count: 20).allSatisfy { $0.unicodeScalars.first!.value >= 0x3041 },
      "seed \(TestSeed.value)")
    let strings = try samples(Generator.string(length: 0...12), count: 100)
    #expect(strings.allSatisfy { $0.count <= 12 }, "seed \(TestSeed.value)")
    #expect(
      strings.joined().contains("\u{1F1EF}\u{1F1F5}")
        || strings.joined().unicodeScalars.contains { $0.value >= 0x1F1E6 && $0.value <= 0x1F1FF },
      "seed \(TestSeed.value)")
  }

  @Test func complexScriptsReachKeyFivesScriptsAndHangulJamo() throws {
    let clusters = try samples(Generator.character(.complexScripts), count: 200)
    let inScripts = clusters.filter { $0.unicodeScalars.contains { (0x0530...0x194F).contains($0.value) } }
    #expect(inScripts.count == clusters.count, "seed \(TestSeed.value)")
    let scripts: [ClosedRange<UInt32>] = [0x0900...0x097F, 0x0590...0x05FF, 0x0E00...0x0E7F, 0x1100...0x11FF]
    for script in scripts {
      #expect(
        clusters.contains { $0.unicodeScalars.contains { script.contains($0.value) } },
        "no character of \(script) in 200 draws, seed \(TestSeed.value)")
    }
    #expect(clusters.contains { $0.unicodeScalars.contains { $0.value >= 0xAC00 } }, "syllable + T")
    #expect(clusters.contains { $0.unicodeScalars.contains("\u{94D}") }, "a conjunct")
  }

  @Test func keyTypingDrawsTheScriptsOfKeyFive() throws {
    var context = EventContext(family: .key)
    context.isFirstResponder = true
    context.textIsEmpty = false
    let events = try samples(ContractEvents.event(for: context), count: 400)
    let typed = events.compactMap { event -> String? in if case .type(let text) = event { text } else { nil } }
    let inScripts = typed.filter { $0.unicodeScalars.contains { (0x0530...0x194F).contains($0.value) } }
    #expect(inScripts.count * 20 >= typed.count, "\(inScripts.count) of \(typed.count) typed, seed \(TestSeed.value)")
    #expect(typed.contains { ["\u{93F}", "\u{902}", "\u{5B8}", "\u{E48}"].contains($0) }, "a lone mark typed")
  }

  @Test func combinatorsProduceWhatTheySay() throws {
    let frequency = Generator.frequency([(weight: 1, generator: .constant(0)), (weight: 9, generator: .constant(1))])
    let ones = try samples(frequency, count: 400).filter { $0 == 1 }.count
    #expect((300...390).contains(ones), "seed \(TestSeed.value): \(ones)")
    let choices = try samples(Generator.oneOf(.constant("a"), .constant("b"), .constant("c")), count: 60)
    #expect(Set(choices) == ["a", "b", "c"], "seed \(TestSeed.value)")
    let elements = try samples(Generator.element(of: [10, 20, 30]), count: 60)
    #expect(Set(elements) == [10, 20, 30], "seed \(TestSeed.value)")
    let permutations = try samples(Generator<[Int]>.shuffled([1, 2, 3, 4]), count: 60)
    #expect(
      permutations.allSatisfy { $0.sorted() == [1, 2, 3, 4] } && Set(permutations).count > 10, "seed \(TestSeed.value)")
    let doubles = try samples(Generator.double(in: -2.5...10), count: 200)
    #expect(
      doubles.allSatisfy { (-2.5...10).contains($0) } && doubles.contains(0) && doubles.contains(10),
      "seed \(TestSeed.value)")
    let start = Date(timeIntervalSince1970: 1_000_000)
    let end = Date(timeIntervalSince1970: 2_000_000)
    let dates = try samples(Generator.date(in: start...end), count: 50)
    #expect(
      dates.allSatisfy { (start...end).contains($0) && $0.timeIntervalSince1970.rounded() == $0.timeIntervalSince1970 },
      "seed \(TestSeed.value)")
    let sized = try samples(Generator.int(in: 0...5).flatMap { Generator.array(of: .bool, count: $0) }, count: 30)
    #expect(sized.allSatisfy { $0.count <= 5 }, "seed \(TestSeed.value)")
  }

  @Test func recursiveGeneratorsRespectTheirDepthBound() throws {
    let expressions = try samples(CalculatorExpression.generator, count: 200)
    func depth(_ expression: CalculatorExpression) -> Int {
      switch expression {
      case .literal: return 0
      case .add(let left, let right), .divide(let left, let right): return 1 + max(depth(left), depth(right))
      }
    }
    #expect(expressions.allSatisfy { depth($0) <= 5 }, "seed \(TestSeed.value)")
    #expect(expressions.contains { depth($0) >= 2 }, "seed \(TestSeed.value)")
  }
}

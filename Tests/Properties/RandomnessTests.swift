import InputGenerators
import Testing

@Suite struct RandomnessTests {
  @Test func sameSeedGivesSameValues() throws {
    let generator = Generator.array(of: Generator.string(length: 0...8), length: 0...10)
    for seed: UInt64 in [0, 1, TestSeed.value] {
      #expect(try generator.example(seed: seed) == generator.example(seed: seed), "seed \(seed)")
    }
  }

  @Test func xoshiroOutputIsPinned() {
    var random = Xoshiro256StarStar(seed: 42)
    let words = (0..<4).map { _ in random.next() }
    #expect(
      words == [
        1_546_998_764_402_558_742, 6_990_951_692_964_543_102, 12_544_586_762_248_559_009, 17_057_574_109_182_124_193,
      ],
      "xoshiro256** changed: \(words)")
  }

  @Test func generatedValuesArePinned() throws {
    let generator = Generator.int(in: -1000...1000)
    let values = try (0..<8).map { try generator.example(seed: CaseSeed.derive(runSeed: 7, caseIndex: $0)) }
    #expect(values == [65, 360, -543, 400, 196, -1000, -556, -433], "integer generation changed: \(values)")
  }

  @Test func boundedDrawsStayInBoundsAndCoverThem() {
    var random = Xoshiro256StarStar(seed: TestSeed.value)
    var seen = Set<UInt64>()
    for _ in 0..<2_000 {
      let value = random.next(upTo: 6)
      #expect(value <= 6, "seed \(TestSeed.value)")
      seen.insert(value)
      let unit = random.nextUnitDouble()
      #expect(unit >= 0 && unit < 1, "seed \(TestSeed.value)")
    }
    #expect(seen == Set(0...6), "seed \(TestSeed.value)")
  }

  @Test func caseSeedsAreIndependentOfEachOther() {
    let seeds = Set((0..<1_000).map { CaseSeed.derive(runSeed: TestSeed.value, caseIndex: $0) })
    #expect(seeds.count == 1_000, "seed \(TestSeed.value)")
  }

  @Test func anyCaseCanBeRegeneratedAlone() throws {
    let generator = Generator.array(of: Generator.int(in: 0...99))
    var fresh: [[Int]] = []
    for index in 0..<20 {
      fresh.append(
        try generator.generateRecording(seed: CaseSeed.derive(runSeed: TestSeed.value, caseIndex: index)).value)
    }
    let alone = try generator.example(seed: CaseSeed.derive(runSeed: TestSeed.value, caseIndex: 13))
    #expect(alone == fresh[13], "seed \(TestSeed.value)")
  }
}

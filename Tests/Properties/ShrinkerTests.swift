import InputGenerators
import Testing

/// A randomly chosen "still interesting" test over raw choice sequences.
struct RandomTestFunction: Sendable, CustomStringConvertible {
  enum Kind: Int, Sendable, CaseIterable { case sumAtLeast, countAtLeast, someValueAtLeast, sortedPairDescends }
  var kind: Kind
  var threshold: UInt64

  func isInteresting(_ values: [UInt64]) -> Bool {
    switch kind {
    case .sumAtLeast: return values.reduce(0) { $0 &+ $1 } >= threshold
    case .countAtLeast: return values.count >= Int(threshold % 12)
    case .someValueAtLeast: return values.contains { $0 >= threshold }
    case .sortedPairDescends: return zip(values, values.dropFirst()).contains { $0 > $1 + threshold % 5 }
    }
  }

  var description: String { "\(kind)(\(threshold))" }
}

@Suite struct ShrinkerTests {
  static let scenario = Generator.zip(
    Generator.element(of: RandomTestFunction.Kind.allCases),
    Generator<UInt64>.int(in: 0...500),
    Generator.array(of: Generator<UInt64>.int(in: 0...1_000), length: 0...30)
  )

  @Test func shrinkingKeepsTheFailureNeverGrowsAndTerminates() {
    let result = PropertyRunner(TestSeed.configuration("shrinker contract", cases: 150)).check(Self.scenario) {
      (kind, threshold, values) in
      let function = RandomTestFunction(kind: kind, threshold: threshold)
      guard function.isInteresting(values) else { return true }
      let initial = ChoiceSequence(values: values)
      var calls = 0
      let limits = ShrinkLimits(maxShrinks: 200, maxEvaluations: 600)
      let shrunk = Shrinker(limits: limits).shrink(initial) { candidate in
        calls += 1
        return function.isInteresting(candidate.values) ? .interesting(consumed: candidate) : .boring
      }
      return function.isInteresting(shrunk.sequence.values)
        && (shrunk.sequence == initial || shrunk.sequence.isSimpler(than: initial))
        && calls == shrunk.evaluations && calls <= limits.maxEvaluations && shrunk.shrinks <= limits.maxShrinks
    }
    #expect(result.passed, "\(result.report(testName: "shrinkingKeepsTheFailureNeverGrowsAndTerminates"))")
  }

  @Test func neverEvaluatesTheSameCandidateTwice() {
    var seen = Set<[UInt64]>()
    var duplicates = 0
    _ = Shrinker().shrink(ChoiceSequence(values: [7, 300, 2, 9, 41, 5])) { candidate in
      if !seen.insert(candidate.values).inserted { duplicates += 1 }
      return candidate.values.reduce(0, +) >= 50 ? .interesting(consumed: candidate) : .boring
    }
    #expect(duplicates == 0, "seed \(TestSeed.value)")
  }

  @Test func reachesTheMinimumForASumThreshold() {
    let result = Shrinker().shrink(ChoiceSequence(values: [7, 300, 2, 9, 41, 5])) { candidate in
      candidate.values.reduce(0, +) >= 50 ? .interesting(consumed: candidate) : .boring
    }
    #expect(result.sequence.values == [50], "reached \(result.sequence) in \(result.evaluations) evaluations")
  }

  @Test func respectsTheEvaluationLimit() {
    let result = Shrinker(limits: ShrinkLimits(maxShrinks: 500, maxEvaluations: 10)).shrink(
      ChoiceSequence(values: Array(repeating: 1_000, count: 50))
    ) { candidate in
      candidate.values.reduce(0, +) >= 777 ? .interesting(consumed: candidate) : .boring
    }
    #expect(result.evaluations <= 10 && result.hitLimit, "seed \(TestSeed.value)")
  }

  @Test func usesTheConsumedPrefixOfACandidate() {
    // The test only reads the first two choices; anything after them is dropped as soon as it is replayed.
    let result = Shrinker().shrink(ChoiceSequence(values: [5, 5, 9, 9, 9])) { candidate in
      guard candidate.count >= 2 else { return .invalid }
      let consumed = ChoiceSequence(Array(candidate.choices.prefix(2)))
      return candidate.values[0] + candidate.values[1] >= 3 ? .interesting(consumed: consumed) : .boring
    }
    #expect(result.sequence.values == [0, 3], "seed \(TestSeed.value)")
  }

  @Test func searchesTheWholeUnsignedRangeWithoutOverflow() {
    // Moving value from the first choice to the second keeps the sum; the gallop over the amount moved
    // reaches the top of the range.
    let result = Shrinker().shrink(ChoiceSequence(values: [.max, 0])) { candidate in
      guard candidate.count >= 2 else { return .invalid }
      let consumed = ChoiceSequence(Array(candidate.choices.prefix(2)))
      let sum = consumed.values[0].addingReportingOverflow(consumed.values[1])
      return !sum.overflow && sum.partialValue == .max ? .interesting(consumed: consumed) : .boring
    }
    #expect(result.sequence.values == [0, .max], "reached \(result.sequence)")
  }

  @Test func neverRunsAKnownPassingRun() {
    var ran: [[UInt64]] = []
    let passing = [ChoiceSequence(values: [0]), ChoiceSequence(values: [1]), ChoiceSequence(values: [4])]
    let result = Shrinker().shrink(ChoiceSequence(values: [9]), passing: passing) { candidate in
      ran.append(candidate.values)
      return candidate.values[0] >= 5 ? .interesting(consumed: candidate) : .uninteresting(consumed: candidate)
    }
    #expect(result.sequence.values == [5] && ran.allSatisfy { ![[0], [1], [4]].contains($0) }, "ran \(ran)")
  }

  @Test func neverRunsACandidateThatReplaysAKnownRun() {
    // The test reads two choices; every candidate starting with the same two is the same run.
    var runs = Set<[UInt64]>()
    var repeated = 0
    let result = Shrinker().shrink(ChoiceSequence(values: [9, 9, 9, 9, 9])) { candidate in
      guard candidate.count >= 2 else { return .invalid }
      let consumed = ChoiceSequence(Array(candidate.choices.prefix(2)))
      if !runs.insert(consumed.values).inserted { repeated += 1 }
      let sum = consumed.values.reduce(0, +)
      return sum >= 10 ? .interesting(consumed: consumed) : .uninteresting(consumed: consumed)
    }
    #expect(
      repeated == 0 && result.sequence.count == 2 && result.sequence.values.reduce(0, +) >= 10,
      "reached \(result.sequence), \(repeated) repeated runs")
  }
}

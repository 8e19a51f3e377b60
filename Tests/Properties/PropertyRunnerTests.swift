import Foundation
import InputGenerators
import Testing

@Suite struct PropertyRunnerTests {
  static let lists = Generator.array(of: Generator.int(in: -1_000...1_000))

  @Test func passingPropertyRunsEveryCase() {
    let result = PropertyRunner(TestSeed.configuration("reverse twice")).check(Self.lists) { list in
      Array(list.reversed().reversed()) == list
    }
    #expect(result.passed && result.casesRun == 100 && result.failure == nil, "\(result.report())")
  }

  @Test func failureIsShrunkAndReported() throws {
    let result = PropertyRunner(TestSeed.configuration("all small")).check(Self.lists) { list in
      list.allSatisfy { $0 < 100 }
    }
    let failure = try #require(result.failure, "seed \(TestSeed.value)")
    #expect(result.status == .failed, "seed \(TestSeed.value)")
    #expect(failure.shrunk.value == [100], "\(result.report())")
    #expect(
      failure.shrunk.choices.isSimpler(than: failure.original.choices)
        || failure.shrunk.choices == failure.original.choices, "seed \(TestSeed.value)")
    let report = result.report(testName: "failureIsShrunkAndReported")
    #expect(report.contains("Property \"all small\" failed: The property returned false."))
    #expect(report.contains("Shrunk counterexample: [100]"))
    #expect(report.contains("Seed: \(TestSeed.value)"))
    #expect(report.contains("shrink evaluations"))
    #expect(
      report.contains("INPUT_CONTRACTS_REPLAY=\(failure.replayToken) swift test --filter failureIsShrunkAndReported"))
  }

  @Test func shrinkingNeverRerunsAGeneratedCase() throws {
    // The property sees lists, one call per run: the runs before the first failure passed, and the shrinker
    // must not run any of them again.
    let calls = CallLog()
    let result = PropertyRunner(TestSeed.configuration("sum below 300", cases: 300)).check(Self.lists) { list in
      calls.lists.append(list)
      return list.reduce(0, +) < 300
    }
    _ = try #require(result.failure, "seed \(TestSeed.value)")
    let firstFailure = try #require(calls.lists.firstIndex { $0.reduce(0, +) >= 300 })
    let generated = Set(calls.lists[..<firstFailure])
    let rerun = calls.lists[(firstFailure + 1)...].filter { generated.contains($0) }
    #expect(rerun.isEmpty, "re-ran \(rerun.count) generated cases, seed \(TestSeed.value)")
  }

  @Test func replayTokenReproducesTheShrunkCase() throws {
    let property: ([Int]) -> Bool = { list in list.count < 3 || list[0] <= list[2] }
    let first = PropertyRunner(TestSeed.configuration("third not below first")).check(Self.lists, property: property)
    let failure = try #require(first.failure, "seed \(TestSeed.value)")
    var configuration = TestSeed.configuration("third not below first")
    configuration.replay = try ReplayToken(parsing: failure.replayToken.description)
    let replayed = PropertyRunner(configuration).check(Self.lists, property: property)
    #expect(replayed.casesRun == 1, "seed \(TestSeed.value)")
    #expect(replayed.failure?.shrunk.value == failure.shrunk.value, "\(replayed.report())")
    #expect(replayed.failure?.source == .replayToken, "seed \(TestSeed.value)")
  }

  @Test func replayTokenFromAnotherGeneratorIsReportedNotReplayedSilently() throws {
    var configuration = TestSeed.configuration("mismatch")
    configuration.replay = ReplayToken(choices: ChoiceSequence(values: [1]))
    let result = PropertyRunner(configuration).check(Generator.zip(Generator.bool, Generator.bool)) { _ in true }
    #expect(result.status == .gaveUp, "seed \(TestSeed.value)")
    #expect(result.report().contains("does not fit"))
  }

  @Test func thrownErrorsAreFailuresWithTheirDescription() throws {
    struct TooBig: Error, CustomStringConvertible {
      let value: Int
      var description: String { "\(value) is too big" }
    }
    let result = PropertyRunner(TestSeed.configuration("throws")).checkThrowing(Generator.int(in: 0...1_000)) { value in
      if value > 10 { throw TooBig(value: value) }
    }
    #expect(result.failure?.error == "11 is too big", "\(result.report())")
  }

  @Test func shrinkingDoesNotSlipToAnotherKindOfError() throws {
    struct Small: Error {}
    struct Large: Error {}
    var configuration = TestSeed.configuration("two bugs")
    configuration.cases = 500
    let result = PropertyRunner(configuration).checkThrowing(Generator.int(in: 0...10_000)) { value in
      if value >= 5_000 { throw Large() }
      if value >= 10 { throw Small() }
    }
    let failure = try #require(result.failure, "seed \(TestSeed.value)")
    let expected = failure.originalError.contains("Large") ? 5_000 : 10
    #expect(failure.shrunk.value == expected, "\(result.report())")
  }

  @Test func discardsAreCountedAndCanExhaustTheRun() {
    let result = PropertyRunner(TestSeed.configuration("always discards")).checkThrowing(Generator.bool) { _ in
      throw CaseDiscarded()
    }
    #expect(result.status == .gaveUp && result.discardedCases > 100, "\(result.report())")
  }

  @Test func exhaustedFiltersGiveUpNamingTheFilter() {
    let impossible = Generator.int(in: 0...9).filter("greater than nine") { $0 > 9 }
    let result = PropertyRunner(TestSeed.configuration("impossible filter")).check(impossible) { _ in true }
    #expect(result.status == .gaveUp, "seed \(TestSeed.value)")
    #expect(result.report().contains("greater than nine") && result.report().contains("100"), "\(result.report())")
  }

  @Test func environmentSelectsSeedAndReplay() throws {
    let base = PropertyConfiguration(name: "environment")
    #expect(try base.applyingEnvironment(["INPUT_CONTRACTS_SEED": "123"]).seed == 123)
    #expect(try base.applyingEnvironment([:]).seed == PropertyConfiguration.defaultSeed)
    _ = try base.applyingEnvironment(["INPUT_CONTRACTS_SEED": "random"])
    #expect(throws: PropertyConfigurationError.invalidSeed("12x")) {
      try base.applyingEnvironment(["INPUT_CONTRACTS_SEED": "12x"])
    }
    let token = ReplayToken(choices: ChoiceSequence(values: [1, 2]))
    #expect(
      try base.applyingEnvironment(["INPUT_CONTRACTS_REPLAY": token.description]).replay == token,
      "seed \(TestSeed.value)")
  }

  @Test func differentSeedsExploreDifferentCases() throws {
    let one = try Self.lists.example(seed: CaseSeed.derive(runSeed: 1, caseIndex: 0))
    let two = try Self.lists.example(seed: CaseSeed.derive(runSeed: 2, caseIndex: 0))
    let three = try Self.lists.example(seed: CaseSeed.derive(runSeed: 3, caseIndex: 0))
    #expect(one != two || two != three, "seed \(TestSeed.value)")
  }
}

@Suite struct CoverageTests {
  static let numbers = Generator.int(in: 0...99).classified { $0 < 10 ? ["single digit"] : ["two digits"] }

  @Test func unmetRequirementFails() {
    var configuration = TestSeed.configuration("coverage unmet")
    configuration.coverage = [CoverageRequirement("single digit", atLeast: 50)]
    let result = PropertyRunner(configuration).check(Self.numbers) { _ in true }
    #expect(result.status == .insufficientCoverage, "\(result.report())")
    let report = result.report(testName: "unmetRequirementFails")
    #expect(report.contains("insufficient coverage") && report.contains("required at least 50.0%"), "\(report)")
  }

  @Test func metRequirementPasses() {
    var configuration = TestSeed.configuration("coverage met")
    configuration.coverage = [
      CoverageRequirement("two digits", atLeast: 50), CoverageRequirement("single digit", atLeast: 5),
    ]
    let result = PropertyRunner(configuration).check(Self.numbers) { _ in true }
    #expect(result.passed, "\(result.report())")
    #expect(result.coverage.allSatisfy { $0.status == .satisfied }, "seed \(TestSeed.value)")
    #expect(result.labels.percentage(of: "two digits") > 50, "seed \(TestSeed.value)")
  }

  @Test func borderlineRequirementRunsMoreCasesBeforeDeciding() {
    var configuration = TestSeed.configuration("coverage borderline")
    configuration.coverage = [CoverageRequirement("true", atLeast: 55)]
    let coin = Generator.bool.classified { $0 ? ["true"] : [] }
    let result = PropertyRunner(configuration).check(coin) { _ in true }
    #expect(result.casesRun > 100, "\(result.report())")
    #expect(result.status == .insufficientCoverage, "\(result.report())")
  }

  @Test func recorderLabelsAppearInTheTable() {
    let result = PropertyRunner(TestSeed.configuration("labels")).check(Generator.int(in: -5...5)) {
      (value: Int, recorder: CaseRecorder) in
      recorder.label(value < 0 ? "negative" : "non-negative")
    }
    #expect(result.labels.totalCases == 100, "seed \(TestSeed.value)")
    #expect(result.labels.table.contains("negative"), "seed \(TestSeed.value)")
    #expect(
      result.labels.percentage(of: "negative") + result.labels.percentage(of: "non-negative") == 100,
      "seed \(TestSeed.value)")
  }

  @Test func wilsonIntervalBracketsTheObservedShare() {
    let bounds = WilsonInterval.bounds(successes: 30, trials: 100, z: 2)
    #expect(
      bounds.lowerBound < 0.3 && bounds.upperBound > 0.3 && bounds.lowerBound > 0.2 && bounds.upperBound < 0.4,
      "seed \(TestSeed.value)")
  }
}

/// The values a property was called with, in order.
final class CallLog {
  var lists: [[Int]] = []
}

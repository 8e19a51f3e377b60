import InputConformance
import InputGenerators
import InputImplementations
@_spi(Harness) import InputPlatform
import Testing

/// The failure text is the product's voice at 2 a.m.: its words are pinned here.
@Suite struct FailureTextTests {
  static let mutant = MutantCatalogue.mutant(id: "done-does-not-dismiss")!

  /// The mutant's run, made once for every test of the suite; only its clause's violation is shrunk (the run finds
  /// the same violations in the same order).
  static let report: FamilyReport = {
    var configuration = ConformanceConfiguration()
    configuration.shrinksOnly = [mutant.clause]
    return ConformanceRunner(configuration: configuration).run(mutant.implementation, family: mutant.family)
  }()

  static func violation() throws -> ConformanceViolation {
    try #require(report.violations.first { $0.clause == ClauseID(.pick, 9) })
  }

  /// The pinned text (`Tests/Pins/failure-text.json`).
  static let store = PinStore<TextPin>(name: "failure-text", suite: "FailureTextTests")

  @Test("A known mutant's report: headline, trace, diff, seed and replay line")
  func knownMutantReport() throws {
    let violation = try Self.violation()
    let text = FailureText.render(violation)
    Self.store.check(TextPin(clause: violation.clause.description, text: text), key: "done-does-not-dismiss")
    // The parts a person reads first, whatever the trace.
    let lines = text.components(separatedBy: "\n")
    #expect(lines.first?.hasPrefix("PICK-9 violated by mutant/done-does-not-dismiss (MUST): ") == true)
    #expect(lines.contains { $0.hasPrefix("Trace (\(violation.trace.count) events, shrunk from ") })
    #expect(lines.contains { $0.hasSuffix("← fails here") })
    #expect(lines.contains { $0.hasPrefix("Diff at step \(violation.finding.step) (Expected: −, Actual: +):") })
    #expect(
      lines.contains("Seed 20261130, case \(violation.caseIndex) (found after \(violation.casesToDetection) cases)."))
    #expect(
      text.contains("--replay \\\n\(violation.token.encoded)") || text.contains("--replay \(violation.token.encoded)"))
  }

  /// A follow-on says where its own trace breaks the fault it follows, or that it does not: never a root its trace
  /// does not show.
  @Test("A follow-on names where its trace breaks its root")
  func followOnNamesItsRoot() {
    let trace: [InputEvent] = [
      .tap, .spin(component: 0, row: 1), .settle, .deleteBackward, .hostDisappears, .hostReappears,
    ]
    var violation = ConformanceViolation(
      implementation: "seed-000", family: .pick,
      finding: Finding(clause: ClauseID(.resp, 20), kind: .assertion, step: 6, detail: "wheels differ"), trace: trace,
      originalLength: 6, shrinkEvaluations: 0, seed: 1, caseIndex: 0, casesToDetection: 1, isKnownDeviation: false)
    violation.rootClause = ClauseID(.pick, 11)
    violation.rootStep = 4
    #expect(
      FailureText.render(violation).contains(
        "A follow-on of PICK-11: with no clause set aside, this trace breaks PICK-11 first, at event 4 (press delete); "
          + "fix that first."))
    violation.rootStep = 6
    #expect(FailureText.render(violation).contains("breaks PICK-11 first, at the same event; fix that first."))
    violation.rootStep = nil
    #expect(
      FailureText.render(violation).contains(
        "A follow-on of PICK-11: found while a PICK-11 fault kept the two sides apart; this trace alone does not "
          + "break PICK-11 before it."))
  }

  @Test("The regression test replays the shrunk trace as Swift source")
  func regressionTest() throws {
    let source = FailureText.regressionTest(try Self.violation(), implementation: "mine")
    #expect(source.contains(#"@Test("PICK-9 regression: mutant/done-does-not-dismiss")"#))
    #expect(source.contains("CaseExecution(implementation: mine, family: .pick)"))
    let events = try Self.violation().trace.map { "      \($0.swiftLiteral)," }.joined(separator: "\n")
    #expect(source.contains(events))
    #expect(source.contains("#expect(outcome.finding == nil"))
  }

  @Test("A crash's regression test is an exit test")
  func crashRegressionTest() {
    let crash = ConformanceViolation(
      implementation: "seed-000", family: .key,
      finding: Finding(clause: ClauseID(.key, 4), kind: .crash, step: 2, detail: "the implementation trapped"),
      trace: [.tap, .deleteBackward], originalLength: 9, shrinkEvaluations: 12, seed: 1, caseIndex: 0,
      casesToDetection: 1, isKnownDeviation: false)
    let source = FailureText.regressionTest(crash, implementation: "SeedImplementations.seed000")
    #expect(source.contains("await #expect(processExitsWith: .success)"))
    #expect(
      FailureText.headline(crash).hasPrefix("KEY-4 violated by seed-000 (MUST) [crash]: The implementation trapped."))
  }

  @Test("The printed replay token replays the same trace")
  func tokenRoundTrip() throws {
    let violation = try Self.violation()
    let token = try ConformanceToken(parsing: violation.token.encoded)
    #expect(token.events == violation.trace)
    let outcome = CaseExecution(implementation: Self.mutant.implementation, family: token.family).run(
      events: token.events)
    #expect(outcome.finding?.clause == ClauseID(.pick, 9))
  }

  @Test(
    "Malformed tokens are rejected with a clear error",
    arguments: [
      ("", "malformed"), ("hello", "malformed"), ("icf1-pick-e30-00000000", "checksum"),
      ("icf9-pick-e30-00000000", "format"), ("icf1-pick-!!!-00000000", "checksum"),
    ])
  func malformedTokens(text: String, expected: String) {
    #expect {
      _ = try ConformanceToken(parsing: text)
    } throws: { error in
      String(describing: error).contains(expected)
    }
  }

  @Test("A token with the right checksum but an unknown family or bad payload is rejected")
  func unknownFamilyAndPayload() {
    let unknown = "icf1-nope-W10"
    #expect(throws: ConformanceToken.ParseError.unknownFamily("nope")) {
      _ = try ConformanceToken(parsing: unknown + "-" + ConformanceToken.checksumForTesting(unknown))
    }
    let payload = "icf1-key-e30"  // "{}" is not an event list
    #expect {
      _ = try ConformanceToken(parsing: payload + "-" + ConformanceToken.checksumForTesting(payload))
    } throws: { error in
      String(describing: error).contains("events cannot be read")
    }
  }
}

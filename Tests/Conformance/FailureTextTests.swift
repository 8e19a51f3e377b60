import InputConformance
import InputGenerators
import InputImplementations
import Testing

/// The failure text is the product's voice at 2 a.m.: its words are pinned here.
@Suite struct FailureTextTests {
  static let mutant = MutantCatalogue.mutant(id: "done-does-not-dismiss")!

  static func violation() throws -> ConformanceViolation {
    let report = ConformanceRunner().run(mutant.implementation, family: mutant.family)
    return try #require(report.violations.first { $0.clause == ClauseID(.pick, 9) })
  }

  @Test("A known mutant's report: headline, trace, diff, seed and replay line")
  func knownMutantReport() throws {
    let text = FailureText.render(try Self.violation())
    #expect(
      text == """
        PICK-9 violated by mutant/done-does-not-dismiss (MUST): Done left the keyboard up.
          Done (and Close, where offered) resigns first responder: the keyboard goes away.

        Trace (2 events, shrunk from 5 with 166 shrink evaluations):
          1. tap the control
          2. tap Done  ← fails here

        Diff at step 2 (Expected: −, Actual: +):
          − first responder: none
          + first responder: control
          − keyboard: nothing
          + keyboard: picker + bar[Done, Cancel]
          − wheels: not presented
          + wheels: [0]
          − rows: not presented
          + rows: [5]

        Seed 20261130, case 1 (found after 2 cases).
        Replay: swift run input-fuzz --implementation mutant/done-does-not-dismiss --family pick --replay \
        icf1-pick-W3sidGFwIjp7fX0seyJ0YXBBY2Nlc3NvcnkiOnsiXzAiOiJkb25lIn19XQ-e79a96ee
        """)
  }

  @Test("The regression test replays the shrunk trace as Swift source")
  func regressionTest() throws {
    let source = FailureText.regressionTest(try Self.violation(), implementation: "mine")
    #expect(source.contains(#"@Test("PICK-9 regression: mutant/done-does-not-dismiss")"#))
    #expect(source.contains("CaseExecution(implementation: mine, family: .pick)"))
    #expect(source.contains("      .tap,\n      .tapAccessory(.done),"))
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

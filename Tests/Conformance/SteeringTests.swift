import InputGenerators
import InputImplementations
import Testing

@testable import InputConformance

/// Coverage-directed generation: the second half of a run steers back to the steps that checked a clause short of
/// the evidence floor, or to the rarest state when a clause was never reached (CONFORMANCE.md, "Evidence floor").
@Suite struct SteeringTests {
  static let seed = TestSeed.value
  static let clause = ClauseID(.resp, 21)

  /// A generated case that checked `clause` first after `count` of its `total` choices.
  static func evaluated(checking clause: ClauseID, after count: Int, of total: Int) -> EvaluatedCase {
    var outcome = CaseOutcome(evidence: [clause: 1])
    outcome.evidenceChoices = [clause: count]
    return EvaluatedCase(
      outcome: outcome, choices: ChoiceSequence(values: (0..<UInt64(total)).map { $0 % 2 }))
  }

  @Test("A case that extends a prefix replays it, goes on fresh, and what it records replays exactly")
  func extendingReplaysThePrefix() throws {
    var earlier = DrawContext(seed: Self.seed)
    for _ in 0..<20 { _ = try earlier.draw(upTo: 1_000) }
    let prefix = ChoiceSequence(Array(earlier.recorded.choices.prefix(8)))
    var extended = DrawContext(extending: prefix, seed: Self.seed &+ 1)
    var values: [UInt64] = []
    for _ in 0..<20 { values.append(try extended.draw(upTo: 1_000)) }
    #expect(Array(values.prefix(8)) == prefix.values, "seed \(Self.seed)")
    #expect(Array(values.dropFirst(8)) != Array(earlier.recorded.values.dropFirst(8)), "seed \(Self.seed)")
    var replay = DrawContext(replaying: extended.recorded)
    var replayed: [UInt64] = []
    for _ in 0..<20 { replayed.append(try replay.draw(upTo: 1_000)) }
    #expect(replayed == values)
  }

  @Test("Only odd cases of the second half are steered, toward the clause furthest under the floor")
  func steersOnlyTheSecondHalf() {
    var steering = Steering()
    steering.note(Self.evaluated(checking: Self.clause, after: 5, of: 12), aim: nil, evidence: [:], floor: 10)
    let targets = [ClauseID(.resp, 20), Self.clause]
    let evidence = [ClauseID(.resp, 20): 50, Self.clause: 1]
    for n in [0, 1, 98, 99, 100] {
      let (request, aim) = steering.request(
        forCase: n, of: 200, seed: 3, targets: targets, evidence: evidence, floor: 10)
      #expect(request == .fresh(seed: 3) && aim == nil, "case \(n) is not steered")
    }
    let (request, aim) = steering.request(
      forCase: 101, of: 200, seed: 3, targets: targets, evidence: evidence, floor: 10)
    #expect(aim == Self.clause)
    #expect(request == .extending(prefix: ChoiceSequence(values: [0, 1, 0, 1, 0]), seed: 3))
    // A floor of 0 turns steering off.
    #expect(
      steering.request(forCase: 101, of: 200, seed: 3, targets: targets, evidence: evidence, floor: 0).aim == nil)
  }

  @Test("A clause at the floor is no longer steered toward, nor is one whose steered cases add nothing")
  func stopsWhenTheFloorIsReachedOrNothingComes() {
    var steering = Steering()
    let first = Self.evaluated(checking: Self.clause, after: 5, of: 12)
    steering.note(first, aim: nil, evidence: [:], floor: 10)
    // Evidence at the floor: the exemplar is dropped, and a target with evidence is no reason to explore.
    steering.note(first, aim: nil, evidence: [Self.clause: 9], floor: 10)
    #expect(steering.exemplars[Self.clause] == nil)
    #expect(
      steering.request(forCase: 101, of: 200, seed: 3, targets: [Self.clause], evidence: [Self.clause: 10], floor: 10)
        .aim == nil)
    // Steered cases that never reach the clause: after the limit, the clause is left alone.
    var fruitless = Steering()
    fruitless.note(first, aim: nil, evidence: [:], floor: 10)
    let nothing = EvaluatedCase(outcome: CaseOutcome(), choices: ChoiceSequence(values: [1, 1]))
    for _ in 0..<Steering.fruitlessLimit {
      fruitless.note(nothing, aim: Self.clause, evidence: [Self.clause: 1], floor: 10)
    }
    let aim = fruitless.request(
      forCase: 101, of: 200, seed: 3, targets: [Self.clause], evidence: [Self.clause: 1], floor: 10
    ).aim
    #expect(aim == nil)
  }

  @Test("A near miss is an exemplar: the steered case stops where the clause could have been checked, and favours it")
  func nearMissIsAnExemplar() {
    var steering = Steering()
    let settings = steering.settings(
      CaseSettings(), aim: nil, targets: [Self.clause, ClauseID(.resp, 20)], evidence: [ClauseID(.resp, 20): 3],
      floor: 10)
    #expect(settings.unreached == [Self.clause] && settings.favouring.isEmpty)
    var outcome = CaseOutcome()
    outcome.nearMissChoices = [Self.clause: 3]
    steering.note(
      EvaluatedCase(outcome: outcome, choices: ChoiceSequence(values: [5, 6, 7, 8])), aim: nil, evidence: [:],
      floor: 10)
    let (request, aim) = steering.request(
      forCase: 101, of: 200, seed: 3, targets: [Self.clause], evidence: [:], floor: 10)
    #expect(aim == Self.clause)
    #expect(request == .extending(prefix: ChoiceSequence(values: [5, 6, 7]), seed: 3))
    let steered = steering.settings(CaseSettings(), aim: aim, targets: [Self.clause], evidence: [:], floor: 10)
    #expect(steered.favouring == [Self.clause] && steered.unreached.isEmpty)
  }

  @Test("Favouring changes fresh draws only: a steered case's choices replay the same events without it")
  func favouringIsReplaySafe() throws {
    let member = try #require(ReferenceImplementations.all.first { $0.name == "reference (key input view)" })
    var steered = CaseSettings()
    steered.favouring = [Self.clause]
    steered.unreached = [ClauseID(.resp, 20)]
    for n in 0..<20 {
      let seed = CaseSeed.derive(runSeed: Self.seed, caseIndex: n)
      let first = InProcessEvaluator().evaluate(
        .fresh(seed: seed), implementation: member, family: .resp, settings: steered)
      let again = InProcessEvaluator().evaluate(
        .replay(first.choices), implementation: member, family: .resp, settings: CaseSettings())
      #expect(again.outcome.trace == first.outcome.trace, "seed \(Self.seed), case \(n)")
    }
  }

  @Test("A run targets the clauses its family can show: a picker's resp run does not aim at RESP-19")
  func targetsAreWhatTheFamilyShows() throws {
    let picker = try #require(ReferenceImplementations.all.first { $0.capabilities.kind == .pickerKeyboard })
    let resp = Steering.targets(family: .resp, capabilities: picker.capabilities)
    #expect(resp.contains(ClauseID(.resp, 21)))
    #expect(!resp.contains(ClauseID(.resp, 19)), "RESP-19 compares the value, which only the pick family observes")
    #expect(resp.allSatisfy { $0.family == .resp })
  }

  @Test("A run whose budget cannot reach the floor says which clause fell short, and why")
  func shortfallsAreReported() throws {
    let member = try #require(ReferenceImplementations.all.first { $0.name == "reference (key input view)" })
    let report = ConformanceRunner(configuration: ConformanceConfiguration(seed: Self.seed, cases: 4)).run(
      member, family: .resp)
    #expect(!report.shortfalls.isEmpty, "seed \(Self.seed)")
    for shortfall in report.shortfalls {
      #expect(shortfall.evidence == report.evidence[shortfall.clause, default: 0])
      #expect(shortfall.evidence < shortfall.floor && shortfall.clause.family == .resp)
      if shortfall.evidence == 0 {
        #expect(shortfall.reason == .neverReached(searched: 0))
        #expect(shortfall.description.contains("no case reached a step that checks it"))
      }
    }
    let steered = ConformanceRunner(configuration: ConformanceConfiguration(seed: Self.seed)).run(
      member, family: .resp)
    #expect(steered.shortfalls.isEmpty, "seed \(Self.seed): \(steered.shortfalls)")
  }

  @Test("A clause no case came near is searched for, from where a search stood two events away")
  func unseenClauseIsSearchedFor() {
    var steering = Steering()
    let (request, aim) = steering.request(
      forCase: 101, of: 200, seed: 3, targets: [Self.clause], evidence: [:], floor: 10)
    #expect(request == .fresh(seed: 3) && aim == Self.clause)
    let settings = steering.settings(CaseSettings(), aim: aim, targets: [Self.clause], evidence: [:], floor: 10)
    #expect(settings.searching == [Self.clause] && settings.favouring.isEmpty)
    var outcome = CaseOutcome()
    outcome.approachChoices = [Self.clause: 2]
    steering.note(
      EvaluatedCase(outcome: outcome, choices: ChoiceSequence(values: [4, 5, 6])), aim: aim, evidence: [:], floor: 10)
    #expect(steering.searchCases[Self.clause] == 1)
    let next = steering.request(forCase: 103, of: 200, seed: 4, targets: [Self.clause], evidence: [:], floor: 10)
    #expect(next.request == .extending(prefix: ChoiceSequence(values: [4, 5]), seed: 4) && next.aim == Self.clause)
    for _ in 1..<Steering.searchLimit {
      steering.note(EvaluatedCase(outcome: CaseOutcome()), aim: Self.clause, evidence: [:], floor: 10)
    }
    #expect(
      steering.request(forCase: 105, of: 200, seed: 5, targets: [Self.clause], evidence: [:], floor: 10).aim == nil)
  }

  @Test("Two steps of lookahead: RESP-21 is one event away once the control is first with its host screen away")
  func lookaheadSeesTwoStepsAhead() throws {
    let member = try #require(ReferenceImplementations.all.first { $0.name == "reference (key input view)" })
    let capabilities = member.capabilities
    let lookahead = ReferenceLookahead(
      capabilities: capabilities, family: .resp, device: .standard, quirks: .all, unusualInput: false,
      prediction: TriggerPrediction(clauses: [Self.clause], rules: ClauseRules(for: capabilities)))
    // A late read of the input views checks RESP-21 only while the control is first and its host is gone.
    #expect(!lookahead.endsNearAMiss([.tap], seed: Self.seed))
    #expect(!lookahead.endsNearAMiss([.tap, .hostDisappears], seed: Self.seed))
    #expect(lookahead.endsNearAMiss([.tap, .hostDisappears, .becomeFirstResponder], seed: Self.seed))
    // Three steps: once the host screen is away, becoming first again leads there.
    #expect(lookahead.endsWithin(2, of: [.tap, .hostDisappears], seed: Self.seed))
    #expect(!lookahead.endsWithin(2, of: [.tap], seed: Self.seed))
    // Without the quirk that makes UIKit read the input views again, nothing checks it for this view.
    let withoutRereads = ReferenceLookahead(
      capabilities: capabilities, family: .resp, device: .standard, quirks: [], unusualInput: false,
      prediction: TriggerPrediction(clauses: [Self.clause], rules: ClauseRules(for: capabilities)))
    #expect(!withoutRereads.endsNearAMiss([.tap, .hostDisappears, .becomeFirstResponder], seed: Self.seed))
  }
}

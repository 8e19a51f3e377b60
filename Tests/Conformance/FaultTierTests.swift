import Foundation
import InputConformance
import InputGenerators
import InputImplementations
import InputReference
import Testing

@testable import InputFuzzCommand

/// The tiers (CONFORMANCE.md, "Tiers"): decided from the level, the quirk-free replay and the trace's events only,
/// and what fails a run.
@MainActor @Suite struct FaultTierTests {
  @Test("A tier follows from the level, the trace's events and the quirk-free replay, in that order")
  func tierRules() {
    let plain: [InputEvent] = [.tap, .deleteBackward]
    let unusual: [InputEvent] = [.tap, .type("")]
    #expect(FaultTier(level: .must, trace: plain, holdsWithoutQuirks: true) == .defect)
    #expect(FaultTier(level: .must, trace: plain, holdsWithoutQuirks: nil) == .defect)
    #expect(FaultTier(level: .must, trace: plain, holdsWithoutQuirks: false) == .quirkDependent)
    #expect(FaultTier(level: .should, trace: plain, holdsWithoutQuirks: false) == .advisory)
    #expect(FaultTier(level: .must, trace: unusual, holdsWithoutQuirks: true) == .unusualInput)
    #expect(FaultTier(level: .should, trace: unusual, holdsWithoutQuirks: nil) == .unusualInput)
    #expect(FaultTier.needsQuirkFreeReplay(level: .must, trace: plain))
    #expect(!FaultTier.needsQuirkFreeReplay(level: .should, trace: plain))
    #expect(!FaultTier.needsQuirkFreeReplay(level: .must, trace: unusual))
  }

  @Test("--fail-on includes the tiers before it; unusual input fails only when it was asked for")
  func failingTiers() {
    let defects = FailingTiers.defects
    #expect(defects.fails(.defect) && !defects.fails(.quirkDependent) && !defects.fails(.advisory))
    #expect(!defects.fails(.unusualInput))
    let quirks = FailingTiers(threshold: .quirkDependent, unusualInput: false)
    #expect(quirks.fails(.defect) && quirks.fails(.quirkDependent) && !quirks.fails(.advisory))
    let all = FailingTiers(threshold: .advisory, unusualInput: true)
    #expect(FaultTier.allCases.allSatisfy(all.fails))
    // The exit status: 3 for a bad oracle, 1 for an undeclared fault of a failing tier, 0 otherwise.
    #expect(FaultExit.status(faults: [(.advisory, false, false)], failing: defects) == 0)
    #expect(FaultExit.status(faults: [(.advisory, false, false)], failing: all) == 1)
    #expect(FaultExit.status(faults: [(.defect, true, false)], failing: defects) == 0)
    #expect(FaultExit.status(faults: [(.defect, false, false)], failing: defects) == 1)
    #expect(FaultExit.status(faults: [(.advisory, false, true)], failing: defects) == 3)
  }

  @Test("insertText(\"\") is drawn only with unusual input, and the rest of the draw is the same")
  func unusualInputIsDrawnOnlyWhenAsked() throws {
    var usual = EventContext(family: .key)
    usual.isFirstResponder = true
    var asked = usual
    asked.generatesUnusualInput = true
    var emptyInsertions = 0
    for seed in 0..<3_000 {
      var first = DrawContext(seed: UInt64(seed))
      var second = DrawContext(seed: UInt64(seed))
      let without = try ContractEvents.event(for: usual).generate(in: &first)
      let with = try ContractEvents.event(for: asked).generate(in: &second)
      #expect(!without.isUnusualInput, "seed \(seed)")
      if with.isUnusualInput {
        emptyInsertions += 1
        #expect(without == .type("\n"), "seed \(seed): Return takes the empty insertion's place")
      } else {
        #expect(without == with, "seed \(seed)")
      }
    }
    #expect(emptyInsertions > 0, "no draw of 3,000 gave insertText(\"\") with --unusual-input")
  }

  @Test("KEY-3, whose situation is only insertText(\"\"), does not apply without unusual input; with it, it is found")
  func emptyInsertionClauseNeedsUnusualInput() throws {
    let mutant = try #require(MutantCatalogue.mutant(id: "empty-insert-sends-change"))
    let key3 = ClauseID(.key, 3)
    let without = ConformanceRunner(configuration: ConformanceConfiguration()).run(mutant.implementation, family: .key)
    #expect(without.verdicts[key3] == .notApplicable)
    #expect(without.notApplicableReasons[key3]?.hasPrefix("needs --unusual-input") == true)
    let unusualTraces = without.violations.filter { violation in violation.trace.contains { $0.isUnusualInput } }
    #expect(unusualTraces.isEmpty)
    let with = ConformanceRunner(configuration: ConformanceConfiguration(unusualInput: true)).run(
      mutant.implementation, family: .key)
    let found = try #require(with.violations.first { $0.clause == key3 })
    let foundIsUnusual = found.trace.contains { $0.isUnusualInput }
    #expect(foundIsUnusual)
    let judge = TierJudge(evaluator: InProcessEvaluator(), quirks: .all, members: [mutant.implementation])
    #expect(judge.judge(found).tier == .unusualInput)
  }

  @Test("seed-002's late settle (DATE-25) is quirk-dependent on late-callbacks; its trap-free defects stay defects")
  func quirkFreeReplayDecides() {
    let member = SeedImplementations.seed002
    let report = ConformanceRunner(configuration: ConformanceConfiguration()).run(member, family: .date)
    let judge = TierJudge(evaluator: InProcessEvaluator(), quirks: .all, members: [member])
    let lateSettle = report.violations.first { $0.clause == ClauseID(.date, 25) }
    #expect(lateSettle != nil, "seed-002 no longer breaks DATE-25 at the default seed: pick another quirk fixture")
    if let lateSettle {
      let judged = judge.judge(lateSettle)
      #expect(judged.tier == .quirkDependent)
      #expect(judged.quirks == ["late-callbacks"])
      // With the quirk off the same trace passes; with it on it breaks again (the replay is what decides).
      let noQuirks = TierJudge(evaluator: InProcessEvaluator(), quirks: [], members: [member])
      #expect(noQuirks.judge(lateSettle).tier == .defect, "a run without quirks has nothing to replay against")
    }
    // A MUST whose own trace breaks it first with every quirk off is a defect.
    let others = report.violations.filter {
      $0.clause != ClauseID(.date, 25) && !$0.isFollowOn && ClauseCatalog.clause($0.clause).level == .must
    }
    #expect(!others.isEmpty)
    for violation in others {
      let replay = InProcessEvaluator().evaluate(
        .events(violation.trace), implementation: member, family: .date,
        settings: CaseSettings(maxSteps: .max, quirks: []))
      if replay.outcome.finding?.clause == violation.clause {
        #expect(judge.judge(violation).tier == .defect, "\(violation.clause)")
      }
    }
  }
}

/// Each clause judges only its own sentence's situation (issue 32, item 3): PICK-12.
@MainActor @Suite struct ClauseSituationTests {
  @Test("PICK-12 judges a late settle after Done, Cancel or Close, and no other dismissal's")
  func lateSettleAfterAButtonOnly() throws {
    let mutant = try #require(MutantCatalogue.mutant(id: "live-settle-ignores-dismissal"))
    let evaluator = InProcessEvaluator()
    func firstFinding(_ events: [InputEvent]) -> ClauseID? {
      evaluator.evaluate(
        .events(events), implementation: mutant.implementation, family: .pick, settings: CaseSettings(maxSteps: .max)
      ).outcome.finding?.clause
    }
    // After Close, the settle that changes the live value breaks PICK-12.
    #expect(firstFinding([.tap, .spin(component: 0, row: 1), .tapAccessory(.close), .settle]) == ClauseID(.pick, 12))
    // After a tap elsewhere (endEditing), the same settle is not PICK-12's situation.
    #expect(firstFinding([.tap, .spin(component: 0, row: 1), .endEditing, .settle]) != ClauseID(.pick, 12))
    #expect(firstFinding([.tap, .spin(component: 0, row: 1), .resignFirstResponder, .settle]) != ClauseID(.pick, 12))
  }
}

/// Latitude a sentence grants is never demanded (issue 32, item 4): KEY-11's Return on a plain key-input view.
@MainActor @Suite struct ReturnKeyLatitudeTests {
  /// A plain key-input view whose Return resigns (inserting nothing), declared (`returnResigns`) or not.
  static func resigningView(declared: Bool) -> Implementation {
    var capabilities = Capabilities(kind: .keyInputView, families: [.resp, .key])
    capabilities.acceptsKeyInput = true
    capabilities.returnResigns = declared
    return Implementation(name: "return-resigns", capabilities: capabilities) { environment, capabilities in
      ReferenceImplementation.keyInputView(capabilities, window: Window(environment: environment)) { _ in
        ResigningOnReturnView(codeLength: nil, customKeys: [])
      }
    }
  }

  /// A code view whose Return ends editing whatever its declaration says (PinCodeTextField's `insertText`).
  final class ResigningOnReturnView: KeyInputTextView {
    override func insertText(_ text: String) {
      if text == "\n" {
        _ = resignFirstResponder()
        return
      }
      super.insertText(text)
    }
  }

  @Test("A view that ends editing on Return passes when it declares so, and breaks KEY-11 when it does not")
  func returnMayResignWhenDeclared() {
    let trace: [InputEvent] = [.tap, .type("\n"), .type("a")]
    let evaluator = InProcessEvaluator()
    let declared = evaluator.evaluate(
      .events(trace), implementation: Self.resigningView(declared: true), family: .key, settings: CaseSettings())
    #expect(declared.outcome.finding == nil, "\(String(describing: declared.outcome.finding))")
    let undeclared = evaluator.evaluate(
      .events(trace), implementation: Self.resigningView(declared: false), family: .key, settings: CaseSettings())
    #expect(undeclared.outcome.finding?.clause == ClauseID(.key, 11))
    #expect(undeclared.outcome.finding?.step == 2)
    // Declared, KEY-11 does not apply, and says what it needs.
    let key11 = ClauseID(.key, 11)
    #expect(!Self.resigningView(declared: true).capabilities.applies(key11))
  }
}

/// A code view may end editing when its code is complete, when it declares so.
@MainActor @Suite struct ResignWhenFilledTests {
  /// A 2-slot code view that resigns once filled, declared (`resignsWhenFilled`) or not.
  static func codeView(declared: Bool) -> Implementation {
    var capabilities = Capabilities(kind: .keyInputView, families: [.resp, .key])
    capabilities.acceptsKeyInput = true
    capabilities.codeLength = 2
    capabilities.resignsWhenFilled = declared
    return Implementation(name: "resigns-when-filled", capabilities: capabilities) { environment, capabilities in
      ReferenceImplementation.keyInputView(capabilities, window: Window(environment: environment)) { _ in
        ResigningWhenFilledView(codeLength: 2, customKeys: [])
      }
    }
  }

  /// A code view that resigns once its last slot fills, whatever its declaration says (PinCodeTextField).
  final class ResigningWhenFilledView: KeyInputTextView {
    override func insertText(_ text: String) {
      let wasFull = self.text.count >= 2
      super.insertText(text)
      if !wasFull, self.text.count == 2 { _ = resignFirstResponder() }
    }
  }

  @Test("A code view that resigns when filled passes when it declares so, and breaks a clause when it does not")
  func resignWhenFilledIsDeclared() {
    let trace: [InputEvent] = [.tap, .type("ab"), .deleteBackward, .type("c")]
    let evaluator = InProcessEvaluator()
    let declared = evaluator.evaluate(
      .events(trace), implementation: Self.codeView(declared: true), family: .key, settings: CaseSettings())
    #expect(declared.outcome.finding == nil, "\(String(describing: declared.outcome.finding))")
    let undeclared = evaluator.evaluate(
      .events(trace), implementation: Self.codeView(declared: false), family: .key, settings: CaseSettings())
    #expect(undeclared.outcome.finding != nil)
  }
}

import InputConformance
import InputGenerators
import InputPlatform
import InputReference
import Testing

/// A key-input view with two causes under KEY-8, in two places of its code: its delete sends no editingChanged
/// (KEY-8's invariant breaks at a delete), and it sends an editingChanged of its own when it becomes first
/// responder (a control event the reference does not send, at the tap).
final class TwoEditingFaultsView: KeyInputTextView {
  override func deleteBackward() {
    guard !text.isEmpty else { return }
    text.removeSubrange(backwardDeletionRange(in: text))
  }

  override func becomeFirstResponder() -> Bool {
    let became = super.becomeFirstResponder()
    if became { sendActions(for: .editingChanged) }
    return became
  }
}

/// Two faults under one clause are two faults: the runner looks for another cause under a clause it has found, and
/// a declared known deviation excuses the fault it describes, not the clause.
@Suite struct AnotherFaultTests {
  static let seed = TestSeed.value

  static func twoFaults(knownDeviations: [KnownDeviation] = []) -> Implementation {
    let capabilities = ReferenceImplementations.keyInputView.capabilities
    return Implementation(name: "two KEY-8 faults", capabilities: capabilities, knownDeviations: knownDeviations) {
      environment in
      ReferenceImplementation.keyInputView(capabilities, window: Window(environment: environment)) { _ in
        TwoEditingFaultsView(codeLength: nil, customKeys: [])
      }
    }
  }

  static let keyEight = ClauseID(.key, 8)

  @Test("Two causes under KEY-8 are reported as two root faults, each on a trace that shows only its own")
  func bothCausesReported() {
    let report = ConformanceRunner(configuration: ConformanceConfiguration(seed: Self.seed)).run(
      Self.twoFaults(), family: .key)
    let roots = report.violations.filter { $0.clause == Self.keyEight && !$0.isFollowOn }
    let context = Comment(
      rawValue: "seed \(Self.seed): " + roots.map { "\($0.signature) on \($0.trace)" }.joined(separator: "; "))
    #expect(roots.count == 2, context)
    #expect(Set(roots.map(\.signature.isInvariant)) == [true, false], context)
    #expect(roots.contains { $0.trace.last == .deleteBackward }, context)
    #expect(roots.contains { !$0.trace.contains(.deleteBackward) }, context)
    #expect(report.verdicts[Self.keyEight] == .fail)
  }

  @Test("A declaration excuses the fault it describes; the other fault under the clause still fails it")
  func declarationExcusesOneFault() {
    let declared = KnownDeviation(
      Self.keyEight, .invariant(saying: "0 editingChanged event(s) for one change"),
      because: "its delete reports through a delegate")
    let report = ConformanceRunner(configuration: ConformanceConfiguration(seed: Self.seed)).run(
      Self.twoFaults(knownDeviations: [declared]), family: .key)
    let roots = report.violations.filter { $0.clause == Self.keyEight && !$0.isFollowOn }
    let context = Comment(
      rawValue: "seed \(Self.seed): "
        + roots.map { "\($0.signature) known \($0.isKnownDeviation)" }.joined(separator: "; "))
    #expect(roots.filter(\.isKnownDeviation).map(\.signature.isInvariant) == [true], context)
    #expect(roots.filter { !$0.isKnownDeviation }.map(\.signature.isInvariant) == [false], context)
    #expect(report.verdicts[Self.keyEight] == .fail, context)
  }

  @Test("Declaring both faults makes the clause known")
  func bothDeclared() {
    let report = ConformanceRunner(configuration: ConformanceConfiguration(seed: Self.seed)).run(
      Self.twoFaults(knownDeviations: [
        KnownDeviation(Self.keyEight, .invariant(saying: "0 editingChanged event(s) for one change"), because: "a"),
        KnownDeviation(
          Self.keyEight, differingIn: [.controlEvents], at: ["tap", "becomeFirstResponder"], because: "b"),
      ]), family: .key)
    #expect(report.verdicts[Self.keyEight] == .known, "seed \(Self.seed)")
  }

  @Test("One cause is one fault: an observation seen again, through another event, is the same fault")
  func sameFault() {
    let tap = FaultSignature(clause: ClauseID(.resp, 9), event: "tap", fields: ["keyboard"])
    let become = FaultSignature(
      clause: ClauseID(.resp, 9), event: "becomeFirstResponder", fields: ["keyboard", "rows"])
    let invariant = FaultSignature(clause: ClauseID(.resp, 9), event: "tap", fields: ["invariant: Done left"])
    let otherInvariant = FaultSignature(clause: ClauseID(.resp, 9), event: "spin", fields: ["invariant: other"])
    let otherField = FaultSignature(clause: ClauseID(.resp, 9), event: "tap", fields: ["first responder"])
    #expect(tap.isSameFault(as: become))
    #expect(invariant.isSameFault(as: otherInvariant))
    #expect(!tap.isSameFault(as: invariant))
    #expect(!tap.isSameFault(as: otherField))
    #expect(!tap.isSameFault(as: FaultSignature(clause: ClauseID(.resp, 8), event: "tap", fields: ["keyboard"])))
  }

  @Test("A declaration matches by clause, observation and event")
  func declarationMatching() {
    let declared = KnownDeviation(Self.keyEight, differingIn: [.controlEvents], at: ["tap"], because: "r")
    let name = ObservedField.Name.controlEvents.rawValue
    #expect(declared.excuses(FaultSignature(clause: Self.keyEight, event: "tap", fields: [name])))
    #expect(!declared.excuses(FaultSignature(clause: Self.keyEight, event: "type", fields: [name])))
    #expect(!declared.excuses(FaultSignature(clause: Self.keyEight, event: "tap", fields: ["text"])))
    #expect(!declared.excuses(FaultSignature(clause: ClauseID(.key, 7), event: "tap", fields: [name])))
    let invariant = KnownDeviation(
      Self.keyEight, .invariant(saying: "0 editingChanged event(s) for one change"), because: "r")
    #expect(
      invariant.excuses(
        FaultSignature(
          clause: Self.keyEight, event: "type",
          fields: ["invariant: " + FaultSignature.shape(of: "0 editingChanged event(s) for one change")])))
    #expect(
      !invariant.excuses(
        FaultSignature(
          clause: Self.keyEight, event: "type",
          fields: ["invariant: " + FaultSignature.shape(of: "2 editingChanged event(s) for no change")])))
  }
}

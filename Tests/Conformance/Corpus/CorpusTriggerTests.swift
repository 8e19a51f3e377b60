import InputConformance
import InputGenerators
import InputImplementations
import Testing

/// A bug is drivable only when its corpus trigger, written as events (`CorpusTriggers`), shows the bug on the buggy
/// port and not on the fixed one, through the port's driver: the buggy port breaks a clause on it, and the fixed port
/// does not break it the same way (the same clause, kind and event). Every case runs in a worker process: ports trap.
@Suite struct CorpusTriggerTests {
  @Test("Only drivable bugs have a trigger as events, and every drivable bug has one")
  func triggersAreTheDrivableBugs() {
    for bug in CorpusCatalogue.bugs {
      #expect((bug.triggerEvents != nil) == (bug.buggy != nil), "\(bug.id)")
    }
  }

  @Test("The trigger shows the bug on the buggy port, not on the fixed one", arguments: await CorpusCase.drivable)
  func triggerTellsThePortsApart(_ item: CorpusCase) throws {
    let bug = item.bug
    let events = try #require(bug.triggerEvents, "\(bug.id): write its trigger as events in CorpusTriggers")
    let clause = try #require(bug.triggerClause, "\(bug.id)")
    let buggy = try #require(CorpusCatalogue.implementation(bug, .buggy))
    let evaluator = ChildProcessEvaluator(executable: InputFuzzProcess.executable)
    var settings = CaseSettings()
    settings.ignoring = Set(ClauseCatalog.all.map(\.id)).subtracting([clause])
    func finding(_ implementation: Implementation, _ family: ContractFamily) -> (Finding?, Int?) {
      let outcome = evaluator.evaluate(
        .events(events), implementation: implementation, family: family, settings: settings
      )
      .outcome
      return (outcome.finding, outcome.impossibleEvent)
    }
    // The first family (in the declared order) whose run breaks the clause on the whole trigger.
    let shown = buggy.families.lazy.compactMap { family -> (ContractFamily, Finding)? in
      let (found, impossible) = finding(buggy, family)
      guard impossible == nil, let found, found.clause == clause else { return nil }
      return (family, found)
    }.first
    let (family, found) = try #require(shown, "\(bug.id): the buggy port does not break \(clause) on \(events)")
    guard let fixed = CorpusCatalogue.implementation(bug, .fixed) else { return }
    let (fixedFinding, impossible) = finding(fixed, family)
    #expect(impossible == nil, "\(bug.id): \(events) is impossible on the fixed port")
    let same = fixedFinding.map { ($0.clause, $0.kind, $0.step) == (found.clause, found.kind, found.step) }
    #expect(same != true, "\(bug.id): the fixed port breaks \(clause) (\(found.kind)) at event \(found.step) too")
  }
}

import InputConformance
import InputGenerators
import InputImplementations
import Testing

/// PICK-14's "the value from before the keyboard opened" is read before the opening step (issue 32, the audit's
/// B24 finding): a component that writes a value while opening and whose Cancel restores the empty field meets it.
@MainActor @Suite struct CancelRestoresPreOpenValueTests {
  @Test("DownPicker B24's fixed port auto-selects on opening; its Cancel restores the empty field, which PICK-14 asks")
  func cancelAfterAnAutoSelectingOpening() throws {
    let bug = try #require(CorpusCatalogue.bug("B24"))
    let fixed = try #require(CorpusCatalogue.implementation(bug, .fixed))
    var settings = CaseSettings()
    // The opening's own effects (a result, a valueChanged, the value written) are other clauses' findings.
    settings.ignoring = [ClauseID(.pick, 8), ClauseID(.pick, 10), ClauseID(.pick, 18), ClauseID(.resp, 12)]
    let evaluation = InProcessEvaluator().evaluate(
      .events([.tap, .tapAccessory(.cancel)]), implementation: fixed, family: .pick, settings: settings)
    #expect(
      evaluation.outcome.finding?.clause != ClauseID(.pick, 14), "\(String(describing: evaluation.outcome.finding))")
  }
}

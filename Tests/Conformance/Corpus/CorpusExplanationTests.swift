import InputConformance
import InputGenerators
import InputImplementations
import Testing

/// The fixed ports' explanations (issue 23, item 4): each is keyed by a trace shape, so it explains the traces it
/// was written for and no other; a second bug cites the upstream lines at the fixed commit; a follow-on takes its
/// root's explanation.
@Suite struct CorpusExplanationTests {
  @Test("A shape matches its events in order, with others between, and refuses an excluded one")
  func shapes() {
    let lateSettle = TraceShape(.spin, .anyClose, .settle)
    #expect(lateSettle.matches([.tap, .spin(component: 0, row: 1), .resignFirstResponder, .settle]))
    #expect(lateSettle.matches([.tap, .spin(component: 0, row: 1), .removeFromWindow, .addToWindow, .settle]))
    #expect(!lateSettle.matches([.tap, .spin(component: 0, row: 1), .settle, .resignFirstResponder]))
    let reopen = TraceShape(.appSelection, .dismissal, excluding: [.settle])
    #expect(reopen.matches([.tap, .selectRow(row: 1, component: 0), .hostDisappears, .hostReappears]))
    #expect(
      !reopen.matches([.tap, .spin(component: 0, row: 1), .settle, .selectRow(row: 1, component: 0), .endEditing]))
    #expect(TraceShape().matches([]))
  }

  @Test("An explanation explains only traces of its shape")
  func explanationsFollowTheTrace() throws {
    let doneIgnoresPicker: [InputEvent] = [.tap, .selectRow(row: 1, component: 0), .tapAccessory(.done)]
    let doneOnEmptyField: [InputEvent] = [.tap, .tapAccessory(.done)]
    let pickEight = ClauseID(.pick, 8)
    // B18's fixed Done ignores the picker after an app's selection; a plain open-and-Done is no such trace.
    let b18 = try #require(CorpusVerdicts.verdict(bug: "B18", clause: pickEight, trace: doneIgnoresPicker))
    #expect(b18.kind == .secondBug && b18.explanation.contains("never reads the picker"))
    #expect(CorpusVerdicts.verdict(bug: "B18", clause: pickEight, trace: doneOnEmptyField) == nil)
    // At 89cb647 an open-and-Done is its own fault: the silent fallback to the first option.
    let b22 = try #require(CorpusVerdicts.verdict(bug: "B22", clause: pickEight, trace: doneOnEmptyField))
    #expect(b22.explanation.contains("sends no valueChanged"))
  }

  @Test("A follow-on is explained only by an explanation of its own trace, its clause's or its root's")
  func followOnsMatchTheirOwnTraces() {
    let root = CorpusVerdicts.Finding(
      clause: ClauseID(.pick, 12), root: nil, family: .pick,
      trace: [.tap, .spin(component: 0, row: 1), .resignFirstResponder, .settle])
    // Its own trace holds the late settle its root's explanation is about: it takes that explanation.
    let followOn = CorpusVerdicts.Finding(
      clause: ClauseID(.pick, 8), root: ClauseID(.pick, 12), family: .pick,
      trace: [.tap, .spin(component: 0, row: 1), .resignFirstResponder, .settle, .tap, .tapAccessory(.done)])
    let verdicts = CorpusVerdicts.verdicts(bug: "B02", for: [root, followOn])
    #expect(verdicts[0] != nil)
    #expect(verdicts[1]?.explanation == verdicts[0]?.explanation)
    // Its own trace has no settle after the keyboard went away: the root's explanation does not explain it.
    let unlike = CorpusVerdicts.Finding(
      clause: ClauseID(.pick, 15), root: ClauseID(.pick, 12), family: .pick,
      trace: [.tap, .tapAccessory(.cancel), .tap])
    let withRoot = CorpusVerdicts.verdicts(bug: "B02", for: [root, unlike])
    #expect(withRoot[0] != nil && withRoot[1] == nil)
  }

  @Test("Every second bug cites upstream lines at its bug's fixed commit")
  func secondBugsCiteTheirCommit() throws {
    for bug in CorpusCatalogue.drivable {
      for (clause, verdicts) in CorpusVerdicts.fixed(bug.id) {
        for verdict in verdicts where verdict.kind == .secondBug {
          let sha = try #require(bug.fixCommit, "\(bug.id) \(clause)")
          #expect(!verdict.upstream.isEmpty, "\(bug.id) \(clause)")
          for link in verdict.upstream {
            #expect(link.hasPrefix("https://github.com/\(bug.repository)/blob/\(sha)/"), "\(bug.id) \(clause): \(link)")
            #expect(link.contains("#L"), "\(bug.id) \(clause): \(link)")
          }
        }
      }
    }
  }
}

import InputConformance
import InputImplementations
import Testing

/// The corpus declarations of DownPicker, IQDropDownTextField, ActionSheetPicker, ActionSheetPicker-3.0 and
/// SwiftyPickerPopover are complete and consistent: every bug once, full commits, implementations named as
/// the runner expects, and a reason wherever one is missing.
@Suite("Corpus declarations (DownPicker, IQDropDownTextField, ActionSheetPicker, SwiftyPickerPopover)")
struct CorpusADeclarationTests {
  static let bugs: [CorpusBug] =
    IQDropDownTextFieldCorpus.bugs + ActionSheetPickerCorpus.bugs + ActionSheetPicker3Corpus.bugs
    + DownPickerCorpus.bugs + SwiftyPickerPopoverCorpus.bugs

  static let ids = [
    "B01", "B02", "B03", "B04", "B05", "B06", "B07", "B17", "B18", "B19", "B20", "B21", "B22", "B23", "B24", "B25",
    "B30", "B36", "B56",
  ]

  @Test("Every assigned bug is declared exactly once")
  func everyBugOnce() {
    #expect(Self.bugs.map(\.id).sorted() == Self.ids)
  }

  @Test("Commits are full 40-hex SHAs, and a missing fix is the corpus's")
  func commits() {
    let isSHA = { (sha: String) in sha.count == 40 && sha.allSatisfy(\.isHexDigit) }
    for bug in Self.bugs {
      #expect(isSHA(bug.buggyCommit), "\(bug.id)")
      #expect(bug.fixCommit.map(isSHA) ?? ["B06", "B25"].contains(bug.id), "\(bug.id)")
    }
  }

  @Test("Implementations are named corpus/<repository>/<bug>/<version> and exist for both versions when one does")
  func implementationNames() {
    for bug in Self.bugs {
      let repository = bug.repository.split(separator: "/").last!.lowercased()
      let prefix = "corpus/\(repository)/\(bug.id.lowercased())/"
      #expect(bug.buggy.map { $0.name == prefix + "buggy" } ?? true, "\(bug.id)")
      #expect(bug.fixed.map { $0.name == prefix + "fixed" } ?? true, "\(bug.id)")
      if bug.buggy != nil, bug.fixCommit != nil { #expect(bug.fixed != nil, "\(bug.id)") }
    }
  }

  @Test("A bug without an implementation says what it needs; none is declared not portable")
  func needsWhenNotDrivable() {
    for bug in Self.bugs {
      if bug.buggy == nil { #expect(!bug.needs.isEmpty, "\(bug.id)") }
      #expect(bug.notPortable == nil, "\(bug.id)")
    }
  }

  @Test("The drivable implementations are picker keyboards with the declared data")
  func drivableImplementations() {
    let drivable = Self.bugs.compactMap(\.buggy) + Self.bugs.compactMap(\.fixed)
    // DownPicker B17 … B24, IQDropDownTextField B01 … B04, ActionSheetPicker B05, ActionSheetPicker-3.0 B07 and
    // SwiftyPickerPopover B30, buggy and fixed, and B06 and B25 (no fix)
    #expect(drivable.count == 32)
    // The presented pickers are popovers: no first responder, RESP-19 the only RESP clause.
    let popovers = drivable.filter(\.capabilities.presentsPopover).map(\.name).sorted()
    #expect(popovers.count == 7 && popovers.allSatisfy { $0.contains("actionsheetpicker") || $0.contains("swifty") })
    for implementation in drivable {
      #expect(implementation.capabilities.kind == .pickerKeyboard, "\(implementation.name)")
      #expect(implementation.capabilities.families == [.resp, .pick], "\(implementation.name)")
      #expect(implementation.capabilities.components.count == 1, "\(implementation.name)")
    }
  }
}

import InputConformance

/// The skywinder/ActionSheetPicker-3.0 bugs of the corpus (B06, B07, B36), each ported at its own commit.
public enum ActionSheetPicker3Corpus {
  static let repository = "skywinder/ActionSheetPicker-3.0"

  /// Every ActionSheetPicker-3.0 bug, in corpus order.
  public static let bugs: [CorpusBug] = [b06, b07, b36]

  /// The trap is at Done, which the suite attributes to PICK-8; the corpus names PICK-20 (the unchecked
  /// initial selection).
  static let b06 = CorpusBug(
    id: "B06", repository: repository,
    issue:
      "https://github.com/skywinder/ActionSheetPicker-3.0/issues/154 , /issues/307 , /issues/417 (and /issues/270)",
    buggyCommit: "10b43bd9d207e19aaced37b4e3479e3b7b4a5c79", fixCommit: nil, clause: "PICK-20",
    expectedClause: "PICK-8",
    trigger: [
      "rows [a,b,c], initialSelection 5 (or -1)", "show the picker", "tap Done: data[5] raises NSRangeException",
    ],
    buggy: b06Port, fixed: nil, needs: [])

  /// B06's port (no fix commit): the app passes the initial selection 5, past the three rows, until a Done
  /// gives it a value of its own.
  static let b06Port: Implementation = {
    var capabilities = PopoverPickerHarness.capabilities(rows: PopoverPickerHarness.rows, appReachesPicker: true)
    capabilities.placeholderRow = 5
    return PopoverPickerHarness.implementation(
      name: "corpus/actionsheetpicker-3.0/b06/buggy", capabilities: capabilities
    ) { origin, row, app in
      ActionSheetStringPickerB06.showPicker(
        title: "Fruit", rows: PopoverPickerHarness.rows, initialSelection: row,
        doneBlock: { [weak app] _, _, value in app?.done(value) },
        cancelBlock: { [weak app] _ in app?.cancellations += 1 }, origin: origin)
    }
  }()

  static let b07 = CorpusBug(
    id: "B07", repository: repository, issue: "https://github.com/skywinder/ActionSheetPicker-3.0/pull/34",
    buggyCommit: "0b7b22796427e88fedc272325f45db09e25cbe43", fixCommit: "f1b651684e879795a198e5fe8e64c9654d4ebcad",
    clause: "no clause", expectedClause: "RESP-19",
    trigger: [
      "iPad: show the picker from a bar button",
      "tap outside the popover: neither the done nor the cancel callback",
    ],
    buggy: b07Port(.buggy), fixed: b07Port(.fixed), needs: [])

  /// B07's port at `version`: a tap outside the popover is a cancellation (the fix calls the cancel block).
  static func b07Port(_ version: CorpusVersion) -> Implementation {
    PopoverPickerHarness.implementation(
      name: "corpus/actionsheetpicker-3.0/b07/\(version.rawValue)",
      capabilities: PopoverPickerHarness.capabilities(rows: PopoverPickerHarness.rows, appReachesPicker: true)
    ) { origin, row, app in
      ActionSheetStringPickerB07.showPicker(
        title: "Fruit", rows: PopoverPickerHarness.rows, initialSelection: row,
        doneBlock: { [weak app] _, _, value in app?.done(value) },
        cancelBlock: { [weak app] _ in app?.cancellations += 1 }, origin: origin, version: version)
    }
  }

  static let b36 = CorpusBug(
    id: "B36", repository: repository,
    issue: "none (commit 'Count down duration fix'); quirk: openradar 16341977, ActionSheetPicker-3.0 #104 / PR #105",
    buggyCommit: "0f687c9697dfb47afb5cffe86dcd428c3a42142e", fixCommit: "070c3b957c20b89de282cce8467a6b7bc6d22c8c",
    clause: "DATE-13", expectedClause: "DATE-13",
    trigger: [
      "mode countDownTimer, duration 0:30", "spin to 0:45 (UIKit sends no valueChanged for the first change)",
      "tap Done: the done block gets 1800",
    ],
    buggy: nil, fixed: nil,
    needs: [
      "the DatePicker countdown quirk: UIKit drops the first valueChanged (openradar 16341977), as planned for DATE-7",
      CorpusNeeds.presentedDatePicker,
    ])
}

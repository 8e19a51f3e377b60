import InputConformance

/// The TimCinel/ActionSheetPicker bug of the corpus (B05), ported at its commits.
public enum ActionSheetPickerCorpus {
  /// Every ActionSheetPicker bug, in corpus order.
  public static let bugs: [CorpusBug] = [
    CorpusBug(
      id: "B05", repository: "TimCinel/ActionSheetPicker",
      issue:
        "https://github.com/TimCinel/ActionSheetPicker/pull/59 , https://github.com/TimCinel/ActionSheetPicker/pull/60",
      buggyCommit: "5937d2f6ffd800c57be2b397acfd1dc15d61f860", fixCommit: "3e20cca8768603d3f11035d2366c11d9c1c2d438",
      clause: "PICK-8", expectedClause: "PICK-8",
      trigger: ["rows []", "show the picker", "tap Done: [data objectAtIndex:0] raises NSRangeException"],
      buggy: implementation(.buggy), fixed: implementation(.fixed), needs: [])
  ]

  /// B05's port at `version`, shown from the app's button with the trigger's empty rows. The app reaches the
  /// picker: `pickerView` is a public property of the picker object.
  static func implementation(_ version: CorpusVersion) -> Implementation {
    PopoverPickerHarness.implementation(
      name: "corpus/actionsheetpicker/b05/\(version.rawValue)",
      capabilities: PopoverPickerHarness.capabilities(rows: [], appReachesPicker: true)
    ) { origin, row, app in
      ActionSheetStringPickerB05.showPicker(
        title: "Fruit", rows: [], initialSelection: row, doneBlock: { [weak app] _, _, value in app?.done(value) },
        cancelBlock: { [weak app] _ in app?.cancellations += 1 }, origin: origin, version: version)
    }
  }
}

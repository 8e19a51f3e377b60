import InputConformance

/// The hsylife/SwiftyPickerPopover bug of the corpus (B30), ported at its commits.
public enum SwiftyPickerPopoverCorpus {
  /// Every SwiftyPickerPopover bug, in corpus order.
  public static let bugs: [CorpusBug] = [
    CorpusBug(
      id: "B30", repository: "hsylife/SwiftyPickerPopover",
      issue: "https://github.com/hsylife/SwiftyPickerPopover/issues/85",
      buggyCommit: "ff032a345214134a6c1e6d9c6731209613410a30", fixCommit: "671d6fb4c67f62b094e723e0f2f589fa55258650",
      clause: "PICK-8", expectedClause: "PICK-8",
      trigger: ["choices []", "show the popover", "tap Done: choices[selectedRow] with selectedRow -1 traps"],
      buggy: implementation(.buggy), fixed: implementation(.fixed), needs: [])
  ]

  /// B30's port at `version`: a string picker popover over the trigger's empty choices, shown from the app's
  /// button in a base view. The picker is the content view controller's outlet, not reachable from the popover
  /// object the app holds.
  static func implementation(_ version: CorpusVersion) -> Implementation {
    PopoverPickerHarness.implementation(
      name: "corpus/swiftypickerpopover/b30/\(version.rawValue)",
      capabilities: PopoverPickerHarness.capabilities(rows: [], appReachesPicker: false)
    ) { origin, row, app in
      let popover = StringPickerPopoverB30(title: "Fruit", choices: [], version: version)
        .setSelectedRow(row)
        .setDoneButton(action: { [weak app] _, _, value in app?.done(value) })
        .setCancelButton(action: { [weak app] _, _, _ in app?.cancellations += 1 })
      popover.appear(originView: origin, baseViewController: origin.superview ?? origin)
      return popover
    }
  }
}

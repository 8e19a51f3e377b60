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
      buggy: nil, fixed: nil,
      needs: [
        CorpusNeeds.presentedPickerDriver
          + "; then capabilities: components [[]] (empty data), Cancel and Done, transactional (the button actions)"
      ])
  ]
}

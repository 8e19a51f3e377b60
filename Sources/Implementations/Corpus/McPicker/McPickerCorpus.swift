import InputConformance

/// The McPicker bugs of the corpus. Not drivable yet: McPicker is not an input view but an overlay
/// added to the key window (its McTextField refuses to begin editing and shows the overlay), which no
/// driver presents or judges today.
public enum McPickerCorpus {
  public static let bugs: [CorpusBug] = [b08, b09, b10]

  /// What every McPicker bug needs before the runner can drive it.
  static let overlayNeeds = [
    "capability presentation: overlay (the picker and its toolbar are a view added to the key window, not the "
      + "field's inputView; the field never becomes first responder): the PICK clauses judged on the overlay's "
      + "presence instead of first-responder status, and a driver that finds the picker and toolbar in the window",
    "tapAccessory delivered as a touch (Toolbar.receiveTap(on:)), so that gesture recognizers of the views "
      + "containing the toolbar take part, as UIKit's hit-testing does",
  ]

  /// B08: dragging an empty wheel traps in `didSelectRow`.
  public static let b08 = CorpusBug(
    id: "B08", repository: "kmcgill88/McPicker-iOS",
    issue: "https://github.com/kmcgill88/McPicker-iOS/pull/48 (refined in PR #49)",
    buggyCommit: "e6f8dc8093ad01aba3b363f333e768df0d33650e", fixCommit: "474d6f4f5c0078cc560952de03d0c98edde27da2",
    clause: "PICK-19", expectedClause: "PICK-19",
    trigger: [
      "data [[a,b], []]", "open", "drag the empty wheel -> didSelectRow(0, component 1)", "pickerData[1][0] traps",
    ],
    buggy: nil, fixed: nil,
    needs: overlayNeeds + [
      "PickerView: a user drag on an empty wheel settles on row 0 and reports didSelectRow(0) (UIKit does: McPicker "
        + "PR 48, Eureka issue 450); the model ignores spins on empty wheels"
    ],
    notPortable: nil)

  /// B09: the backdrop's tap recognizer takes the tap on Done.
  public static let b09 = CorpusBug(
    id: "B09", repository: "kmcgill88/McPicker-iOS", issue: "https://github.com/kmcgill88/McPicker-iOS/issues/20",
    buggyCommit: "9fdac4af9b3ff3c428dc2ed93e249b77777796f8", fixCommit: "0e2b45a94eecb63fb1866f82e7c027c6e19536d7",
    clause: "PICK-8", expectedClause: "PICK-8",
    trigger: ["show picker", "spin to 'b'", "tap Done -> cancelHandler() runs, doneHandler never"],
    buggy: nil, fixed: nil, needs: overlayNeeds, notPortable: nil)

  /// B10: Done during a spin reports the row the wheel left (contested).
  public static let b10 = CorpusBug(
    id: "B10", repository: "kmcgill88/McPicker-iOS",
    issue: "https://github.com/kmcgill88/McPicker-iOS/issues/63 (same report: CooperRS/RMPickerViewController #50)",
    buggyCommit: "6b869b71da59bdf58dfb8e93dfcd0676b4a0bca9", fixCommit: nil,
    clause: "PICK-8 (contested)",
    expectedClause:
      "none (PICK-25: a Done that reads the picker during a spin emits the row the wheel left, as public UIKit allows)",
    trigger: ["open on 'a'", "flick towards 'e'", "Done while spinning -> done('a')"],
    buggy: nil, fixed: nil, needs: overlayNeeds, notPortable: nil)
}

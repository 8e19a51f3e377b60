import InputConformance

/// The AKPickerView bugs of the corpus. Not drivable yet: AKPickerView is an in-place horizontal picker
/// (a view holding a collection view), not a keyboard, and the suite has no picker-view kind.
public enum AKPickerViewCorpus {
  public static let bugs: [CorpusBug] = [b28, b29]

  static let pickerViewNeeds = [
    "capability kind pickerView: an in-place picker with no responder or keyboard, judged on the picker-view "
      + "clauses (PICK-1 … PICK-6, PICK-19, PICK-21) through a driver that reads its selection and data",
    "events on an in-place picker: the app replaces the data and calls reloadData(), the app selects an item, "
      + "the user drags or taps an item, and a layout pass (layoutSubviews, which AKPickerView uses to scroll)",
  ]

  /// B28: reloading with fewer items than the selected index traps.
  public static let b28 = CorpusBug(
    id: "B28", repository: "Akkyie/AKPickerView-Swift",
    issue: "https://github.com/akkyie/AKPickerView-Swift/pull/15 (same bug: PR #37, PR #78; ObjC "
      + "akkyie/AKPickerView #87, PR #69)",
    buggyCommit: "58a9948230e19597234654fd0c0b75e857ae95b6", fixCommit: "ae022343a7c2930481f5ef96db4c417985bc4bfb",
    clause: "PICK-5", expectedClause: "PICK-5",
    trigger: ["10 items, select 8", "data source now 5 items", "reloadData() -> selectItem(8) traps"],
    buggy: nil, fixed: nil, needs: pickerViewNeeds, notPortable: nil)

  /// B29: a data source with no items traps on layout and reload.
  public static let b29 = CorpusBug(
    id: "B29", repository: "Akkyie/AKPickerView-Swift",
    issue: "none (commit 'fixed crash when no items are specified')",
    buggyCommit: "f4fb2517208bc0db7d75a2cc4a80183be9706b0f", fixCommit: "3e557bd9ce1e2251008195e436d0283a5d6b1124",
    clause: "PICK-19", expectedClause: "PICK-19",
    trigger: ["numberOfItems 0", "layoutSubviews or reloadData -> scrollToItem(0) / selectItem(0) traps"],
    buggy: nil, fixed: nil, needs: pickerViewNeeds, notPortable: nil)
}

/// What several corpus ports need before the suite can judge them cleanly, worded once.
enum CorpusNeeds {
  /// A date picker presented in a popover (ActionSheetPicker-3.0's ActionSheetDatePicker): host `.popover` is
  /// built for picker keyboards only.
  static let presentedDatePicker =
    "host popover for a date keyboard: the reference date keyboard shown in a popover from an origin button "
    + "(as the reference picker keyboard is, `PickerKeyboard.showsInPopover`), and a date driver whose read-out is "
    + "the done block's countdown"
}

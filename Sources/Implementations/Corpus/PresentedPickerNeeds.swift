/// What the corpus ports of pickers presented in a popover or a sheet (ActionSheetPicker,
/// ActionSheetPicker-3.0, SwiftyPickerPopover) need before the suite can drive them: they are not
/// responders and show no keyboard.
enum PresentedPickerNeeds {
  /// The driver they all need.
  static let driver =
    "a presented-picker driver: tapping the origin (a button) presents a popover holding a toolbar (Cancel, Done) "
    + "and a picker (PopoverController / PopoverPresentationController); observations read the presented "
    + "content instead of the keyboard area, the results are the done block's arguments, and the responder "
    + "clauses (first responder, editing events, the keyboard area) do not apply to a presentation"

  /// The tap outside a popover (the system dismissal).
  static let tapOutside =
    ".endEditing meaning, for a popover, a tap outside it (PopoverController.userTapsOutside / "
    + "PopoverPresentationController.userTapsOutside): RESP-19's dismissal that is not Done or Cancel"
}

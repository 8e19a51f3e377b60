/// What several corpus ports need before the suite can judge them cleanly, worded once.
enum CorpusNeeds {
  /// The pickers presented in a popover or a sheet (ActionSheetPicker, ActionSheetPicker-3.0,
  /// SwiftyPickerPopover) are not responders and show no keyboard: the driver they all need.
  static let presentedPickerDriver =
    "a presented-picker driver: tapping the origin (a button) presents a popover holding a toolbar (Cancel, Done) "
    + "and a picker (PopoverController / PopoverPresentationController); observations read the presented "
    + "content instead of the keyboard area, the results are the done block's arguments, and the responder "
    + "clauses (first responder, editing events, the keyboard area) do not apply to a presentation"

  /// The tap outside a popover (the system dismissal).
  static let popoverTapOutside =
    ".endEditing meaning, for a popover, a tap outside it (PopoverController.userTapsOutside / "
    + "PopoverPresentationController.userTapsOutside): RESP-19's dismissal that is not Done or Cancel"

  /// Picker keyboards hosted by a `UITextField` (DownPicker, IQDropDownTextField): the field sends
  /// editing events and a disabled field refuses first responder, which today's reference picker
  /// keyboard (a plain control) does not.
  static let textFieldHost =
    "a text-field host capability: the keyboard's control is a UITextField, so it sends editingDidBegin / "
    + "editingDidEnd (RESP-14) and refuses first responder while disabled (RESP-17); today's reference picker "
    + "keyboard is a plain control, so the suite reports RESP-14, RESP-5, RESP-7, RESP-2 and PICK-18 differences on "
    + "the fixed ports too"
}

import InputConformance
import InputGenerators
import InputReference

/// Responder mutants for RESP-15 … RESP-23: the keyboard going away and coming back, disabled
/// controls, refusing responders, late callbacks, key input and the key window.
extension ResponderMutants {
  static let dismissalAndWindow: [Mutant] = [
    refocusesWhenEditingEnds, opensOnTouchDownToo, canBecomeIgnoresEnabled, dateBecomesFirstWhileDisabled,
    endsOthersEditingToOpen, outsideDismissalReportsNothing, pickerDroppedUntilTouched,
    accessoryUnwrapsLeftWindow, blankInputViewForKeyInput, becomingFirstMakesWindowKey,
  ]

  /// A key-input view that keeps the focus while it is empty: when editing ends it becomes first again
  /// (the "validate in did-end-editing, then `becomeFirstResponder()`" pattern). Removed from its window,
  /// it re-takes first responder before it has left, and the keyboard stays on screen.
  /// Minimal trace (2): tap, remove from the window — RESP-15: the first responder leaves the window, so
  /// the keyboard area must show nothing when the call returns.
  static let refocusesWhenEditingEnds = Mutant(
    id: "refocuses-when-editing-ends", bugClass: 4,
    summary: "an empty key-input view becomes first again whenever it resigns, even while leaving its window",
    clause: ClauseID(.resp, 15), minimalTrace: [.tap, .removeFromWindow],
    implementation: MutantBuild.keyInputView("refocuses-when-editing-ends", families: [.resp]) {
      RefocusingView()
    })

  /// A picker keyboard that declares it opens on `touchUpInside` also opens on `touchDown`, so a touch
  /// lifted outside (or cancelled) opens it.
  /// Minimal trace (1): touch and lift outside — RESP-16: it becomes first on the touch event it
  /// declares, and a touch lifted outside sends no `touchUpInside`.
  static let opensOnTouchDownToo = Mutant(
    id: "opens-on-touch-down-too", bugClass: 1,
    summary: "the keyboard opens on touchDown although it declares touchUpInside",
    clause: ClauseID(.resp, 16), minimalTrace: [.touchUpOutside],
    implementation: MutantBuild.pickerKeyboard(
      "opens-on-touch-down-too", like: ReferenceImplementations.transactionalPicker, families: [.resp]
    ) { TouchDownOpeningKeyboard(openingOnTouchDown: $0) })

  /// A date keyboard that asks its date picker, not itself, whether it is enabled: nobody disables the
  /// picker, so the disabled field still becomes first responder (issue 10's fault).
  /// Minimal trace (1): disable — RESP-17: a disabled text-input control cannot become first; the control answers
  /// `canBecomeFirstResponder` wrongly as soon as it is disabled, one event before a become shows it.
  static let dateBecomesFirstWhileDisabled = Mutant(
    id: "date-becomes-first-while-disabled", bugClass: 1,
    summary: "canBecomeFirstResponder reads the date picker's isEnabled, which stays true when the field is disabled",
    clause: ClauseID(.resp, 17), minimalTrace: [.setEnabled(false)],
    implementation: MutantBuild.dateKeyboard("date-becomes-first-while-disabled", families: [.resp]) {
      PickerEnabledDateKeyboard($0)
    })

  /// A picker keyboard that dismisses whatever keyboard is up before opening its own, with
  /// `endEditing(true)` on its window: a field that refuses to resign loses its keyboard.
  /// Minimal trace (3): the other field becomes first, starts refusing to resign, tap — RESP-18: the
  /// refusing responder must be first, then the control asks to become first.
  static let endsOthersEditingToOpen = Mutant(
    id: "ends-others-editing-to-open", bugClass: 2,
    summary: "becomeFirstResponder() forces endEditing(true) on the window first, overriding a refusing field",
    clause: ClauseID(.resp, 18), minimalTrace: [.focusOther, .otherRefusesToResign(true), .tap],
    implementation: MutantBuild.pickerKeyboard(
      "ends-others-editing-to-open", like: ReferenceImplementations.transactionalPicker, families: [.resp]
    ) { ForcingKeyboard($0) })

  /// A transactional picker keyboard that declares its outside dismissals discard with a cancel
  /// callback, but handles only its own buttons: a dismissal it did not start reports nothing
  /// (ActionSheetPicker-3.0 PR 34, corpus B07). Judged on RESP and PICK, where the outcomes are seen.
  /// Minimal trace (2): tap, tap elsewhere (`endEditing`) — RESP-19: a dismissal that is not Done, Cancel
  /// or Close reports exactly one outcome callback.
  static let outsideDismissalReportsNothing = Mutant(
    id: "outside-dismissal-reports-nothing", bugClass: 18,
    summary: "a dismissal through none of the buttons calls neither onDone nor onCancel",
    clause: ClauseID(.resp, 19), minimalTrace: [.tap, .endEditing],
    implementation: MutantBuild.pickerKeyboard(
      "outside-dismissal-reports-nothing", like: ReferenceImplementations.optionsPicker, families: [.resp, .pick]
    ) { SilentDismissalKeyboard($0) })

  /// A picker keyboard that drops its picker whenever it is dismissed (against late callbacks) and
  /// builds it again only when touched: made first again by the system, it opens without its picker.
  /// Minimal trace (3): tap, the host goes away, the host comes back — RESP-20: the responder restored
  /// on reappearing opens its keyboard as on a tap.
  static let pickerDroppedUntilTouched = Mutant(
    id: "picker-dropped-until-touched", bugClass: 5,
    summary: "the picker is dropped on every dismissal and rebuilt only on a touch, so a restored keyboard has none",
    clause: ClauseID(.resp, 20), minimalTrace: [.tap, .hostDisappears, .hostReappears],
    implementation: MutantBuild.pickerKeyboard(
      "picker-dropped-until-touched", like: ReferenceImplementations.transactionalPicker, families: [.resp]
    ) { TouchRebuiltPickerKeyboard(rebuildingOnTouch: $0) })

  /// `inputAccessoryView` labels its bar from `window!`: read again after the control left its window,
  /// it traps (Eureka 2261, corpus B16: a force-unwrap in the accessory getter after the form is gone).
  /// Minimal trace (2): remove from the window, the system reads the input views — RESP-21: an
  /// input-view read after the host is gone does not trap.
  static let accessoryUnwrapsLeftWindow = Mutant(
    id: "accessory-unwraps-left-window", bugClass: 24,
    summary: "inputAccessoryView force-unwraps the window, trapping when read after the control left it",
    clause: ClauseID(.resp, 21), minimalTrace: [.removeFromWindow, .readInputViews], traps: true,
    implementation: MutantBuild.pickerKeyboard(
      "accessory-unwraps-left-window", like: ReferenceImplementations.transactionalPicker, families: [.resp]
    ) { WindowUnwrappingKeyboard($0) })

  /// A key-input view that hides the system keyboard with an empty `View` as its input view
  /// (KAPinField 26, corpus B52): nothing to type on.
  /// Minimal trace (1): tap — RESP-22: while first, the key-input view's keyboard can produce text.
  static let blankInputViewForKeyInput = Mutant(
    id: "blank-input-view-for-key-input", bugClass: 5,
    summary: "the input view is an empty View, so the first key-input view shows no keys and no system keyboard",
    clause: ClauseID(.resp, 22), minimalTrace: [.tap],
    implementation: MutantBuild.keyInputView("blank-input-view-for-key-input", families: [.resp]) {
      BlankInputView()
    })

  /// A picker keyboard that makes its window key when it becomes first, so that its keyboard shows.
  /// Minimal trace (2): another window becomes key, tap — RESP-23: a component never makes its window key
  /// itself; its window must not be key first.
  static let becomingFirstMakesWindowKey = Mutant(
    id: "becoming-first-makes-window-key", bugClass: 2,
    summary: "becoming first responder calls makeKey() on the control's window",
    clause: ClauseID(.resp, 23), minimalTrace: [.setKeyWindow(false), .tap],
    implementation: MutantBuild.pickerKeyboard(
      "becoming-first-makes-window-key", like: ReferenceImplementations.transactionalPicker, families: [.resp]
    ) { KeyWindowGrabbingKeyboard($0) })
}

import InputConformance
import InputGenerators
import InputReference

/// Responder mutants (RESP): first-responder arbitration, input views and editing events. RESP-15 …
/// RESP-23 (dismissal, restoration, late callbacks, key input, key window) are in
/// `ResponderDismissalMutants.swift`.
enum ResponderMutants {
  static let all: [Mutant] =
    [
      canResignFalseByDefault, becomeIgnoresResult, becomeAgainToggles, windowCachedForFirstResponder,
      resignWithoutSuper, resignWhenNotFirstRefuses, endEditingOnlyOnExplicitResign, hiddenLeavesArbitration,
      accessoryOmitsDeclaredCancel, reloadBouncesFirstResponder, accessoryRebuiltOnRead, inputViewWrappedOnRead,
      missedTapCountsAsTap, reloadSendsValueChanged, selectRowSendsValueChanged, resignSendsExtraEnd,
    ] + dismissalAndWindow

  /// A code view that keeps the keyboard until the code is complete: `canResignFirstResponder` is `false`
  /// by default (an empty code), where the responder default is `true`. (The id is the one issue 10 gave
  /// this RESP-1 fault.)
  /// Minimal trace (0): none — RESP-1 holds "before … every event", and the answer is wrong from the start.
  static let canResignFalseByDefault = Mutant(
    id: "can-become-default-true", bugClass: 1,
    summary: "canResignFirstResponder is false until the code is complete, so it is false by default",
    clause: ClauseID(.resp, 1), minimalTrace: [],
    implementation: MutantBuild.keyInputView(
      "can-become-default-true", families: [.resp], like: ReferenceImplementations.codeView
    ) {
      let capabilities = ReferenceImplementations.codeView.capabilities
      return ResignOnlyWhenCompleteView(codeLength: capabilities.codeLength, customKeys: capabilities.customKeys)
    })

  /// `becomeFirstResponder()` discards super's answer and returns `true`.
  /// Minimal trace (3): another field becomes first and refuses to resign, then `becomeFirstResponder()` —
  /// RESP-2: when the current first responder refuses, the call returns `false`. A become while disabled or out of
  /// the window breaks RESP-17 or RESP-4 first, which name those situations and precede RESP-2.
  static let becomeIgnoresResult = Mutant(
    id: "become-ignores-result", bugClass: 1,
    summary: "becomeFirstResponder() calls super but returns true whatever super answered",
    clause: ClauseID(.resp, 2), minimalTrace: [.focusOther, .otherRefusesToResign(true), .becomeFirstResponder],
    implementation: MutantBuild.keyInputView("become-ignores-result", families: [.resp]) {
      BecomeIgnoresResultView()
    })

  /// A picker keyboard whose `becomeFirstResponder()` toggles: asked while it is already first, it
  /// closes and returns `false` ("tap again to close", wired into the call UIKit also makes).
  /// Minimal trace (2): tap, `becomeFirstResponder()` — RESP-3 speaks of the call on the current first
  /// responder, so the control must be first once, then asked again.
  static let becomeAgainToggles = Mutant(
    id: "become-again-toggles", bugClass: 1,
    summary: "becomeFirstResponder() on the first responder resigns it and returns false (a toggle)",
    clause: ClauseID(.resp, 3), minimalTrace: [.tap, .becomeFirstResponder],
    implementation: MutantBuild.pickerKeyboard(
      "become-again-toggles", like: ReferenceImplementations.transactionalPicker, families: [.resp]
    ) { TogglingKeyboard($0) })

  /// `resignFirstResponder()` answers `false` when there is nothing to resign ("I was not first").
  /// Minimal trace (1): `resignFirstResponder()` — RESP-6: on a responder that is not first it returns
  /// `true`; the control starts not first.
  static let resignWhenNotFirstRefuses = Mutant(
    id: "resign-when-not-first-refuses", bugClass: 2,
    summary: "resignFirstResponder() returns false when the control is not first responder",
    clause: ClauseID(.resp, 6), minimalTrace: [.resignFirstResponder],
    implementation: MutantBuild.keyInputView("resign-when-not-first-refuses", families: [.resp]) {
      NotFirstResignRefusedView()
    })

  /// A picker keyboard that opts out of responder arbitration while hidden: its hosting window is
  /// `nil` when hidden, so hiding it while first makes it stop being first responder.
  /// Minimal trace (2): tap, hide — RESP-8: hiding the first responder; the control must be first first.
  static let hiddenLeavesArbitration = Mutant(
    id: "hidden-leaves-arbitration", bugClass: 3,
    summary: "hostingWindow is nil while the control is hidden, so hiding the first responder unseats it",
    clause: ClauseID(.resp, 8), minimalTrace: [.tap, .setHidden(true)],
    implementation: MutantBuild.pickerKeyboard(
      "hidden-leaves-arbitration", like: ReferenceImplementations.transactionalPicker, families: [.resp]
    ) { HiddenOutOfWindowKeyboard($0) })

  /// A transactional picker keyboard whose accessory bar is built with Done only, dropping the
  /// Cancel button it declares (a stable bar: read twice, it is the same instance).
  /// Minimal trace (1): tap — RESP-9: while first, the bar shows the buttons the component declares.
  static let accessoryOmitsDeclaredCancel = Mutant(
    id: "accessory-omits-declared-cancel", bugClass: 5,
    summary: "the accessory bar shows Done only, although the keyboard declares Done and Cancel",
    clause: ClauseID(.resp, 9), minimalTrace: [.tap],
    implementation: MutantBuild.pickerKeyboard(
      "accessory-omits-declared-cancel", like: ReferenceImplementations.transactionalPicker, families: [.resp]
    ) { DoneOnlyBarKeyboard($0) })

  /// A picker keyboard that opens on touch down (seed 004's design) forwards a touch lifted outside as a
  /// `touchUpInside`, so that a slightly missed tap still counts as one.
  /// Minimal trace (1): touch and lift outside — RESP-12: a touch that ends outside sends `touchUpOutside`,
  /// not `touchUpInside`.
  static let missedTapCountsAsTap = Mutant(
    id: "missed-tap-counts-as-tap", bugClass: 21,
    summary: "a touch lifted outside also sends touchUpInside (a missed tap counts as a tap)",
    clause: ClauseID(.resp, 12), minimalTrace: [.touchUpOutside],
    implementation: MutantBuild.pickerKeyboard(
      "missed-tap-counts-as-tap", like: ReferenceImplementations.closePicker, families: [.resp]
    ) { MissedTapKeyboard(forwardingMissedTaps: $0) })

  /// `reloadInputViews()` refreshes the field and tells its listeners with `valueChanged`.
  /// Minimal trace (1): `reloadInputViews()` — RESP-13: a programmatic call sends no action.
  static let reloadSendsValueChanged = Mutant(
    id: "reload-sends-value-changed", bugClass: 21,
    summary: "reloadInputViews() sends valueChanged to refresh whoever observes the field",
    clause: ClauseID(.resp, 13), minimalTrace: [.reloadInputViews],
    implementation: MutantBuild.pickerKeyboard(
      "reload-sends-value-changed", like: ReferenceImplementations.transactionalPicker, families: [.resp]
    ) { NotifyingReloadKeyboard($0) })

  /// The component's own `selectRow(_:inComponent:)` sends `valueChanged` after selecting (DownPicker PR 47:
  /// setting the selection from code notified the target). Judged on RESP and PICK, whose events include
  /// the app's. Minimal trace (1): the app selects row 1 — RESP-13: selecting a row from code sends no action.
  static let selectRowSendsValueChanged = Mutant(
    id: "select-row-sends-value-changed", bugClass: 21,
    summary: "the component's selectRow(_:inComponent:) sends valueChanged",
    clause: ClauseID(.resp, 13), minimalTrace: [.selectRow(row: 1, component: 0)],
    implementation: MutantBuild.pickerKeyboard(
      "select-row-sends-value-changed", like: ReferenceImplementations.transactionalPicker,
      families: [.resp, .pick]
    ) { NotifyingSelectRowKeyboard($0) })

  /// `canBecomeFirstResponder` is `true` even when disabled.
  /// Minimal trace (1): disable — RESP-17: a disabled text-input control cannot become first; the control answers
  /// `canBecomeFirstResponder` wrongly as soon as it is disabled, one event before a become shows it.
  static let canBecomeIgnoresEnabled = Mutant(
    id: "can-become-ignores-enabled", bugClass: 1,
    summary: "canBecomeFirstResponder returns true without checking isEnabled",
    clause: ClauseID(.resp, 17), minimalTrace: [.setEnabled(false)],
    implementation: MutantBuild.keyInputView("can-become-ignores-enabled", families: [.resp]) {
      AlwaysWillingView()
    })

  /// `resignFirstResponder()` returns `true` without calling super: the old responder never resigns,
  /// so another field cannot take over. Minimal trace (2): tap, another field asks to become first —
  /// RESP-5: when another responder becomes first the old one resigns; the control must be first.
  static let resignWithoutSuper = Mutant(
    id: "resign-without-super", bugClass: 2,
    summary: "resignFirstResponder() returns true without calling super, so the old responder never resigns",
    clause: ClauseID(.resp, 5), minimalTrace: [.tap, .focusOther],
    implementation: MutantBuild.keyInputView("resign-without-super", families: [.resp]) { ResignWithoutSuperView() })

  /// The component caches its window the first time it is asked, and keeps arbitrating
  /// through it after leaving the window. Minimal trace (2): remove, `becomeFirstResponder()`.
  static let windowCachedForFirstResponder = Mutant(
    id: "window-cached-for-first-responder", bugClass: 3,
    summary: "the hosting window is cached on first use, so a removed control can still become first responder",
    clause: ClauseID(.resp, 4), minimalTrace: [.removeFromWindow, .becomeFirstResponder],
    implementation: MutantBuild.pickerKeyboard(
      "window-cached-for-first-responder", like: ReferenceImplementations.transactionalPicker, families: [.resp]
    ) { CachedWindowKeyboard($0) })

  /// The field sends `editingDidEnd` from its `resignFirstResponder()` override instead of the
  /// did-resign hook, so a forced resign on removal sends no end event.
  /// Minimal trace (2): tap, remove from the window — RESP-7: removing the first responder still sends
  /// its editing-end event; the control must be first, then removed.
  static let endEditingOnlyOnExplicitResign = Mutant(
    id: "end-editing-only-on-explicit-resign", bugClass: 4,
    summary: "editingDidEnd is sent from resignFirstResponder(), so removal from the window never ends editing",
    clause: ClauseID(.resp, 7), minimalTrace: [.tap, .removeFromWindow],
    implementation: MutantBuild.dateKeyboard("end-editing-only-on-explicit-resign", families: [.resp]) {
      EndOnExplicitResignKeyboard($0)
    })

  /// `inputAccessoryView` builds a new toolbar on every read (seed 000's pattern).
  /// Minimal trace (1): the system reads the input views (two reads give two toolbars, open or not).
  static let accessoryRebuiltOnRead = Mutant(
    id: "accessory-rebuilt-on-read", bugClass: 5,
    summary: "inputAccessoryView returns a new toolbar on every read",
    clause: ClauseID(.resp, 11), minimalTrace: [.readInputViews],
    implementation: MutantBuild.pickerKeyboard(
      "accessory-rebuilt-on-read", like: ReferenceImplementations.transactionalPicker, families: [.resp]
    ) { RebuiltAccessoryKeyboard($0) })

  /// `inputView` wraps the picker in a new container on every read.
  /// Minimal trace (1): the system reads the input views (two reads give two containers, open or not).
  static let inputViewWrappedOnRead = Mutant(
    id: "input-view-wrapped-on-read", bugClass: 5,
    summary: "inputView wraps the picker in a new container view on every read",
    clause: ClauseID(.resp, 11), minimalTrace: [.readInputViews],
    implementation: MutantBuild.pickerKeyboard(
      "input-view-wrapped-on-read", like: ReferenceImplementations.transactionalPicker, families: [.resp]
    ) { WrappedInputViewKeyboard($0) })

  /// `reloadInputViews()` "refreshes" the keyboard by resigning and becoming first again,
  /// which opens the keyboard when it was closed. Minimal trace (1): `reloadInputViews()`.
  static let reloadBouncesFirstResponder = Mutant(
    id: "reload-bounces-first-responder", bugClass: 6,
    summary: "reloadInputViews() resigns and becomes first again, so a reload opens a closed keyboard",
    clause: ClauseID(.resp, 10), minimalTrace: [.reloadInputViews],
    implementation: MutantBuild.pickerKeyboard(
      "reload-bounces-first-responder", like: ReferenceImplementations.transactionalPicker, families: [.resp]
    ) { BouncingReloadKeyboard($0) })

  /// The field sends its own `editingDidEnd` after super's `resignFirstResponder()`, which already
  /// sent one, and even when it was not first. Minimal trace (1): `resignFirstResponder()`.
  static let resignSendsExtraEnd = Mutant(
    id: "resign-sends-extra-end", bugClass: 25,
    summary: "resignFirstResponder() sends editingDidEnd itself whenever super returns true",
    clause: ClauseID(.resp, 14), minimalTrace: [.resignFirstResponder],
    implementation: MutantBuild.dateKeyboard("resign-sends-extra-end", families: [.resp]) {
      ExtraEndKeyboard($0)
    })
}

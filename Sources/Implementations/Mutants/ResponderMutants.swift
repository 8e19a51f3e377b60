import InputConformance
import InputGenerators
import InputReference

/// Responder mutants (RESP): first-responder arbitration, input views and editing events.
enum ResponderMutants {
  static let all: [Mutant] = [
    becomeIgnoresResult, canBecomeIgnoresEnabled, resignWithoutSuper, windowCachedForFirstResponder,
    endEditingOnlyOnExplicitResign, accessoryRebuiltOnRead, inputViewWrappedOnRead, reloadBouncesFirstResponder,
    resignSendsExtraEnd,
  ]

  /// `becomeFirstResponder()` discards super's answer and returns `true`.
  /// Minimal trace (2): disable, `becomeFirstResponder()`.
  static let becomeIgnoresResult = Mutant(
    id: "become-ignores-result", bugClass: 1,
    summary: "becomeFirstResponder() calls super but returns true whatever super answered",
    clause: ClauseID(.resp, 2), minimalTrace: [.setEnabled(false), .becomeFirstResponder],
    implementation: MutantBuild.keyInputView("become-ignores-result", families: [.resp]) {
      BecomeIgnoresResultView()
    })

  /// `canBecomeFirstResponder` is `true` even when disabled.
  /// Minimal trace (2): disable, `becomeFirstResponder()`.
  static let canBecomeIgnoresEnabled = Mutant(
    id: "can-become-ignores-enabled", bugClass: 1,
    summary: "canBecomeFirstResponder returns true without checking isEnabled",
    clause: ClauseID(.resp, 2), minimalTrace: [.setEnabled(false), .becomeFirstResponder],
    implementation: MutantBuild.keyInputView("can-become-ignores-enabled", families: [.resp]) {
      AlwaysWillingView()
    })

  /// `resignFirstResponder()` returns `true` without calling super: the old responder never resigns,
  /// so another field cannot take over. Minimal trace (2): tap, another field asks to become first.
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
  /// Minimal trace (2): tap, remove from the window.
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

final class BecomeIgnoresResultView: KeyInputTextView {
  override func becomeFirstResponder() -> Bool {
    _ = super.becomeFirstResponder()
    return true
  }
}

final class AlwaysWillingView: KeyInputTextView {
  override var canBecomeFirstResponder: Bool { true }
}

final class ResignWithoutSuperView: KeyInputTextView {
  override func resignFirstResponder() -> Bool { true }
}

final class CachedWindowKeyboard: PickerKeyboard {
  private weak var cachedWindow: Window?

  override var hostingWindow: Window? {
    if cachedWindow == nil { cachedWindow = window }
    return cachedWindow
  }
}

final class EndOnExplicitResignKeyboard: DateKeyboard {
  override func resignFirstResponder() -> Bool {
    let wasFirst = isFirstResponder
    let resigned = super.resignFirstResponder()
    if wasFirst && resigned { sendActions(for: .editingDidEnd) }
    return resigned
  }

  override func responderDidResign() {}
}

final class RebuiltAccessoryKeyboard: PickerKeyboard {
  override var inputAccessoryView: View? {
    let bar = Toolbar()
    bar.setItems(toolbar.items, animated: false)
    return bar
  }
}

final class WrappedInputViewKeyboard: PickerKeyboard {
  override var inputView: View? {
    let container = View()
    container.addSubview(picker)
    return container
  }
}

final class BouncingReloadKeyboard: PickerKeyboard {
  override func reloadInputViews() {
    resignFirstResponder()
    becomeFirstResponder()
  }
}

final class ExtraEndKeyboard: DateKeyboard {
  override func resignFirstResponder() -> Bool {
    let resigned = super.resignFirstResponder()
    if resigned { sendActions(for: .editingDidEnd) }
    return resigned
  }
}

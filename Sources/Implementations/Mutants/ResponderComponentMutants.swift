import InputConformance
import InputGenerators
import InputReference

// The faulty components of the mutants in `ResponderMutants.swift`, each written as a component author would write it:
// against the platform's public API only. The two whose fault is in the window's arbitration are in
// `ResponderPlatformMutants.swift`.

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

/// A code view that refuses to resign until its code is complete: false by default.
final class ResignOnlyWhenCompleteView: KeyInputTextView {
  override var canResignFirstResponder: Bool { codeLength.map { text.count >= $0 } ?? true }
}

/// Asked to become first while first, it closes instead.
final class TogglingKeyboard: PickerKeyboard {
  override func becomeFirstResponder() -> Bool {
    if isFirstResponder {
      resignFirstResponder()
      return false
    }
    return super.becomeFirstResponder()
  }
}

/// Refuses a resign that has nothing to give up.
final class NotFirstResignRefusedView: KeyInputTextView {
  override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return false }
    return super.resignFirstResponder()
  }
}

/// Builds its own accessory bar with Done only, whatever buttons it declares.
final class DoneOnlyBarKeyboard: PickerKeyboard {
  private lazy var doneOnlyBar: Toolbar = {
    let bar = Toolbar()
    bar.setItems(
      [
        BarButtonItem(systemItem: .flexibleSpace),
        BarButtonItem(systemItem: .done) { [weak self] in self?.done() },
      ], animated: false)
    return bar
  }()

  override var inputAccessoryView: View? { doneOnlyBar }
}

/// Forwards a touch lifted outside as a tap.
final class MissedTapKeyboard: PickerKeyboard {
  convenience init(forwardingMissedTaps arguments: PickerKeyboardArguments) {
    self.init(arguments)
    addAction(for: [.touchUpOutside]) { control, _ in control.sendActions(for: .touchUpInside) }
  }
}

/// Notifies listeners on every reload of its input views.
final class NotifyingReloadKeyboard: PickerKeyboard {
  override func reloadInputViews() {
    super.reloadInputViews()
    sendActions(for: .valueChanged)
  }
}

/// Notifies listeners when the app selects a row.
final class NotifyingSelectRowKeyboard: PickerKeyboard {
  override func selectRow(_ row: Int, inComponent component: Int) {
    super.selectRow(row, inComponent: component)
    sendActions(for: .valueChanged)
  }
}

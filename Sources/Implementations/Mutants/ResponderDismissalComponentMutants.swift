import InputConformance
import InputGenerators
import InputReference

// The faulty components of the mutants in `ResponderDismissalMutants.swift`, each written as a component author would
// write it: against the platform's public API only.

/// Becomes first again whenever it resigns while empty.
final class RefocusingView: KeyInputTextView {
  override func responderDidResign() {
    super.responderDidResign()
    if text.isEmpty { becomeFirstResponder() }
  }
}

/// Opens on touch down as well as on the touch it declares.
final class TouchDownOpeningKeyboard: PickerKeyboard {
  convenience init(openingOnTouchDown arguments: PickerKeyboardArguments) {
    self.init(arguments)
    addAction(for: [.touchDown]) { control, _ in control.becomeFirstResponder() }
  }
}

/// Asks its picker whether it is enabled.
final class PickerEnabledDateKeyboard: DateKeyboard {
  override var canBecomeFirstResponder: Bool { datePicker.isEnabled }
}

/// Ends everyone's editing, by force, before opening.
final class ForcingKeyboard: PickerKeyboard {
  override func becomeFirstResponder() -> Bool {
    if !isFirstResponder { window?.endEditing(true) }
    return super.becomeFirstResponder()
  }
}

/// Does nothing when it stops being first: only its buttons report outcomes.
final class SilentDismissalKeyboard: PickerKeyboard {
  override func responderDidResign() {}
}

/// Drops its picker on every dismissal; a touch builds it again.
final class TouchRebuiltPickerKeyboard: PickerKeyboard {
  private var showsPicker = true

  convenience init(rebuildingOnTouch arguments: PickerKeyboardArguments) {
    self.init(arguments)
    addAction(for: [.touchDown]) { control, _ in (control as? TouchRebuiltPickerKeyboard)?.showsPicker = true }
  }

  override var inputView: View? { showsPicker ? picker : nil }

  override func responderDidResign() {
    super.responderDidResign()
    showsPicker = false
  }
}

/// Labels its bar with the window's region, reading the window without checking it is still in one.
final class WindowUnwrappingKeyboard: PickerKeyboard {
  override var inputAccessoryView: View? {
    toolbar.accessibilityIdentifier = "bar-" + window!.environment.locale.identifier
    return toolbar
  }
}

/// An empty view instead of the system keyboard.
final class BlankInputView: KeyInputTextView {
  private let blank = View()

  override var inputView: View? { blank }
}

/// Makes its window key when it becomes first.
final class KeyWindowGrabbingKeyboard: PickerKeyboard {
  override func responderDidBecomeFirst() {
    window?.makeKey()
    super.responderDidBecomeFirst()
  }
}

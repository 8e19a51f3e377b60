import InputConformance
import UIKit

/// The size keyboard as a picker keyboard: the suite reads its wheel and its Cancel and Done from it.
@MainActor public let sizeKeyboard = PickerKeyboardDeclaration(name: "size-keyboard", make: { SizeKeyboard() }) {
  keyboard in
  keyboard.value = .title(\.size)
  keyboard.results = .closure(\.onDone)
}.implementation

/// The size keyboard's key input: its type-ahead buffer judged as key-input text (KEY).
///
/// It is declared apart from ``sizeKeyboard``: the picker-keyboard clauses compare the keyboard with a reference
/// that takes no key input, so typing would count against them.
@MainActor public let sizeKeyboardTyping = PickerKeyboardDeclaration(
  name: "size-keyboard (typing)", make: { SizeKeyboard() }
) { keyboard in
  keyboard.families = [.key]
  keyboard.value = .title(\.size)
  keyboard.results = .closure(\.onDone)
  keyboard.keyInputText = ComponentMember(\.typed)
}.implementation

/// The reminder field as a date keyboard: `.date` mode, medium style, Cancel and Done; the app sets the date
/// through the field, so that its text follows.
@MainActor public let reminderField = DateKeyboardDeclaration(
  name: "reminder-field", make: { ReminderField() }, date: ComponentMember(\.date)
) { field in
  field.dateStyle = .medium
  field.setsDate = ComponentMember("setDate(_:)") { $0.setDate($1) }
}.implementation

/// The colour popover: a picker keyboard whose host is a popover the app presents from its button, on the colour
/// it keeps; Done reports the colour, and Cancel or a tap outside a cancellation (RESP-19's discard).
@MainActor public let colorPopover = PickerKeyboardDeclaration(name: "color-popover", make: { ColorPopover() }) {
  popover in
  popover.host = .popover("show(from:on:in:)") { popover, app in
    popover.show(from: app.origin, on: app.value?.first, in: app.viewController)
  }
  popover.results = .closure(\.onDone)
  popover.cancellations = .closure(\.onCancel)
  popover.dismissalOutcome = .discard
}.implementation

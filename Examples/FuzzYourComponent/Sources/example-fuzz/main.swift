import ExampleComponents
import InputFuzzCommand

InputFuzz.main(implementations: [sizeKeyboard, sizeKeyboardTyping, reminderField, colorPopover])

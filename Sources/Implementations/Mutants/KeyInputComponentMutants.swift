import InputConformance
import InputGenerators
import InputReference

// The faulty components of the mutants in `KeyInputMutants.swift`, each written as a component author would write it:
// against the platform's public API only.

final class HasTextAlwaysTrueView: KeyInputTextView {
  override var hasText: Bool { true }
}

final class TrimmingHasTextView: KeyInputTextView {
  override var hasText: Bool { text.contains { !$0.isWhitespace } }
}

final class FlagHasTextView: KeyInputTextView {
  private var hasTyped = false
  override var hasText: Bool { hasTyped }

  override func insertText(_ text: String) {
    super.insertText(text)
    if !text.isEmpty { hasTyped = true }
  }
}

final class TrappingDeleteView: KeyInputTextView {
  override func deleteBackward() {
    text.removeLast()
    sendActions(for: .editingChanged)
  }
}

final class UnguardedDeleteView: KeyInputTextView {
  override func deleteBackward() {
    text = String(text.dropLast())
    sendActions(for: .editingChanged)
  }
}

final class ScalarDeleteView: KeyInputTextView {
  override func deleteBackward() {
    guard !text.isEmpty else { return }
    text.unicodeScalars.removeLast()
    sendActions(for: .editingChanged)
  }
}

final class UTF16DeleteView: KeyInputTextView {
  override func deleteBackward() {
    guard !text.isEmpty else { return }
    text = String(decoding: text.utf16.dropLast(), as: UTF16.self)
    sendActions(for: .editingChanged)
  }
}

final class DoubleDeleteView: KeyInputTextView {
  override func deleteBackward() {
    super.deleteBackward()
    if !text.isEmpty { text.removeLast() }
  }
}

final class StaleCursorView: KeyInputTextView {
  /// Where the next insertion goes; the fault: it is never advanced.
  private var cursor = 0

  override func insertText(_ text: String) {
    guard !text.isEmpty else { return }
    let index = self.text.index(self.text.startIndex, offsetBy: min(cursor, self.text.count))
    self.text.insert(contentsOf: text, at: index)
    sendActions(for: .editingChanged)
  }
}

final class UnguardedInsertView: KeyInputTextView {
  override func insertText(_ text: String) {
    self.text += text
    sendActions(for: .editingChanged)
  }
}

final class CharacterDeleteView: KeyInputTextView {
  override func deleteBackward() {
    guard !text.isEmpty else { return }
    text.removeLast()
    sendActions(for: .editingChanged)
  }
}

final class SilentInsertView: KeyInputTextView {
  override func insertText(_ text: String) {
    guard !text.isEmpty else { return }
    self.text += text
  }
}

final class FirstCharacterInsertView: KeyInputTextView {
  override func insertText(_ text: String) {
    guard let first = text.first else { return }
    super.insertText(String(first))
  }
}

final class SlotDeleteView: KeyInputTextView {
  /// One slot per inserted `Character`, in order; the text is their concatenation.
  private var slots: [String] = []

  override func insertText(_ text: String) {
    let before = self.text
    super.insertText(text)
    if self.text != before { slots += text.map(String.init) }
  }

  override func deleteBackward() {
    guard !slots.isEmpty else { return }
    slots.removeLast()
    text = slots.joined()
    sendActions(for: .editingChanged)
  }
}

final class ReturnResigningView: KeyInputTextView {
  override func insertText(_ text: String) {
    if text == "\n" {
      resignFirstResponder()
      return
    }
    super.insertText(text)
  }
}

import InputConformance
import InputGenerators
import InputReference

// The faulty components of the mutants in `KeyInputCodeViewMutants.swift`, each written as a component author would
// write it: against the platform's public API only.

/// Draws its digits itself, and only when key input changes the text.
final class KeyInputDrawnDigitsView: KeyInputTextView {
  private(set) var drawnDigits = ""

  override func insertText(_ text: String) {
    super.insertText(text)
    drawnDigits = self.text
  }

  override func deleteBackward() {
    super.deleteBackward()
    drawnDigits = text
  }
}

/// Reports completion only while a flag set at the first fill is still clear.
final class FirstFillOnlyCodeView: KeyInputTextView {
  /// Set when the code first fills, never reset: the fault.
  private var didComplete = false

  override func insertText(_ text: String) {
    let report = onComplete
    if didComplete { onComplete = nil }
    defer { onComplete = report }
    super.insertText(text)
    if let codeLength, self.text.count == codeLength { didComplete = true }
  }
}

/// Its keys insert with the gate switched off; typing still goes through it.
final class UngatedKeysView: KeyInputTextView {
  /// What the keys type into: this view, minus the gate.
  private final class UngatedInput: KeyInput {
    weak var view: UngatedKeysView?
    var hasText: Bool { view?.hasText ?? false }
    func insertText(_ text: String) { view?.insertWithoutGate(text) }
    func deleteBackward() { view?.deleteBackward() }
  }

  private let ungated = UngatedInput()
  private lazy var keys: KeyboardKeysView? = {
    ungated.view = self
    return customKeys.isEmpty ? nil : KeyboardKeysView(keys: customKeys, input: ungated)
  }()

  override var inputView: View? { keys }

  fileprivate func insertWithoutGate(_ text: String) {
    let gate = shouldChangeText
    shouldChangeText = nil
    insertText(text)
    shouldChangeText = gate
  }
}

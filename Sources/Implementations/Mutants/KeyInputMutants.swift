import InputConformance
import InputGenerators
import InputReference

/// Key-input mutants (KEY): `hasText`, `insertText(_:)`, `deleteBackward()`.
enum KeyInputMutants {
  static let all: [Mutant] = [
    hasTextAlwaysTrue, hasTextIgnoresWhitespace, hasTextFlagNotCleared, deleteOnEmptyTraps, deleteOnEmptySendsChange,
    deleteRemovesLastScalar, deleteRemovesLastUTF16Unit, deleteHandledTwice,
  ]

  /// `hasText` is always `true`. Minimal trace (0): the initial state.
  static let hasTextAlwaysTrue = Mutant(
    id: "has-text-always-true", bugClass: 7, summary: "hasText always returns true",
    clause: ClauseID(.key, 1), minimalTrace: [],
    implementation: MutantBuild.keyInputView("has-text-always-true", families: [.key]) { HasTextAlwaysTrueView() })

  /// `hasText` trims whitespace, so a newline or a space counts as no text.
  /// Minimal trace (2): tap, type a newline.
  static let hasTextIgnoresWhitespace = Mutant(
    id: "has-text-ignores-whitespace", bugClass: 7,
    summary: "hasText is false for whitespace-only text (it trims before checking)",
    clause: ClauseID(.key, 1), minimalTrace: [.tap, .type("\n")],
    implementation: MutantBuild.keyInputView("has-text-ignores-whitespace", families: [.key]) {
      TrimmingHasTextView()
    })

  /// `hasText` is a flag set on insert and never cleared on delete.
  /// Minimal trace (3): tap, type "a", delete.
  static let hasTextFlagNotCleared = Mutant(
    id: "has-text-flag-not-cleared", bugClass: 7,
    summary: "hasText is a cached flag set by insertText and not cleared when delete empties the text",
    clause: ClauseID(.key, 1), minimalTrace: [.tap, .type("a"), .deleteBackward],
    implementation: MutantBuild.keyInputView("has-text-flag-not-cleared", families: [.key]) { FlagHasTextView() })

  /// `deleteBackward()` calls `removeLast()` without checking for empty text: traps.
  /// Minimal trace (2): tap, delete.
  static let deleteOnEmptyTraps = Mutant(
    id: "delete-on-empty-traps", bugClass: 8,
    summary: "deleteBackward() calls text.removeLast() without the empty check",
    clause: ClauseID(.key, 4), minimalTrace: [.tap, .deleteBackward], traps: true,
    implementation: MutantBuild.keyInputView("delete-on-empty-traps", families: [.key]) { TrappingDeleteView() })

  /// `deleteBackward()` uses `dropLast()` (safe) but sends `editingChanged` even on empty text.
  /// Minimal trace (2): tap, delete.
  static let deleteOnEmptySendsChange = Mutant(
    id: "delete-on-empty-sends-change", bugClass: 8,
    summary: "deleteBackward() on empty text sends editingChanged although nothing changed",
    clause: ClauseID(.key, 4), minimalTrace: [.tap, .deleteBackward],
    implementation: MutantBuild.keyInputView("delete-on-empty-sends-change", families: [.key]) {
      UnguardedDeleteView()
    })

  /// `deleteBackward()` removes the last Unicode scalar, splitting a cluster (EGOTextView PR 18).
  /// Minimal trace (3): tap, type "👍🏽", delete.
  static let deleteRemovesLastScalar = Mutant(
    id: "delete-removes-last-scalar", bugClass: 9,
    summary: "deleteBackward() removes the last Unicode scalar instead of the last Character",
    clause: ClauseID(.key, 5), minimalTrace: [.tap, .type("👍🏽"), .deleteBackward],
    implementation: MutantBuild.keyInputView("delete-removes-last-scalar", families: [.key]) { ScalarDeleteView() })

  /// `deleteBackward()` removes the last UTF-16 code unit, leaving a lone surrogate that decodes
  /// as U+FFFD (keyman 4956). Minimal trace (3): tap, type "👍", delete.
  static let deleteRemovesLastUTF16Unit = Mutant(
    id: "delete-removes-last-utf16-unit", bugClass: 9,
    summary: "deleteBackward() removes the last UTF-16 code unit, turning an astral character into U+FFFD",
    clause: ClauseID(.key, 6), minimalTrace: [.tap, .type("👍"), .deleteBackward],
    implementation: MutantBuild.keyInputView("delete-removes-last-utf16-unit", families: [.key]) {
      UTF16DeleteView()
    })

  /// The delete is handled twice: super removes a character, then the override removes another
  /// (SwiftyCodeView 3). Minimal trace (3): tap, type "ab", delete.
  static let deleteHandledTwice = Mutant(
    id: "delete-handled-twice", bugClass: 10,
    summary: "deleteBackward() calls super and then removes another character itself",
    clause: ClauseID(.key, 6), minimalTrace: [.tap, .type("ab"), .deleteBackward],
    implementation: MutantBuild.keyInputView("delete-handled-twice", families: [.key]) { DoubleDeleteView() })
}

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

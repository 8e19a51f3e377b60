import InputConformance
import InputGenerators
import InputReference

/// Key-input mutants (KEY): `hasText`, `insertText(_:)`, `deleteBackward()`; the code-view ones
/// (what the view shows, completion, its own keys) are in `KeyInputCodeViewMutants.swift`.
enum KeyInputMutants {
  static let all: [Mutant] =
    [
      hasTextAlwaysTrue, hasTextIgnoresWhitespace, hasTextFlagNotCleared, insertAtStaleCursor, emptyInsertSendsChange,
      deleteOnEmptyTraps, deleteOnEmptySendsChange, deleteRemovesWholeCharacter, deleteRemovesLastScalar,
      deleteRemovesLastUTF16Unit, deleteHandledTwice, insertSkipsEditingChanged, insertKeepsFirstCharacter,
      deletePopsInsertedSlot, returnResignsKeyInput,
    ] + codeViewMutants

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

  /// `insertText(_:)` inserts at a cursor index that is never advanced, so every insertion goes to
  /// the start. KEY-2: the text must become `text + s`. Minimal trace (3): tap, type "a", type "b" —
  /// the second insertion is the first whose position matters ("ab" expected, "ba").
  static let insertAtStaleCursor = Mutant(
    id: "insert-at-stale-cursor", bugClass: 9,
    summary: "insertText(_:) inserts at a stored cursor index that is never advanced (always the start)",
    clause: ClauseID(.key, 2), minimalTrace: [.tap, .type("a"), .type("b")],
    implementation: MutantBuild.keyInputView("insert-at-stale-cursor", families: [.key]) { StaleCursorView() })

  /// `insertText("")` is not guarded: it "appends" nothing and sends `editingChanged`.
  /// KEY-3: an empty insertion changes nothing and sends no event. Minimal trace (2): tap, type "".
  static let emptyInsertSendsChange = Mutant(
    id: "empty-insert-sends-change", bugClass: 21,
    summary: "insertText(\"\") sends editingChanged although nothing changed",
    clause: ClauseID(.key, 3), minimalTrace: [.tap, .type("")],
    implementation: MutantBuild.keyInputView("empty-insert-sends-change", families: [.key]) {
      UnguardedInsertView()
    })

  /// `deleteBackward()` is `text.removeLast()`: it removes the whole last `Character`, where UIKit
  /// removes only the last scalar of an Indic, Thai or Hebrew cluster. KEY-5: "कि" → "क".
  /// Minimal trace (3): tap, type "कि", delete — one delete of a cluster ending in U+093F.
  static let deleteRemovesWholeCharacter = Mutant(
    id: "delete-removes-whole-character", bugClass: 9,
    summary: "deleteBackward() removes the whole last Character instead of the backward-deletion cluster",
    clause: ClauseID(.key, 5), minimalTrace: [.tap, .type("कि"), .deleteBackward],
    implementation: MutantBuild.keyInputView("delete-removes-whole-character", families: [.key]) {
      CharacterDeleteView()
    })

  /// `deleteBackward()` removes the last Unicode scalar, splitting a cluster (EGOTextView PR 18).
  /// Declared under KEY-7, not KEY-5: the fault breaks both sentences, and KEY-7 is the MUST that
  /// still fails a component declaring KEY-5 (a SHOULD) a known deviation. KEY-7 with t = "" and
  /// c = "👍🏽" (its own backward-deletion cluster): inserting c then deleting must give "" back.
  /// Minimal trace (3): tap, type "👍🏽", delete.
  static let deleteRemovesLastScalar = Mutant(
    id: "delete-removes-last-scalar", bugClass: 9,
    summary: "deleteBackward() removes the last Unicode scalar instead of the last Character",
    clause: ClauseID(.key, 7), minimalTrace: [.tap, .type("👍🏽"), .deleteBackward],
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

  /// A custom `UIKeyInput` control that never sends `editingChanged` when text is inserted (KEY-8's
  /// decision: many do not). Minimal trace (2): tap, type "a" — one effective change, one event expected.
  static let insertSkipsEditingChanged = Mutant(
    id: "insert-skips-editing-changed", bugClass: 21,
    summary: "insertText(_:) changes the text without sending editingChanged",
    clause: ClauseID(.key, 8), minimalTrace: [.tap, .type("a")],
    implementation: MutantBuild.keyInputView("insert-skips-editing-changed", families: [.key]) {
      SilentInsertView()
    })

  /// `insertText(_:)` keeps only the first character of what it is given, as a view built for one key
  /// at a time does with a pasted or dictated string. KEY-9: several characters are appended whole.
  /// Minimal trace (2): tap, type "ab".
  static let insertKeepsFirstCharacter = Mutant(
    id: "insert-keeps-first-character", bugClass: 9,
    summary: "insertText(_:) appends only the first character of a multi-character string",
    clause: ClauseID(.key, 9), minimalTrace: [.tap, .type("ab")],
    implementation: MutantBuild.keyInputView("insert-keeps-first-character", families: [.key]) {
      FirstCharacterInsertView()
    })

  /// The view keeps one slot per inserted `Character` and deletes by popping the last slot, so a
  /// combining mark typed alone stays a slot of its own after it joined the previous character.
  /// KEY-10: after "e" and U+0301 the next delete removes the joined "é" whole.
  /// Minimal trace (4): tap, type "e", type "\u{301}", delete ("" expected, "e").
  static let deletePopsInsertedSlot = Mutant(
    id: "delete-pops-inserted-slot", bugClass: 9,
    summary: "deleteBackward() pops the last inserted Character slot, splitting a mark from the character it joined",
    clause: ClauseID(.key, 10), minimalTrace: [.tap, .type("e"), .type("\u{301}"), .deleteBackward],
    implementation: MutantBuild.keyInputView("delete-pops-inserted-slot", families: [.key]) { SlotDeleteView() })

  /// A plain key-input view that treats "\n" as a text field's Return: it resigns and inserts nothing.
  /// KEY-11: on a view that adopts only `UIKeyInput` a newline is text like any other.
  /// Minimal trace (2): tap, type "\n".
  static let returnResignsKeyInput = Mutant(
    id: "return-resigns-key-input", bugClass: 4,
    summary: "a plain UIKeyInput view resigns on \"\\n\" instead of inserting it",
    clause: ClauseID(.key, 11), minimalTrace: [.tap, .type("\n")],
    implementation: MutantBuild.keyInputView("return-resigns-key-input", families: [.key]) {
      ReturnResigningView()
    })
}

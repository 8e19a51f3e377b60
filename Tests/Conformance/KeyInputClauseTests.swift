import Foundation
@_spi(Harness) import InputConformance
@_spi(Harness) import InputPlatform
import InputReference
import Testing

/// The key-input responders of the model the KEY clauses apply to.
enum KeyInputKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case keyInputTextView, textField

  var testDescription: String { rawValue }
}

/// A key-input responder under test, open in its own window.
final class KeySubject {
  let control: Control
  let input: any KeyInput
  let window: Window
  let log: EventRecorder
  private let readText: () -> String

  init(_ kind: KeyInputKind, text initial: String = "") {
    switch kind {
    case .keyInputTextView:
      let view = KeyInputTextView()
      control = view
      input = view
      readText = { view.text }
      if !initial.isEmpty { view.insertText(initial) }
    case .textField:
      let field = TextField()
      field.text = initial
      control = field
      input = field
      readText = { field.text ?? "" }
    }
    window = Fixture.window(with: control)
    control.becomeFirstResponder()
    log = EventRecorder(control, only: [.editingChanged, .valueChanged, .editingDidEnd])
  }

  var text: String { readText() }
  var hasText: Bool { input.hasText }
  func insert(_ string: String) { input.insertText(string) }
  func delete() { input.deleteBackward() }
}

/// The texts of the boundary ladder: empty, one character, several, and multi-scalar clusters.
nonisolated let ladderTexts = ["", "a", "ab", "hello world", "👨‍👩‍👧", "🇯🇵", "👍🏽", "e\u{301}", "a👨‍👩‍👧", "🇯🇵🇯🇵", "x\n"]

/// Single characters typed onto the ladder texts.
let ladderCharacters: [Character] = ["a", "Z", " ", "\n", "é", "👨‍👩‍👧", "🇯🇵", "👍🏽", "e\u{301}"]

@Suite("KEY: key input")
struct KeyInputClauseTests {
  // MARK: KEY-1

  @Test("KEY-1 hasText is true exactly when the text is non-empty, after every event", arguments: KeyInputKind.allCases)
  func hasTextTracksText(kind: KeyInputKind) {
    let subject = KeySubject(kind)
    #expect(subject.hasText == false)
    let steps: [(String, (KeySubject) -> Void)] = [
      ("insert a", { $0.insert("a") }),
      ("delete", { $0.delete() }),
      ("delete on empty", { $0.delete() }),
      ("insert empty", { $0.insert("") }),
      ("insert family", { $0.insert("👨‍👩‍👧") }),
      ("insert flag", { $0.insert("🇯🇵") }),
      ("delete", { $0.delete() }),
      ("delete", { $0.delete() }),
      ("insert newline", { $0.insert("\n") }),
      ("delete", { $0.delete() }),
    ]
    for (name, step) in steps {
      step(subject)
      #expect(subject.hasText == !subject.text.isEmpty, "after \(name)")
    }
    #expect(subject.text == "")
    #expect(subject.hasText == false)
  }

  // MARK: KEY-2

  @Test("KEY-2 insertText appends to the text", arguments: KeyInputKind.allCases, ladderTexts)
  func insertAppends(kind: KeyInputKind, text: String) {
    let subject = KeySubject(kind, text: text)
    subject.insert("Q")
    #expect(subject.text == text + "Q")
    subject.insert("👍🏽")
    #expect(subject.text == text + "Q👍🏽")
    #expect(subject.hasText)
  }

  // MARK: KEY-3

  @Test("KEY-3 insertText(\"\") changes nothing and sends no event", arguments: KeyInputKind.allCases, ladderTexts)
  func emptyInsertIsNoOp(kind: KeyInputKind, text: String) {
    let subject = KeySubject(kind, text: text)
    subject.insert("")
    #expect(subject.text == text)
    #expect(subject.hasText == !text.isEmpty)
    #expect(subject.log.events == [])
  }

  // MARK: KEY-4

  @Test("KEY-4 deleteBackward on empty text is a no-op with no event", arguments: KeyInputKind.allCases, [1, 2, 5])
  func deleteOnEmpty(kind: KeyInputKind, times: Int) {
    let subject = KeySubject(kind)
    for _ in 0..<times { subject.delete() }
    #expect(subject.text == "")
    #expect(subject.hasText == false)
    #expect(subject.log.events == [])
    #expect(subject.control.isFirstResponder)
  }

  @Test("KEY-4 deleting past the start of the text stops at empty without events", arguments: KeyInputKind.allCases)
  func deletePastStart(kind: KeyInputKind) {
    let subject = KeySubject(kind, text: "ab")
    for _ in 0..<4 { subject.delete() }
    #expect(subject.text == "")
    #expect(subject.log.events == [.editingChanged, .editingChanged])
  }

  // MARK: KEY-5

  @Test(
    "KEY-5 deleteBackward removes exactly the last backward-deletion cluster",
    arguments: KeyInputKind.allCases, await DeletionVector.all)
  func deleteRemovesCluster(kind: KeyInputKind, vector: DeletionVector) {
    let subject = KeySubject(kind, text: vector.text)
    subject.delete()
    #expect(subject.text.escapedScalars == vector.left.escapedScalars)
    #expect(subject.log.events == [.editingChanged])
  }

  @Test(
    "KEY-5 the backward-deletion range is the tail CoreFoundation's cluster removes",
    arguments: await DeletionVector.all)
  func backwardDeletionRangeFunction(vector: DeletionVector) {
    let text = vector.text
    let range = backwardDeletionRange(in: text)
    #expect(range.upperBound == text.endIndex)
    #expect(String(text[..<range.lowerBound]).escapedScalars == vector.left.escapedScalars)
    #expect(text.droppingBackwardDeletionCluster().escapedScalars == vector.left.escapedScalars)
    #expect(backwardDeletionRange(in: "").isEmpty)
    #expect("".droppingBackwardDeletionCluster() == "")
  }

  // MARK: KEY-6

  @Test(
    "KEY-6 one deleteBackward removes the last Character and only it",
    arguments: KeyInputKind.allCases, ladderTexts.filter { !$0.isEmpty })
  func deleteRemovesOneCharacter(kind: KeyInputKind, text: String) {
    let subject = KeySubject(kind, text: text)
    subject.delete()
    #expect(subject.text.count == text.count - 1)
    #expect(subject.text == String(text.dropLast()))
    #expect(subject.text != text)
  }

  @Test(
    "KEY-6 in every script one delete removes something, and nothing before the last Character unless KEY-5's cluster does",
    arguments: KeyInputKind.allCases, await DeletionVector.all)
  func deleteStaysInLastCharacter(kind: KeyInputKind, vector: DeletionVector) {
    let text = "ok" + vector.text
    let subject = KeySubject(kind, text: text)
    subject.delete()
    #expect(subject.text.unicodeScalars.count < text.unicodeScalars.count)
    #expect(text.unicodeScalars.starts(with: subject.text.unicodeScalars))
    #expect(
      subject.text.unicodeScalars.starts(with: text.dropLast().unicodeScalars) == !vector.crossesCharacters,
      "\(vector)")
  }

  // MARK: KEY-7

  @Test(
    "KEY-7 inserting a Character then deleting gives back the text",
    arguments: KeyInputKind.allCases, ladderTexts)
  func roundTrip(kind: KeyInputKind, text: String) {
    var checked = 0
    // Return is not text to a text field (KEY-11).
    let characters = ladderCharacters.filter { kind == .keyInputTextView || $0 != "\n" } + ["\u{915}", "\u{5D0}"]
    for character in characters
    where (text + String(character)).count == text.count + 1 && isOwnDeletionCluster(character) {
      let subject = KeySubject(kind, text: text)
      subject.insert(String(character))
      subject.delete()
      #expect(subject.text == text, "after typing \(character.unicodeScalars.map(\.value))")
      #expect(subject.text.unicodeScalars.elementsEqual(text.unicodeScalars))
      checked += 1
    }
    #expect(checked >= characters.count - 1)
  }

  /// Whether one delete removes `character` whole: it has one scalar, or its last scalar is
  /// outside the scripts whose marks go one at a time (KEY-5), written independently of the model.
  private func isOwnDeletionCluster(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    return scalars.count == 1 || !(0x0530...0x194F).contains(scalars.last!.value)
  }

  @Test("KEY-7 the round trip condition excludes a character that is not its own deletion cluster")
  func roundTripConditionExcludesIndicSyllable() {
    let character: Character = "\u{915}\u{93F}"
    #expect(isOwnDeletionCluster(character) == false)
    let subject = KeySubject(.keyInputTextView, text: "x")
    subject.insert(String(character))
    subject.delete()
    #expect(subject.text == "x\u{915}")
  }

  @Test("KEY-7 the round trip condition excludes a regional indicator that would join a lone one")
  func roundTripConditionExcludesJoining() {
    let text = "\u{1F1EF}"  // a lone regional indicator J
    let character: Character = "\u{1F1F5}"  // regional indicator P
    #expect((text + String(character)).count == text.count)
    let subject = KeySubject(.keyInputTextView, text: text)
    subject.insert(String(character))
    #expect(subject.text == "🇯🇵")
    subject.delete()
    #expect(subject.text == "")
  }

  // MARK: KEY-8

  @Test(
    "KEY-8 each effective change sends exactly one editingChanged; a no-op sends none", arguments: KeyInputKind.allCases
  )
  func oneEventPerChange(kind: KeyInputKind) {
    let subject = KeySubject(kind)
    subject.delete()
    #expect(subject.log.events == [])
    subject.insert("a")
    #expect(subject.log.events == [.editingChanged])
    subject.insert("")
    #expect(subject.log.events == [.editingChanged])
    subject.insert("👨‍👩‍👧")
    #expect(subject.log.events == [.editingChanged, .editingChanged])
    subject.delete()
    subject.delete()
    #expect(subject.log.events == [.editingChanged, .editingChanged, .editingChanged, .editingChanged])
    subject.delete()
    #expect(subject.log.count(of: .editingChanged) == 4)
    #expect(subject.log.count(of: .valueChanged) == 0)
  }

  // MARK: KEY-9

  @Test(
    "KEY-9 a string of several characters is appended whole, as one change with one event",
    arguments: KeyInputKind.allCases, ["ab", "hello world", "👨‍👩‍👧🇯🇵👍🏽", "e\u{301}e\u{301}", "a\nb"])
  func multiCharacterInsert(kind: KeyInputKind, string: String) {
    let subject = KeySubject(kind, text: "x")
    subject.insert(string)
    #expect(subject.text == "x" + string)
    #expect(subject.log.events == [.editingChanged])
  }

  // MARK: KEY-10

  @Test(
    "KEY-10 a combining mark joins the previous character and one delete removes the joined cluster",
    arguments: KeyInputKind.allCases)
  func combiningMarkJoins(kind: KeyInputKind) {
    let subject = KeySubject(kind, text: "ce")
    subject.insert("\u{301}")
    #expect(subject.text == "ce\u{301}")
    #expect(subject.text.count == 2)
    #expect(subject.text.last == "é")
    subject.delete()
    #expect(subject.text == "c")
    #expect(subject.text.unicodeScalars.count == 1)
    #expect(subject.log.events == [.editingChanged, .editingChanged])
  }

  @Test(
    "KEY-10 a mark of the scripts of KEY-5 joins the previous character, and one delete removes only the mark",
    arguments: KeyInputKind.allCases, ["\u{93F}", "\u{5B8}", "\u{E48}", "\u{64E}", "\u{17B6}"])
  func scriptMarkJoins(kind: KeyInputKind, mark: String) {
    let base = "\u{915}\u{5E9}\u{E01}\u{628}\u{1780}"
    let subject = KeySubject(kind, text: base)
    subject.insert(mark)
    #expect(subject.text.count == base.count)
    subject.delete()
    #expect(subject.text.unicodeScalars.elementsEqual(base.unicodeScalars))
    #expect(subject.log.events == [.editingChanged, .editingChanged])
  }

  @Test("KEY-10 a combining mark typed on empty text is its own cluster", arguments: KeyInputKind.allCases)
  func combiningMarkAlone(kind: KeyInputKind) {
    let subject = KeySubject(kind)
    subject.insert("\u{301}")
    #expect(subject.text.count == 1)
    subject.delete()
    #expect(subject.text == "")
  }

  // MARK: KEY-11

  @Test(
    "KEY-11 on a plain key-input view a newline from the return key is inserted like any other text",
    arguments: ladderTexts)
  func newlineIsText(text: String) {
    let subject = KeySubject(.keyInputTextView, text: text)
    subject.insert("\n")
    #expect(subject.text == text + "\n")
    #expect(subject.log.events == [.editingChanged])
    #expect(subject.control.isFirstResponder)
    #expect(subject.window.firstResponder === subject.control)
    subject.delete()
    #expect(subject.text == text)
  }

  @Test(
    "KEY-11 a text field's Return inserts nothing: it asks shouldReturn and sends editingDidEndOnExit",
    arguments: ladderTexts)
  func textFieldReturn(text: String) {
    let field = TextField()
    field.text = text
    let window = Fixture.window(with: field)
    field.tap()
    var asked = 0
    field.shouldReturn = {
      asked += 1
      return true
    }
    let log = EventRecorder(field)
    field.insertText("\n")
    #expect(field.text == text)
    #expect(asked == 1)
    #expect(log.events == [.editingDidEndOnExit])
    #expect(window.firstResponder === field)
    field.shouldReturn = {
      asked += 1
      return false
    }
    field.insertText("\n")
    #expect(asked == 2)
    #expect(log.events == [.editingDidEndOnExit])
    #expect(field.text == text)
  }

  @Test("KEY-11 a text field without shouldReturn sends editingDidEndOnExit; text with a newline inside is text")
  func textFieldReturnDefault() {
    let field = TextField()
    let window = Fixture.window(with: field)
    field.tap()
    let log = EventRecorder(field)
    field.insertText("\n")
    field.insertText("a\nb")
    #expect(field.text == "a\nb")
    #expect(log.events == [.editingDidEndOnExit, .editingChanged])
    #expect(window.firstResponder === field)
  }

  // MARK: KEY-12

  @Test("KEY-12 what the view shows equals its text after every event, app sets and refreshes included")
  func shownTextEqualsText() {
    let view = KeyInputTextView(codeLength: 4, customKeys: ["1", "2"])
    let window = Fixture.window(with: view)
    #expect(view.shownText == "")
    let steps: [(String, () -> Void)] = [
      ("tap", { view.tap() }),
      ("type", { view.insertText("1") }),
      ("key", { view.tapKey("2") }),
      ("app sets", { view.setText("9") }),
      ("app sets longer than the code", { view.setText("123456") }),
      ("delete", { view.deleteBackward() }),
      ("delete key", { view.tapKey("⌫") }),
      ("refresh", { view.refreshAppearance() }),
      ("app sets empty", { view.setText("") }),
      ("emoji", { view.insertText("👨‍👩‍👧") }),
    ]
    for (name, step) in steps {
      step()
      #expect(view.shownText == view.text, "after \(name)")
    }
    #expect(view.text == "👨‍👩‍👧")
    #expect(window.firstResponder === view)
  }

  @Test("KEY-12 setting the text from code sends no event and keeps a code view's length", arguments: [nil, 1, 2, 4])
  func appSetsText(length: Int?) {
    let view = KeyInputTextView(codeLength: length)
    let log = EventRecorder(view)
    for text in ["", "a", "ab", "hello", "👍🏽👍🏽👍🏽"] {
      view.setText(text)
      #expect(view.text == (length.map { String(text.prefix($0)) } ?? text))
      #expect(view.shownText == view.text)
    }
    #expect(log.events == [])
  }

  // MARK: KEY-13

  @Test("KEY-13 a code view reports completion once each time its last slot fills", arguments: [1, 2, 4, 6])
  func completionOncePerFill(length: Int) {
    let view = KeyInputTextView(codeLength: length)
    let window = Fixture.window(with: view)
    view.tap()
    #expect(window.firstResponder === view)
    var completions: [String] = []
    view.onComplete = { completions.append($0) }
    for index in 0..<length { view.insertText(index % 2 == 0 ? "7" : "👍🏽") }
    let code = view.text
    #expect(code.count == length)
    #expect(completions == [code])
    view.insertText("8")
    view.insertText("89")
    #expect(view.text == code, "insertions beyond the length are refused")
    view.refreshAppearance()
    view.refreshAppearance()
    #expect(completions == [code])
    view.deleteBackward()
    #expect(completions == [code])
    view.insertText("5")
    #expect(completions == [code, String(code.dropLast()) + "5"])
    view.setText("")
    for _ in 0..<length { view.insertText("1") }
    #expect(completions.count == 3)
  }

  @Test("KEY-13 a string that would overflow the code is refused whole; one that fills it completes once")
  func completionByMultiCharacterInsert() {
    let view = KeyInputTextView(codeLength: 4)
    let log = EventRecorder(view, only: [.editingChanged])
    var completions: [String] = []
    view.onComplete = { completions.append($0) }
    view.insertText("12345")
    #expect(view.text == "")
    view.insertText("12")
    view.insertText("345")
    #expect(view.text == "12")
    view.insertText("34")
    #expect(completions == ["1234"])
    #expect(log.events == [.editingChanged, .editingChanged])
  }

  @Test("KEY-13 the app setting a full code reports no completion; a later fill by typing does")
  func appSetCodeIsNotCompletion() {
    let view = KeyInputTextView(codeLength: 3)
    var completions: [String] = []
    view.onComplete = { completions.append($0) }
    view.setText("123")
    view.refreshAppearance()
    #expect(completions == [])
    view.deleteBackward()
    view.insertText("4")
    #expect(completions == ["124"])
  }

  // MARK: KEY-14

  @Test(
    "KEY-14 every insertion and deletion, the view's own keys included, goes through the gate",
    arguments: [true, false])
  func customKeysUseTheGate(allows: Bool) {
    let view = KeyInputTextView(customKeys: ["1", "2", "👍🏽"])
    let window = Fixture.window(with: view)
    view.setText("0")
    var asked: [String] = []
    view.shouldChangeText = { current, replacement in
      asked.append("\(current)+\(replacement)")
      return allows
    }
    let log = EventRecorder(view, only: [.editingChanged])
    view.tap()
    #expect(window.keyboard?.inputView === view.keysView)
    view.tapKey("1")
    view.tapKey("👍🏽")
    view.tapKey("⌫")
    view.insertText("2")
    view.deleteBackward()
    #expect(asked == (allows ? ["0+1", "01+👍🏽", "01👍🏽+", "01+2", "012+"] : ["0+1", "0+👍🏽", "0+", "0+2", "0+"]))
    #expect(view.text == (allows ? "01" : "0"))
    #expect(log.events.count == (allows ? 5 : 0))
  }

  @Test("KEY-14 a gate that limits the length refuses keys beyond it, and deleting is still asked")
  func gateLimitsLength() {
    let view = KeyInputTextView(customKeys: ["1"])
    let window = Fixture.window(with: view)
    view.shouldChangeText = { current, replacement in replacement.isEmpty || current.count + replacement.count <= 2 }
    view.tap()
    #expect(window.firstResponder === view)
    for _ in 0..<5 { view.tapKey("1") }
    #expect(view.text == "11")
    view.tapKey("⌫")
    #expect(view.text == "1")
    view.deleteBackward()
    view.deleteBackward()
    #expect(view.text == "")
  }

  @Test("KEY-14 keys tapped while the view is not first type nothing")
  func keysNeedFirstResponder() {
    let view = KeyInputTextView(customKeys: ["1"])
    let window = Fixture.window(with: view)
    view.tapKey("1")
    #expect(view.text == "")
    view.tap()
    view.tapKey("1")
    #expect(view.text == "1")
    #expect(window.firstResponder === view)
    #expect(view.keysView?.buttons.map(\.title) == ["1", "⌫"])
  }

  /// Records what a text field's delegate is asked, and answers as told.
  final class EditGate: TextFieldDelegate {
    var asked: [String] = []
    var allows = false

    func textField(
      _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    )
      -> Bool
    {
      asked.append("\(range.location)..<\(range.location + range.length) \(string)")
      return allows
    }
  }

  @Test(
    "KEY-14 the keyboard's edits ask a text field's delegate (typing, delete, paste, cut: the UTF-16 range replaced)"
  )
  func textFieldGate() {
    let field = TextField()
    field.text = "ab\u{915}\u{93F}"
    let window = Fixture.window(with: field, environment: Fixture.environment(pasteboard: "P"))
    field.tap()
    let gate = EditGate()
    field.delegate = gate
    let log = EventRecorder(field, only: [.editingChanged])
    let steps: [() -> Void] = [
      { field.keyboardInsertText("x") }, { field.keyboardDeleteBackward() }, { field.performEditAction(.paste) },
      { field.performEditAction(.cut) },
    ]
    for step in steps { step() }
    // The delete asks for the backward-deletion cluster only: the vowel sign.
    #expect(gate.asked == ["4..<4 x", "3..<4 ", "4..<4 P", "0..<4 "])
    #expect(field.text == "ab\u{915}\u{93F}")
    #expect(log.events == [])
    #expect(window.environment.pasteboardString == "P")
    gate.allows = true
    gate.asked = []
    for step in steps { step() }
    #expect(gate.asked == ["4..<4 x", "4..<5 ", "4..<4 P", "0..<5 "])
    #expect(field.text == "")
    #expect(window.environment.pasteboardString == "ab\u{915}\u{93F}P")
    #expect(log.events.count == 4)
  }

  @Test("KEY-14 insertText and deleteBackward sent from code ask no delegate, as UIKit (SO 4674023)")
  func codeBypassesTheGate() {
    let field = TextField()
    let window = Fixture.window(with: field)
    field.tap()
    let gate = EditGate()
    field.delegate = gate
    field.insertText("ab")
    field.deleteBackward()
    #expect(gate.asked.isEmpty)
    #expect(field.text == "a")
    #expect(window.firstResponder === field)
    // Return is not an edit: the keyboard sends it to insertText, which asks textFieldShouldReturn.
    field.keyboardInsertText("\n")
    #expect(gate.asked.isEmpty && field.text == "a")
  }
}

/// Declared accepted characters (KEY-2, KEY-9): an insertion with another character is refused whole.
@Suite struct AcceptedCharactersTests {
  @Test("KEY-2 a view that accepts only some characters refuses an insertion with another, whole, silently")
  func refusesWhole() {
    let view = KeyInputTextView()
    let window = Fixture.window(with: view)
    defer { withExtendedLifetime(window) {} }
    view.acceptsInsertion = AcceptedCharacters.decimalDigits.accepts
    let log = EventRecorder(view, only: [.editingChanged])
    view.tap()
    view.insertText("12")
    view.insertText("3a")
    view.insertText("٤")  // an Arabic-Indic digit is a decimal digit too
    #expect(view.text == "12٤")
    #expect(log.count(of: .editingChanged) == 2)
    #expect(AcceptedCharacters.alphanumerics.accepts("कि1") && !AcceptedCharacters.alphanumerics.accepts("a!"))
    #expect(AcceptedCharacters.only("0123").accepts("30") && !AcceptedCharacters.only("0123").accepts("4"))
  }
}

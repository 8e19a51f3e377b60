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
let ladderTexts = ["", "a", "ab", "hello world", "👨‍👩‍👧", "🇯🇵", "👍🏽", "e\u{301}", "a👨‍👩‍👧", "🇯🇵🇯🇵", "x\n"]

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

  /// Texts and what one delete leaves of them.
  static let deletions: [(String, String)] = [
    ("a", ""),
    ("ab", "a"),
    ("👨‍👩‍👧", ""),
    ("a👨‍👩‍👧", "a"),
    ("🇯🇵", ""),
    ("🇯🇵🇯🇵", "🇯🇵"),
    ("👍🏽", ""),
    ("ok👍🏽", "ok"),
    ("e\u{301}", ""),
    ("cafe\u{301}", "caf"),
    ("a\u{308}\u{301}", ""),
    ("x\r\n", "x"),
  ]

  @Test(
    "KEY-5 deleteBackward removes exactly the last extended grapheme cluster",
    arguments: KeyInputKind.allCases, deletions.indices)
  func deleteRemovesCluster(kind: KeyInputKind, index: Int) {
    let (text, expected) = Self.deletions[index]
    let subject = KeySubject(kind, text: text)
    subject.delete()
    #expect(subject.text == expected)
    #expect(subject.text.unicodeScalars.count == expected.unicodeScalars.count)
    #expect(subject.log.events == [.editingChanged])
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

  // MARK: KEY-7

  @Test(
    "KEY-7 inserting a Character then deleting gives back the text",
    arguments: KeyInputKind.allCases, ladderTexts)
  func roundTrip(kind: KeyInputKind, text: String) {
    var checked = 0
    for character in ladderCharacters where (text + String(character)).count == text.count + 1 {
      let subject = KeySubject(kind, text: text)
      subject.insert(String(character))
      subject.delete()
      #expect(subject.text == text, "after typing \(character.unicodeScalars.map(\.value))")
      #expect(subject.text.unicodeScalars.elementsEqual(text.unicodeScalars))
      checked += 1
    }
    #expect(checked >= ladderCharacters.count - 1)
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
    "KEY-11 a newline from the return key is inserted like any other text", arguments: KeyInputKind.allCases,
    ladderTexts)
  func newlineIsText(kind: KeyInputKind, text: String) {
    let subject = KeySubject(kind, text: text)
    subject.insert("\n")
    #expect(subject.text == text + "\n")
    #expect(subject.log.events == [.editingChanged])
    #expect(subject.control.isFirstResponder)
    #expect(subject.window.firstResponder === subject.control)
    subject.delete()
    #expect(subject.text == text)
  }
}

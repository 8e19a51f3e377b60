import InputConformance
@_spi(Harness) import InputPlatform
import InputReference
import Testing

@testable import InputImplementations

/// The DigitInputView port performs the corpus trigger as the component did at each commit.
@Suite struct DigitInputViewCorpusPortTests {
  /// A digit view in a window, opened by a tap on it (its tap recognizer focuses the hidden field).
  static func opened(_ version: CorpusBug.Version) -> (DigitInputViewPort.DigitInputView, TextField, Window) {
    let window = Window()
    let view = DigitInputViewPort.DigitInputView(version: version)
    window.addSubview(view)
    view.receiveTap()
    let field = DigitInputViewPort.hiddenField(of: view)!
    return (view, field, window)
  }

  @Test("B49 DigitInputView: an empty replacement on an empty field traps at the buggy commit (KEY-4)")
  func b49Buggy() async {
    let (_, field, window) = Self.opened(.buggy)
    #expect(window.firstResponder === field)
    await #expect(processExitsWith: .trap) {
      await MainActor.run {
        let (view, field, window) = DigitInputViewCorpusPortTests.opened(.buggy)
        withExtendedLifetime((view, window)) {
          field.keyboardInsertText("")  // iOS 12's one-time-code suggestion asks with "" first
        }
      }
    }
  }

  @Test("B49 DigitInputView: the fix ignores an empty replacement on an empty field (KEY-4)")
  func b49Fixed() {
    let (view, field, window) = Self.opened(.fixed)
    defer { withExtendedLifetime(window) {} }
    field.keyboardInsertText("")
    #expect(view.text == "")
    field.keyboardInsertText("1")
    field.keyboardInsertText("2")
    #expect(view.text == "12")
    #expect(DigitInputViewPort.shownDigits(of: view) == ["1", "2", nil, nil])
  }

  @Test("B49 DigitInputView: at both commits an empty replacement on digits deletes one (the second bug)")
  func b49EmptyReplacementDeletes() {
    for version in [CorpusBug.Version.buggy, .fixed] {
      let (view, field, window) = Self.opened(version)
      defer { withExtendedLifetime(window) {} }
      field.keyboardInsertText("1")
      field.keyboardInsertText("2")
      field.keyboardInsertText("")
      #expect(view.text == "1", "\(version)")
    }
  }

  @Test("B49 DigitInputView: the delete key on an empty field never reaches the delegate, at either commit")
  func b49DeleteKeyOnEmptyField() {
    for version in [CorpusBug.Version.buggy, .fixed] {
      let (view, field, window) = Self.opened(version)
      defer { withExtendedLifetime(window) {} }
      field.keyboardDeleteBackward()
      #expect(view.text == "")
      field.keyboardInsertText("7")
      field.keyboardDeleteBackward()
      #expect(view.text == "", "\(version)")
    }
  }

  @Test("B49 DigitInputView: the fourth digit finishes, a fifth is refused")
  func b49Finish() {
    let (view, field, window) = Self.opened(.fixed)
    defer { withExtendedLifetime(window) {} }
    let delegate = DigitInputViewPort.RecordingDelegate()
    view.delegate = delegate
    for digit in ["1", "2", "3", "4", "5"] { field.keyboardInsertText(digit) }
    #expect(view.text == "1234")
    #expect(delegate.finishes == 1)
    #expect(delegate.changes == 4)
  }

  @Test("B49 DigitInputView: the runner declarations drive the port (the fixed port never traps)")
  func b49Declarations() {
    let bug = DigitInputViewCorpus.b49
    #expect(bug.buggy?.name == "corpus/digitinputview/b49/buggy")
    #expect(bug.fixed?.name == "corpus/digitinputview/b49/fixed")
    var execution = CaseExecution(implementation: bug.fixed!, family: .key)
    execution.ignoring = Set(bug.fixed!.knownDeviations.map(\.clause))
    #expect(execution.run(events: [.tap, .type("")]).finding == nil)
  }

  @Test("B49 DigitInputView: the buggy declaration traps on the runner's empty insertion")
  func b49DeclarationTraps() async {
    await #expect(processExitsWith: .trap) {
      await MainActor.run {
        let buggy = DigitInputViewCorpus.b49.buggy!
        var execution = CaseExecution(implementation: buggy, family: .key)
        execution.ignoring = Set(buggy.knownDeviations.map(\.clause))
        _ = execution.run(events: [.tap, .type("")])
      }
    }
  }
}

import Foundation
import InputConformance
import InputGenerators
@_spi(Harness) import InputPlatform
import InputReference
import Testing

/// KEY-9's declared latitude (issue 32, item 4): a field that keeps the characters it accepts from an insertion, as
/// many as fit, rather than refusing the insertion whole (KAPinField's `sanitizeText()`), declares it
/// (`sanitizesInsertions`); the reference then does the same.
@MainActor @Suite struct SanitizedInsertionTests {
  /// A 4-digit code view that keeps the digits of each insertion, up to its length.
  final class CleaningCodeView: KeyInputTextView {
    override func insertText(_ text: String) {
      let digits = text.filter(\.isWholeNumber)
      let kept = String(digits.prefix(max(0, 4 - self.text.count)))
      guard !kept.isEmpty else { return }
      super.insertText(kept)
    }
  }

  static func view(declared: Bool) -> Implementation {
    var capabilities = Capabilities(kind: .keyInputView, families: [.resp, .key])
    capabilities.acceptsKeyInput = true
    capabilities.acceptedCharacters = .decimalDigits
    capabilities.codeLength = 4
    capabilities.sanitizesInsertions = declared
    return Implementation(name: "cleaning-code-view", capabilities: capabilities) { environment, capabilities in
      ReferenceImplementation.keyInputView(capabilities, window: Window(environment: environment)) {
        CleaningCodeView(codeLength: $0.codeLength, customKeys: [])
      }
    }
  }

  static let trace: [InputEvent] = [.tap, .type("a0"), .type("12345"), .deleteBackward, .type("9")]

  @Test("A view that keeps the digits of an insertion passes when it declares so, and breaks KEY-9 when it does not")
  func sanitizingIsDeclared() {
    let evaluator = InProcessEvaluator()
    let declared = evaluator.evaluate(
      .events(Self.trace), implementation: Self.view(declared: true), family: .key, settings: CaseSettings())
    #expect(declared.outcome.finding == nil, "\(String(describing: declared.outcome.finding))")
    let undeclared = evaluator.evaluate(
      .events(Self.trace), implementation: Self.view(declared: false), family: .key, settings: CaseSettings())
    #expect(undeclared.outcome.finding?.clause == ClauseID(.key, 9))
    #expect(undeclared.outcome.finding?.step == 2)
  }

  @Test("The reference that declares it keeps the accepted characters, up to its length, as one change")
  func referenceSanitizes() {
    let view = KeyInputTextView(codeLength: 4, customKeys: [])
    view.sanitizeInsertion = { current, inserted in String(inserted.filter(\.isWholeNumber).prefix(4 - current.count)) }
    let window = Window(environment: PlatformEnvironment())
    window.addSubview(view)
    _ = view.becomeFirstResponder()
    var changes = 0
    view.addAction(for: [.editingChanged]) { _, _ in changes += 1 }
    view.insertText("a0")
    view.insertText("12345")
    #expect(view.text == "0123")
    #expect(changes == 2)
    view.insertText("x")
    #expect(changes == 2)
  }
}

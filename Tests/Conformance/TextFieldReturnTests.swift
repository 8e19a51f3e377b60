import Foundation
import InputConformance
import InputGenerators
@_spi(Harness) import InputPlatform
import InputReference
import Testing

/// Return on a component built on a `UITextField` (issue 32, item 5): whether UIKit sends `editingDidEndOnExit` is
/// the answer of the component's own `textFieldShouldReturn`, which the reference cannot know, so it is never demanded;
/// a delegate that resigns on Return is declared (`returnResigns`), and the reference then resigns too.
@MainActor @Suite struct TextFieldReturnTests {
  /// A text-field component whose Return does what `returns` does instead of the platform's default.
  static func field(
    declaresReturnResigns: Bool, returns: @escaping @MainActor (KeyInputTextView) -> Void
  )
    -> Implementation
  {
    var capabilities = Capabilities(kind: .keyInputView, families: [.resp, .key])
    capabilities.acceptsKeyInput = true
    capabilities.host = .textField
    capabilities.returnResigns = declaresReturnResigns
    return Implementation(name: "text-field-return", capabilities: capabilities) { environment, capabilities in
      ReferenceImplementation.keyInputView(capabilities, window: Window(environment: environment)) { _ in
        ReturnHandlingField(codeLength: nil, customKeys: [], onReturn: returns)
      }
    }
  }

  /// A field whose delegate handles Return: `onReturn` runs in place of UIKit's default.
  final class ReturnHandlingField: KeyInputTextView {
    let onReturn: @MainActor (KeyInputTextView) -> Void

    init(codeLength: Int?, customKeys: [String], onReturn: @escaping @MainActor (KeyInputTextView) -> Void) {
      self.onReturn = onReturn
      super.init(codeLength: codeLength, customKeys: customKeys)
    }

    required init?(coder: NSCoder) { nil }

    override func insertText(_ text: String) {
      guard text == "\n" else { return super.insertText(text) }
      onReturn(self)
    }
  }

  static let trace: [InputEvent] = [.tap, .type("\n"), .type("a")]

  static func finding(_ implementation: Implementation) -> Finding? {
    InProcessEvaluator().evaluate(
      .events(trace), implementation: implementation, family: .key, settings: CaseSettings()
    )
    .outcome.finding
  }

  @Test("A field whose textFieldShouldReturn answers false sends no editingDidEndOnExit, and passes")
  func returnIgnored() {
    let finding = Self.finding(Self.field(declaresReturnResigns: false) { _ in })
    #expect(finding == nil, "\(String(describing: finding))")
  }

  @Test("A field that sends editingDidEndOnExit on Return passes too: the event is the delegate's choice")
  func returnSendsTheEvent() {
    let finding = Self.finding(Self.field(declaresReturnResigns: false) { $0.sendActions(for: .editingDidEndOnExit) })
    #expect(finding == nil, "\(String(describing: finding))")
  }

  @Test("A field whose delegate resigns on Return passes when it declares so, and is told apart when it does not")
  func returnResigns() {
    let resigns: @MainActor (KeyInputTextView) -> Void = { field in
      _ = field.resignFirstResponder()
      field.sendActions(for: .editingDidEndOnExit)
    }
    let declared = Self.finding(Self.field(declaresReturnResigns: true, returns: resigns))
    #expect(declared == nil, "\(String(describing: declared))")
    let undeclared = Self.finding(Self.field(declaresReturnResigns: false, returns: resigns))
    #expect(undeclared?.step == 2, "\(String(describing: undeclared))")
  }

  @Test("A field that inserts Return's newline into its text is still told apart")
  func returnInsertsNothing() {
    let finding = Self.finding(Self.field(declaresReturnResigns: false) { $0.text += "\n" })
    #expect(finding?.step == 2, "\(String(describing: finding))")
  }
}

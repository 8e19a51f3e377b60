import InputConformance
import InputReference

/// The DigitInputView bug of the corpus, declared for the runner.
public enum DigitInputViewCorpus {
  public static let bugs: [CorpusBug] = [b49]

  /// B49: an empty replacement string on an empty field is taken for backspace and traps.
  public static let b49 = CorpusBug(
    id: "B49", repository: "mnvoh/DigitInputView",
    issue: "https://github.com/mnvoh/DigitInputView/pull/10 (dup PR #7; crash report: issue #9)",
    buggyCommit: "41ad52c18b5c43e2ac8b0b96d4d2a3ee23d7534d", fixCommit: "d1e3527ae8ed5dac99d971e1be2d565fd056b5e0",
    clause: "KEY-4", expectedClause: "KEY-3",
    trigger: [
      "empty field",
      "the keyboard asks the delegate to replace the empty selection with an empty string "
        + "(iOS 12's one-time-code suggestion; the model's empty insertion)",
      "textField.text!.removeLast() on \"\" traps",
    ],
    buggy: implementation(.buggy), fixed: implementation(.fixed),
    needs: [],
    notPortable: nil)

  /// The port's declaration: a key-input view (a `UIView` with a hidden text field), judged on KEY.
  public static let capabilities: Capabilities = {
    var capabilities = Capabilities(kind: .keyInputView, families: [.key])
    capabilities.acceptsKeyInput = true
    capabilities.codeLength = 4  // `numberOfDigits`: the view refuses typing past its digits by design
    capabilities.host = .textField  // the hidden `UITextField` is what becomes first responder and takes the keys
    return capabilities
  }()

  static func implementation(_ version: CorpusBug.Version) -> Implementation {
    Implementation(
      name: "corpus/digitinputview/b49/\(version.rawValue)", capabilities: capabilities,
      knownDeviations: DigitInputViewPort.viewDeviations
    ) { environment, capabilities in
      let window = Window(environment: environment)
      let view = DigitInputViewPort.DigitInputView(version: version)
      return .responder(
        PlatformEmbeddedKeyInputDriver(component: view, window: window, capabilities: capabilities) { view.text })
    }
  }
}

extension DigitInputViewPort {
  /// What a `UIView` (not a `UIControl`) cannot do, whatever its code: send control events.
  static let viewDeviations: [KnownDeviation] = [
    KnownDeviation(
      ClauseID(.resp, 12), differingIn: [.controlEvents],
      because: "a UIView, not a UIControl: a tap sends no touchDown/touchUpInside"),
    KnownDeviation(
      ClauseID(.key, 8), differingIn: [.controlEvents],
      because: "a UIView, not a UIControl: edits are reported through its delegate, not editingChanged"),
    KnownDeviation(
      ClauseID(.key, 8), .invariant(saying: "0 editingChanged event(s) for one change"),
      because: "a UIView, not a UIControl: edits are reported through its delegate, not editingChanged"),
  ]
}

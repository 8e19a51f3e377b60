import InputConformance
import InputReference

/// The PinCodeTextField bug of the corpus: the app sets the text (`.setText`), the labels are compared with it
/// (KEY-12).
public enum PinCodeTextFieldCorpus {
  public static let bugs: [CorpusBug] = [b51]

  /// B51: text set from code is not shown; the labels keep the old code.
  public static let b51 = CorpusBug(
    id: "B51", repository: "tkach/PinCodeTextField", issue: "https://github.com/tkach/PinCodeTextField/issues/3",
    buggyCommit: "e0c6b909f9007daf3a53b67807746680bb3ef6b7", fixCommit: "1e25d6b3e6a442fe72e707b76933ab014113d6bc",
    clause: "no clause", expectedClause: "KEY-12",
    trigger: ["type 1234", "app sets text = \"\"", "becomeFirstResponder", "the labels still show 1234"],
    buggy: implementation(.buggy), fixed: implementation(.fixed), needs: [],
    notPortable: nil)

  /// The port's declaration: a 5-slot code view (`characterLimit` 5) of letters and digits (its
  /// `allowedCharacterSet`) that shows its text in labels and whose text the app sets; a `UIView` adopting
  /// `UIKeyInput`, judged on KEY.
  public static let capabilities: Capabilities = {
    var capabilities = Capabilities(kind: .keyInputView, families: [.key])
    capabilities.acceptsKeyInput = true
    capabilities.codeLength = 5
    capabilities.showsText = true
    capabilities.appSetsText = true
    capabilities.acceptedCharacters = .alphanumerics  // `allowedCharacterSet`'s default
    // `insertText` ends editing on a newline (asks `textFieldShouldReturn`, then resigns): KEY-11's latitude.
    capabilities.returnResigns = true
    // It resigns once its last slot fills (after asking `textFieldShouldEndEditing`): a declared choice.
    capabilities.resignsWhenFilled = true
    return capabilities
  }()

  static func implementation(_ version: CorpusBug.Version) -> Implementation {
    Implementation(
      name: "corpus/pincodetextfield/b51/\(version.rawValue)", capabilities: capabilities,
      knownDeviations: DigitInputViewPort.viewDeviations
    ) { environment, capabilities in
      let window = Window(environment: environment)
      let field = PinCodeTextFieldPort.PinCodeTextField(version: version)
      let delegate = PinCodeTextFieldPort.RecordingDelegate()
      field.delegate = delegate
      let base = PlatformEmbeddedKeyInputDriver(component: field, window: window, capabilities: capabilities) {
        field.text ?? ""
      }
      let hooks = KeyInputHooks(
        setText: { field.text = $0 },
        shownText: { PinCodeTextFieldPort.shownCharacters(of: field).compactMap { $0 }.joined() })
      return .responder(CorpusKeyInputDriver(base: base, hooks: hooks, retaining: [delegate]))
    }
  }
}

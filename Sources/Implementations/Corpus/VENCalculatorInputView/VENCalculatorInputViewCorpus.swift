import Foundation
import InputConformance
@_spi(Harness) import InputPlatform
import InputReference

/// The VENCalculatorInputView bug of the corpus: the keys of the calculator's input view (`.tapKey`) against
/// the app delegate's change limit (KEY-14).
public enum VENCalculatorInputViewCorpus {
  public static let bugs: [CorpusBug] = [b55]

  /// B55: the calculator's keys bypass the text field delegate's edit gate.
  public static let b55 = CorpusBug(
    id: "B55", repository: "venmo/VENCalculatorInputView",
    issue: "https://github.com/venmo/VENCalculatorInputView/pull/17",
    buggyCommit: "7c964262725a2c0d8825286ef5aafeafb45c6bc9", fixCommit: "05a819bfd2fe71d712a256b0c32c3c082aea12e9",
    clause: "no clause", expectedClause: "KEY-14",
    trigger: ["delegate refuses more than 3 characters", "tap 4 keys of the calculator", "4 characters"],
    buggy: implementation(.buggy), fixed: implementation(.fixed), needs: [],
    notPortable: nil)

  /// The port's declaration: a `UITextField` whose input view is the calculator, with an app delegate that
  /// refuses more than 3 characters. The declared keys are the digits (the delete key is always there): the operator keys
  /// evaluate the expression (an app-level calculator the reference does not model), and the decimal key
  /// reads index -1 on an empty field at both commits (a second bug, see the fidelity tests).
  public static let capabilities: Capabilities = {
    var capabilities = Capabilities(kind: .keyInputView, families: [.key])
    capabilities.acceptsKeyInput = true
    capabilities.host = .textField
    capabilities.changeLimit = 3
    capabilities.customKeys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]  // and the delete key, "⌫"
    return capabilities
  }()

  static func implementation(_ version: CorpusBug.Version) -> Implementation {
    Implementation(name: "corpus/vencalculatorinputview/b55/\(version.rawValue)", capabilities: capabilities) {
      environment, capabilities in
      let window = Window(environment: environment)
      let field = VENCalculatorPort.VENCalculatorInputTextField(
        version: version, currentLocale: Locale(identifier: "en_US_POSIX"))
      let limit = CharacterLimit(limit: capabilities.changeLimit ?? 3)
      field.delegate = limit
      let base = PlatformEmbeddedKeyInputDriver(component: field, window: window, capabilities: capabilities) {
        field.text ?? ""
      }
      return .responder(
        CorpusKeyInputDriver(
          base: base,
          tapKey: { title in
            guard let input = field.inputView as? VENCalculatorPort.VENCalculatorInputView else { return }
            VENCalculatorPort.key(title, in: input)?.tap()
          }, retaining: [limit]))
    }
  }
}

/// The harness app's delegate: it refuses any change leaving more than `limit` characters (`Character`s, as
/// the declared change limit counts them; the fidelity tests' `LengthLimit` counts UTF-16 units, as NSString).
final class CharacterLimit: TextFieldDelegate {
  let limit: Int
  init(limit: Int) { self.limit = limit }

  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  )
    -> Bool
  {
    let text = NSString(string: textField.text ?? "")
    return string.isEmpty || text.replacingCharacters(in: range, with: string).count <= limit
  }
}

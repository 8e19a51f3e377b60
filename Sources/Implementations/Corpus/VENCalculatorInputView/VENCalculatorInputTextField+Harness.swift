import Foundation
import InputReference

// The harness half of the `VENCalculatorInputTextField` port: instrumentation, not part of the component (the port is in
// `VENCalculatorInputTextField.swift`).

extension VENCalculatorPort {
  /// The calculator key titled `title` in the presented input view (`⌫` for the backspace key).
  static func key(_ title: String, in inputView: VENCalculatorInputView) -> Button? {
    inputView.subviews.compactMap { $0 as? Button }.first { ($0.title ?? "⌫") == title }
  }

  /// A delegate that refuses any change leaving more than `limit` characters (UTF-16, as NSString counts).
  final class LengthLimit: TextFieldDelegate {
    let limit: Int
    init(limit: Int) { self.limit = limit }

    func textField(
      _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    )
      -> Bool
    {
      let text = NSString(string: textField.text ?? "")
      return text.replacingCharacters(in: range, with: string).utf16.count <= limit
    }
  }
}

// The declaration of alexiscreuzot/KAPinField@5abe6d3 for `scripts/check-upstream KAPinField DIR`: a 4-digit code
// field, a `UITextField` whose keys go to an invisible field inside it; the app hears the code through its delegate.
import InputConformance
import UIKit

@MainActor public let upstream = [
  KeyInputDeclaration(name: "KAPinField", make: { KAPinField() }, text: ComponentMember(\.text)) { field in
    field.codeLength = 4  // properties.numberOfCharacters
    field.acceptedCharacters = .only("0123456789")  // properties.validCharacters
    field.sanitizesInsertions = true  // sanitizeText() keeps the valid characters, up to numberOfCharacters
    field.setsText = ComponentMember(\.text)
    // What it shows: its attributed text, each empty slot's token (properties.token) aside.
    field.shownText = ComponentMember(
      "attributedText",
      reading: { (field: KAPinField) in
        (field.attributedText?.string ?? "").filter { $0 != field.properties.token }
      })
    field.refreshesAppearance = ComponentMember("reloadAppearance()", calling: { $0.reloadAppearance() })
    field.completions = .listen("KAPinFieldDelegate.pinField(_:didFinishWith:)") { field, report in
      let app = PinFieldApp(report)
      field.updateProperties { $0.delegate = app }  // the README's setup, once the field is on screen
      return app
    }
  }.implementation
]

/// The app: it keeps each code the field finishes.
final class PinFieldApp: KAPinFieldDelegate {
  let report: (String) -> Void
  init(_ report: @escaping (String) -> Void) { self.report = report }
  func pinField(_ field: KAPinField, didFinishWith code: String) { report(code) }
}

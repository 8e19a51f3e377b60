// The declaration of alexiscreuzot/KAPinField for B52 (buggy b20f119, fixed ac946ee), B53 (5c0a966, 7f0a60f) and
// B54 (ef1caa4, a213c42), for `scripts/check-upstream KAPinField2019 DIR`; one file for the six commits, whose
// public API is the same. Written from the README, which is
// the same at 5c0a966, 7f0a60f, ef1caa4, a213c42 and b20f119: a `UITextField` subclass ("declare it as
// `KAPinField`"), configured through `properties` (numberOfCharacters "Default to 4", validCharacters "Default to
// only numbers, \"0123456789\"", token "Default to \"•\""), styled through `appearance`, whose delegate, set
// in viewDidLoad ("pinField.properties.delegate = self"), hears `pinField(_:didFinishWith:)`.
import InputConformance
import UIKit

@MainActor public let upstream = [
  KeyInputDeclaration(name: "KAPinField", make: { KAPinField() }, text: ComponentMember(\.text)) { field in
    field.codeLength = 4  // properties.numberOfCharacters
    field.acceptedCharacters = .only("0123456789")  // properties.validCharacters
    field.sanitizesInsertions = true  // sanitizeText() keeps the valid characters, up to numberOfCharacters
    // The README's `properties.text` does not exist at this commit; the public setter is the `text` override.
    field.setsText = ComponentMember(\.text)
    // What it shows: its attributed text, each empty slot's token (properties.token) aside.
    field.shownText = ComponentMember(
      "attributedText",
      reading: { (field: KAPinField) in
        (field.attributedText?.string ?? "").filter { $0 != field.properties.token }
      })
    // A re-render: the README's styling through `appearance` (its didSet reloads the appearance), here unchanged.
    field.refreshesAppearance = ComponentMember("appearance", calling: { $0.appearance = $0.appearance })
    field.completions = .listen("KAPinFieldDelegate.pinField(_:didFinishWith:)") { field, report in
      let app = PinFieldApp(report)
      field.properties.delegate = app  // the README's setup, once the field is on screen
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

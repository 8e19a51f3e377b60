// The declaration of tkach/PinCodeTextField@11f01f7 for `scripts/check-upstream PinCodeTextField DIR`: a `UIView`
// adopting `UIKeyInput` that shows each character in a label of its own.
import InputConformance
import UIKit

@MainActor public let upstream = [
  KeyInputDeclaration(name: "PinCodeTextField", make: { PinCodeTextField() }, text: ComponentMember(\.text)) { field in
    field.families = [.key]  // as the corpus port: a code view, judged on its key input
    field.codeLength = 4  // characterLimit
    field.acceptedCharacters = .alphanumerics  // allowedCharacterSet
    field.returnResigns = true  // insertText resigns on a newline, after textFieldShouldReturn (L331-334)
    field.resignsWhenFilled = true  // and once the code is complete, after textFieldShouldEndEditing (L340-343)
    field.setsText = ComponentMember(\.text)
    field.shownText = ComponentMember("its labels") { view in
      view.subviews.compactMap { ($0 as? UILabel)?.text }.joined()
    }
    field.knownDeviations = viewDeviations
  }.implementation
]

/// What a `UIView` that is no `UIControl` cannot do, whatever its code: send control events.
let viewDeviations = [
  KnownDeviation(ClauseID(.resp, 12), differingIn: [.controlEvents], because: "a UIView: a tap sends no touch events"),
  KnownDeviation(ClauseID(.key, 8), differingIn: [.controlEvents], because: "a UIView: no editingChanged"),
  KnownDeviation(
    ClauseID(.key, 8), .invariant(saying: "0 editingChanged event(s) for one change"),
    because: "a UIView: no editingChanged"),
]

// The declaration of tkach/PinCodeTextField for B51 (buggy e0c6b90, fixed 1e25d6b), for
// `scripts/check-upstream --swift-version 4 PinCodeTextField_e0c6b90 DIR` (Swift 3 code: `String.characters`); the
// same file for both commits (the public API is the same at both: only `text` gains a didSet). A `UIView` adopting `UIKeyInput` (README: "Based on UIView + UIKeyInput
// protocol") that shows each character in a label of its own (Pod/Common/PinCodeTextField.swift L126-146).
import InputConformance
import UIKit

@MainActor public let upstream = [
  KeyInputDeclaration(name: "PinCodeTextField", make: { PinCodeTextField() }, text: ComponentMember(\.text)) { field in
    field.families = [.key]  // as the declaration of the later commit: a code view, judged on its key input
    field.codeLength = 5  // characterLimit, default 5 at these commits (L19)
    field.acceptedCharacters = .alphanumerics  // allowedCharacterSet, default CharacterSet.alphanumerics (L37)
    field.setsText = ComponentMember(\.text)  // `@IBInspectable public var text: String?` (L22)
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

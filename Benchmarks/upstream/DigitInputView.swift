// The declaration of mnvoh/DigitInputView@0bb3bb6 for `scripts/check-upstream DigitInputView DIR`: a `UIView` whose
// hidden text field takes the keys; the app hears a finished code through its delegate.
import InputConformance
import UIKit

@MainActor public let upstream = [
  KeyInputDeclaration(name: "DigitInputView", make: { DigitInputView(frame: .zero) }, text: ComponentMember(\.text)) {
    view in
    view.families = [.key]  // as the corpus port: a code view, judged on its key input
    view.codeLength = 4  // numberOfDigits
    view.completions = .listen("DigitInputViewDelegate.digitsDidFinish(digitInputView:)") { view, report in
      let app = DigitsApp(report)
      view.delegate = app
      return app
    }
    view.knownDeviations = viewDeviations
  }.implementation
]

/// The app: it keeps each code the view finishes.
final class DigitsApp: DigitInputViewDelegate {
  let report: (String) -> Void
  init(_ report: @escaping (String) -> Void) { self.report = report }
  func digitsDidChange(digitInputView: DigitInputView) {}
  func digitsDidFinish(digitInputView: DigitInputView) { report(digitInputView.text) }
}

/// What a `UIView` that is no `UIControl` cannot do, whatever its code: send control events.
let viewDeviations = [
  KnownDeviation(ClauseID(.resp, 12), differingIn: [.controlEvents], because: "a UIView: a tap sends no touch events"),
  KnownDeviation(ClauseID(.key, 8), differingIn: [.controlEvents], because: "a UIView: no editingChanged"),
  KnownDeviation(
    ClauseID(.key, 8), .invariant(saying: "0 editingChanged event(s) for one change"),
    because: "a UIView: no editingChanged"),
]

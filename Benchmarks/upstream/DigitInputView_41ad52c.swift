// The declaration of mnvoh/DigitInputView for B49 (buggy 41ad52c, fixed d1e3527), for
// `scripts/check-upstream DigitInputView_41ad52c DIR`; the same file for both commits (the README and the public API
// are the same at both). A `UIView` whose hidden text field takes the keys (DigitInputView.swift L229-234, L345-375);
// the app hears a finished code through its delegate (L29-32, L127, L307).
import InputConformance
import UIKit

@MainActor public let upstream = [
  KeyInputDeclaration(name: "DigitInputView", make: { DigitInputView() }, text: ComponentMember(\.text)) { view in
    view.families = [.key]  // as the declaration of the later commit: a code view, judged on its key input
    view.codeLength = 4  // README "numberOfDigits … Default: 4" (L39)
    // acceptableCharacters: README "Default: nil" (L83): any character; not declared.
    // What it shows: one UILabel per digit, its own subviews (L252-265), filled by didChange (L281-294).
    view.shownText = ComponentMember("its labels") { view in
      view.subviews.compactMap { ($0 as? UILabel)?.text }.joined()
    }
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

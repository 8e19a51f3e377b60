import InputConformance
import InputGenerators
import InputReference

/// Code-view mutants (KEY-12, KEY-13, KEY-14), mostly on a four-digit code view with its own keys, a gate of
/// three characters, shown digits and an app setter (``ReferenceImplementations/codeView``).
extension KeyInputMutants {
  static let codeViewMutants: [Mutant] = [
    shownTextMissesAppSet, refreshReportsCompletionAgain, completionOnlyOnFirstFill, customKeysBypassGate,
  ]

  /// The view draws its digits itself and redraws them only on key input, so text set from code is
  /// not shown (PinCodeTextField 3). KEY-12: what the view shows equals its text after every event,
  /// "including when the app sets the text from code". Minimal trace (1): app sets the text to "1".
  static let shownTextMissesAppSet = Mutant(
    id: "shown-text-misses-app-set", bugClass: 12,
    summary: "the code view redraws its digits on key input only, not when the app sets the text",
    clause: ClauseID(.key, 12), minimalTrace: [.setText("1")],
    implementation: KeyInputCodeViewBuild.codeView("shown-text-misses-app-set") { arguments in
      let view = KeyInputDrawnDigitsView(codeLength: arguments.codeLength, customKeys: arguments.customKeys)
      return (view, KeyInputCodeViewBuild.Overrides(shownText: { view.drawnDigits }))
    })

  /// The view's redraw runs the "all slots filled" check again and reports completion each time it
  /// draws a full code (KAPinField before "Avoid double result"). KEY-13: never on a refresh that
  /// changes nothing. Minimal trace (2): app sets the text to "1234" (a full code, no completion: it
  /// is not key input), the view re-renders.
  static let refreshReportsCompletionAgain = Mutant(
    id: "refresh-reports-completion-again", bugClass: 21,
    summary: "the code view's redraw reports completion whenever every slot is filled",
    clause: ClauseID(.key, 13), minimalTrace: [.setText("1234"), .refreshAppearance],
    implementation: KeyInputCodeViewBuild.codeView("refresh-reports-completion-again") { arguments in
      let view = KeyInputTextView(codeLength: arguments.codeLength, customKeys: arguments.customKeys)
      return (
        view,
        KeyInputCodeViewBuild.Overrides(refreshAppearance: {
          view.refreshAppearance()
          if let length = view.codeLength, view.text.count == length { view.onComplete?(view.text) }
        })
      )
    })

  /// The view reports completion behind a `didComplete` flag that is set at the first fill and never
  /// reset (KAPinField 16), on the pin view (four digits, system keyboard, no gate). KEY-13: completion
  /// "again after a delete and a refill". Minimal trace (4): tap, type "1234" (the first fill), delete,
  /// type "4" (the refill).
  static let completionOnlyOnFirstFill = Mutant(
    id: "completion-only-on-first-fill", bugClass: 12,
    summary: "the code view reports completion only the first time its slots fill, not after a delete and a refill",
    clause: ClauseID(.key, 13), minimalTrace: [.tap, .type("1234"), .deleteBackward, .type("4")],
    implementation: KeyInputCodeViewBuild.codeView(
      "completion-only-on-first-fill", like: ReferenceImplementations.pinView
    ) { arguments in
      (FirstFillOnlyCodeView(codeLength: arguments.codeLength, customKeys: arguments.customKeys), .init())
    })

  /// The view's own keys insert through a path that does not ask the `shouldChangeText` gate, as
  /// keys calling `UITextField.insertText(_:)` do (VENCalculatorInputView PR 17). KEY-14: a refused
  /// change changes nothing. Minimal trace (3): app sets "123" (the gate's three characters), tap,
  /// tap the key "1" — the gate refuses a fourth character.
  static let customKeysBypassGate = Mutant(
    id: "custom-keys-bypass-gate", bugClass: 15,
    summary: "the code view's own keys insert text without asking the shouldChangeText gate",
    clause: ClauseID(.key, 14), minimalTrace: [.setText("123"), .tap, .tapKey("1")],
    implementation: KeyInputCodeViewBuild.codeView("custom-keys-bypass-gate") { arguments in
      (UngatedKeysView(codeLength: arguments.codeLength, customKeys: arguments.customKeys), .init())
    })
}

/// Builds code-view mutants wired as ``ReferenceImplementation/keyInputView(_:window:make:)`` wires
/// the reference code views (gate, completion log, app setter), except for what the mutant overrides:
/// what it shows, and how it re-renders.
enum KeyInputCodeViewBuild {
  /// The hooks a mutant replaces; `nil` keeps the reference's.
  struct Overrides {
    var shownText: (() -> String)?
    var refreshAppearance: (() -> Void)?
  }

  /// The configuration the view is made with.
  struct Arguments {
    var codeLength: Int?
    var customKeys: [String]
  }

  static func codeView(
    _ id: String, like base: Implementation = ReferenceImplementations.codeView,
    make: @escaping @MainActor @Sendable (Arguments) -> (KeyInputTextView, Overrides)
  ) -> Implementation {
    let capabilities = MutantBuild.capabilities(of: base, families: [.key])
    return Implementation(name: MutantBuild.name(id), capabilities: capabilities) { environment in
      let (view, overrides) = make(Arguments(codeLength: capabilities.codeLength, customKeys: capabilities.customKeys))
      if let limit = capabilities.changeLimit {
        view.shouldChangeText = { current, replacement in
          replacement.isEmpty || (current + replacement).count <= limit
        }
      }
      let completions = ResultLog()
      view.onComplete = { completions.values.append([$0]) }
      let hooks = KeyInputHooks(
        setText: capabilities.appSetsText ? { view.setText($0) } : nil,
        shownText: capabilities.showsText ? (overrides.shownText ?? { view.shownText }) : nil,
        completions: capabilities.codeLength == nil ? nil : { completions.values.compactMap { $0?.first } },
        refreshAppearance: overrides.refreshAppearance ?? { view.refreshAppearance() })
      return .responder(
        PlatformKeyInputDriver(
          control: view, window: Window(environment: environment), capabilities: capabilities, text: { view.text },
          hooks: hooks))
    }
  }
}

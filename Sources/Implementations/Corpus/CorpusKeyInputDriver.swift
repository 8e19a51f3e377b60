import InputConformance
import InputDriving
import InputGenerators
@_spi(Harness) import InputPlatform
import InputReference

/// A key-input driver for corpus ports whose keys go to a responder inside them (PlatformEmbeddedKeyInputDriver),
/// with what that driver does not offer: the app setting the text, what the view shows, its completions, a
/// re-render (``KeyInputHooks``) and a tap on a key of its own input view. Everything else is forwarded.
final class CorpusKeyInputDriver: ResponderDriver, KeyInputDriver {
  let base: PlatformEmbeddedKeyInputDriver
  private let hooks: KeyInputHooks
  private let tapKeyHook: ((String) -> Void)?
  /// Keeps whatever the port needs alive (its delegate, run loop) for as long as the driver.
  private let retained: [AnyObject]

  init(
    base: PlatformEmbeddedKeyInputDriver, hooks: KeyInputHooks = KeyInputHooks(), tapKey: ((String) -> Void)? = nil,
    retaining retained: [AnyObject] = []
  ) {
    self.base = base
    self.hooks = hooks
    self.tapKeyHook = tapKey
    self.retained = retained
  }

  var capabilities: Capabilities { base.capabilities }

  // MARK: Key input
  func type(_ text: String) { base.type(text) }
  func deleteBackward() { base.deleteBackward() }
  var text: String { base.text }
  var hasText: Bool { base.hasText }
  func setText(_ text: String) { hooks.setText?(text) }
  func tapKey(_ title: String) { if base.isFirstResponder { tapKeyHook?(title) } }
  func refreshAppearance() { hooks.refreshAppearance?() }
  var shownText: String? { hooks.shownText?() }
  var completions: [String]? { hooks.completions?() }

  // MARK: User
  func tap() { base.tap() }
  func touchUpOutside() { base.touchUpOutside() }
  func touchCancel() { base.touchCancel() }
  @discardableResult func tapAccessory(_ role: AccessoryRole) -> Bool { base.tapAccessory(role) }

  // MARK: System
  func becomeFirstResponder() -> Bool { base.becomeFirstResponder() }
  func resignFirstResponder() -> Bool { base.resignFirstResponder() }
  func focusOther() { base.focusOther() }
  func removeFromWindow() { base.removeFromWindow() }
  func addToWindow() { base.addToWindow() }
  func setHidden(_ hidden: Bool) { base.setHidden(hidden) }
  func setEnabled(_ enabled: Bool) { base.setEnabled(enabled) }
  func setOtherRefusesToResign(_ refuses: Bool) { base.setOtherRefusesToResign(refuses) }
  func reloadInputViews() { base.reloadInputViews() }
  func readInputViews() -> Bool { base.readInputViews() }
  func endEditing() { base.endEditing() }
  func hostDisappears() { base.hostDisappears() }
  func hostReappears() { base.hostReappears() }
  func releaseHost() { base.releaseHost() }
  func setKeyWindow(_ isKey: Bool) { base.setKeyWindow(isKey) }

  // MARK: Observations
  var isFirstResponder: Bool { base.isFirstResponder }
  var otherIsFirstResponder: Bool { base.otherIsFirstResponder }
  var otherRefusesToResign: Bool { base.otherRefusesToResign }
  var isInWindow: Bool { base.isInWindow }
  var keyboard: KeyboardObservation {
    var observation = base.keyboard
    // Buttons in the input view are keys a person can type with (RESP-22), as PlatformDriver reads them.
    if observation.content == .otherView, let input = base.window.keyboard?.inputView,
      input.firstDescendant(ofType: Button.self) != nil
    {
      observation.content = .keys
    }
    return observation
  }
  var controlEvents: [ControlEvent] { base.controlEvents }
  var isEnabled: Bool { base.isEnabled }
  var answers: ResponderAnswers? { base.answers }
  var isKeyWindow: Bool? { base.isKeyWindow }
}

import InputDriving
import InputGenerators
@_spi(Harness) import InputPlatform
import InputReference

/// The free driver for a key-input component whose keys go to a responder inside it, such as the
/// hidden text field of a PIN or code view (DigitInputView, KAPinField), or to the component itself.
///
/// It puts the component in a window beside another text field, as ``PlatformDriver`` does, but the
/// component may be any view: a person's tap is delivered through gesture recognizers
/// (``View/receiveTap()``); the component counts as first responder when it or a view inside it is
/// the window's first responder; the keyboard types into that responder, a text field through the
/// keyboard's path (its delegate's edit gate, ``TextField/keyboardInsertText(_:)``). A component
/// that is not a control sends no control events; touches reach it as a control's touches, or
/// through its own touch handling (``TouchHandling``), or not at all.
public final class PlatformEmbeddedKeyInputDriver: ResponderDriver, KeyInputDriver {
  /// The window the component lives in.
  public let window: Window
  /// The component under test.
  public let component: View
  /// Another responder in the same window (RESP-5).
  public let other = StubbornTextField()
  public let capabilities: Capabilities
  /// The component's text, as the app reads it (shared with a device driver of the same component).
  let readText: () -> String
  /// What else the component offers the app.
  let hooks: KeyInputHooks
  private var recordedEvents: [ControlEvent] = []

  /// Creates the driver; adds `component` and another field to `window`. `text` reads the component's text,
  /// `hooks` what else it offers (the app setting the text, what it shows, its completions, a re-render).
  public init(
    component: View, window: Window, capabilities: Capabilities, text: @escaping () -> String,
    hooks: KeyInputHooks = KeyInputHooks()
  ) {
    self.component = component
    self.window = window
    self.capabilities = capabilities
    self.readText = text
    self.hooks = hooks
    window.addSubview(component)
    window.addSubview(other)
    (component as? Control)?.addAction(for: Set(ControlEvent.allCases)) { [weak self] _, event in
      self?.recordedEvents.append(event)
    }
  }

  /// The window's first responder when it is the component or inside it.
  public var embeddedFirstResponder: Responder? {
    guard let first = window.firstResponder as? View, first.isDescendant(of: component) else { return nil }
    return first
  }

  // MARK: User

  public func tap() { component.receiveTap() }

  public func touchUpOutside() {
    if let control = component as? Control {
      control.touchBegan()
      control.touchEnded(inside: false)
    } else if let handler = component as? any TouchHandling {
      handler.touchesBegan()
      handler.touchesEnded(inside: false)
    } else {
      component.receiveTouchMethods(endingInside: false)
    }
  }

  public func touchCancel() {
    if let control = component as? Control {
      control.touchBegan()
      control.touchCancelled()
    } else if let handler = component as? any TouchHandling {
      handler.touchesBegan()
      handler.touchesCancelled()
    } else {
      component.receiveCancelledTouchMethods()
    }
  }

  @discardableResult
  public func tapAccessory(_ role: AccessoryRole) -> Bool {
    guard let accessory = window.keyboard?.accessory else { return false }
    for view in accessory.selfAndDescendants {
      if let toolbar = view as? Toolbar,
        let item = toolbar.items?.first(where: { $0.title.flatMap(AccessoryRole.init(title:)) == role })
      {
        toolbar.receiveTap(on: item)
        return true
      }
      if let button = view as? Button, button.title.flatMap(AccessoryRole.init(title:)) == role {
        button.receiveTap()
        return true
      }
    }
    return false
  }

  public func type(_ text: String) {
    if let input = embeddedFirstResponder as? any KeyInput { SystemKeyboard.type(text, into: input) }
  }

  public func deleteBackward() {
    if let input = embeddedFirstResponder as? any KeyInput { SystemKeyboard.deleteBackward(in: input) }
  }

  // MARK: System

  public func becomeFirstResponder() -> Bool { component.becomeFirstResponder() }
  public func resignFirstResponder() -> Bool { component.resignFirstResponder() }
  public func focusOther() { other.becomeFirstResponder() }
  public func removeFromWindow() { component.removeFromSuperview() }

  public func addToWindow() {
    if component.window == nil { window.addSubview(component) }
  }

  public func setHidden(_ hidden: Bool) { component.isHidden = hidden }
  public func setEnabled(_ enabled: Bool) { (component as? Control)?.isEnabled = enabled }

  // The window's events reach an embedded responder as they reach any responder (RESP-5, RESP-20, RESP-23).
  public func endEditing() { _ = window.endEditing(true) }
  public func hostDisappears() { window.hostDisappears() }
  public func hostReappears() { window.hostReappears() }

  public func setKeyWindow(_ isKey: Bool) {
    if isKey { window.makeKey() } else { window.resignKey() }
  }
  public func setOtherRefusesToResign(_ refuses: Bool) { other.refusesToResign = refuses }
  public func reloadInputViews() { component.reloadInputViews() }

  public func readInputViews() -> Bool {
    let responder = embeddedFirstResponder ?? component
    let input = responder.inputView
    let accessory = responder.inputAccessoryView
    if responder.isFirstResponder, let area = window.keyboard {
      return input === area.inputView && accessory === area.accessory
    }
    return input === responder.inputView && accessory === responder.inputAccessoryView
  }

  // MARK: Observations

  public var isFirstResponder: Bool { embeddedFirstResponder != nil }
  public var otherIsFirstResponder: Bool { other.isFirstResponder }
  public var otherRefusesToResign: Bool { other.refusesToResign }
  public var isInWindow: Bool { component.window != nil }
  public var controlEvents: [ControlEvent] { recordedEvents }
  /// The component's own state when it is a control; a view that is not one is always enabled.
  public var isEnabled: Bool { (component as? Control)?.isEnabled ?? true }
  public var isKeyWindow: Bool? { window.isKeyWindow }

  public var keyboard: KeyboardObservation {
    guard let area = window.keyboard else { return .hidden }
    let content: KeyboardObservation.Content =
      if area.showsSystemKeyboard {
        .systemKeyboard
      } else if let input = area.inputView {
        // As for any control: buttons in the input view are keys (RESP-22).
        PlatformDriver.content(of: input)
      } else {
        .nothing
      }
    return KeyboardObservation(
      content: content, accessoryRoles: area.accessory.map(PlatformDriver.roles(in:)) ?? [],
      hasAccessory: area.accessory != nil)
  }

  public var text: String { readText() }

  public func setText(_ text: String) { hooks.setText?(text) }
  public func refreshAppearance() { hooks.refreshAppearance?() }
  public var shownText: String? { hooks.shownText?() }
  public var completions: [String]? { hooks.completions?() }

  /// Taps the key titled `title` in the presented input view, as a person would.
  public func tapKey(_ title: String) {
    guard isFirstResponder, let input = window.keyboard?.inputView else { return }
    input.selfAndDescendants.compactMap { $0 as? Button }.first { $0.title == title }?.receiveTap()
  }

  public var hasText: Bool {
    ((embeddedFirstResponder as? any KeyInput) ?? (component as? any KeyInput) ?? firstKeyInput)?.hasText ?? false
  }

  /// The first key-input view inside the component, when nothing in it is first.
  private var firstKeyInput: (any KeyInput)? {
    var found: (any KeyInput)?
    component.walk { view in
      found = view as? any KeyInput
      return found == nil
    }
    return found
  }
}

@_spi(Harness) import InputPlatform
import InputReference

/// The free driver for a key-input responder written on the platform model.
public final class PlatformKeyInputDriver: PlatformDriver, KeyInputDriver {
  /// The component's text, as the app reads it (shared with a device driver of the same component).
  let readText: () -> String
  /// What else the component offers the app.
  let hooks: KeyInputHooks

  /// Creates the driver; `text` reads the component's text, `hooks` what else it offers.
  public init(
    control: Control, window: Window, capabilities: Capabilities, text: @escaping () -> String,
    hooks: KeyInputHooks = KeyInputHooks()
  ) {
    self.readText = text
    self.hooks = hooks
    super.init(control: control, window: window, capabilities: capabilities)
  }

  public func setText(_ text: String) { hooks.setText?(text) }
  public func refreshAppearance() { hooks.refreshAppearance?() }
  public var shownText: String? { hooks.shownText?() }
  public var completions: [String]? { hooks.completions?() }

  /// Taps the key titled `title` in the presented input view, as a person would.
  public func tapKey(_ title: String) {
    guard let input = window.keyboard?.inputView else { return }
    let key = input.selfAndDescendants.compactMap { $0 as? Button }.first { $0.title == title }
    key?.tap()
  }

  public func type(_ text: String) {
    guard isFirstResponder, let input = control as? any KeyInput else { return }
    SystemKeyboard.type(text, into: input)
  }

  public func deleteBackward() {
    guard isFirstResponder, let input = control as? any KeyInput else { return }
    SystemKeyboard.deleteBackward(in: input)
  }

  public var text: String { readText() }
  public var hasText: Bool { (control as? any KeyInput)?.hasText ?? false }
}

/// What a key-input component offers beyond its text, where it has it.
nonisolated public struct KeyInputHooks {
  /// How the app sets the text (KEY-12).
  public var setText: ((String) -> Void)?
  /// What the component shows (KEY-12).
  public var shownText: (() -> String)?
  /// Every code it reported complete (KEY-13).
  public var completions: (() -> [String])?
  /// A re-render (KEY-13).
  public var refreshAppearance: (() -> Void)?

  public init(
    setText: ((String) -> Void)? = nil, shownText: (() -> String)? = nil, completions: (() -> [String])? = nil,
    refreshAppearance: (() -> Void)? = nil
  ) {
    self.setText = setText
    self.shownText = shownText
    self.completions = completions
    self.refreshAppearance = refreshAppearance
  }
}

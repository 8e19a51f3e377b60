import InputReference

/// The free driver for a key-input responder written on the platform model.
public final class PlatformKeyInputDriver: PlatformDriver, KeyInputDriver {
  private let readText: () -> String

  /// Creates the driver; `text` reads the component's text.
  public init(control: Control, window: Window, capabilities: Capabilities, text: @escaping () -> String) {
    self.readText = text
    super.init(control: control, window: window, capabilities: capabilities)
  }

  public func type(_ text: String) {
    guard isFirstResponder, let input = control as? any KeyInput else { return }
    input.insertText(text)
  }

  public func deleteBackward() {
    guard isFirstResponder, let input = control as? any KeyInput else { return }
    input.deleteBackward()
  }

  public var text: String { readText() }
  public var hasText: Bool { (control as? any KeyInput)?.hasText ?? false }
}

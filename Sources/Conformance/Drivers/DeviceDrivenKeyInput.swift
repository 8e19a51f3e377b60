import InputDriving
import InputReference

/// The suite's driver over a key-input device driver: the keys go through public UIKit; the text and what else the
/// component offers (the app setting the text, what it shows, its completions) through its declared members.
public final class DeviceDrivenKeyInput: DeviceDrivenResponder, KeyInputDriver {
  private let keyInput: any KeyInputDevice
  private let readText: () -> String
  private let hooks: KeyInputHooks

  init(
    device: any KeyInputDevice, capabilities: Capabilities, observesAnswers: Bool, onReleaseHost: (() -> Void)?,
    text: @escaping () -> String, hooks: KeyInputHooks
  ) {
    self.keyInput = device
    self.readText = text
    self.hooks = hooks
    super.init(
      device: device, capabilities: capabilities, observesAnswers: observesAnswers, onReleaseHost: onReleaseHost)
  }

  public func type(_ text: String) { keyInput.type(text) }
  public func deleteBackward() { keyInput.deleteBackward() }
  public func tapKey(_ title: String) { keyInput.tapKey(title) }
  public var text: String { readText() }
  public var hasText: Bool { keyInput.hasText }
  public func setText(_ text: String) { hooks.setText?(text) }
  public func refreshAppearance() { hooks.refreshAppearance?() }
  public var shownText: String? { hooks.shownText?() }
  public var completions: [String]? { hooks.completions?() }
}

import InputDriving
import InputGenerators
import InputReference

/// The suite's driver over a device driver (``InputDriving/ResponderDevice``): the events and the UIKit state go
/// through public UIKit, as on a simulator or a phone; what the app reads and sets goes through the component's
/// declared members, as through the platform driver of the same component.
public class DeviceDrivenResponder: ResponderDriver {
  /// The device driver.
  public let device: any ResponderDevice
  public let capabilities: Capabilities
  /// Whether the component's answers (RESP-1) are observed, as the platform driver it stands for observes them.
  private let observesAnswers: Bool
  /// What releasing the host does to the component (its owner drops the model), if anything.
  private let onReleaseHost: (() -> Void)?

  init(
    device: any ResponderDevice, capabilities: Capabilities, observesAnswers: Bool, onReleaseHost: (() -> Void)?
  ) {
    self.device = device
    self.capabilities = capabilities
    self.observesAnswers = observesAnswers
    self.onReleaseHost = onReleaseHost
  }

  // MARK: User

  public func tap() { device.tap() }
  public func touchUpOutside() { device.touchUpOutside() }
  public func touchCancel() { device.touchCancel() }
  @discardableResult public func tapAccessory(_ role: AccessoryRole) -> Bool { device.tapAccessory(role) }

  // MARK: System

  public func becomeFirstResponder() -> Bool { device.becomeFirstResponder() }
  public func resignFirstResponder() -> Bool { device.resignFirstResponder() }
  public func focusOther() { device.focusOther() }
  public func removeFromWindow() { device.removeFromWindow() }
  public func addToWindow() { device.addToWindow() }
  public func setHidden(_ hidden: Bool) { device.setHidden(hidden) }
  public func setEnabled(_ enabled: Bool) { device.setEnabled(enabled) }
  public func setOtherRefusesToResign(_ refuses: Bool) { device.setOtherRefusesToResign(refuses) }
  public func reloadInputViews() { device.reloadInputViews() }
  public func readInputViews() -> Bool { device.readInputViews() }
  public func endEditing() { device.endEditing() }
  public func hostDisappears() { device.hostDisappears() }
  public func hostReappears() { device.hostReappears() }
  public func setKeyWindow(_ isKey: Bool) { device.setKeyWindow(isKey) }

  public func releaseHost() {
    device.releaseHost()
    onReleaseHost?()
  }

  // MARK: Observations

  public var isFirstResponder: Bool { device.isFirstResponder }
  public var otherIsFirstResponder: Bool { device.otherIsFirstResponder }
  public var otherRefusesToResign: Bool { device.otherRefusesToResign }
  public var isInWindow: Bool { device.isInWindow }
  public var isEnabled: Bool { device.isEnabled }
  public var isKeyWindow: Bool? { device.isKeyWindow }

  /// The control's events; a name that is not one of the model's events is left out (the device records only those).
  public var controlEvents: [ControlEvent] { device.controlEvents.compactMap(ControlEvent.init(rawValue:)) }

  public var answers: ResponderAnswers? {
    guard observesAnswers, let answers = device.answers else { return nil }
    return ResponderAnswers(canBecome: answers.canBecome, canResign: answers.canResign)
  }

  /// What the keyboard area shows; a button the driver cannot tap is left out, as the reference, made without it,
  /// shows none (``Capabilities/untappableRoles``).
  public var keyboard: KeyboardObservation {
    var shown = device.keyboard
    shown.accessoryRoles.removeAll { capabilities.untappableRoles.contains($0) }
    return shown
  }
}

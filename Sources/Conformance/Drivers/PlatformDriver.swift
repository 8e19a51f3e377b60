import InputDriving
import InputGenerators
@_spi(Harness) import InputPlatform
import InputReference

/// The free driver for any control written on the reference's platform model.
///
/// It puts the control in a window beside another text field, records every
/// control event, and finds the presented picker and accessory buttons by
/// walking the keyboard area, as a UI test would: buttons are recognised by
/// their titles ("Done", "完了", "Cancel", "今日", "閉じる"…). For a component that presents its picker in a
/// popover from the control (host `.popover`), it looks at the popover shown over the window instead: the
/// control counts as first responder while a popover shows, and a tap elsewhere is a tap outside the popover.
open class PlatformDriver: ResponderDriver {
  /// The window the control lives in.
  public let window: Window
  /// The control under test.
  public let control: Control
  /// Another responder in the same window (RESP-5).
  public let other = StubbornTextField()
  public let capabilities: Capabilities
  private var recordedEvents: [ControlEvent] = []
  /// What leaves the window and comes back with the control: its topmost ancestor under the window (the form's
  /// table for a cell, a container for an embedded field), or the control itself when it has no superview.
  public let host: View

  /// Creates a driver; puts `control` (or, when it already sits in a view, that view's topmost ancestor: a
  /// form, a container) and another field in `window`.
  public init(control: Control, window: Window, capabilities: Capabilities) {
    self.control = control
    self.window = window
    self.capabilities = capabilities
    var host: View = control
    while let parent = host.superview, !(parent is Window) { host = parent }
    self.host = host
    if host.window == nil { window.addSubview(host) }
    window.addSubview(other)
    control.addAction(for: Set(ControlEvent.allCases)) { [weak self] _, event in
      self?.recordedEvents.append(event)
    }
  }

  // MARK: User

  public func tap() { control.tap() }

  public func touchUpOutside() {
    control.touchBegan()
    control.touchEnded(inside: false)
  }

  public func touchCancel() {
    control.touchBegan()
    control.touchCancelled()
  }

  @discardableResult
  public func tapAccessory(_ role: AccessoryRole) -> Bool {
    guard let accessory = presentsPopover ? shownPopover?.content : window.keyboard?.accessory else { return false }
    for view in accessory.selfAndDescendants {
      if let toolbar = view as? Toolbar,
        let item = toolbar.items?.first(where: { $0.title.flatMap(AccessoryRole.init(title:)) == role })
      {
        item.tap()
        return true
      }
      if let button = view as? Button, button.title.flatMap(AccessoryRole.init(title:)) == role {
        button.tap()
        return true
      }
    }
    return false
  }

  // MARK: System

  public func becomeFirstResponder() -> Bool { control.becomeFirstResponder() }
  public func resignFirstResponder() -> Bool { control.resignFirstResponder() }
  public func focusOther() { other.becomeFirstResponder() }
  /// The control leaves the window with its host (a cell goes with its form, never alone out of its table).
  public func removeFromWindow() { host.removeFromSuperview() }

  public func addToWindow() {
    if host.window == nil { window.addSubview(host) }
  }

  public func setHidden(_ hidden: Bool) { control.isHidden = hidden }
  public func setEnabled(_ enabled: Bool) { control.isEnabled = enabled }
  public func setOtherRefusesToResign(_ refuses: Bool) { other.refusesToResign = refuses }
  public func reloadInputViews() { control.reloadInputViews() }

  public func endEditing() {
    if presentsPopover {
      shownPopover?.userTapsOutside()
    } else {
      _ = window.endEditing(true)
    }
  }
  public func hostDisappears() { window.hostDisappears() }
  public func hostReappears() { window.hostReappears() }
  public func releaseHost() {
    hostReleased = true
    onReleaseHost?()
  }

  /// Whether the owner released the control's model: from then on the driver stops asking the control for its
  /// answers (RESP-1), as nothing in UIKit asks a control whose row is animating out.
  private var hostReleased = false

  public func setKeyWindow(_ isKey: Bool) {
    if isKey { window.makeKey() } else { window.resignKey() }
  }

  /// What releasing the host does to the component (its owner drops the model); `nil` when it has no
  /// such owner.
  public var onReleaseHost: (() -> Void)?

  public func readInputViews() -> Bool {
    let input = control.inputView
    let accessory = control.inputAccessoryView
    if control.isFirstResponder, let area = window.keyboard {
      return input === area.inputView && accessory === area.accessory
    }
    return input === control.inputView && accessory === control.inputAccessoryView
  }

  // MARK: Observations

  public var isFirstResponder: Bool { presentsPopover ? shownPopover != nil : control.isFirstResponder }
  public var otherIsFirstResponder: Bool { other.isFirstResponder }
  public var otherRefusesToResign: Bool { other.refusesToResign }
  public var isInWindow: Bool { control.window != nil }
  public var controlEvents: [ControlEvent] { recordedEvents }
  public var isEnabled: Bool { control.isEnabled }
  public var isKeyWindow: Bool? { window.isKeyWindow }

  public var answers: ResponderAnswers? {
    // An origin button's answers say nothing of the component it presents; a released control is asked nothing.
    if presentsPopover || hostReleased { return nil }
    return ResponderAnswers(canBecome: control.canBecomeFirstResponder, canResign: control.canResignFirstResponder)
  }

  public var keyboard: KeyboardObservation {
    if presentsPopover {
      guard let content = shownPopover?.content else { return .hidden }
      let roles = Self.roles(in: content)
      return KeyboardObservation(
        content: Self.content(of: content), accessoryRoles: roles,
        hasAccessory: !roles.isEmpty || content.firstDescendant(ofType: Toolbar.self) != nil)
    }
    guard let area = window.keyboard else { return .hidden }
    let content: KeyboardObservation.Content =
      if area.showsSystemKeyboard {
        .systemKeyboard
      } else if let input = area.inputView {
        Self.content(of: input)
      } else {
        .nothing
      }
    return KeyboardObservation(
      content: content, accessoryRoles: area.accessory.map(Self.roles(in:)) ?? [], hasAccessory: area.accessory != nil)
  }

  /// What an input view (or a popover's content) shows, as a person would name it.
  static func content(of input: View) -> KeyboardObservation.Content {
    if input.firstDescendant(ofType: PickerView.self) != nil {
      .picker
    } else if input.firstDescendant(ofType: DatePicker.self) != nil {
      .datePicker
    } else if input.firstDescendant(ofType: Button.self) != nil {
      // Buttons in the input view are keys a person can type with (RESP-22).
      .keys
    } else {
      .otherView
    }
  }

  /// The picker presented in the keyboard area (or in the popover shown), if any.
  public var presentedPicker: PickerView? {
    let shown = presentsPopover ? shownPopover?.content : window.keyboard?.inputView
    return shown?.firstDescendant(ofType: PickerView.self)
  }

  /// Whether the component presents its picker in a popover from the control (host `.popover`).
  public var presentsPopover: Bool { capabilities.presentsPopover }

  /// The popover shown over the window (the last presented), if any.
  var shownPopover: ShownPopover? { window.shownPopovers.last }

  /// The accessory roles shown in `accessory`, leading to trailing.
  static func roles(in accessory: View) -> [AccessoryRole] {
    var roles: [AccessoryRole] = []
    accessory.walk { view in
      if let toolbar = view as? Toolbar {
        roles += (toolbar.items ?? []).compactMap { $0.title.flatMap(AccessoryRole.init(title:)) }
      } else if let button = view as? Button, let role = button.title.flatMap(AccessoryRole.init(title:)) {
        roles.append(role)
      }
      return true
    }
    return roles
  }

}

/// The harness's other field: a text field that can be told to refuse to resign (RESP-18).
public final class StubbornTextField: TextField {
  /// Whether it refuses to give up first-responder status.
  public var refusesToResign = false

  public override var canResignFirstResponder: Bool { !refusesToResign }
}

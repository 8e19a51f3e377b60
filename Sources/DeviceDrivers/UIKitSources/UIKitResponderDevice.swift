import InputDriving
import InputGenerators
import UIKit

/// A control that shows a keyboard, driven through public UIKit only: written to compile on a simulator or a phone
/// against the system's UIKit (not verified: nothing here builds for iOS), and compiled here against the model's.
///
/// It acts as a UI test in the app's process can act: a tap sends the control's touch events (`sendActions(for:)`),
/// a bar button's tap sends its target and action (`UIApplication.shared.sendAction(_:to:from:for:)`), the system's
/// calls are the public ones (`becomeFirstResponder()`, `endEditing(true)`, `makeKey()`). It reads the window as
/// UIKit shows it: which view inside the component is first responder, the input views a responder returns and
/// whether the system has them in a window (an input view the system displays is in its keyboard window).
open class UIKitResponderDevice: ResponderDevice {
  /// The view the app made.
  public let component: UIView
  /// What leaves the window and comes back with the component: its topmost ancestor under the window.
  public let host: UIView
  /// The window the component lives in.
  public let window: UIWindow
  /// Another text field in the same window (RESP-5, RESP-18).
  public let other = RefusingTextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
  /// A window that can take key status from the component's (RESP-23).
  private lazy var otherWindow = UIWindow(frame: window.frame)
  private var recordedEvents: [String] = []
  /// The input views read so far, newest last: the system displays one of them (or a newer one).
  private var readInputs: [WeakView] = []
  private var readAccessories: [WeakView] = []
  /// The responder that was first when the host went away, to restore when it comes back.
  private weak var firstBeforeHostWentAway: UIResponder?
  private var hostIsReleased = false

  /// Drives `component`; puts its host in a key window of its own when it is in none, and another text field
  /// beside it.
  public init(component: UIView) {
    self.component = component
    var host = component
    while let parent = host.superview, !(parent is UIWindow) { host = parent }
    self.host = host
    if let window = component.window {
      self.window = window
    } else {
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.makeKeyAndVisible()
      window.addSubview(host)
      self.window = window
    }
    window.addSubview(other)
    if let control = component as? UIControl { record(control) }
  }

  /// The control events, by name, in the order `sendActions(for:)` documents them.
  private static let namedEvents: [(name: String, event: UIControl.Event)] = [
    ("touchDown", .touchDown), ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside),
    ("touchCancel", .touchCancel), ("valueChanged", .valueChanged), ("primaryActionTriggered", .primaryActionTriggered),
    ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged), ("editingDidEnd", .editingDidEnd),
    ("editingDidEndOnExit", .editingDidEndOnExit),
  ]

  private func record(_ control: UIControl) {
    for (name, event) in Self.namedEvents {
      control.addAction(UIAction { [weak self] _ in self?.recordedEvents.append(name) }, for: event)
    }
  }

  // MARK: User

  public func tap() { touch(endingWith: .touchUpInside) }
  public func touchUpOutside() { touch(endingWith: .touchUpOutside) }
  public func touchCancel() { touch(endingWith: .touchCancel) }

  /// A touch on the component, as its control events: down, then `end` (and the primary action after a touch up
  /// inside). A disabled control, or one that takes no touches, gets none.
  private func touch(endingWith end: UIControl.Event) {
    // A view that is no control takes touches only through gestures (``touchesReachComponent``): none is sent.
    guard let control = component as? UIControl else { return }
    guard control.isEnabled, control.isUserInteractionEnabled else { return }
    control.sendActions(for: .touchDown)
    control.sendActions(for: end)
    if end == .touchUpInside { control.sendActions(for: .primaryActionTriggered) }
  }

  public func tapAccessory(_ role: AccessoryRole) -> Bool {
    guard let accessory = displayedAccessory else { return false }
    for view in Self.selfAndDescendants(of: accessory) {
      if let toolbar = view as? UIToolbar, let item = (toolbar.items ?? []).first(where: { Self.role(of: $0) == role })
      {
        return send(item)
      }
      if let button = view as? UIButton, button.title(for: .normal).flatMap(AccessoryRole.init(title:)) == role {
        guard button.isEnabled, !button.isHidden else { return true }
        button.sendActions(for: .touchDown)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .primaryActionTriggered)
        return true
      }
    }
    return false
  }

  /// Sends a bar item's action to its target, as a tap does; an item with none is a problem, never a forced call.
  private func send(_ item: UIBarButtonItem) -> Bool {
    guard item.isEnabled, !item.isHidden, item.customView == nil else { return true }
    // A tap performs the item's primaryAction when it has one, which nothing public does with the item as sender.
    guard item.primaryAction == nil, let action = item.action else { return false }
    UIApplication.shared.sendAction(action, to: item.target, from: item, for: nil)
    return true
  }

  /// The role an item's title (or, for a system item with no title, its accessibility label) names.
  static func role(of item: UIBarButtonItem) -> AccessoryRole? {
    (item.title ?? item.accessibilityLabel).flatMap(AccessoryRole.init(title:))
  }

  // MARK: System

  public func becomeFirstResponder() -> Bool { component.becomeFirstResponder() }
  public func resignFirstResponder() -> Bool { component.resignFirstResponder() }
  public func focusOther() { _ = other.becomeFirstResponder() }
  public func removeFromWindow() { host.removeFromSuperview() }

  public func addToWindow() {
    if host.window == nil { window.addSubview(host) }
  }

  public func setHidden(_ hidden: Bool) { component.isHidden = hidden }
  public func setEnabled(_ enabled: Bool) { (component as? UIControl)?.isEnabled = enabled }
  public func setOtherRefusesToResign(_ refuses: Bool) { other.refusesToResign = refuses }

  public func reloadInputViews() { component.reloadInputViews() }

  public func readInputViews() -> Bool {
    let responder = firstResponderInside ?? component
    let input = responder.inputView
    let accessory = responder.inputAccessoryView
    note(input: input, accessory: accessory)
    if isFirstResponder, window.isKeyWindow {
      return input === displayedInput && accessory === displayedAccessory
    }
    return input === responder.inputView && accessory === responder.inputAccessoryView
  }

  public func endEditing() { _ = window.endEditing(true) }

  public func hostDisappears() {
    guard let first = Self.firstResponder(in: window) else { return }
    firstBeforeHostWentAway = first
    _ = window.endEditing(true)
  }

  public func hostReappears() {
    guard let first = firstBeforeHostWentAway else { return }
    firstBeforeHostWentAway = nil
    guard (first as? UIView)?.window === window else { return }
    _ = first.becomeFirstResponder()
  }

  public func releaseHost() { hostIsReleased = true }

  public func setKeyWindow(_ isKey: Bool) {
    if isKey { window.makeKey() } else { otherWindow.makeKey() }
  }

  // MARK: Observations

  public var isFirstResponder: Bool { firstResponderInside != nil }
  public var otherIsFirstResponder: Bool { other.isFirstResponder }
  public var otherRefusesToResign: Bool { other.refusesToResign }
  public var isInWindow: Bool { component.window != nil }
  public var controlEvents: [String] { recordedEvents }
  public var isEnabled: Bool { (component as? UIControl)?.isEnabled ?? true }
  public var isKeyWindow: Bool { window.isKeyWindow }

  public var answers: (canBecome: Bool, canResign: Bool)? {
    hostIsReleased ? nil : (component.canBecomeFirstResponder, component.canResignFirstResponder)
  }

  public var untappableAccessoryRoles: [AccessoryRole] {
    guard let accessory = displayedAccessory else { return [] }
    return Self.selfAndDescendants(of: accessory).flatMap { view -> [AccessoryRole] in
      guard let toolbar = view as? UIToolbar else { return [] }
      return (toolbar.items ?? []).filter { ($0.action == nil || $0.primaryAction != nil) && $0.customView == nil }
        .compactMap(Self.role(of:))
    }
  }

  /// A control's touches reach it through its control events; a text field begins editing through its own touch
  /// handling (a gesture), which nothing public fires.
  public var touchesReachComponent: Bool { component is UIControl && !(component is UITextField) }

  /// The keyboard area of the window: the input views read that the system has in a window (the first responder's,
  /// the component's or the other field's, or ones left shown after their responder left the window), or the system
  /// keyboard for a key-input first responder with no input view.
  public var keyboard: KeyboardObservation {
    guard window.isKeyWindow else { return .hidden }
    let responder = Self.firstResponder(in: window)
    let input = displayedInput
    let accessory = displayedAccessory
    let content: KeyboardObservation.Content =
      if let input { Self.content(of: input) } else if responder is any UIKeyInput { .systemKeyboard } else { .nothing }
    if content == .nothing && accessory == nil { return .hidden }
    return KeyboardObservation(
      content: content, accessoryRoles: accessory.map(Self.roles(in:)) ?? [], hasAccessory: accessory != nil)
  }

  // MARK: What the window shows

  /// The view inside the component (or the component) that is first responder.
  public var firstResponderInside: UIResponder? { Self.firstResponder(in: component) }

  /// The input view the system displays: the newest one read that is in a window.
  public var displayedInput: UIView? {
    let live = Self.firstResponder(in: window)?.inputView
    note(input: live, accessory: nil)
    return readInputs.reversed().lazy.compactMap(\.view).first { $0.window != nil }
  }

  /// The accessory view the system displays: the newest one read that is in a window.
  public var displayedAccessory: UIView? {
    let live = Self.firstResponder(in: window)?.inputAccessoryView
    note(input: nil, accessory: live)
    return readAccessories.reversed().lazy.compactMap(\.view).first { $0.window != nil }
  }

  private func note(input: UIView?, accessory: UIView?) {
    if let input, !readInputs.contains(where: { $0.view === input }) { readInputs.append(WeakView(input)) }
    if let accessory, !readAccessories.contains(where: { $0.view === accessory }) {
      readAccessories.append(WeakView(accessory))
    }
    readInputs.removeAll { $0.view == nil }
    readAccessories.removeAll { $0.view == nil }
  }

  /// What an input view shows, as a person would name it.
  static func content(of input: UIView) -> KeyboardObservation.Content {
    let views = selfAndDescendants(of: input)
    // A date picker first: a wheels-style UIDatePicker may hold a picker view of its own.
    if views.contains(where: { $0 is UIDatePicker }) { return .datePicker }
    if views.contains(where: { $0 is UIPickerView }) { return .picker }
    if views.contains(where: { $0 is UIButton }) { return .keys }
    return .otherView
  }

  /// The accessory roles shown in `accessory`, leading to trailing.
  static func roles(in accessory: UIView) -> [AccessoryRole] {
    selfAndDescendants(of: accessory).flatMap { view -> [AccessoryRole] in
      if let toolbar = view as? UIToolbar { return (toolbar.items ?? []).compactMap(role(of:)) }
      if let button = view as? UIButton {
        return [button.title(for: .normal).flatMap(AccessoryRole.init(title:))].compactMap { $0 }
      }
      return []
    }
  }

  /// `view` and every view inside it, depth first.
  static func selfAndDescendants(of view: UIView) -> [UIView] {
    [view] + view.subviews.flatMap(selfAndDescendants(of:))
  }

  /// The first responder among `view` and the views inside it.
  static func firstResponder(in view: UIView) -> UIResponder? {
    selfAndDescendants(of: view).first { $0.isFirstResponder }
  }
}

/// A view kept weakly.
struct WeakView {
  weak var view: UIView?
  init(_ view: UIView) { self.view = view }
}

/// The other text field in the component's window: it can be told to refuse to resign (RESP-18).
public final class RefusingTextField: UITextField {
  /// Whether it refuses to give up first-responder status.
  public var refusesToResign = false

  public override var canResignFirstResponder: Bool { !refusesToResign }
}

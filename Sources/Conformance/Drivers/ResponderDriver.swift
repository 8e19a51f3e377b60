import InputDriving
import InputGenerators
import InputReference

/// What the suite can do to, and observe of, any control that shows a keyboard (RESP).
///
/// This is the one seam between the suite and an implementation. A component
/// written on the reference's platform model gets it for free from
/// ``PlatformDriver``; a UIKit component needs a short class that forwards
/// each call to the real control and reads the real window.
@MainActor public protocol ResponderDriver: AnyObject {
  /// What the implementation declares about itself.
  var capabilities: Capabilities { get }

  // MARK: User
  /// Touch down and up inside.
  func tap()
  /// Touch down, then up outside.
  func touchUpOutside()
  /// Touch down, then the system cancels.
  func touchCancel()
  /// Tap the presented accessory button with that role; `false` when none is shown.
  @discardableResult func tapAccessory(_ role: AccessoryRole) -> Bool

  // MARK: System
  /// Calls `becomeFirstResponder()` and returns its result.
  func becomeFirstResponder() -> Bool
  /// Calls `resignFirstResponder()` and returns its result.
  func resignFirstResponder() -> Bool
  /// Another responder in the same window asks to become first.
  func focusOther()
  /// Removes the control from its window.
  func removeFromWindow()
  /// Adds the control back to the window.
  func addToWindow()
  /// Hides or shows the control.
  func setHidden(_ hidden: Bool)
  /// Enables or disables the control.
  func setEnabled(_ enabled: Bool)
  /// Makes the other responder refuse (or stop refusing) to resign (RESP-18).
  func setOtherRefusesToResign(_ refuses: Bool)
  /// Calls `reloadInputViews()` on the control.
  func reloadInputViews()
  /// Reads `inputView` and `inputAccessoryView` again, as UIKit may at any time;
  /// returns whether both are the instances presented (or both `nil`) (RESP-11).
  func readInputViews() -> Bool

  // MARK: Observations
  /// Whether the control is first responder.
  var isFirstResponder: Bool { get }
  /// Whether the other responder is first.
  var otherIsFirstResponder: Bool { get }
  /// Whether the other responder refuses to resign.
  var otherRefusesToResign: Bool { get }
  /// Whether the control is in the window.
  var isInWindow: Bool { get }
  /// What the keyboard area shows.
  var keyboard: KeyboardObservation { get }
  /// The control's events so far, in order.
  var controlEvents: [ControlEvent] { get }
  /// Whether the control is enabled.
  var isEnabled: Bool { get }
  /// What the control answers to `canBecomeFirstResponder` and `canResignFirstResponder`, where
  /// the driver can ask without side effects (RESP-1); `nil` leaves them unobserved.
  var answers: ResponderAnswers? { get }
  /// Whether the control's window is the key window (RESP-23); `nil` leaves it unobserved.
  var isKeyWindow: Bool? { get }

  // MARK: System events of v2 (RESP-19 … RESP-23)
  /// A tap elsewhere: the window ends editing.
  func endEditing()
  /// The host view controller goes away.
  func hostDisappears()
  /// The host view controller comes back.
  func hostReappears()
  /// The owner releases the control's model (only components that have such an owner react).
  func releaseHost()
  /// The control's window becomes key, or another window does.
  func setKeyWindow(_ isKey: Bool)
}

extension ResponderDriver {
  public var isEnabled: Bool { true }
  public var answers: ResponderAnswers? { nil }
  public var isKeyWindow: Bool? { nil }
}

/// The system events of CONFORMANCE.md v2 (RESP-19 … RESP-23). The free platform driver performs
/// them through the window; a UIKit driver forwards them to its window and view controller.
extension ResponderDriver {
  /// A tap elsewhere: the window ends editing.
  public func endEditing() {}
  /// The host view controller goes away.
  public func hostDisappears() {}
  /// The host view controller comes back.
  public func hostReappears() {}
  /// The owner releases the control's model (only components that have such an owner react).
  public func releaseHost() {}
  /// The control's window becomes key, or another window does.
  public func setKeyWindow(_ isKey: Bool) {}
}

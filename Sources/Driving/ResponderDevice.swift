import InputGenerators

/// A control that shows a keyboard, driven through public UIKit only, as a test target on a simulator or a phone can
/// drive it: the seam between the suite's runner and a device driver. The runner adapts it to its own drivers; the
/// component's value, results and data are the app's, read through the component's declared members, not here.
///
/// Every method is one event of a trace; every property reads the state public UIKit shows now.
@MainActor public protocol ResponderDevice: AnyObject {
  // MARK: User
  /// A tap: the control's touch-down, touch-up-inside and primary-action events, as `sendActions(for:)` sends them.
  func tap()
  /// Touch down, then up outside.
  func touchUpOutside()
  /// Touch down, then the system cancels.
  func touchCancel()
  /// Taps the accessory button with that role through its target and action; `false` when none is shown or it has
  /// no target and action (``untappableAccessoryRoles`` names those).
  func tapAccessory(_ role: AccessoryRole) -> Bool

  // MARK: System
  /// Calls `becomeFirstResponder()` and returns its result.
  func becomeFirstResponder() -> Bool
  /// Calls `resignFirstResponder()` and returns its result.
  func resignFirstResponder() -> Bool
  /// Another text field in the same window becomes first.
  func focusOther()
  /// The control leaves its window with its host, as `removeFromSuperview()`.
  func removeFromWindow()
  /// The host comes back into the window.
  func addToWindow()
  /// Sets `isHidden`.
  func setHidden(_ hidden: Bool)
  /// Sets `isEnabled`, where the control is a `UIControl`.
  func setEnabled(_ enabled: Bool)
  /// Makes the other field refuse (or stop refusing) to resign.
  func setOtherRefusesToResign(_ refuses: Bool)
  /// Calls `reloadInputViews()`; the system then reads both input views again.
  func reloadInputViews()
  /// Reads `inputView` and `inputAccessoryView` again, as UIKit may; whether both are the ones read before.
  func readInputViews() -> Bool
  /// A tap elsewhere: the window's `endEditing(true)`.
  func endEditing()
  /// The host screen goes away: the window's first responder is made to resign (`endEditing(true)` on the window).
  func hostDisappears()
  /// The host screen comes back: the responder that was first when it went away becomes first again.
  func hostReappears()
  /// The owner releases the control's model: from then on nothing asks the control anything.
  func releaseHost()
  /// The control's window becomes key (`makeKey()`), or another window does.
  func setKeyWindow(_ isKey: Bool)

  // MARK: Observations
  /// Whether the control, or a view inside it, is first responder.
  var isFirstResponder: Bool { get }
  /// Whether the other field is first.
  var otherIsFirstResponder: Bool { get }
  /// Whether the other field refuses to resign.
  var otherRefusesToResign: Bool { get }
  /// Whether the control is in a window.
  var isInWindow: Bool { get }
  /// The keyboard area, as the input views read show it.
  var keyboard: KeyboardObservation { get }
  /// The control's events so far, by `UIControl.Event` name (`touchDown`, `valueChanged`…), in order.
  var controlEvents: [String] { get }
  /// Whether the control is enabled.
  var isEnabled: Bool { get }
  /// `canBecomeFirstResponder` and `canResignFirstResponder`; `nil` once the host is released.
  var answers: (canBecome: Bool, canResign: Bool)? { get }
  /// Whether the control's window is the key window.
  var isKeyWindow: Bool { get }
  /// The accessory buttons shown that a tap cannot reach: bar items with no target and action
  /// (``DeviceLimitation/primaryActionOnly``).
  var untappableAccessoryRoles: [AccessoryRole] { get }
  /// Whether a person's touch reaches the component through its control events: `false` for a view that is no
  /// `UIControl` (``DeviceLimitation/gestureTap``).
  var touchesReachComponent: Bool { get }
}

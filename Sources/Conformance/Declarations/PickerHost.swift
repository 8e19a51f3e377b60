import InputReference

/// Where a picker keyboard's picker shows, as UIKit decides it from the component: its own input view when the
/// component is a control that becomes first responder (a `UITextField` subclass is a text field host), or a
/// popover the app presents from a button.
nonisolated public enum PickerHost<Component>: Sendable {
  /// The component is a `UIControl` (a `UITextField` included): a tap makes it first responder, and its
  /// `inputView` and `inputAccessoryView` show the picker and its toolbar.
  case responder
  /// The app presents the component in a popover from a button of its screen: `present` is what the app calls
  /// (the component's public member, by the name its documentation gives it), with the button, the screen's view
  /// controller, and where the component's results and cancellations go.
  case popover(ComponentMember<Component, PopoverShowing>)

  /// A popover the app presents with `present`, named `name`.
  public static func popover(
    _ name: String, _ present: @escaping @MainActor (Component, PopoverShowing) -> Void
  ) -> Self {
    .popover(ComponentMember(name, present))
  }
}

/// What the app has at hand when it presents a popover from its button: the button (the popover's source view),
/// the screen's view controller, and where the component's results and cancellations go.
nonisolated public struct PopoverShowing: @unchecked Sendable {
  /// The button the app's screen shows; the popover's source view.
  public let origin: UIButton
  /// The screen's view controller, in the window.
  public let viewController: UIViewController
  /// Where a result goes (one title per wheel, `nil` for none).
  public let report: @MainActor ([String]?) -> Void
  /// Where a cancellation goes.
  public let cancel: @MainActor () -> Void
  /// Reads the value the app keeps (the last result it heard): what it shows the popover on again.
  public let keptValue: @MainActor () -> [String]?

  /// The value the app keeps, as one title per wheel (`nil` before any result).
  @MainActor public var value: [String]? { keptValue() }
}

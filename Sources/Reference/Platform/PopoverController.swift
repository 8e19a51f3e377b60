/// A popover, as `UIPopoverController` (iPad, iOS 3.2 – 9): it shows a content view controller's view
/// next to an origin until it is dismissed, either from code or by the system.
///
/// The two ways a popover goes away differ in what its delegate hears (UIKit documentation of
/// `popoverControllerDidDismissPopover:`: "The popover controller does not call this method in response
/// to programmatic calls to the dismissPopoverAnimated: method"):
/// - ``dismissPopover(animated:)``, from code: no delegate message;
/// - ``userTapsOutside()``, a tap outside the popover: the delegate is asked
///   `popoverControllerShouldDismissPopover:` (yes by default); if it agrees the popover goes away and the
///   delegate hears `popoverControllerDidDismissPopover:`.
///
/// The model holds the content view controller's `view` (the ports set `viewController.view = aView`);
/// geometry (content size, arrow directions, the origin rect) has no model analogue.
///
/// ```swift
/// let popover = PopoverController(contentView: masterView)
/// popover.delegate = picker
/// popover.presentPopover(from: button, animated: true)   // isPopoverVisible == true
/// popover.userTapsOutside()                               // delegate: didDismiss; isPopoverVisible == false
/// ```
@preconcurrency @MainActor public final class PopoverController: WindowPresentation {
  /// The content view controller's view.
  public let contentView: View
  /// The delegate, held weakly (`UIPopoverController.delegate` is `assign`/`weak`).
  public weak var delegate: (any PopoverControllerDelegate)?
  /// Whether the popover is on screen.
  public private(set) var isPopoverVisible = false
  private let host = PopoverHostView()

  /// `initWithContentViewController:`.
  public init(contentView: View) {
    self.contentView = contentView
  }

  /// `presentPopoverFromRect:inView:permittedArrowDirections:animated:`: shows the content in `view`'s
  /// window.
  public func presentPopover(from view: View, animated: Bool) {
    host.originWindow?.didDismiss(self)
    host.originWindow = view.window
    show()
  }

  /// `presentPopoverFromBarButtonItem:permittedArrowDirections:animated:`: shows the content. A bar button
  /// item has no view in the model, so the content is in no window.
  public func presentPopover(from item: BarButtonItem, animated: Bool) {
    host.originWindow?.didDismiss(self)
    host.originWindow = nil
    show()
  }

  /// `dismissPopoverAnimated:`: the popover goes away; the delegate hears nothing.
  public func dismissPopover(animated: Bool) {
    hide()
  }

  /// The user taps outside the visible popover: the system dismisses it, unless the delegate refuses, and
  /// then tells the delegate.
  @_spi(Harness) public func userTapsOutside() {
    guard isPopoverVisible else { return }
    guard delegate?.popoverControllerShouldDismissPopover(self) ?? true else { return }
    hide()
    delegate?.popoverControllerDidDismissPopover(self)
  }

  var presentedContent: View { contentView }

  private func show() {
    host.addSubview(contentView)
    isPopoverVisible = true
    host.originWindow?.didPresent(self)
  }

  private func hide() {
    guard isPopoverVisible else { return }
    isPopoverVisible = false
    if contentView.superview === host { contentView.removeFromSuperview() }
    host.originWindow?.didDismiss(self)
  }
}

/// What a popover tells its delegate, as `UIPopoverControllerDelegate`; both methods are optional.
@preconcurrency @MainActor public protocol PopoverControllerDelegate: AnyObject {
  /// Asked before a system dismissal (a tap outside); `true` by default.
  func popoverControllerShouldDismissPopover(_ popoverController: PopoverController) -> Bool
  /// Told after a system dismissal, never after ``PopoverController/dismissPopover(animated:)``.
  func popoverControllerDidDismissPopover(_ popoverController: PopoverController)
}

extension PopoverControllerDelegate {
  public func popoverControllerShouldDismissPopover(_ popoverController: PopoverController) -> Bool { true }
  public func popoverControllerDidDismissPopover(_ popoverController: PopoverController) {}
}

/// The container of a presented popover's content: in its origin's window, not one of its subviews.
private final class PopoverHostView: View {
  weak var originWindow: Window?

  override var window: Window? { originWindow }
}

/// The popover presentation of a view controller, as `UIPopoverPresentationController` (iOS 8 and
/// later): a view controller presented with `modalPresentationStyle = .popover` shows its view next to a
/// source view or bar button item until it is dismissed, either from code or by the system.
///
/// As with ``PopoverController``, the two ways differ in what the delegate hears:
/// - ``dismiss(animated:completion:)`` (`dismissViewControllerAnimated:completion:` on the presented or
///   the presenting view controller), from code: no delegate message;
/// - ``userTapsOutside()``, a tap outside the popover: the delegate is asked
///   `popoverPresentationControllerShouldDismissPopover:` (yes by default; iOS 13 also names it
///   `presentationControllerShouldDismiss:`); if it agrees the popover goes away and the delegate hears
///   `popoverPresentationControllerDidDismissPopover:` (`presentationControllerDidDismiss:`).
///
/// The model holds the presented view controller's `view`; the source rect, arrow directions, the
/// adaptive style and transitions have no model analogue. UIKit runs a presentation's completion after
/// the transition; the model runs it at once.
///
/// ```swift
/// let presentation = PopoverPresentationController(presentedView: contentView)
/// presentation.delegate = contentViewController
/// presentation.present(from: button, animated: true, completion: nil)
/// presentation.userTapsOutside()   // delegate: didDismiss
/// ```
@preconcurrency @MainActor public final class PopoverPresentationController: WindowPresentation {
  /// The presented view controller's view.
  public let presentedView: View
  /// The delegate, held weakly.
  public weak var delegate: (any PopoverPresentationControllerDelegate)?
  /// Whether the presented view controller is on screen.
  public private(set) var isPresented = false
  private let host = PresentationHostView()

  public init(presentedView: View) {
    self.presentedView = presentedView
  }

  /// `presentViewController:animated:completion:` with the popover style, from `sourceView` (its window
  /// holds the content) or from a bar button item (`nil`: no window in the model).
  public func present(from sourceView: View?, animated: Bool, completion: (() -> Void)?) {
    host.sourceWindow?.didDismiss(self)
    host.sourceWindow = sourceView?.window
    host.addSubview(presentedView)
    isPresented = true
    host.sourceWindow?.didPresent(self)
    completion?()
  }

  /// `dismissViewControllerAnimated:completion:`: the popover goes away; the delegate hears nothing.
  public func dismiss(animated: Bool, completion: (() -> Void)?) {
    guard isPresented else { return }
    hide()
    completion?()
  }

  /// The user taps outside the presented popover: the system dismisses it, unless the delegate refuses,
  /// and then tells the delegate.
  @_spi(Harness) public func userTapsOutside() {
    guard isPresented else { return }
    guard delegate?.popoverPresentationControllerShouldDismissPopover(self) ?? true else { return }
    hide()
    delegate?.popoverPresentationControllerDidDismissPopover(self)
  }

  var presentedContent: View { presentedView }

  private func hide() {
    isPresented = false
    if presentedView.superview === host { presentedView.removeFromSuperview() }
    host.sourceWindow?.didDismiss(self)
  }
}

/// What a popover presentation tells its delegate, as `UIPopoverPresentationControllerDelegate`; both
/// methods are optional.
@preconcurrency @MainActor public protocol PopoverPresentationControllerDelegate: AnyObject {
  /// Asked before a system dismissal (a tap outside); `true` by default.
  func popoverPresentationControllerShouldDismissPopover(_ controller: PopoverPresentationController) -> Bool
  /// Told after a system dismissal, never after a dismissal from code.
  func popoverPresentationControllerDidDismissPopover(_ controller: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
  public func popoverPresentationControllerShouldDismissPopover(_ controller: PopoverPresentationController) -> Bool {
    true
  }

  public func popoverPresentationControllerDidDismissPopover(_ controller: PopoverPresentationController) {}
}

/// The container of a presented view: in its source's window, not one of its subviews.
private final class PresentationHostView: View {
  weak var sourceWindow: Window?

  override var window: Window? { sourceWindow }
}

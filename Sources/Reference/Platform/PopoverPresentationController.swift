import Foundation

/// The popover presentation of a view controller, as `UIPopoverPresentationController` (iOS 8 and later): a view
/// controller presented with `modalPresentationStyle = .popover` (``UIViewController/present(_:animated:completion:)``)
/// shows its view next to a source view or bar button item until it is dismissed, either from code or by the system.
///
/// As with ``PopoverController``, the two ways differ in what the delegate hears:
/// - ``dismiss(animated:completion:)`` (`dismissViewControllerAnimated:completion:` on the presented or
///   the presenting view controller), from code: no delegate message;
/// - ``userTapsOutside()``, a tap outside the popover: the delegate is asked
///   `popoverPresentationControllerShouldDismissPopover(_:)` (by default `presentationControllerShouldDismiss(_:)`,
///   iOS 13's name; `true` by default); if it agrees the popover goes away and the delegate hears
///   `popoverPresentationControllerDidDismissPopover(_:)` (by default `presentationControllerDidDismiss(_:)`).
///
/// On the model's iPhone (a compact width) a popover adapts to a full-screen sheet unless its delegate answers
/// `.none` from `adaptivePresentationStyle(for:traitCollection:)` or `adaptivePresentationStyle(for:)`, as UIKit's
/// does; a sheet cannot be tapped outside. The source rect, arrow directions and transitions have no model
/// analogue. UIKit runs a presentation's completion after the transition; the model runs it at once.
///
/// ```swift
/// let presentation = PopoverPresentationController(presentedView: contentView)
/// presentation.delegate = contentViewController
/// presentation.present(from: button, animated: true, completion: nil)
/// presentation.userTapsOutside()   // delegate: didDismiss
/// ```
@preconcurrency @MainActor open class PopoverPresentationController: UIPresentationController, WindowPresentation {
  /// Whether the presented view controller is on screen.
  public private(set) var isPresented = false
  /// The view the popover points at, as `sourceView`.
  open var sourceView: View?
  /// The rectangle in ``sourceView`` it points at, as `sourceRect`: inert.
  open var sourceRect = CGRect.zero
  /// The bar button item it points at, as `barButtonItem`.
  open var barButtonItem: BarButtonItem?
  /// Where its arrow may point, as `permittedArrowDirections`: inert.
  open var permittedArrowDirections = UIPopoverArrowDirection.any
  /// The popover's background, as `backgroundColor`: inert.
  open var backgroundColor: UIColor?
  /// Views that still take touches while the popover shows, as `passthroughViews`: stored.
  open var passthroughViews: [View]?
  /// Whether the popover shows as a popover (`false`: adapted to a sheet, which no tap outside dismisses).
  var showsAsPopover = true
  private let host = PresentationHostView()

  /// The popover of `presentedViewController`, as UIKit makes it for a view controller whose style is `.popover`.
  public override init(
    presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
  ) {
    super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
  }

  /// A popover of a view alone: the model's spelling of a view controller whose view is `presentedView`.
  public convenience init(presentedView: View) {
    let content = UIViewController()
    content.view = presentedView
    self.init(presentedViewController: content, presenting: nil)
  }

  /// The delegate as a popover's delegate.
  private var popoverDelegate: (any PopoverPresentationControllerDelegate)? {
    delegate as? any PopoverPresentationControllerDelegate
  }

  /// `presentViewController:animated:completion:` with the popover style, from `sourceView` (its window holds the
  /// content) or from a bar button item (the window of the item's toolbar).
  public func present(from sourceView: View?, animated: Bool, completion: (() -> Void)?) {
    self.sourceView = sourceView ?? self.sourceView
    show()
    completion?()
  }

  /// Shows the presented view over the source's window.
  func show(in window: Window? = nil) {
    host.sourceWindow?.didDismiss(self)
    host.sourceWindow = window ?? sourceView?.window ?? barButtonItem?.toolbar?.window
    if let view = presentedViewController.view { host.addSubview(view) }
    isPresented = true
    host.sourceWindow?.didPresent(self)
  }

  /// `dismissViewControllerAnimated:completion:`: the popover goes away; the delegate hears nothing.
  public func dismiss(animated: Bool, completion: (() -> Void)?) {
    guard isPresented else { return }
    hide()
    completion?()
  }

  /// The user taps outside the presented popover: the system dismisses it, unless the delegate refuses,
  /// and then tells the delegate. A popover adapted to a sheet has no outside to tap.
  @_spi(Harness) public func userTapsOutside() {
    guard isPresented, showsAsPopover else { return }
    let allowed =
      popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self)
      ?? delegate?.presentationControllerShouldDismiss(self) ?? true
    guard allowed else {
      delegate?.presentationControllerDidAttemptToDismiss(self)
      return
    }
    delegate?.presentationControllerWillDismiss(self)
    hide()
    presentedViewController.presentingViewController?.presentationDidEnd(of: presentedViewController)
    if let popoverDelegate {
      popoverDelegate.popoverPresentationControllerDidDismissPopover(self)
    } else {
      delegate?.presentationControllerDidDismiss(self)
    }
  }

  var presentedContent: View { presentedViewController.view }

  var isPopover: Bool { showsAsPopover }

  func hide() {
    isPresented = false
    if let view = presentedViewController.viewIfLoaded, view.superview === host { view.removeFromSuperview() }
    host.sourceWindow?.didDismiss(self)
  }
}

/// What a popover presentation tells its delegate, as `UIPopoverPresentationControllerDelegate`: UIKit's
/// adaptive-presentation messages and the popover's own, all optional.
@preconcurrency @MainActor
public protocol PopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// Asked before a system dismissal (a tap outside); by default `presentationControllerShouldDismiss(_:)`.
  func popoverPresentationControllerShouldDismissPopover(_ controller: PopoverPresentationController) -> Bool
  /// Told after a system dismissal, never after a dismissal from code; by default
  /// `presentationControllerDidDismiss(_:)`.
  func popoverPresentationControllerDidDismissPopover(_ controller: PopoverPresentationController)
  /// The popover is about to show, as `prepareForPopoverPresentation(_:)`.
  func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
  public func popoverPresentationControllerShouldDismissPopover(_ controller: PopoverPresentationController) -> Bool {
    presentationControllerShouldDismiss(controller)
  }

  public func popoverPresentationControllerDidDismissPopover(_ controller: PopoverPresentationController) {
    presentationControllerDidDismiss(controller)
  }

  public func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController) {}
}

/// The container of a presented view: in its source's window, not one of its subviews.
final class PresentationHostView: View {
  weak var sourceWindow: Window?

  override var window: Window? { sourceWindow }
}

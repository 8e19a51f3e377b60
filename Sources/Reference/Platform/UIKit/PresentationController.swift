import Foundation

/// What manages one presentation of a view controller, as `UIPresentationController`: the presented and the
/// presenting view controller and the delegate that decides how it adapts. ``PopoverPresentationController`` is the
/// one the model shows as a popover; any other style is a sheet over the window (the model has no swipe that
/// dismisses a sheet: only code does).
@preconcurrency @MainActor open class UIPresentationController: NSObject {
  /// The view controller presented, as `presentedViewController`.
  public let presentedViewController: UIViewController
  /// The view controller that presents it, as `presentingViewController`.
  open internal(set) weak var presentingViewController: UIViewController?
  /// Who decides how the presentation adapts and hears of a system dismissal, as `delegate` (a popover's delegate
  /// adopts ``PopoverPresentationControllerDelegate``, which refines this protocol).
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// The presentation of `presentedViewController` by `presenting`, as `init(presentedViewController:presenting:)`.
  public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presentingViewController
  }

  /// The presented view controller's view, as `presentedView`.
  open var presentedView: View? { presentedViewController.view }

  /// The style the presentation has when it is not adapted, as `presentationStyle`.
  open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

  /// The style a compact-width screen (the model's iPhone) uses instead of ``presentationStyle``, as
  /// `adaptivePresentationStyle(for:)` on the presentation controller: what the delegate says
  /// (`adaptivePresentationStyle(for:traitCollection:)`, which by default asks `adaptivePresentationStyle(for:)`),
  /// `.none` keeping the presentation's own style; without a delegate a popover becomes a full-screen sheet and
  /// every other style stays as it is.
  func adaptedStyle() -> UIModalPresentationStyle {
    let style = presentationStyle
    let fallback: UIModalPresentationStyle = style == .popover ? .fullScreen : .none
    guard let delegate else { return fallback == .none ? style : fallback }
    let answer = delegate.adaptivePresentationStyle(for: self, traitCollection: UITraitCollection())
    return answer == .none ? style : answer
  }
}

/// What a presentation tells its delegate, as `UIAdaptivePresentationControllerDelegate`: every method optional,
/// with UIKit's default.
@preconcurrency @MainActor public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// The style to use in a compact width, as `adaptivePresentationStyle(for:)`; `.fullScreen` by default (a popover
  /// then shows as a sheet).
  func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
  /// As `adaptivePresentationStyle(for:traitCollection:)`; by default asks `adaptivePresentationStyle(for:)`.
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle
  /// Whether a system dismissal may happen, as `presentationControllerShouldDismiss(_:)`; `true` by default.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  /// A system dismissal is about to happen, as `presentationControllerWillDismiss(_:)`.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// A system dismissal happened, as `presentationControllerDidDismiss(_:)`; never after a dismissal from code.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// A system dismissal was refused, as `presentationControllerDidAttemptToDismiss(_:)`.
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
    .fullScreen
  }
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    adaptivePresentationStyle(for: controller)
  }
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    true
  }
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

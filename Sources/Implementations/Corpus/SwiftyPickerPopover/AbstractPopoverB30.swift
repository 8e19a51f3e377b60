import InputReference

/// SwiftyPickerPopover (hsylife/SwiftyPickerPopover), `SwiftyPickerPopover/AbstractPopover.swift` and
/// `AbstractPickerPopoverViewController.swift`, at B30's buggy commit
/// `ff032a345214134a6c1e6d9c6731209613410a30` (the fix `671d6fb` does not touch these files). Ported line
/// for line as the base of ``StringPickerPopoverB30``.
///
/// A popover object configures a storyboard's navigation controller (its root is the picker's view
/// controller), presents it as a popover from a base view controller, and dismisses it through that base.
///
/// UIKit parts without a model class take these stand-ins: the base view controller is its `view`; the
/// presented navigation controller is a ``PresentedNavigationController`` (its view: a bar with the
/// navigation item's buttons above the root view controller's view) shown by a
/// ``PopoverPresentationController``; the popover keeps it, as the base's `presentedViewController` would.
/// The storyboard's instantiation is ``AbstractPopoverB30/instantiateInitialViewController()``.
///
/// Dropped: `disappearAutomatically(after:completion:)` and `redoDisappearAutomatically()` (a
/// `DispatchWorkItem` timer: no run loop in the model; never started unless the app asks), and
/// presentation: arrow directions and colour, size, corner radius, tint colour, `preferredContentSize`,
/// the source rect, and the adaptive presentation style (`.none`, so a popover on iPhone too).
open class AbstractPopoverB30 {
  /// The commit this instance runs.
  public let version: CorpusVersion

  /// Name of the storyboard on which AbstractPopover is based
  let storyboardName: String

  /// Popover title
  var title: String?

  /// Base view controller (its view)
  public private(set) weak var baseViewController: View?

  /// ViewController in charge of content in the popover
  public private(set) weak var contentViewController: AbstractPickerPopoverViewControllerB30?

  /// The presented navigation controller: the base view controller's `presentedViewController`.
  public private(set) var presentedViewController: PresentedNavigationController?

  public init(version: CorpusVersion) {
    self.version = version
    // Get a string as stroyboard name from this class name.
    storyboardName = String(describing: type(of: self))
  }

  // MARK: - Popover display

  /// Display the popover.
  ///
  /// - Parameter
  ///   - originView: View to be the origin point at where the popover appears.
  ///   - baseViewWhenOriginViewHasNoSuperview: SourceView of popoverPresentationController. Omissible.
  ///   - baseViewController: Base viewController (its view)
  ///   - completion: Action to be performed after the popover appeared. Omissible.
  open func appear(
    originView: View, baseViewWhenOriginViewHasNoSuperview: View? = nil, baseViewController: View,
    completion: (() -> Void)? = nil
  ) {
    self.baseViewController = baseViewController

    // create navigationController
    guard
      let navigationController = configureNavigationController(
        storyboardName: storyboardName, originView: originView,
        baseViewWhenOriginViewHasNoSuperview: baseViewWhenOriginViewHasNoSuperview,
        baseViewController: baseViewController)
    else { return }

    // configure StringPickerPopoverViewController
    let contentVC = configureContentViewController(navigationController: navigationController)
    navigationController.popoverPresentationController.delegate = contentVC

    // (presentation) backgroundColor, tintColor = baseViewController.view.tintColor

    // show popover
    presentedViewController = navigationController
    navigationController.present(from: navigationController.sourceView, animated: true) {
      // (presentation) cornerRadius
      completion?()
    }
  }

  /// Configure contentViewController of popover
  open func configureContentViewController(
    navigationController: PresentedNavigationController
  ) -> AbstractPickerPopoverViewControllerB30? {
    if let contentViewController = navigationController.topViewController {
      contentViewController.anyPopover = self
      self.contentViewController = contentViewController
      return contentViewController
    }

    return nil
  }

  /// Close the popover
  open func disappear(completion: (() -> Void)? = nil) {
    presentedViewController?.dismiss(animated: false, completion: completion)
  }

  /// Reload the popover with the latest properties.
  open func reload() {
    contentViewController?.refrectPopoverProperties()
  }

  /// Configure navigationController: instantiate the storyboard's initial view controller and make it a
  /// popover from the origin.
  open func configureNavigationController(
    storyboardName: String, originView: View, baseViewWhenOriginViewHasNoSuperview: View? = nil,
    baseViewController: View
  ) -> PresentedNavigationController? {
    guard let navigationController = instantiateInitialViewController() else {
      return nil
    }

    // define using popover; origin (presentation: the source rect and the arrow directions)
    navigationController.sourceView =
      originView.superview ?? baseViewWhenOriginViewHasNoSuperview ?? baseViewController
    return navigationController
  }

  /// `UIStoryboard(name: storyboardName, bundle:).instantiateInitialViewController()`: subclasses build
  /// their storyboard's scenes.
  open func instantiateInitialViewController() -> PresentedNavigationController? {
    return nil
  }
}

/// `AbstractPickerPopoverViewController`: the popover's content view controller.
open class AbstractPickerPopoverViewControllerB30: PopoverPresentationControllerDelegate {
  /// AbstractPopover
  var anyPopover: AnyObject?

  /// The view controller's `view`.
  public let view = View()

  /// `title`.
  public internal(set) var title: String?

  /// The navigation item's left and right bar button items.
  public internal(set) var leftBarButtonItem: BarButtonItem?
  public internal(set) var rightBarButtonItem: BarButtonItem?

  /// The navigation controller that shows this view controller, set when it is pushed as the root.
  weak var navigationController: PresentedNavigationController?

  public init() {}

  /// `viewDidLoad()`.
  open func viewDidLoad() {}

  /// `viewWillAppear(_:)`.
  open func viewWillAppear(_ animated: Bool) {
    // super.viewWillAppear(animated)
    refrectPopoverProperties()
  }

  /// Make the popover property reflect on the popover
  func refrectPopoverProperties() {
    title = (anyPopover as? AbstractPopoverB30)?.title

    // (presentation) Change size if needed: navigationController?.preferredContentSize
  }

  /// `dismiss(animated:completion:)`: the presented navigation controller goes away.
  public func dismiss(animated: Bool, completion: (() -> Void)?) {
    navigationController?.dismiss(animated: animated, completion: completion)
  }

  /// Popover appears on iPhone: `adaptivePresentationStyle(for:traitCollection:)` returns `.none`.
  open func popoverPresentationControllerDidDismissPopover(_ controller: PopoverPresentationController) {}
}

/// The presented `UINavigationController` of the popover's storyboard (a stand-in: the model has no view
/// controllers): its view is a navigation bar, showing the root view controller's navigation item, above
/// the root view controller's view.
public final class PresentedNavigationController {
  /// The root (and top) view controller.
  public let topViewController: AbstractPickerPopoverViewControllerB30?
  /// The navigation controller's view.
  public let view = View()
  /// The navigation bar.
  public let navigationBar = Toolbar()
  /// `popoverPresentationController`, for `modalPresentationStyle = .popover`.
  public let popoverPresentationController: PopoverPresentationController
  /// `popoverPresentationController.sourceView`.
  public var sourceView: View?

  public init(rootViewController: AbstractPickerPopoverViewControllerB30) {
    topViewController = rootViewController
    view.addSubview(navigationBar)
    view.addSubview(rootViewController.view)
    popoverPresentationController = PopoverPresentationController(presentedView: view)
    rootViewController.navigationController = self
  }

  /// `present(_:animated:completion:)` on the base view controller: loads the root view controller's
  /// view (`viewDidLoad`), then `viewWillAppear`, shows the navigation item and presents the popover.
  func present(from sourceView: View?, animated: Bool, completion: (() -> Void)?) {
    topViewController?.viewDidLoad()
    topViewController?.viewWillAppear(animated)
    navigationBar.setItems(
      [
        topViewController?.leftBarButtonItem, BarButtonItem(systemItem: .flexibleSpace),
        topViewController?.rightBarButtonItem,
      ]
      .compactMap { $0 }, animated: false)
    popoverPresentationController.present(from: sourceView, animated: animated, completion: completion)
  }

  /// `dismiss(animated:completion:)`.
  func dismiss(animated: Bool, completion: (() -> Void)?) {
    popoverPresentationController.dismiss(animated: animated, completion: completion)
  }
}

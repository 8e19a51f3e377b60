import Foundation

/// A screen's controller, as `UIViewController`: its view, loaded on first use (`loadView()`, then
/// `viewDidLoad()`), the appearance callbacks, containment, and presentation.
///
/// ``present(_:animated:completion:)`` shows another controller over this one's window: as a popover when its
/// style is `.popover` and its popover's delegate keeps it one on the model's iPhone (``UIPresentationController``),
/// else as a sheet over the window. ``dismiss(animated:completion:)`` takes it away from code; the delegate hears
/// only a system dismissal (a tap outside a popover). Transitions are instant and completions run at once.
///
/// ```swift
/// let content = PickerViewController()
/// content.modalPresentationStyle = .popover
/// content.popoverPresentationController?.sourceView = button
/// host.present(content, animated: true)  // content.view is in host's window, over it
/// host.dismiss(animated: true)           // and gone
/// ```
@preconcurrency @MainActor open class UIViewController: Responder {
  private var loadedView: View?
  /// The nib the controller would load its view from, as `nibName`: the model loads none.
  open private(set) var nibName: String?
  /// The nib's bundle, as `nibBundle`.
  open private(set) var nibBundle: Bundle?
  /// The title, as `title`.
  open var title: String?
  /// The size its content would like when presented, as `preferredContentSize`: inert.
  open var preferredContentSize = CGSize.zero
  /// How it is presented, as `modalPresentationStyle`.
  open var modalPresentationStyle = UIModalPresentationStyle.automatic
  /// How its presentation animates, as `modalTransitionStyle`: inert.
  open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
  /// Whether a system dismissal is refused, as `isModalInPresentation`.
  open var isModalInPresentation = false
  /// Whether it is the context of `.currentContext` presentations, as `definesPresentationContext`: stored.
  open var definesPresentationContext = false
  /// The controller it presents, as `presentedViewController`.
  open internal(set) var presentedViewController: UIViewController?
  /// The controller that presents it, as `presentingViewController`.
  open internal(set) weak var presentingViewController: UIViewController?
  /// The controller it is a child of, as `parent`.
  open private(set) weak var parent: UIViewController?
  /// Its children, as `children`.
  open private(set) var children: [UIViewController] = []
  /// The presentation made for it, kept from the first time it is asked for until its presentation ends.
  private var preparedPresentation: UIPresentationController?

  /// A controller whose view comes from `loadView()` (the model loads no nib), as `init(nibName:bundle:)`.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// As `init()`: no nib.
  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  /// A controller from an archive, as `init?(coder:)`: the model decodes nothing.
  public required init?(coder: NSCoder) { super.init() }

  // MARK: The view

  /// The root view, loaded on first use, as `view`.
  open var view: View! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      if loadedView?.viewController === self { loadedView?.viewController = nil }
      loadedView = newValue
      newValue?.viewController = self
    }
  }

  /// The root view if it is loaded, as `viewIfLoaded`.
  open var viewIfLoaded: View? { loadedView }

  /// Whether the root view is loaded, as `isViewLoaded`.
  open var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view if it is not loaded: `loadView()`, then `viewDidLoad()`, as `loadViewIfNeeded()`.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { view = View() }
    viewDidLoad()
  }

  /// Makes the root view, as `loadView()`: a plain view by default.
  open func loadView() { view = View() }

  /// The view was loaded, as `viewDidLoad()`.
  open func viewDidLoad() {}
  /// The view is about to appear, as `viewWillAppear(_:)`.
  open func viewWillAppear(_ animated: Bool) {}
  /// The view appeared, as `viewDidAppear(_:)`.
  open func viewDidAppear(_ animated: Bool) {}
  /// The view is about to disappear, as `viewWillDisappear(_:)`.
  open func viewWillDisappear(_ animated: Bool) {}
  /// The view disappeared, as `viewDidDisappear(_:)`.
  open func viewDidDisappear(_ animated: Bool) {}
  /// As `viewWillLayoutSubviews()`: the model lays out nothing, so it is never sent.
  open func viewWillLayoutSubviews() {}
  /// As `viewDidLayoutSubviews()`: never sent.
  open func viewDidLayoutSubviews() {}
  /// As `viewSafeAreaInsetsDidChange()`: the model's insets never change, so it is never sent.
  open func viewSafeAreaInsetsDidChange() {}
  /// As `traitCollectionDidChange(_:)`: never sent.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// The traits of the display, as `traitCollection`.
  open var traitCollection: UITraitCollection { UITraitCollection() }

  /// The next responder, as UIKit's: the view's superview, else the parent, else the presenting controller.
  open override var next: Responder? { loadedView?.superview ?? parent ?? presentingViewController }

  // MARK: Containment

  /// Adds a child, as `addChild(_:)` (which sends the child `willMove(toParent:)`).
  open func addChild(_ child: UIViewController) {
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Leaves the parent, as `removeFromParent()` (which sends `didMove(toParent: nil)`).
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// As `willMove(toParent:)`.
  open func willMove(toParent parent: UIViewController?) {}
  /// As `didMove(toParent:)`.
  open func didMove(toParent parent: UIViewController?) {}

  // MARK: Presentation

  /// The presentation of this controller, made when first asked for, as `presentationController`: a popover's when
  /// its style is `.popover`.
  open var presentationController: UIPresentationController? {
    let style = modalPresentationStyle
    if let preparedPresentation, (preparedPresentation is PopoverPresentationController) == (style == .popover) {
      return preparedPresentation
    }
    let made =
      style == .popover
      ? PopoverPresentationController(presentedViewController: self, presenting: presentingViewController)
      : UIPresentationController(presentedViewController: self, presenting: presentingViewController)
    preparedPresentation = made
    return made
  }

  /// The popover presentation of this controller, as `popoverPresentationController`: `nil` unless its style is
  /// `.popover`.
  open var popoverPresentationController: PopoverPresentationController? {
    modalPresentationStyle == .popover ? presentationController as? PopoverPresentationController : nil
  }

  /// Presents `viewControllerToPresent` over this controller's window, as `present(_:animated:completion:)`.
  ///
  /// As UIKit does, nothing happens when this controller already presents one or its view is in no window (UIKit
  /// logs "Attempt to present … whose view is not in the window hierarchy"); a popover with neither a source view
  /// nor a bar button item stops the program, as UIKit's `NSGenericException` does.
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    guard presentedViewController == nil, let window = viewIfLoaded?.window else { return }
    let presented = viewControllerToPresent
    guard let presentation = presented.presentationController else { return }
    presentation.presentingViewController = self
    let popover = presentation as? PopoverPresentationController
    let asPopover = popover != nil && presentation.adaptedStyle() == .popover
    if let popover, asPopover, popover.sourceView == nil, popover.barButtonItem == nil {
      preconditionFailure(
        "UIPopoverPresentationController (\(popover)) should have a non-nil sourceView or barButtonItem set before "
          + "the presentation occurs.")
    }
    presented.presentingViewController = self
    presentedViewController = presented
    (popover?.delegate as? any PopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(popover!)
    presented.loadViewIfNeeded()
    presented.viewWillAppear(flag)
    if let popover {
      popover.showsAsPopover = asPopover
      popover.show(in: window)
    } else {
      SheetPresentation.show(presentation, in: window)
    }
    presented.viewDidAppear(flag)
    completion?()
  }

  /// Dismisses the controller this one presents, or, when it presents none, this one from its presenter, as
  /// `dismiss(animated:completion:)`. The delegate hears nothing: this is a dismissal from code.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    guard let presented = presentedViewController else {
      if let presentingViewController {
        presentingViewController.dismiss(animated: flag, completion: completion)
      } else {
        completion?()
      }
      return
    }
    presented.viewWillDisappear(flag)
    if let popover = presented.preparedPresentation as? PopoverPresentationController {
      popover.hide()
    } else if let presentation = presented.preparedPresentation {
      SheetPresentation.hide(presentation)
    }
    presentationDidEnd(of: presented)
    presented.viewDidDisappear(flag)
    completion?()
  }

  /// The presentation of `presented` ended (from code or by the system): the links between the two go.
  func presentationDidEnd(of presented: UIViewController) {
    guard presentedViewController === presented else { return }
    presentedViewController = nil
    presented.presentingViewController = nil
    presented.preparedPresentation = nil
  }
}

/// A view controller shown as a sheet over a window (every style but a popover's): in the window's presentation
/// layer until it is dismissed from code; nothing outside it can be tapped.
@MainActor final class SheetPresentation: WindowPresentation {
  private let presentation: UIPresentationController
  private let host = PresentationHostView()
  private static var shown: [ObjectIdentifier: SheetPresentation] = [:]

  private init(_ presentation: UIPresentationController) { self.presentation = presentation }

  var presentedContent: View { presentation.presentedViewController.view }
  var isPopover: Bool { false }

  func userTapsOutside() {}

  static func show(_ presentation: UIPresentationController, in window: Window) {
    let sheet = SheetPresentation(presentation)
    sheet.host.sourceWindow = window
    sheet.host.addSubview(presentation.presentedViewController.view)
    shown[ObjectIdentifier(presentation)] = sheet
    window.didPresent(sheet)
  }

  static func hide(_ presentation: UIPresentationController) {
    guard let sheet = shown.removeValue(forKey: ObjectIdentifier(presentation)) else { return }
    presentation.presentedViewController.viewIfLoaded?.removeFromSuperview()
    sheet.host.sourceWindow?.didDismiss(sheet)
  }
}

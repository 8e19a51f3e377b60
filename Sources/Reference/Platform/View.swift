/// A node of the minimal view tree: a responder that can contain other views.
///
/// A harness finds the picker and the toolbar inside what a keyboard presents by
/// walking ``descendants``, as a UI test would.
open class View: Responder {
  /// The view containing this one.
  public private(set) weak var superview: View?

  /// The views this one contains, in order.
  public private(set) var subviews: [View] = []

  /// Whether the view is hidden. Hiding does not change first-responder status (RESP-8).
  public var isHidden = false

  /// Whether touches reach the view, as `isUserInteractionEnabled`: when `false`, hit-testing skips
  /// it, so a control gets no touch events at all. It does not change first-responder status.
  public var isUserInteractionEnabled = true

  /// A name a harness can look the view up by.
  public var accessibilityIdentifier: String?

  /// The view controller whose root view this is, if any: the view's next responder (FACT-2).
  public weak var viewController: Responder?

  /// The gesture recognizers attached to the view (see ``addGestureRecognizer(_:)``).
  public internal(set) var gestureRecognizers: [GestureRecognizer] = []

  public override init() {}

  /// The window this view is in, if any.
  open var window: Window? { superview?.window }

  @_spi(PlatformMutation) open override var hostingWindow: Window? { window }

  /// The view controller whose root view this is, else the superview, as in UIKit.
  open override var next: Responder? { viewController ?? superview }

  /// Called once the view was created from a template and every part was bound, as
  /// `awakeFromNib()`; the default does nothing (FACT-3).
  open func awakeFromTemplate() {}

  /// Adds `view` as the last subview, moving it from any previous superview. A view that is already a
  /// subview of the receiver is only moved to the end, as UIKit does: it does not leave the window.
  public func addSubview(_ view: View) {
    if view.superview === self {
      subviews.removeAll { $0 === view }
      subviews.append(view)
      return
    }
    if view.superview != nil { view.removeFromSuperview() }
    view.superview = self
    subviews.append(view)
    if view.window != nil { view.windowDidChange() }
  }

  /// Removes the view from its superview.
  ///
  /// When the view or one of its descendants is the window's first responder,
  /// that responder is forced to resign, even if it refuses (RESP-7).
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    let formerWindow = window
    if let window = formerWindow, let first = window.firstResponder as? View, first.isDescendant(of: self) {
      window.clearFirstResponder(forced: true)
    }
    parent.subviews.removeAll { $0 === self }
    superview = nil
    if formerWindow != nil, window == nil { windowDidChange() }
  }

  /// Called after the view joined a window or left it (``window`` is the new one, `nil` when it
  /// left), as UIKit's `didMoveToWindow()`; the default does nothing.
  open func didMoveToWindow() {}

  /// Tells the view and every view below it that their window changed.
  private func windowDidChange() {
    walk { view in
      view.didMoveToWindow()
      return true
    }
  }

  /// Makes the first responder resign when it is the receiver or inside it, as `UIView.endEditing(_:)`.
  ///
  /// The first responder's `resignFirstResponder()` runs (form libraries collapse inline rows
  /// there); with `force`, a responder that refuses is made to resign anyway.
  ///
  /// - Returns: `true` when no responder inside the receiver is first afterwards.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool {
    guard let window, let first = window.firstResponder as? View, first.isDescendant(of: self) else { return true }
    if first.resignFirstResponder() { return true }
    guard force else { return false }
    if window.firstResponder === first { window.clearFirstResponder(forced: true) }
    return true
  }

  /// Whether this view is `ancestor` or is contained in it.
  public func isDescendant(of ancestor: View) -> Bool {
    var node: View? = self
    while let current = node {
      if current === ancestor { return true }
      node = current.superview
    }
    return false
  }

  /// Every view below this one, depth first, in subview order (the receiver excluded).
  public var descendants: [View] {
    subviews.flatMap { [$0] + $0.descendants }
  }

  /// The receiver and every view below it, depth first.
  public var selfAndDescendants: [View] { [self] + descendants }

  /// Visits the receiver and every view below it, depth first, until `body` returns `false`.
  ///
  /// - Returns: `false` when the walk was stopped.
  @discardableResult
  public func walk(_ body: (View) -> Bool) -> Bool {
    guard body(self) else { return false }
    for subview in subviews where !subview.walk(body) { return false }
    return true
  }

  /// The first view of type `T` in ``selfAndDescendants``.
  public func firstDescendant<T: View>(ofType type: T.Type) -> T? {
    var found: T?
    walk { view in
      found = view as? T
      return found == nil
    }
    return found
  }
}

import Foundation

/// A node of the minimal view tree: a responder that can contain other views.
///
/// A harness finds the picker and the toolbar inside what a keyboard presents by
/// walking ``descendants``, as a UI test would.
@preconcurrency @MainActor open class View: Responder {
  /// The view containing this one.
  public private(set) weak var superview: View?

  /// The views this one contains, in order.
  public internal(set) var subviews: [View] = []

  /// Whether the view is hidden. Hiding does not change first-responder status (RESP-8).
  open var isHidden = false

  /// Whether touches reach the view, as `isUserInteractionEnabled`: when `false`, hit-testing skips
  /// it, so a control gets no touch events at all. It does not change first-responder status.
  open var isUserInteractionEnabled = true

  /// A name a harness can look the view up by.
  public var accessibilityIdentifier: String?

  /// The view controller whose root view this is, if any: the view's next responder (FACT-2).
  public weak var viewController: Responder?

  /// The gesture recognizers attached to the view (see ``addGestureRecognizer(_:)``).
  public internal(set) var gestureRecognizers: [GestureRecognizer] = []

  /// Creates a view with a zero frame, as `init()`: a convenience, as in UIKit, so that a subclass that overrides
  /// `init(frame:)` and `init?(coder:)` is made with `init()` too.
  public override convenience init() { self.init(frame: .zero) }

  /// Creates a view with `frame`, as `init(frame:)`.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// Creates a view from an archive, as `init?(coder:)`: the model keeps no archives, so nothing is decoded.
  public required init?(coder: NSCoder) { super.init() }

  // MARK: Geometry and drawing (no behaviour: the model has no geometry and draws nothing)

  /// The frame in the superview's coordinates; an inert value.
  open var frame: CGRect = .zero

  /// The bounds: the frame's size at the origin; setting it sets the frame's size.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  /// The centre of the frame; setting it moves the frame.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  /// Whether ``setNeedsLayout()`` asked for a layout pass that has not run.
  public private(set) var needsLayout = false

  /// Lays out the subviews, as `layoutSubviews()`; does nothing by default. It runs in ``layoutIfNeeded()``.
  open func layoutSubviews() {}

  /// Asks for a layout pass, as `setNeedsLayout()`.
  open func setNeedsLayout() { needsLayout = true }

  /// Runs the pending layout pass now, as `layoutIfNeeded()`: ``layoutSubviews()`` once, when one was asked for.
  open func layoutIfNeeded() {
    guard needsLayout else { return }
    needsLayout = false
    layoutSubviews()
  }

  /// Asks for a redraw, as `setNeedsDisplay()`; the model draws nothing, so ``draw(_:)`` never runs.
  open func setNeedsDisplay() {}

  /// Draws the view, as `draw(_:)`; never called by the model.
  open func draw(_ rect: CGRect) {}

  /// The size the view's content wants, as `intrinsicContentSize`: no intrinsic size by default.
  open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }

  /// Tells Auto Layout the intrinsic size changed, as `invalidateIntrinsicContentSize()`; no effect.
  open func invalidateIntrinsicContentSize() {}

  /// The size that fits `size`, as `sizeThatFits(_:)`: the current size by default.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to ``sizeThatFits(_:)``, as `sizeToFit()`.
  open func sizeToFit() { frame.size = sizeThatFits(frame.size) }

  /// Sent after the view was decoded from a nib, as `awakeFromNib()`; does nothing by default. Only views
  /// loaded from a ``Nib`` (adopting ``NibAwaking``) receive it; a view created in code never does.
  open func awakeFromNib() {}

  /// Sent by Interface Builder's live rendering, as `prepareForInterfaceBuilder()`; never sent by the model.
  open func prepareForInterfaceBuilder() {}

  /// The superview is about to change, as `willMove(toSuperview:)`; does nothing by default.
  open func willMove(toSuperview newSuperview: View?) {}

  /// The superview changed, as `didMoveToSuperview()`; does nothing by default.
  open func didMoveToSuperview() {}

  /// The window is about to change, as `willMove(toWindow:)`; does nothing by default.
  open func willMove(toWindow newWindow: Window?) {}

  /// Inert appearance values, as `UIView`'s: stored and read back, never drawn.
  open var backgroundColor: UIColor?
  open var tintColor: UIColor! = .systemBlue
  open var alpha: CGFloat = 1
  open var isOpaque = true
  open var clipsToBounds = false
  open var contentMode = ContentMode.scaleToFill
  open var tag = 0
  /// What VoiceOver reads, as `accessibilityLabel`: the app's words, `nil` unless it sets them (inert).
  open var accessibilityLabel: String?
  open var layoutMargins = UIEdgeInsets.zero
  open var autoresizingMask = AutoresizingMask()
  open var transform = CGAffineTransform.identity
  /// The backing layer, inert.
  open private(set) lazy var layer = CALayer()

  /// The tint colour changed, as `tintColorDidChange()`; the model never sends it.
  open func tintColorDidChange() {}

  /// The safe area's insets, as `safeAreaInsets`: none (the model has no notch or bars).
  open var safeAreaInsets: UIEdgeInsets { .zero }

  /// As `safeAreaInsetsDidChange()`: the model's insets never change, so it is never sent.
  open func safeAreaInsetsDidChange() {}

  /// The traits of the display, as `traitCollection`: the model's one light appearance, which never changes.
  open var traitCollection: UITraitCollection { UITraitCollection() }

  /// The traits changed, as `traitCollectionDidChange(_:)`; the model's never do, so it is never sent.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// How the content flips, as `semanticContentAttribute`: stored, inert.
  open var semanticContentAttribute = UISemanticContentAttribute.unspecified

  /// The layout direction, as `effectiveUserInterfaceLayoutDirection`: left to right.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

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
    view.willMove(toSuperview: self)
    if let window {
      view.walk {
        $0.willMove(toWindow: window); return true
      }
    }
    view.superview = self
    subviews.append(view)
    didAddSubview(view)
    view.didMoveToSuperview()
    if view.window != nil { view.windowDidChange() }
  }

  /// Called after `subview` was added, as `didAddSubview(_:)`; the default does nothing.
  open func didAddSubview(_ subview: View) {}

  /// Called before `subview` is removed, as `willRemoveSubview(_:)`; the default does nothing.
  open func willRemoveSubview(_ subview: View) {}

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
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    if formerWindow != nil {
      walk {
        $0.willMove(toWindow: nil); return true
      }
    }
    parent.subviews.removeAll { $0 === self }
    superview = nil
    didMoveToSuperview()
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

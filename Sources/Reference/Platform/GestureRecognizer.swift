import Foundation

/// Decides whether a recognizer takes part in a touch, as `UIGestureRecognizerDelegate`. The touch (``UITouch``)
/// names the view a hit test found under the finger; the model has no geometry.
@preconcurrency @MainActor public protocol GestureRecognizerDelegate: AnyObject {
  /// `gestureRecognizer(_:shouldReceive:)`: `false` keeps the touch from the recognizer. `true` by default.
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: UITouch) -> Bool
  /// Whether the recognizer may begin, as `gestureRecognizerShouldBegin(_:)`; `true` by default.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
  public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    true
  }
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
}

/// A recognizer attached to a view, as `UIGestureRecognizer`: it sees the touches of its view and of every
/// view inside it, and sends its actions (target/action pairs, as `init(target:action:)` and
/// `addTarget(_:action:)`, or the model's closure) when it recognizes its gesture.
///
/// ```swift
/// let backdrop = View()
/// backdrop.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("dismiss", Self.dismiss)))
/// toolbar.receiveTap(on: doneItem)  // the backdrop's recognizer takes the tap: dismiss() runs, Done does not
/// ```
@preconcurrency @MainActor open class GestureRecognizer: NSObject {
  /// The states of a recognizer, as `UIGestureRecognizer.State`.
  public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }

  /// The delegate asked whether the recognizer receives a touch.
  open weak var delegate: (any GestureRecognizerDelegate)?
  /// A disabled recognizer receives no touches.
  open var isEnabled = true
  /// Whether recognizing cancels the touch for the hit-tested view (UIKit's default: `true`).
  open var cancelsTouchesInView = true
  /// Whether touches reach the view only once recognition failed, as `delaysTouchesBegan`: stored; a tap is
  /// recognized or not before the view sees it in the model.
  open var delaysTouchesBegan = false
  /// Whether the view's touch-up waits for recognition, as `delaysTouchesEnded`: stored, inert.
  open var delaysTouchesEnded = true
  /// The view the recognizer is attached to.
  open internal(set) weak var view: View?
  /// Where the recognizer is: `.ended` while its actions run after a tap, `.possible` otherwise.
  open internal(set) var state = State.possible
  /// The closure, target/action pairs, in the order they were added.
  private var actions: [Action] = []

  /// One action of the recognizer.
  private enum Action {
    case closure((GestureRecognizer) -> Void)
    case target(WeakTarget, Selector)
  }

  /// A target held weakly, as UIKit holds a recognizer's targets.
  private struct WeakTarget {
    weak var object: AnyObject?
  }

  /// Creates a recognizer whose action is `action` (the model's spelling of a target and a selector).
  public init(action: @escaping (GestureRecognizer) -> Void) {
    actions = [.closure(action)]
    super.init()
  }

  /// Creates a recognizer that sends `action` to `target`, as `init(target:action:)`; either may be `nil`.
  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }

  /// Adds a target/action pair, as `addTarget(_:action:)`.
  open func addTarget(_ target: Any, action: Selector) {
    actions.append(.target(WeakTarget(object: target as AnyObject), action))
  }

  /// Removes target/action pairs, as `removeTarget(_:action:)`: those of `target` (every target when `nil`) with
  /// `action` (every action when `nil`).
  open func removeTarget(_ target: Any?, action: Selector?) {
    actions.removeAll { registered in
      guard case .target(let weak, let selector) = registered else { return false }
      let sameTarget = target.map { ($0 as AnyObject) === weak.object } ?? true
      return sameTarget && (action.map { $0 == selector } ?? true)
    }
  }

  /// Where the touch is, as `location(in:)`: the model has no geometry, so the origin.
  open func location(in view: View?) -> CGPoint { .zero }

  /// Whether the recognizer recognizes a tap; only tap recognizers do.
  var recognizesTap: Bool { false }

  /// The recognizer recognized its gesture: sends its actions, in the order they were added (a target that went
  /// away gets nothing), with the state `.ended` while they run.
  func sendAction() {
    state = .ended
    defer { state = .possible }
    for action in actions {
      switch action {
      case .closure(let closure):
        closure(self)
      case .target(let weak, let selector):
        guard let target = weak.object else { continue }
        guard selector.send(to: target, from: self, with: nil) else {
          preconditionFailure("-[\(type(of: target)) \(selector.name)]: unrecognized selector sent to instance")
        }
      }
    }
  }
}

/// A recognizer of single taps, as `UITapGestureRecognizer`.
@preconcurrency @MainActor open class TapGestureRecognizer: GestureRecognizer {
  /// Taps needed, as `numberOfTapsRequired`: the model's taps are single; stored.
  open var numberOfTapsRequired = 1
  /// Fingers needed, as `numberOfTouchesRequired`: stored.
  open var numberOfTouchesRequired = 1

  override var recognizesTap: Bool { true }
}

extension View {
  /// Attaches `recognizer`, detaching it from any other view (`addGestureRecognizer(_:)`).
  public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
    recognizer.view?.removeGestureRecognizer(recognizer)
    recognizer.view = self
    gestureRecognizers.append(recognizer)
  }

  /// Detaches `recognizer` (`removeGestureRecognizer(_:)`).
  public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
    guard recognizer.view === self else { return }
    gestureRecognizers.removeAll { $0 === recognizer }
    recognizer.view = nil
  }

  /// A person taps the receiver, the view a hit test finds under the finger.
  ///
  /// As UIKit delivers a touch: the tap recognizers of the receiver and of its ancestors, nearest first,
  /// are offered the touch; a disabled recognizer, or one whose delegate refuses it (`shouldReceive`),
  /// does not see it. When the receiver is a ``Button`` its ancestors' tap recognizers yield to it (UIKit:
  /// "default control actions prevent overlapping gesture recognizer behavior" for `UIButton`,
  /// `UISwitch`, `UIStepper`, `UISegmentedControl` and `UIPageControl`); a recognizer on the button
  /// itself still sees the touch. The first recognizer that sees the touch recognizes it: when it
  /// cancels touches in its view (the default) a control under the finger gets `touchDown` then
  /// `touchCancel` and no tap, and then the recognizer's action runs; otherwise both happen.
  /// With no recognizer, a control under the finger gets `touchDown` and `touchUpInside`. A view that
  /// handles touches itself (``TouchHandling``) gets the same moments as its `touches…` methods.
  /// The view also gets UIKit's `touchesBegan(_:with:)`, `touchesEnded(_:with:)` or `touchesCancelled(_:with:)`
  /// with the touch (a `UIView` passes them up the responder chain unless it overrides them; a control keeps them).
  @_spi(Harness) public func receiveTap() {
    let control = self as? Control
    let handler = self as? any TouchHandling
    let touch = UITouch(view: self)
    let event = UIEvent()
    deliverTap(
      touch: touch,
      begin: {
        control?.touchBegan()
        handler?.touchesBegan()
        self.touchesBegan([touch], with: event)
      },
      cancel: {
        control?.touchCancelled()
        handler?.touchesCancelled()
        touch.phase = .cancelled
        self.touchesCancelled([touch], with: event)
      },
      end: {
        control?.touchEnded(inside: true)
        handler?.touchesEnded(inside: true)
        touch.phase = .ended
        self.touchesEnded([touch], with: event)
      })
  }

  /// UIKit's touch methods alone, for a finger that lifts outside the receiver (`inside == false`) or inside it: what
  /// a view that overrides `touchesBegan(_:with:)` and `touchesEnded(_:with:)` sees, no recognizer involved.
  @_spi(Harness) public func receiveTouchMethods(endingInside inside: Bool) {
    let touch = UITouch(view: self)
    let event = UIEvent()
    touchesBegan([touch], with: event)
    if !inside { touch.moveOutside() }
    touch.phase = .ended
    touchesEnded([touch], with: event)
  }

  /// UIKit's touch methods alone, for a touch the system cancels.
  @_spi(Harness) public func receiveCancelledTouchMethods() {
    let touch = UITouch(view: self)
    let event = UIEvent()
    touchesBegan([touch], with: event)
    touch.phase = .cancelled
    touchesCancelled([touch], with: event)
  }

  /// Delivers a tap whose hit-tested view is the receiver; `begin`, `cancel` and `end` are what the
  /// view itself does with the touch.
  func deliverTap(touch: UITouch? = nil, begin: () -> Void, cancel: () -> Void, end: () -> Void) {
    let touch = touch ?? UITouch(view: self)
    let yieldsToView = self is Button
    var offered: [GestureRecognizer] = []
    var node: View? = self
    while let current = node {
      if current === self || !yieldsToView {
        offered += current.gestureRecognizers.filter { $0.recognizesTap && $0.isEnabled }
      }
      node = current.superview
    }
    // UIKit asks every recognizer's delegate when the touch begins.
    let receiving = offered.filter { recognizer in
      guard let delegate = recognizer.delegate else { return true }
      return delegate.gestureRecognizer(recognizer, shouldReceive: touch)
        && delegate.gestureRecognizerShouldBegin(recognizer)
    }
    begin()
    guard let recognizer = receiving.first else { return end() }
    if recognizer.cancelsTouchesInView {
      cancel()
    } else {
      end()
    }
    recognizer.sendAction()
  }
}

extension Toolbar {
  /// A person taps `item` of the toolbar.
  ///
  /// The model has no view per item: the touch's view is the toolbar. Since iOS 11 each item is drawn by a
  /// private view inside the toolbar that, unlike `UIButton`, does not keep its ancestors' tap recognizers
  /// from recognizing; so a tap recognizer on a view containing the toolbar takes the tap unless its
  /// delegate refuses the touch, and the item's action then does not run (McPicker issue 20).
  @_spi(Harness) public func receiveTap(on item: BarButtonItem) {
    deliverTap(begin: {}, cancel: {}, end: { item.tap() })
  }
}

/// A view that handles its own touches, as a `UIView` subclass overriding `touchesBegan(_:with:)`,
/// `touchesEnded(_:with:)` and `touchesCancelled(_:with:)`. The model has no geometry: where a touch
/// ends is given as whether it is inside the view's bounds. Every method does nothing by default.
@preconcurrency @MainActor public protocol TouchHandling: View {
  /// A finger touched the view.
  func touchesBegan()
  /// The finger lifted, inside the view's bounds or outside them.
  func touchesEnded(inside: Bool)
  /// The system cancelled the touch.
  func touchesCancelled()
}

extension TouchHandling {
  public func touchesBegan() {}
  public func touchesEnded(inside: Bool) {}
  public func touchesCancelled() {}
}

/// A touch, as `UITouch`: the view a hit test found under the finger.
///
/// The model has no geometry, so a harness names the hit-tested view instead of a point.
public struct Touch {
  /// The hit-tested view (`UITouch.view`).
  public let view: View
}

/// Decides whether a recognizer takes part in a touch, as `UIGestureRecognizerDelegate`.
@preconcurrency @MainActor public protocol GestureRecognizerDelegate: AnyObject {
  /// `gestureRecognizer(_:shouldReceive:)`: `false` keeps the touch from the recognizer. `true` by default.
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
}

extension GestureRecognizerDelegate {
  public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
}

/// A recognizer attached to a view, as `UIGestureRecognizer`: it sees the touches of its view and of every
/// view inside it, and target/action becomes a closure.
///
/// ```swift
/// let backdrop = View()
/// backdrop.addGestureRecognizer(TapGestureRecognizer { _ in dismiss() })
/// toolbar.receiveTap(on: doneItem)  // the backdrop's recognizer takes the tap: dismiss() runs, Done does not
/// ```
@preconcurrency @MainActor open class GestureRecognizer {
  /// The delegate asked whether the recognizer receives a touch.
  public weak var delegate: (any GestureRecognizerDelegate)?
  /// A disabled recognizer receives no touches.
  public var isEnabled = true
  /// Whether recognizing cancels the touch for the hit-tested view (UIKit's default: `true`).
  public var cancelsTouchesInView = true
  /// The view the recognizer is attached to.
  public internal(set) weak var view: View?
  private let action: (GestureRecognizer) -> Void

  /// Creates a recognizer whose action (UIKit's target and selector) is `action`.
  public init(action: @escaping (GestureRecognizer) -> Void) {
    self.action = action
  }

  /// Whether the recognizer recognizes a tap; only tap recognizers do.
  var recognizesTap: Bool { false }

  /// The recognizer recognized its gesture: sends its action.
  func sendAction() { action(self) }
}

/// A recognizer of single taps, as `UITapGestureRecognizer`.
@preconcurrency @MainActor public final class TapGestureRecognizer: GestureRecognizer {
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
  @_spi(Harness) public func receiveTap() {
    let control = self as? Control
    let handler = self as? any TouchHandling
    deliverTap(
      begin: {
        control?.touchBegan()
        handler?.touchesBegan()
      },
      cancel: {
        control?.touchCancelled()
        handler?.touchesCancelled()
      },
      end: {
        control?.touchEnded(inside: true)
        handler?.touchesEnded(inside: true)
      })
  }

  /// Delivers a tap whose hit-tested view is the receiver; `begin`, `cancel` and `end` are what the
  /// view itself does with the touch.
  func deliverTap(begin: () -> Void, cancel: () -> Void, end: () -> Void) {
    let touch = Touch(view: self)
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
    let receiving = offered.filter { $0.delegate?.gestureRecognizer($0, shouldReceive: touch) ?? true }
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

import Foundation

/// The event an action was sent for, as `UIEvent`: the model has no event objects of its own, so an action method
/// that takes an event gets one that says only its type.
@preconcurrency @MainActor open class UIEvent {
  /// The kinds of event, as `UIEvent.EventType`.
  public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }

  /// The kind of this event.
  open var type: EventType { .touches }
  /// The touches of the event: the model's touches carry no geometry, so there are none.
  open var allTouches: Set<UITouch>? { nil }

  public init() {}
}

/// A finger on the screen, as `UITouch`: the view under it, and where in it: a tap of the model lands in the middle of
/// the view's bounds (outside them for a touch that ends outside), the only geometry the model has.
@preconcurrency @MainActor open class UITouch: Hashable {
  /// The phases of a touch, as `UITouch.Phase`.
  public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }

  /// The view the touch is in.
  open private(set) weak var view: View?
  /// Where the touch is in its lifetime.
  open internal(set) var phase: Phase
  /// How many times the finger tapped: one.
  open var tapCount: Int { 1 }

  /// Where the touch is, in ``view``'s coordinates.
  private var point: CGPoint

  /// A touch in `view`, at `point` (in its coordinates; the middle of its bounds by default).
  public init(view: View?, phase: Phase = .began, at point: CGPoint? = nil) {
    self.view = view
    self.phase = phase
    self.point = point ?? view.map { CGPoint(x: $0.bounds.midX, y: $0.bounds.midY) } ?? .zero
  }

  /// The touch's location in `view`'s coordinates (the window's for `nil`), as `location(in:)`.
  open func location(in view: View?) -> CGPoint {
    guard let touched = self.view else { return point }
    return touched.convert(point, to: view)
  }

  /// The previous location: the same, as the model's touches do not move.
  open func previousLocation(in view: View?) -> CGPoint { location(in: view) }

  /// The finger lifts outside the view: the touch moves beyond its bounds.
  func moveOutside() {
    guard let view else { return }
    point = CGPoint(x: view.bounds.maxX + 10, y: view.bounds.maxY + 10)
  }

  nonisolated public static func == (left: UITouch, right: UITouch) -> Bool { left === right }

  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

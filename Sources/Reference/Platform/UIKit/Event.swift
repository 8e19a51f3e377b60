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

/// A finger on the screen, as `UITouch`: the view under it and nothing of its geometry (every location is the
/// view's origin).
@preconcurrency @MainActor open class UITouch: Hashable {
  /// The phases of a touch, as `UITouch.Phase`.
  public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }

  /// The view the touch is in.
  open private(set) weak var view: View?
  /// Where the touch is in its lifetime.
  open internal(set) var phase: Phase
  /// How many times the finger tapped: one.
  open var tapCount: Int { 1 }

  public init(view: View?, phase: Phase = .began) {
    self.view = view
    self.phase = phase
  }

  /// The touch's location in `view`'s coordinates: the model has no geometry, so `.zero`.
  open func location(in view: View?) -> CGPoint { .zero }

  /// The previous location: `.zero` as well.
  open func previousLocation(in view: View?) -> CGPoint { .zero }

  nonisolated public static func == (left: UITouch, right: UITouch) -> Bool { left === right }

  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

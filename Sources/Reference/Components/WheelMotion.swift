/// How a picker keyboard tells that its wheels are moving, and stops them on their destination.
///
/// Public UIKit has no such API: apps that wait for a spin to settle read the picker's wheels' scroll views
/// (`isDragging || isDecelerating`) and stop them by scrolling to their target offset. The platform model does
/// not mirror those private subviews, so the harness hands a component that declares it waits for the settle,
/// settles first or ignores Done during a spin (``DoneWhileSpinning``) a `WheelMotion` for its picker; a
/// component that reads the picker at Done (the default) needs none (PICK-8, PICK-25).
public struct WheelMotion {
  /// Whether a wheel of the picker is still moving after a user spin.
  public var isMoving: () -> Bool
  /// Stops every moving wheel on its destination, delivering the settle's callbacks.
  public var stop: () -> Void

  public init(isMoving: @escaping () -> Bool, stop: @escaping () -> Void) {
    self.isMoving = isMoving
    self.stop = stop
  }
}

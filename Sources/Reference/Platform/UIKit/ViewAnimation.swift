import Foundation

extension View {
  /// Animates the changes `animations` makes, as `animate(withDuration:delay:options:animations:completion:)`.
  ///
  /// The model draws nothing, so it has only UIKit's model layer: `animations` runs at once and its values are the
  /// view's values from then on, as they are in UIKit while the presentation animates. The completion runs on the
  /// current world's run loop once `delay + duration` seconds of its virtual clock have passed, with `true`.
  ///
  /// ```swift
  /// UIView.animate(withDuration: 0.2, animations: { label.alpha = 0 }) { _ in label.removeFromSuperview() }
  /// label.alpha  // 0 at once; the label leaves during the harness's pause after the event
  /// ```
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    finish(after: delay + duration, completion)
  }

  /// As ``animate(withDuration:delay:options:animations:completion:)`` with no delay.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, animations: animations, completion: completion)
  }

  /// A spring animation, as `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:…)`:
  /// the spring only shapes what is drawn, so as ``animate(withDuration:delay:options:animations:completion:)``.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping damping: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
  }

  /// A transition of `view`'s content, as `transition(with:duration:options:animations:completion:)`: the changes
  /// are made at once, the completion runs when `duration` has passed.
  public class func transition(
    with view: View, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    finish(after: duration, completion)
  }

  /// Replaces `fromView` with `toView` in its superview, as `transition(from:to:duration:options:completion:)`
  /// (with `.showHideTransitionViews`, hides one and shows the other instead).
  public class func transition(
    from fromView: View, to toView: View, duration: TimeInterval, options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    if options.contains(.showHideTransitionViews) {
      fromView.isHidden = true
      toView.isHidden = false
    } else if let superview = fromView.superview {
      superview.insertSubview(toView, aboveSubview: fromView)
      fromView.removeFromSuperview()
    }
    finish(after: duration, completion)
  }

  /// Runs `actions` without animation, as `performWithoutAnimation(_:)`: the model never animates.
  public class func performWithoutAnimation(_ actions: () -> Void) { actions() }

  /// Whether animations are enabled, as `areAnimationsEnabled`.
  public class var areAnimationsEnabled: Bool { true }

  /// Runs `completion(true)` on the current world's run loop after `seconds`.
  private class func finish(after seconds: TimeInterval, _ completion: ((Bool) -> Void)?) {
    guard let completion else { return }
    PlatformEnvironment.current.runLoop.asyncAfter(seconds) { completion(true) }
  }
}

extension View.AnimationOptions {
  public static let showHideTransitionViews = Self(rawValue: 1 << 8)
  public static let overrideInheritedDuration = Self(rawValue: 1 << 5)
  public static let overrideInheritedCurve = Self(rawValue: 1 << 6)
  public static let allowAnimatedContent = Self(rawValue: 1 << 7)
  public static let overrideInheritedOptions = Self(rawValue: 1 << 9)
  public static let transitionFlipFromLeft = Self(rawValue: 1 << 20)
  public static let transitionFlipFromRight = Self(rawValue: 2 << 20)
  public static let transitionCurlUp = Self(rawValue: 3 << 20)
  public static let transitionCurlDown = Self(rawValue: 4 << 20)
  public static let transitionFlipFromTop = Self(rawValue: 6 << 20)
  public static let transitionFlipFromBottom = Self(rawValue: 7 << 20)
}

import Foundation

/// Seconds, as Core Animation names them (`CFTimeInterval`).
public typealias CFTimeInterval = Double

/// A layer animation, as `CAAnimation`: the model composites nothing, so an animation is its duration. A layer that
/// is given one (``CALayer/add(_:forKey:)``) keeps it for that long on the run loop's clock, then tells its
/// delegate it stopped, finished.
open class CAAnimation: NSObject {
  /// Seconds the animation lasts, as `duration` (UIKit's default, 0, lasts 0.25 s).
  open var duration: CFTimeInterval = 0
  /// When it starts, as `beginTime`: stored.
  open var beginTime: CFTimeInterval = 0
  /// Repetitions, as `repeatCount`: a repeating animation lasts `duration × repeatCount`.
  open var repeatCount: Float = 0
  /// Whether it plays backwards after forwards, as `autoreverses`: doubles its length.
  open var autoreverses = false
  /// Its pacing, as `timingFunction`: inert.
  open var timingFunction: CAMediaTimingFunction?
  /// Whether the layer drops it once finished, as `isRemovedOnCompletion`.
  open var isRemovedOnCompletion = true
  /// What shows outside its span, as `fillMode`: inert.
  open var fillMode = CAMediaTimingFillMode.removed
  /// Who hears it start and stop, as `delegate` (held strongly, as Core Animation does).
  open var delegate: (any CAAnimationDelegate)?

  /// Seconds it takes on the clock: 0.25 when no duration was set, times its repetitions, twice when reversing.
  var length: TimeInterval {
    let once = duration > 0 ? duration : 0.25
    return once * Double(max(repeatCount, 1)) * (autoreverses ? 2 : 1)
  }
}

/// An animation of one property, as `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation {
  /// The animated property's key path, as `keyPath`.
  open var keyPath: String?

  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}

/// An animation between two values, as `CABasicAnimation`: values inert.
open class CABasicAnimation: CAPropertyAnimation {
  open var fromValue: Any?
  open var toValue: Any?
  open var byValue: Any?
}

/// An animation through values, as `CAKeyframeAnimation`: values inert.
open class CAKeyframeAnimation: CAPropertyAnimation {
  open var values: [Any]?
  open var keyTimes: [NSNumber]?
  open var timingFunctions: [CAMediaTimingFunction]?
}

/// Animations played together, as `CAAnimationGroup`.
open class CAAnimationGroup: CAAnimation {
  open var animations: [CAAnimation]?
}

/// What an animation tells, as `CAAnimationDelegate`: both optional.
@preconcurrency @MainActor public protocol CAAnimationDelegate: AnyObject {
  func animationDidStart(_ animation: CAAnimation)
  func animationDidStop(_ animation: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  public func animationDidStart(_ animation: CAAnimation) {}
  public func animationDidStop(_ animation: CAAnimation, finished flag: Bool) {}
}

/// A pacing curve, as `CAMediaTimingFunction`: inert.
open class CAMediaTimingFunction: NSObject {
  /// The curve's name.
  public let name: CAMediaTimingFunctionName?

  public init(name: CAMediaTimingFunctionName) { self.name = name }

  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) { name = nil }
}

/// The named curves, as `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = Self(rawValue: "linear"), easeIn = Self(rawValue: "easeIn")
  public static let easeOut = Self(rawValue: "easeOut"), easeInEaseOut = Self(rawValue: "easeInEaseOut")
  public static let `default` = Self(rawValue: "default")
}

/// What shows outside an animation's span, as `CAMediaTimingFillMode`: inert.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let removed = Self(rawValue: "removed"), forwards = Self(rawValue: "forwards")
  public static let backwards = Self(rawValue: "backwards"), both = Self(rawValue: "both")
}

/// Groups layer changes, as `CATransaction`: its completion block runs once every animation added to a layer while
/// it was open has finished, on the current world's run loop (at the loop's next turn when none was added).
@preconcurrency @MainActor open class CATransaction: NSObject {
  /// An open transaction: its completion and the longest animation added in it.
  private struct Open {
    var completion: (() -> Void)?
    var longest: TimeInterval = 0
  }

  private static var open: [Open] = []

  /// Opens a transaction, as `begin()`.
  public class func begin() { open.append(Open()) }

  /// Closes the innermost transaction, as `commit()`: its completion is scheduled after its longest animation.
  public class func commit() {
    guard let transaction = open.popLast() else { return }
    if !open.isEmpty { open[open.count - 1].longest = max(open[open.count - 1].longest, transaction.longest) }
    guard let completion = transaction.completion else { return }
    PlatformEnvironment.current.runLoop.asyncAfter(transaction.longest) { completion() }
  }

  /// Sets what runs once the transaction's animations finished, as `setCompletionBlock(_:)`.
  public class func setCompletionBlock(_ block: (() -> Void)?) {
    guard !open.isEmpty else { return }
    open[open.count - 1].completion = block
  }

  /// As `setAnimationDuration(_:)`: stored for nothing (an animation's own duration counts).
  public class func setAnimationDuration(_ duration: CFTimeInterval) {}

  /// As `setDisableActions(_:)`: the model has no implicit animations.
  public class func setDisableActions(_ flag: Bool) {}

  /// As `setAnimationTimingFunction(_:)`: inert.
  public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}

  /// As `flush()`: nothing is pending in the model.
  public class func flush() {}

  /// An animation of `length` seconds was added while transactions are open.
  static func noteAnimation(lasting length: TimeInterval) {
    guard !open.isEmpty else { return }
    open[open.count - 1].longest = max(open[open.count - 1].longest, length)
  }
}

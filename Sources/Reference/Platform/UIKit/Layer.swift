import Foundation

/// A view's backing layer, as `CALayer`: inert values, stored and read back, never composited; animations last
/// their duration on the run loop's clock (``add(_:forKey:)``).
@preconcurrency @MainActor open class CALayer: NSObject {
  open var cornerRadius: CGFloat = 0
  open var borderWidth: CGFloat = 0
  open var borderColor: CGColor?
  open var backgroundColor: CGColor?
  open var shadowColor: CGColor?
  open var shadowOpacity: Float = 0
  open var shadowRadius: CGFloat = 3
  open var shadowOffset = CGSize(width: 0, height: -3)
  open var masksToBounds = false
  open var opacity: Float = 1
  open var frame: CGRect = .zero
  open var bounds: CGRect = .zero
  open var isHidden = false
  open var zPosition: CGFloat = 0
  open private(set) var sublayers: [CALayer]?

  /// The animations running, by key.
  private var animations: [(key: String?, animation: CAAnimation)] = []

  public override init() {}

  open func addSublayer(_ layer: CALayer) { sublayers = (sublayers ?? []) + [layer] }

  open func removeFromSuperlayer() {}

  /// Adds an animation, as `add(_:forKey:)`: it runs for its length on the current world's run loop; then its
  /// delegate hears `animationDidStop(_:finished: true)` and, unless it stays on completion, the layer drops it. One
  /// with the same key is replaced (its delegate hears `finished: false`).
  open func add(_ animation: CAAnimation, forKey key: String?) {
    if let key { removeAnimation(forKey: key) }
    animations.append((key, animation))
    animation.delegate?.animationDidStart(animation)
    CATransaction.noteAnimation(lasting: animation.length)
    PlatformEnvironment.current.runLoop.asyncAfter(animation.length) { [weak self] in
      guard let self, self.animations.contains(where: { $0.animation === animation }) else { return }
      if animation.isRemovedOnCompletion { self.animations.removeAll { $0.animation === animation } }
      animation.delegate?.animationDidStop(animation, finished: true)
    }
  }

  /// The animation under `key`, as `animation(forKey:)`.
  open func animation(forKey key: String) -> CAAnimation? { animations.first { $0.key == key }?.animation }

  /// The keys of the running animations, as `animationKeys()`.
  open func animationKeys() -> [String]? {
    let keys = animations.compactMap(\.key)
    return keys.isEmpty ? nil : keys
  }

  /// Stops the animation under `key`, as `removeAnimation(forKey:)`: its delegate hears `finished: false`.
  open func removeAnimation(forKey key: String) {
    let removed = animations.filter { $0.key == key }
    animations.removeAll { $0.key == key }
    for entry in removed { entry.animation.delegate?.animationDidStop(entry.animation, finished: false) }
  }

  /// Stops every animation, as `removeAllAnimations()`.
  open func removeAllAnimations() {
    let removed = animations
    animations.removeAll()
    for entry in removed { entry.animation.delegate?.animationDidStop(entry.animation, finished: false) }
  }

  open func setNeedsDisplay() {}

  open func setNeedsLayout() {}
}

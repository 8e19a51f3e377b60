import Foundation

/// A view's backing layer, as `CALayer`: inert values, stored and read back, never composited.
open class CALayer {
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

  public init() {}

  open func addSublayer(_ layer: CALayer) { sublayers = (sublayers ?? []) + [layer] }

  open func removeFromSuperlayer() {}

  open func removeAllAnimations() {}

  open func setNeedsDisplay() {}

  open func setNeedsLayout() {}
}

import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension View {
  /// How content fills the bounds, as `UIView.ContentMode`: inert.
  public enum ContentMode: Int, Sendable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight

    /// The mode Interface Builder stores under `name` (such as `"scaleAspectFit"`).
    public init?(interfaceBuilderName name: String) {
      guard let mode = Self.allCases.first(where: { "\($0)" == name }) else { return nil }
      self = mode
    }
  }

  /// How the view resizes with its superview, as `UIView.AutoresizingMask`: inert.
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Animation curves and options, as `UIView.AnimationOptions`: inert.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  }
}

/// Insets, as `UIEdgeInsets`: an inert value.
public struct UIEdgeInsets: Hashable, Sendable {
  public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
  public static let zero = UIEdgeInsets()
}

/// How a control aligns its content horizontally, as `UIControl.ContentHorizontalAlignment`: inert.
public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }

/// How a control aligns its content vertically, as `UIControl.ContentVerticalAlignment`: inert.
public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

/// Text alignment, as `NSTextAlignment`: inert.
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// How text is cut when it does not fit, as `NSLineBreakMode`: inert.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

#if !canImport(CoreGraphics)
  /// An affine transform, as `CGAffineTransform`: an inert value.
  public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(rotationAngle angle: CGFloat) {
      self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(a: a * sx, b: b * sx, c: c * sy, d: d * sy, tx: tx, ty: ty)
    }
  }
#endif

/// The traits of the display, as `UITraitCollection`: one light appearance.
open class UITraitCollection: @unchecked Sendable {
  /// Light or dark, as `UIUserInterfaceStyle`.
  public enum UserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
  open var userInterfaceStyle: UserInterfaceStyle { .light }
  public init() {}
}

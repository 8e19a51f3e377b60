import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A colour, as `UIColor`: an inert value with its components, never drawn.
open class UIColor: Hashable, @unchecked Sendable {
  /// Red, green, blue and alpha, from 0 to 1 (white colours store their white level in all three).
  public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(red: brightness, green: brightness * (1 - saturation), blue: hue, alpha: alpha)
  }

  public convenience init(cgColor: CGColor) {
    #if canImport(CoreGraphics)
      let components = cgColor.components ?? [0, 0, 0, cgColor.alpha]
      let rgb = components.count >= 4 ? Array(components.prefix(3)) : Array(repeating: components[0], count: 3)
      self.init(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: cgColor.alpha)
    #else
      let color = cgColor.color
      self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    #endif
  }

  /// A colour made from an asset catalogue's name: inert, and `nil` as no catalogue exists.
  public convenience init?(named name: String) { return nil }

  /// A dynamic colour: the model has one appearance, so the colour the provider gives for it.
  public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
    let color = dynamicProvider(UITraitCollection())
    self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
  }

  /// The same colour with another alpha, as `withAlphaComponent(_:)`.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The Core Graphics colour, inert.
  open var cgColor: CGColor {
    #if canImport(CoreGraphics)
      CGColor(red: red, green: green, blue: blue, alpha: alpha)
    #else
      CGColor(self)
    #endif
  }

  public static func == (left: UIColor, right: UIColor) -> Bool {
    (left.red, left.green, left.blue, left.alpha) == (right.red, right.green, right.blue, right.alpha)
  }

  public func hash(into hasher: inout Hasher) {
    for component in [red, green, blue, alpha] { hasher.combine(component) }
  }

  public static var black: UIColor { UIColor(white: 0, alpha: 1) }
  public static var darkGray: UIColor { UIColor(white: 1 / 3, alpha: 1) }
  public static var lightGray: UIColor { UIColor(white: 2 / 3, alpha: 1) }
  public static var white: UIColor { UIColor(white: 1, alpha: 1) }
  public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
  public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
  public static var systemBlue: UIColor { UIColor(red: 0, green: 0.48, blue: 1, alpha: 1) }
  public static var systemRed: UIColor { UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1) }
  public static var systemGreen: UIColor { UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1) }
  public static var systemGray: UIColor { UIColor(white: 0.56, alpha: 1) }
  public static var systemGray2: UIColor { UIColor(white: 0.68, alpha: 1) }
  public static var systemGray3: UIColor { UIColor(white: 0.78, alpha: 1) }
  public static var systemGray4: UIColor { UIColor(white: 0.82, alpha: 1) }
  public static var systemGray5: UIColor { UIColor(white: 0.9, alpha: 1) }
  public static var systemGray6: UIColor { UIColor(white: 0.95, alpha: 1) }
  public static var systemBackground: UIColor { .white }
  public static var secondarySystemBackground: UIColor { .systemGray6 }
  public static var label: UIColor { .black }
  public static var secondaryLabel: UIColor { UIColor(white: 0.24, alpha: 0.6) }
  public static var placeholderText: UIColor { UIColor(white: 0.24, alpha: 0.3) }
  public static var separator: UIColor { UIColor(white: 0.24, alpha: 0.29) }
  public static var groupTableViewBackground: UIColor { .systemGray6 }
}

#if !canImport(CoreGraphics)
  /// A Core Graphics colour, as `CGColor`: inert.
  public final class CGColor: @unchecked Sendable {
    let color: UIColor
    init(_ color: UIColor) { self.color = color }
    /// The colour's alpha.
    public var alpha: CGFloat { color.alpha }
  }
#endif

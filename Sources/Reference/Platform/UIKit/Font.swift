import Foundation

/// A font, as `UIFont`: an inert value (a name and a size), never used to measure or draw.
open class UIFont: Hashable, @unchecked Sendable {
  /// The weights of system fonts, as `UIFont.Weight`.
  public struct Weight: Hashable, Sendable, RawRepresentable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(-0.8), thin = Weight(-0.6), light = Weight(-0.4), regular = Weight(0)
    public static let medium = Weight(0.23), semibold = Weight(0.3), bold = Weight(0.4), heavy = Weight(0.56)
    public static let black = Weight(0.62)
  }

  /// The text styles of Dynamic Type, as `UIFont.TextStyle`.
  public struct TextStyle: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "largeTitle"), title1 = TextStyle(rawValue: "title1")
    public static let title2 = TextStyle(rawValue: "title2"), title3 = TextStyle(rawValue: "title3")
    public static let headline = TextStyle(rawValue: "headline"), subheadline = TextStyle(rawValue: "subheadline")
    public static let body = TextStyle(rawValue: "body"), callout = TextStyle(rawValue: "callout")
    public static let footnote = TextStyle(rawValue: "footnote"), caption1 = TextStyle(rawValue: "caption1")
    public static let caption2 = TextStyle(rawValue: "caption2")
  }

  /// The font's name.
  public let fontName: String
  /// The point size.
  public let pointSize: CGFloat
  /// The line height: the point size, as the model measures nothing.
  open var lineHeight: CGFloat { pointSize }
  /// The font's metrics, as `ascender`, `descender`, `capHeight`, `xHeight` and `leading`: fixed fractions of
  /// the point size (the model measures no glyphs), inert.
  open var ascender: CGFloat { pointSize * 0.95 }
  open var descender: CGFloat { -pointSize * 0.25 }
  open var capHeight: CGFloat { pointSize * 0.7 }
  open var xHeight: CGFloat { pointSize * 0.5 }
  open var leading: CGFloat { 0 }
  /// The family, as `familyName`: the name before its first dash.
  open var familyName: String { String(fontName.prefix { $0 != "-" }) }

  public init?(name fontName: String, size fontSize: CGFloat) {
    self.fontName = fontName
    self.pointSize = fontSize
  }

  init(systemName: String, size: CGFloat) {
    self.fontName = systemName
    self.pointSize = size
  }

  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(systemName: ".SFUI", size: fontSize) }

  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(systemName: ".SFUI-\(weight.rawValue)", size: fontSize)
  }

  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(systemName: ".SFUI-Italic", size: fontSize)
  }

  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(systemName: ".SFUI-Mono-\(weight.rawValue)", size: fontSize)
  }

  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(systemName: ".SFMono-\(weight.rawValue)", size: fontSize)
  }

  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(systemName: ".SFUI-\(style.rawValue)", size: 17)
  }

  /// The system font size of labels, as `labelFontSize`.
  open class var labelFontSize: CGFloat { 17 }
  /// The system font size, as `systemFontSize`.
  open class var systemFontSize: CGFloat { 14 }

  /// The same font at another size, as `withSize(_:)`.
  open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(systemName: fontName, size: fontSize) }

  public static func == (left: UIFont, right: UIFont) -> Bool {
    left.fontName == right.fontName && left.pointSize == right.pointSize
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(fontName)
    hasher.combine(pointSize)
  }
}

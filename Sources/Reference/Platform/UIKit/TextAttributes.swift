import Foundation

extension NSAttributedString.Key {
  /// UIKit's text attributes: inert values an attributed string carries; the model draws no text.
  public static let font = Self("NSFont")
  public static let foregroundColor = Self("NSColor")
  public static let backgroundColor = Self("NSBackgroundColor")
  public static let kern = Self("NSKern")
  public static let tracking = Self("NSTracking")
  public static let paragraphStyle = Self("NSParagraphStyle")
  public static let underlineStyle = Self("NSUnderline")
  public static let underlineColor = Self("NSUnderlineColor")
  public static let strikethroughStyle = Self("NSStrikethrough")
  public static let strikethroughColor = Self("NSStrikethroughColor")
  public static let strokeColor = Self("NSStrokeColor")
  public static let strokeWidth = Self("NSStrokeWidth")
  public static let baselineOffset = Self("NSBaselineOffset")
  public static let ligature = Self("NSLigature")
  public static let shadow = Self("NSShadow")
  public static let link = Self("NSLink")
  public static let attachment = Self("NSAttachment")
  public static let obliqueness = Self("NSObliqueness")
  public static let expansion = Self("NSExpansion")
}

/// How text is underlined, as `NSUnderlineStyle`: inert.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let single = Self(rawValue: 0x01), thick = Self(rawValue: 0x02), double = Self(rawValue: 0x09)
  public static let patternDot = Self(rawValue: 0x0100), patternDash = Self(rawValue: 0x0200)
  public static let byWord = Self(rawValue: 0x8000)
}

/// How a paragraph is laid out, as `NSParagraphStyle`: inert values.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
  /// The default style, as `NSParagraphStyle.default`.
  public static let `default` = NSParagraphStyle()

  open internal(set) var alignment = NSTextAlignment.natural
  open internal(set) var lineSpacing: CGFloat = 0
  open internal(set) var paragraphSpacing: CGFloat = 0
  open internal(set) var paragraphSpacingBefore: CGFloat = 0
  open internal(set) var firstLineHeadIndent: CGFloat = 0
  open internal(set) var headIndent: CGFloat = 0
  open internal(set) var tailIndent: CGFloat = 0
  open internal(set) var lineBreakMode = NSLineBreakMode.byWordWrapping
  open internal(set) var minimumLineHeight: CGFloat = 0
  open internal(set) var maximumLineHeight: CGFloat = 0
  open internal(set) var lineHeightMultiple: CGFloat = 0

  public override init() {}

  /// A mutable copy, as `mutableCopy()`.
  open override func mutableCopy() -> Any {
    let copy = NSMutableParagraphStyle()
    copy.setParagraphStyle(self)
    return copy
  }
}

/// A paragraph style that can change, as `NSMutableParagraphStyle`: inert values.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  open override var alignment: NSTextAlignment {
    get { super.alignment }
    set { super.alignment = newValue }
  }
  open override var lineSpacing: CGFloat {
    get { super.lineSpacing }
    set { super.lineSpacing = newValue }
  }
  open override var paragraphSpacing: CGFloat {
    get { super.paragraphSpacing }
    set { super.paragraphSpacing = newValue }
  }
  open override var paragraphSpacingBefore: CGFloat {
    get { super.paragraphSpacingBefore }
    set { super.paragraphSpacingBefore = newValue }
  }
  open override var firstLineHeadIndent: CGFloat {
    get { super.firstLineHeadIndent }
    set { super.firstLineHeadIndent = newValue }
  }
  open override var headIndent: CGFloat {
    get { super.headIndent }
    set { super.headIndent = newValue }
  }
  open override var tailIndent: CGFloat {
    get { super.tailIndent }
    set { super.tailIndent = newValue }
  }
  open override var lineBreakMode: NSLineBreakMode {
    get { super.lineBreakMode }
    set { super.lineBreakMode = newValue }
  }
  open override var minimumLineHeight: CGFloat {
    get { super.minimumLineHeight }
    set { super.minimumLineHeight = newValue }
  }
  open override var maximumLineHeight: CGFloat {
    get { super.maximumLineHeight }
    set { super.maximumLineHeight = newValue }
  }
  open override var lineHeightMultiple: CGFloat {
    get { super.lineHeightMultiple }
    set { super.lineHeightMultiple = newValue }
  }

  /// Takes every value of `style`, as `setParagraphStyle(_:)`.
  open func setParagraphStyle(_ style: NSParagraphStyle) {
    alignment = style.alignment
    lineSpacing = style.lineSpacing
    paragraphSpacing = style.paragraphSpacing
    paragraphSpacingBefore = style.paragraphSpacingBefore
    firstLineHeadIndent = style.firstLineHeadIndent
    headIndent = style.headIndent
    tailIndent = style.tailIndent
    lineBreakMode = style.lineBreakMode
    minimumLineHeight = style.minimumLineHeight
    maximumLineHeight = style.maximumLineHeight
    lineHeightMultiple = style.lineHeightMultiple
  }
}

/// How text is measured, as `NSStringDrawingOptions`: accepted; the model's measure is the same for all.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let usesLineFragmentOrigin = Self(rawValue: 1 << 0), usesFontLeading = Self(rawValue: 1 << 1)
  public static let usesDeviceMetrics = Self(rawValue: 1 << 3), truncatesLastVisibleLine = Self(rawValue: 1 << 5)
}

/// What a measurement reports besides its size, as `NSStringDrawingContext`: inert.
open class NSStringDrawingContext: NSObject {
  open var minimumScaleFactor: CGFloat = 0
  open var actualScaleFactor: CGFloat { 1 }
  open var totalBounds: CGRect { .zero }
}

/// The model's text measure: it lays out no glyphs, so a text's size is a fixed function of its characters and
/// font, the same on every machine: each `Character` is 0.6 of the font's point size wide (plus the kern), each line
/// is the font's line height. An inert value, for code that sizes views by text; no clause reads it.
enum TextMeasure {
  static func size(of text: String, attributes: [NSAttributedString.Key: Any]?) -> CGSize {
    let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 17)
    let kern = attributes?[.kern] as? CGFloat ?? 0
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let widest = lines.map(\.count).max() ?? 0
    return CGSize(
      width: CGFloat(widest) * (font.pointSize * 0.6 + kern), height: CGFloat(lines.count) * font.lineHeight)
  }
}

extension NSString {
  /// The text's bounds, as `boundingRect(with:options:attributes:context:)`: the model's measure (``TextMeasure``),
  /// no wider than `size`.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
    context: NSStringDrawingContext?
  ) -> CGRect {
    let measured = TextMeasure.size(of: self as String, attributes: attributes)
    return CGRect(x: 0, y: 0, width: min(measured.width, size.width), height: measured.height)
  }

  /// The text's size on one line, as `size(withAttributes:)`: the model's measure (``TextMeasure``).
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    TextMeasure.size(of: self as String, attributes: attributes)
  }
}

extension String {
  /// The text's bounds, as `boundingRect(with:options:attributes:context:)` on a Swift string.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
    context: NSStringDrawingContext?
  ) -> CGRect {
    (self as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
  }

  /// The text's size on one line, as `size(withAttributes:)` on a Swift string.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    (self as NSString).size(withAttributes: attributes)
  }
}

extension NSAttributedString {
  /// The text's size on one line, as `size()`: the model's measure with the first character's attributes.
  public func size() -> CGSize {
    let attributes = length > 0 ? self.attributes(at: 0, effectiveRange: nil) : [:]
    return TextMeasure.size(of: string, attributes: attributes)
  }
}

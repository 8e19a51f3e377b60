import Foundation

/// A place in a text, as `UITextPosition`: the model's positions are UTF-16 offsets from the start, as UIKit's
/// offsets are (``offset``).
open class UITextPosition: NSObject {
  /// UTF-16 units from the start of the text.
  public let offset: Int

  public init(offset: Int) { self.offset = offset }

  open override func isEqual(_ object: Any?) -> Bool { (object as? UITextPosition)?.offset == offset }

  open override var hash: Int { offset }
}

/// A span of a text, as `UITextRange`: from ``start`` to ``end``.
open class UITextRange: NSObject {
  /// Where the span starts, as `start`.
  open private(set) var start: UITextPosition
  /// Where it ends, as `end`.
  open private(set) var end: UITextPosition
  /// Whether it is a caret, as `isEmpty`.
  open var isEmpty: Bool { start.offset == end.offset }

  public init(start: UITextPosition, end: UITextPosition) {
    self.start = start
    self.end = end
  }

  /// The span as an `NSRange` of UTF-16 units.
  public var nsRange: NSRange { NSRange(location: start.offset, length: end.offset - start.offset) }
}

/// A responder whose text has positions and a selection, as `UITextInput` (the part of it the model gives
/// `UITextField`: the selection, positions and ranges, reading and replacing text; no marked text, geometry or
/// tokenizer).
@preconcurrency @MainActor public protocol UITextInput: KeyInput {
  /// The selection, a caret when empty, as `selectedTextRange`.
  var selectedTextRange: UITextRange? { get set }
  /// Text being composed by an input method, as `markedTextRange`: never any in the model.
  var markedTextRange: UITextRange? { get }
  /// The start of the text, as `beginningOfDocument`.
  var beginningOfDocument: UITextPosition { get }
  /// The end of the text, as `endOfDocument`.
  var endOfDocument: UITextPosition { get }
  /// The text in `range`, as `text(in:)`.
  func text(in range: UITextRange) -> String?
  /// Replaces the text in `range`, as `replace(_:withText:)`.
  func replace(_ range: UITextRange, withText text: String)
  /// The range between two positions, as `textRange(from:to:)`.
  func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
  /// The position `offset` UTF-16 units from `position`, or `nil` outside the text, as `position(from:offset:)`.
  func position(from position: UITextPosition, offset: Int) -> UITextPosition?
  /// How two positions compare, as `compare(_:to:)`.
  func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
  /// UTF-16 units from one position to another, as `offset(from:to:)`.
  func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
}

/// A rectangle of a selection, as `UITextSelectionRect`: the model draws nothing, so only how many there are counts.
open class UITextSelectionRect: NSObject {
  open var rect: CGRect { .zero }
  open var containsStart: Bool { false }
  open var containsEnd: Bool { false }
  open var isVertical: Bool { false }
}

/// One recorded choice: the value drawn and the largest value that was allowed.
///
/// ```swift
/// let choice = Choice(value: 3, max: 10)
/// ```
public struct Choice: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The drawn value, `0...max`; 0 always means "the simplest option".
  public var value: UInt64
  /// The upper bound the value was drawn with.
  public var max: UInt64

  /// Creates a choice.
  ///
  /// ```swift
  /// let flag = Choice(value: 1, max: 1)
  /// ```
  public init(value: UInt64, max: UInt64) {
    self.value = value
    self.max = max
  }

  /// `value/max`, for example `3/10`.
  public var description: String { "\(value)/\(max)" }
}

/// The list of choices a generator made: the complete, replayable description of one test case.
///
/// Shrinking works on this sequence rather than on values: a smaller sequence (shortlex order) is a
/// simpler test case.
///
/// ```swift
/// var context = DrawContext(seed: 7)
/// _ = try Generator.int(in: 0...100).generate(in: &context)
/// let choices: ChoiceSequence = context.recorded
/// ```
public struct ChoiceSequence: Hashable, Codable, Sendable, CustomStringConvertible {
  /// The recorded choices, in draw order.
  public var choices: [Choice]

  /// Creates a sequence from choices.
  ///
  /// ```swift
  /// let sequence = ChoiceSequence([Choice(value: 1, max: 1)])
  /// ```
  public init(_ choices: [Choice] = []) {
    self.choices = choices
  }

  /// Creates a sequence from bare values (each bound is taken as `UInt64.max`, so nothing is clamped).
  ///
  /// ```swift
  /// let sequence = ChoiceSequence(values: [1, 0, 0])
  /// ```
  public init(values: [UInt64]) {
    self.choices = values.map { Choice(value: $0, max: .max) }
  }

  /// The values alone, in order.
  public var values: [UInt64] { choices.map(\.value) }

  /// The number of choices.
  public var count: Int { choices.count }

  /// Whether no choice was made.
  public var isEmpty: Bool { choices.isEmpty }

  /// Whether every value lies within its recorded bound.
  ///
  /// ```swift
  /// ChoiceSequence([Choice(value: 2, max: 1)]).isValid  // false
  /// ```
  public var isValid: Bool { choices.allSatisfy { $0.value <= $0.max } }

  /// Whether `self` comes before `other` in shortlex order: fewer choices first, then smaller values.
  ///
  /// ```swift
  /// ChoiceSequence(values: [9]).isSimpler(than: ChoiceSequence(values: [0, 0]))  // true
  /// ```
  public func isSimpler(than other: ChoiceSequence) -> Bool {
    ChoiceSequence.shortlexPrecedes(values, other.values)
  }

  /// Shortlex comparison of two value lists.
  static func shortlexPrecedes(_ left: [UInt64], _ right: [UInt64]) -> Bool {
    if left.count != right.count { return left.count < right.count }
    for (a, b) in zip(left, right) where a != b {
      return a < b
    }
    return false
  }

  /// The values, e.g. `[1, 0, 3]`.
  public var description: String { "\(values)" }
}

/// A labelled range of choice positions produced by one structural draw (an array element, a tree node).
///
/// The shrinker uses spans to delete or replace whole structures at once.
///
/// ```swift
/// let span = ChoiceSpan(start: 0, end: 2, label: "element")
/// ```
public struct ChoiceSpan: Hashable, Codable, Sendable {
  /// The first position in the span.
  public var start: Int
  /// One past the last position in the span.
  public var end: Int
  /// What kind of structure produced the span; spans with the same label are interchangeable.
  public var label: String

  /// Creates a span.
  ///
  /// ```swift
  /// let span = ChoiceSpan(start: 3, end: 5, label: "node")
  /// ```
  public init(start: Int, end: Int, label: String) {
    self.start = start
    self.end = end
    self.label = label
  }

  /// The number of choices in the span.
  public var length: Int { end - start }
}

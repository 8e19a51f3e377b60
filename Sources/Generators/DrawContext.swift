/// The source of every choice a generator makes: either fresh seeded randomness, or a choice sequence
/// being replayed. Every choice is recorded, so a fresh case can be replayed and shrunk later.
///
/// ```swift
/// var fresh = DrawContext(seed: 1)
/// let value = try Generator.int(in: 0...9).generate(in: &fresh)
/// var replay = DrawContext(replaying: fresh.recorded)
/// assert(try Generator.int(in: 0...9).generate(in: &replay) == value)
/// ```
public struct DrawContext: Sendable {
  /// The default limit on the number of choices one case may make.
  public static let defaultMaxChoices = 20_000

  private var random: Xoshiro256StarStar?
  private let prefix: [UInt64]
  /// The choices made so far (replayed values appear clamped, exactly as they were used).
  public private(set) var recorded = ChoiceSequence()
  /// Structural spans recorded so far (array elements, tree nodes, branches).
  public private(set) var spans: [ChoiceSpan] = []
  /// Labels recorded for this case, in first-recorded order, without duplicates.
  public private(set) var labels: [String] = []
  /// The maximum number of choices this case may make.
  public var maxChoices: Int
  /// How large fresh collections should be, from 0 (tiny) to 1 (full size); runners grow it over a run so
  /// early cases are small. It has no effect on replays.
  public var sizeScale: Double = 1
  /// Integers drawn recently in this case, used to favour nearby values in fresh draws.
  var recentIntegers: [Int64] = []

  /// Creates a context drawing fresh choices from a seeded `Xoshiro256StarStar`.
  ///
  /// ```swift
  /// var context = DrawContext(seed: CaseSeed.derive(runSeed: 1, caseIndex: 0))
  /// ```
  public init(seed: UInt64, maxChoices: Int = DrawContext.defaultMaxChoices) {
    self.random = Xoshiro256StarStar(seed: seed)
    self.prefix = []
    self.maxChoices = maxChoices
  }

  /// Creates a context that replays `sequence`; running past its end throws `GenerationError.overrun`.
  ///
  /// ```swift
  /// var context = DrawContext(replaying: ChoiceSequence(values: [1, 5, 0]))
  /// ```
  public init(replaying sequence: ChoiceSequence) {
    self.random = nil
    self.prefix = sequence.values
    self.maxChoices = sequence.count
  }

  /// Creates a context that replays `prefix` and then draws fresh choices from `seed`: a case that starts as an
  /// earlier one did and goes on elsewhere (how a run steers toward a rarely reached state). What it records
  /// replays with ``init(replaying:)`` like any case.
  ///
  /// ```swift
  /// var context = DrawContext(extending: ChoiceSequence(values: Array(earlier.recorded.values.prefix(12))), seed: 7)
  /// ```
  public init(extending prefix: ChoiceSequence, seed: UInt64, maxChoices: Int = DrawContext.defaultMaxChoices) {
    self.random = Xoshiro256StarStar(seed: seed)
    self.prefix = prefix.values
    self.maxChoices = maxChoices
  }

  /// Whether this context replays a given sequence rather than drawing fresh randomness.
  public var isReplaying: Bool { random == nil }

  /// The number of choices made so far.
  public var position: Int { recorded.count }

  /// Draws one choice in `0...max`, uniformly when fresh.
  ///
  /// ```swift
  /// var context = DrawContext(seed: 3)
  /// let digit = try context.draw(upTo: 9)
  /// ```
  public mutating func draw(upTo max: UInt64) throws -> UInt64 {
    try draw(upTo: max) { random in random.next(upTo: max) }
  }

  /// Draws one choice in `0...max`; when fresh, `sampler` proposes the value (it is clamped to `max`).
  ///
  /// Use a sampler to bias fresh draws (for example towards boundary values) without changing how the
  /// choice replays or shrinks.
  ///
  /// ```swift
  /// var context = DrawContext(seed: 3)
  /// let mostlyZero = try context.draw(upTo: 100) { random in random.next(upTo: 3) == 0 ? random.next(upTo: 100) : 0 }
  /// ```
  public mutating func draw(
    upTo max: UInt64, using sampler: (inout Xoshiro256StarStar) -> UInt64
  ) throws -> UInt64 {
    let index = recorded.count
    let value: UInt64
    if index < prefix.count {
      value = Swift.min(prefix[index], max)
    } else if var generator = random {
      guard index < maxChoices else { throw GenerationError.tooManyChoices(limit: maxChoices) }
      value = Swift.min(sampler(&generator), max)
      random = generator
    } else {
      throw GenerationError.overrun(position: index)
    }
    recorded.choices.append(Choice(value: value, max: max))
    return value
  }

  /// Draws a Boolean choice that is `true` with probability `probability` when fresh; `false` is simplest.
  ///
  /// ```swift
  /// var context = DrawContext(seed: 3)
  /// let keepGoing = try context.drawBoolean(probability: 0.8)
  /// ```
  public mutating func drawBoolean(probability: Double) throws -> Bool {
    try draw(upTo: 1) { random in random.nextUnitDouble() < probability ? 1 : 0 } == 1
  }

  /// Draws an index in `0..<weights.count`, choosing proportionally to `weights` when fresh.
  ///
  /// ```swift
  /// var context = DrawContext(seed: 3)
  /// let branch = try context.drawWeighted([1, 3])  // 1 three times as often as 0
  /// ```
  public mutating func drawWeighted(_ weights: [Int]) throws -> Int {
    let total = UInt64(weights.reduce(0) { $0 + Swift.max($1, 0) })
    let max = UInt64(weights.count - 1)
    let choice = try draw(upTo: max) { random in
      guard total > 0 else { return random.next(upTo: max) }
      var ticket = random.next(upTo: total - 1)
      for (index, weight) in weights.enumerated() {
        let size = UInt64(Swift.max(weight, 0))
        if ticket < size { return UInt64(index) }
        ticket -= size
      }
      return max
    }
    return Int(choice)
  }

  /// Records a label for this case (used by coverage statistics); repeated labels count once.
  ///
  /// ```swift
  /// var context = DrawContext(seed: 3)
  /// context.recordLabel("empty")
  /// ```
  public mutating func recordLabel(_ label: String) {
    if !labels.contains(label) { labels.append(label) }
  }

  /// Marks the start of a structural span; pass the result to `endSpan(_:label:)`.
  ///
  /// ```swift
  /// let start = context.beginSpan()
  /// _ = try context.draw(upTo: 9)
  /// context.endSpan(start, label: "digit")
  /// ```
  public func beginSpan() -> Int { recorded.count }

  /// Records the span from `start` to the current position, if it is not empty.
  ///
  /// ```swift
  /// context.endSpan(start, label: "element")
  /// ```
  public mutating func endSpan(_ start: Int, label: String) {
    if recorded.count > start {
      spans.append(ChoiceSpan(start: start, end: recorded.count, label: label))
    }
  }

  mutating func noteInteger(_ value: Int64) {
    if recentIntegers.count >= 8 { recentIntegers.removeFirst() }
    recentIntegers.append(value)
  }
}

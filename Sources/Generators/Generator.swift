/// A recipe for producing values of one type from choices; generators are plain values you combine.
///
/// ```swift
/// let pairs = Generator.zip(Generator.int(in: 0...9), Generator.bool)
/// let example = try pairs.example(seed: 1)
/// ```
public struct Generator<Value>: Sendable {
  private let body: @Sendable (inout DrawContext) throws -> Value

  /// Creates a generator from a closure that draws its choices from the context.
  ///
  /// ```swift
  /// let die = Generator<Int> { context in Int(try context.draw(upTo: 5)) + 1 }
  /// ```
  public init(_ body: @escaping @Sendable (inout DrawContext) throws -> Value) {
    self.body = body
  }

  /// Produces one value, drawing (or replaying) its choices through `context`.
  ///
  /// ```swift
  /// var context = DrawContext(seed: 9)
  /// let value = try Generator.int(in: 1...6).generate(in: &context)
  /// ```
  public func generate(in context: inout DrawContext) throws -> Value {
    try body(&context)
  }

  /// Produces the value a fresh context seeded with `seed` yields.
  ///
  /// ```swift
  /// let word = try Generator.string(length: 1...5).example(seed: 42)
  /// ```
  public func example(seed: UInt64) throws -> Value {
    var context = DrawContext(seed: seed)
    return try body(&context)
  }

  /// Draws a fresh case from `seed` and returns it with the choices it made.
  ///
  /// ```swift
  /// let drawn = try Generator.int(in: 0...9).generateRecording(seed: 5)
  /// let again = try Generator.int(in: 0...9).replay(drawn.choices)
  /// ```
  public func generateRecording(
    seed: UInt64, maxChoices: Int = DrawContext.defaultMaxChoices
  ) throws -> GeneratedCase<Value> {
    var context = DrawContext(seed: seed, maxChoices: maxChoices)
    let value = try body(&context)
    return GeneratedCase(value: value, context: context)
  }

  /// Replays `choices` through this generator; the result records the choices actually consumed.
  ///
  /// ```swift
  /// let value = try Generator.int(in: 0...9).replay(ChoiceSequence(values: [3])).value  // 3
  /// ```
  public func replay(_ choices: ChoiceSequence) throws -> GeneratedCase<Value> {
    var context = DrawContext(replaying: choices)
    let value = try body(&context)
    return GeneratedCase(value: value, context: context)
  }
}

/// A value together with the choices, spans and labels recorded while generating it.
///
/// ```swift
/// let drawn = try Generator.bool.generateRecording(seed: 1)
/// print(drawn.value, drawn.choices)
/// ```
public struct GeneratedCase<Value> {
  /// The generated value.
  public var value: Value
  /// The choices consumed while generating it.
  public var choices: ChoiceSequence
  /// The structural spans recorded while generating it.
  public var spans: [ChoiceSpan]
  /// The labels recorded while generating it.
  public var labels: [String]

  init(value: Value, context: DrawContext) {
    self.value = value
    self.choices = context.recorded
    self.spans = context.spans
    self.labels = context.labels
  }
}

extension GeneratedCase: Sendable where Value: Sendable {}

extension Generator where Value: Sendable {
  /// A generator that always produces `value` and makes no choice.
  ///
  /// ```swift
  /// let answer = Generator.constant(42)
  /// ```
  public static func constant(_ value: Value) -> Generator<Value> {
    Generator { _ in value }
  }
}

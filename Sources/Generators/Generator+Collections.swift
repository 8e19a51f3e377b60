extension Generator {
  /// Arrays whose length lies in `length`, biased towards short and empty arrays.
  ///
  /// Each element beyond the minimum is preceded by a "continue?" choice (Hypothesis's encoding), so the
  /// shrinker deletes elements by deleting choices and empties the array by zeroing the first flag.
  ///
  /// ```swift
  /// let lists = Generator.array(of: .int(in: -9...9), length: 0...20)
  /// ```
  public static func array<Element>(
    of element: Generator<Element>, length: ClosedRange<Int> = 0...50, averageLength: Double? = nil
  ) -> Generator<[Element]> where Value == [Element] {
    precondition(length.lowerBound >= 0, "Array lengths cannot be negative.")
    let minimum = length.lowerBound
    let maximum = length.upperBound
    let extra = Double(maximum - minimum)
    let preferred = averageLength ?? Swift.max(Double(minimum) * 2, Double(minimum) + 5)
    let average = Swift.min(Swift.max(preferred, 0), Double(maximum))
    let expectedExtra = Swift.min(Swift.max(average - Double(minimum), 0), extra)
    // Labels carry the element type, so the shrinker only swaps or substitutes structures of one type.
    let elementLabel = "element:\(Element.self)"
    let arrayLabel = "array:\(Element.self)"
    return Generator<[Element]> { context in
      let scaledExtra = expectedExtra * context.sizeScale
      let continueProbability = scaledExtra / (scaledExtra + 1)
      let arrayStart = context.beginSpan()
      defer { context.endSpan(arrayStart, label: arrayLabel) }
      var result: [Element] = []
      result.reserveCapacity(minimum)
      for _ in 0..<minimum {
        let start = context.beginSpan()
        result.append(try element.generate(in: &context))
        context.endSpan(start, label: elementLabel)
      }
      while result.count < maximum {
        let start = context.beginSpan()
        // The first flag stops a little more often, so empty (minimal) arrays come up regularly.
        let probability = result.count == minimum ? continueProbability * 0.85 : continueProbability
        guard try context.drawBoolean(probability: probability) else { break }
        result.append(try element.generate(in: &context))
        context.endSpan(start, label: elementLabel)
      }
      return result
    }
  }

  /// Arrays of exactly `count` elements.
  ///
  /// ```swift
  /// let triples = Generator.array(of: .bool, count: 3)
  /// ```
  public static func array<Element>(of element: Generator<Element>, count: Int) -> Generator<[Element]>
  where Value == [Element] {
    array(of: element, length: count...count)
  }
}

import Foundation

extension Generator where Value == Bool {
  /// `false` or `true` with equal probability; `false` is simpler.
  ///
  /// ```swift
  /// let coin = Generator.bool
  /// ```
  public static var bool: Generator<Bool> {
    Generator { context in try context.draw(upTo: 1) == 1 }
  }
}

extension Generator where Value == Double {
  /// Finite doubles in `range`, shrinking towards the value closest to zero; ends and 0 are favoured.
  ///
  /// The range is split into 2^53 evenly spaced steps per side of zero, so every draw is exact and replays.
  ///
  /// ```swift
  /// let probability = Generator.double(in: 0...1)
  /// ```
  public static func double(in range: ClosedRange<Double>) -> Generator<Double> {
    precondition(range.lowerBound.isFinite && range.upperBound.isFinite, "Double ranges must be finite.")
    let steps: UInt64 = 1 << 53
    let low = range.lowerBound
    let high = range.upperBound
    // Zero-spanning ranges use zigzag choices (even = positive side, odd = negative side).
    let spansZero = low < 0 && high > 0
    let maxChoice = spansZero ? steps * 2 + 1 : steps
    let favoured: [UInt64] = spansZero ? [0, steps * 2, steps * 2 + 1] : [0, steps]
    return Generator { context in
      let choice = try context.draw(upTo: maxChoice) { random in
        if random.next(upTo: 7) == 0 { return favoured[Int(random.next(upTo: UInt64(favoured.count - 1)))] }
        return random.next(upTo: maxChoice)
      }
      let value: Double
      if spansZero {
        let fraction = Double(choice / 2) / Double(steps)
        value = choice % 2 == 0 ? high * fraction : low * fraction
      } else if low >= 0 {
        value = low + (high - low) * (Double(choice) / Double(steps))
      } else {
        value = high - (high - low) * (Double(choice) / Double(steps))
      }
      return Swift.min(Swift.max(value, low), high)
    }
  }
}

extension Generator where Value == Date {
  /// Dates in `range` in whole seconds, shrinking towards the second closest to 1970-01-01.
  ///
  /// ```swift
  /// let recent = Generator.date(in: Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 2e9))
  /// ```
  public static func date(in range: ClosedRange<Date>) -> Generator<Date> {
    let low = Int64(range.lowerBound.timeIntervalSince1970.rounded(.up))
    let high = Int64(range.upperBound.timeIntervalSince1970.rounded(.down))
    precondition(low <= high, "Generator.date(in:) needs a range containing at least one whole second.")
    return Generator<Int64>.int(in: low...high).map { Date(timeIntervalSince1970: TimeInterval($0)) }
  }
}

/// Maps integers in a range to choices so that choice 0 is the value closest to zero and small choices are
/// small magnitudes (zigzag `0, 1, -1, 2, -2, …` when the range spans zero).
///
/// ```swift
/// let coding = IntegerCoding(range: -3...10)
/// coding.value(forChoice: 2)  // -1
/// ```
public struct IntegerCoding<Integer: FixedWidthInteger & Sendable>: Sendable {
  private enum Shape: Sendable {
    case upward(lowest: UInt64)  // unsigned, or signed with lower bound ≥ 0: value = lowest + choice
    case signedUpward(lowest: Int64)
    case signedDownward(highest: Int64)  // upper bound ≤ 0: value = highest - choice
    case zigzag(negative: UInt64, positive: UInt64)
  }

  private let shape: Shape
  /// The largest choice, `upperBound - lowerBound` as an unsigned distance.
  public let maxChoice: UInt64
  /// The range being encoded.
  public let range: ClosedRange<Integer>

  /// Creates the coding for `range` (integers up to 64 bits wide).
  ///
  /// ```swift
  /// let coding = IntegerCoding(range: UInt8.min...UInt8.max)
  /// ```
  public init(range: ClosedRange<Integer>) {
    precondition(Integer.bitWidth <= 64, "Integer generators support types up to 64 bits wide.")
    self.range = range
    if !Integer.isSigned {
      let low = UInt64(truncatingIfNeeded: range.lowerBound)
      shape = .upward(lowest: low)
      maxChoice = UInt64(truncatingIfNeeded: range.upperBound) - low
      return
    }
    let low = Int64(truncatingIfNeeded: range.lowerBound)
    let high = Int64(truncatingIfNeeded: range.upperBound)
    if low >= 0 {
      shape = .signedUpward(lowest: low)
    } else if high <= 0 {
      shape = .signedDownward(highest: high)
    } else {
      shape = .zigzag(negative: UInt64(bitPattern: 0 &- low), positive: UInt64(high))
    }
    maxChoice = UInt64(bitPattern: high &- low)
  }

  /// The integer a choice stands for (choices above `maxChoice` are clamped).
  ///
  /// ```swift
  /// IntegerCoding(range: -5...5).value(forChoice: 0)  // 0
  /// ```
  public func value(forChoice rawChoice: UInt64) -> Integer {
    let choice = min(rawChoice, maxChoice)
    switch shape {
    case .upward(let lowest):
      return Integer(truncatingIfNeeded: lowest &+ choice)
    case .signedUpward(let lowest):
      return Integer(truncatingIfNeeded: lowest &+ Int64(bitPattern: choice))
    case .signedDownward(let highest):
      return Integer(truncatingIfNeeded: highest &- Int64(bitPattern: choice))
    case .zigzag(let negative, let positive):
      let shared = min(negative, positive)
      if choice == 0 { return 0 }
      if choice <= shared &* 2 {
        if choice % 2 == 1 { return Integer(truncatingIfNeeded: Int64((choice + 1) / 2)) }
        return Integer(truncatingIfNeeded: 0 &- Int64(choice / 2))
      }
      let extra = choice - shared
      if positive > negative { return Integer(truncatingIfNeeded: Int64(bitPattern: extra)) }
      return Integer(truncatingIfNeeded: 0 &- Int64(bitPattern: extra))
    }
  }

  /// The choice standing for `value`, or `nil` when `value` is outside the range.
  ///
  /// ```swift
  /// IntegerCoding(range: -5...5).choice(for: -1)  // 2
  /// ```
  public func choice(for value: Integer) -> UInt64? {
    guard range.contains(value) else { return nil }
    switch shape {
    case .upward(let lowest):
      return UInt64(truncatingIfNeeded: value) - lowest
    case .signedUpward(let lowest):
      return UInt64(bitPattern: Int64(truncatingIfNeeded: value) &- lowest)
    case .signedDownward(let highest):
      return UInt64(bitPattern: highest &- Int64(truncatingIfNeeded: value))
    case .zigzag(let negative, let positive):
      let shared = min(negative, positive)
      let signed = Int64(truncatingIfNeeded: value)
      if signed == 0 { return 0 }
      let magnitude = signed > 0 ? UInt64(signed) : UInt64(bitPattern: 0 &- signed)
      if magnitude > shared { return magnitude + shared }
      return signed > 0 ? magnitude * 2 - 1 : magnitude * 2
    }
  }

  /// The choices of the values fresh draws favour: the simplest value, ±1 and both range ends.
  var boundaryChoices: [UInt64] {
    var choices: [UInt64] = [0]
    for candidate in [range.lowerBound, range.upperBound] {
      if let choice = choice(for: candidate), !choices.contains(choice) { choices.append(choice) }
    }
    for candidate in [Integer(1), Integer.isSigned ? Integer(0) &- 1 : 1] {
      if let choice = choice(for: candidate), !choices.contains(choice) { choices.append(choice) }
    }
    return choices
  }

  /// The value as a signed 64-bit integer, when it fits.
  static func asInt64(_ value: Integer) -> Int64? { Int64(exactly: value) }
}

extension Generator where Value: FixedWidthInteger & Sendable {
  /// Integers in `range`, shrinking towards the value closest to zero.
  ///
  /// Fresh draws are biased: about one in eight is a boundary value (0 or the value nearest zero, 1, -1,
  /// either end), some stay close to integers drawn earlier in the same case, and some are small; the rest
  /// are uniform over the whole range.
  ///
  /// ```swift
  /// let dice = Generator.int(in: 1...6)
  /// let bytes = Generator<UInt8>.int(in: .min ... .max)
  /// ```
  // Specialised for every standard fixed-width integer, so that a client module's draws do not go through
  // generic metadata (about 2.7 times as many choices per second for `Int`).
  @_specialize(exported:true,where Value == Int)
  @_specialize(exported:true,where Value == Int8)
  @_specialize(exported:true,where Value == Int16)
  @_specialize(exported:true,where Value == Int32)
  @_specialize(exported:true,where Value == Int64)
  @_specialize(exported:true,where Value == UInt)
  @_specialize(exported:true,where Value == UInt8)
  @_specialize(exported:true,where Value == UInt16)
  @_specialize(exported:true,where Value == UInt32)
  @_specialize(exported:true,where Value == UInt64)
  public static func int(in range: ClosedRange<Value>) -> Generator<Value> {
    let coding = IntegerCoding(range: range)
    let boundaries = coding.boundaryChoices
    let maxChoice = coding.maxChoice
    return Generator { context in
      let recent = context.recentIntegers
      let choice = try context.draw(upTo: maxChoice) { random in
        let roll = random.next(upTo: 15)
        if roll < 2 {
          return boundaries[Int(random.next(upTo: UInt64(boundaries.count - 1)))]
        }
        if roll < 4, !recent.isEmpty {
          let anchor = recent[Int(random.next(upTo: UInt64(recent.count - 1)))]
          let offset = Int64(random.next(upTo: 8)) - 4
          let (nudged, overflow) = anchor.addingReportingOverflow(offset)
          if !overflow, let target = Value(exactly: nudged), let choice = coding.choice(for: target) {
            return choice
          }
        }
        if roll >= 4, roll < 6, maxChoice > 16 {
          let bits = 1 + random.next(upTo: 15)
          return random.next(upTo: min(maxChoice, (1 << bits) - 1))
        }
        return random.next(upTo: maxChoice)
      }
      let value = coding.value(forChoice: choice)
      if let wide = IntegerCoding<Value>.asInt64(value) { context.noteInteger(wide) }
      return value
    }
  }

  /// Integers over the type's whole range.
  ///
  /// ```swift
  /// let anyInt16 = Generator<Int16>.int()
  /// ```
  public static func int() -> Generator<Value> {
    int(in: Value.min...Value.max)
  }
}

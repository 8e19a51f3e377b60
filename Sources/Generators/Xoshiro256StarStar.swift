/// SplitMix64, the generator used to expand one 64-bit seed into a full generator state.
///
/// ```swift
/// var mixer = SplitMix64(state: 42)
/// let word = mixer.next()
/// ```
public struct SplitMix64: Sendable, Hashable {
  /// The current state; every call to `next()` advances it by the golden-ratio increment.
  public var state: UInt64

  /// Creates a mixer starting from `state`.
  ///
  /// ```swift
  /// var mixer = SplitMix64(state: 0)
  /// ```
  public init(state: UInt64) {
    self.state = state
  }

  /// Returns the next well-mixed 64-bit word.
  ///
  /// ```swift
  /// var mixer = SplitMix64(state: 1)
  /// print(mixer.next())
  /// ```
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return SplitMix64.mix(state)
  }

  /// The SplitMix64 finaliser: a bijective scrambling of one word.
  ///
  /// ```swift
  /// let scrambled = SplitMix64.mix(7)
  /// ```
  public static func mix(_ word: UInt64) -> UInt64 {
    var z = word
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The xoshiro256** pseudo-random generator: fast, small and identical on every platform.
///
/// The engine draws all of its randomness from this type, so a seed replays the same values everywhere.
///
/// ```swift
/// var random = Xoshiro256StarStar(seed: 2024)
/// let die = random.next(upTo: 5) + 1  // 1...6, unbiased
/// ```
public struct Xoshiro256StarStar: RandomNumberGenerator, Sendable, Hashable {
  private var s0: UInt64
  private var s1: UInt64
  private var s2: UInt64
  private var s3: UInt64

  /// Creates a generator whose 256-bit state is expanded from `seed` through SplitMix64.
  ///
  /// ```swift
  /// var random = Xoshiro256StarStar(seed: 1)
  /// ```
  public init(seed: UInt64) {
    var mixer = SplitMix64(state: seed)
    s0 = mixer.next()
    s1 = mixer.next()
    s2 = mixer.next()
    s3 = mixer.next()
  }

  /// Returns the next 64 random bits.
  ///
  /// ```swift
  /// var random = Xoshiro256StarStar(seed: 1)
  /// let bits = random.next()
  /// ```
  public mutating func next() -> UInt64 {
    let result = Xoshiro256StarStar.rotateLeft(s1 &* 5, by: 7) &* 9
    let shifted = s1 << 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= shifted
    s3 = Xoshiro256StarStar.rotateLeft(s3, by: 45)
    return result
  }

  /// Returns an unbiased integer in `0...max`, using Lemire's multiply-and-reject method.
  ///
  /// ```swift
  /// var random = Xoshiro256StarStar(seed: 1)
  /// let index = random.next(upTo: 9)  // 0...9
  /// ```
  public mutating func next(upTo max: UInt64) -> UInt64 {
    if max == .max { return next() }
    let bound = max + 1
    var product = next().multipliedFullWidth(by: bound)
    if product.low < bound {
      let threshold = (0 &- bound) % bound
      while product.low < threshold {
        product = next().multipliedFullWidth(by: bound)
      }
    }
    return product.high
  }

  /// Returns a Double in `0..<1` built from 53 random bits (every value equally likely).
  ///
  /// ```swift
  /// var random = Xoshiro256StarStar(seed: 1)
  /// let coin = random.nextUnitDouble() < 0.5
  /// ```
  public mutating func nextUnitDouble() -> Double {
    Double(next() >> 11) * 0x1.0p-53
  }

  private static func rotateLeft(_ word: UInt64, by amount: UInt64) -> UInt64 {
    (word << amount) | (word >> (64 - amount))
  }
}

/// Derives the seed of one test case from the run seed and the case index.
///
/// Every case gets its own independent stream, so any case can be regenerated alone.
///
/// ```swift
/// let seed = CaseSeed.derive(runSeed: 42, caseIndex: 17)
/// var context = DrawContext(seed: seed)
/// ```
public enum CaseSeed {
  /// Returns the seed of case `caseIndex` in a run seeded with `runSeed`.
  ///
  /// ```swift
  /// let first = CaseSeed.derive(runSeed: 1, caseIndex: 0)
  /// ```
  public static func derive(runSeed: UInt64, caseIndex: Int) -> UInt64 {
    let index = UInt64(truncatingIfNeeded: caseIndex)
    return SplitMix64.mix(SplitMix64.mix(runSeed) ^ (index &* 0xD1B5_4A32_D192_ED03))
  }
}

import InputConformance

/// The exit status of a run or a merge, from its faults: 3 when the reference disagreed with itself (a bad oracle),
/// 1 when a fault of a failing tier (`--fail-on`, defects by default) is not a declared known deviation, 0 otherwise
/// (the other tiers are listed, one line each, and do not fail the run).
enum FaultExit {
  static func status(
    faults: [(tier: FaultTier, knownDeviation: Bool, badOracle: Bool)], failing: FailingTiers
  ) -> Int32 {
    if faults.contains(where: \.badOracle) { return 3 }
    return faults.contains { !$0.knownDeviation && failing.fails($0.tier) } ? 1 : 0
  }
}

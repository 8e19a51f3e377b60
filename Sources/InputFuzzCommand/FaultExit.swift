import InputConformance

/// The exit status of a run or a merge, from its faults, as linters separate errors from warnings: 3 when the
/// reference disagreed with itself (a bad oracle), 1 when a MUST fault is not a declared known deviation, 4 when
/// only SHOULD advisories are, 0 when nothing is (or every fault is declared).
enum FaultExit {
  static func status(faults: [(level: FaultLevel, knownDeviation: Bool, badOracle: Bool)]) -> Int32 {
    if faults.contains(where: \.badOracle) { return 3 }
    let open = faults.filter { !$0.knownDeviation }
    if open.contains(where: { $0.level == .must }) { return 1 }
    return open.isEmpty ? 0 : 4
  }
}

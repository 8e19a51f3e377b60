import InputGenerators

/// Whether a run reached an edge case often enough, judged with a Wilson
/// confidence interval as QuickCheck's `checkCoverage` does: insufficient only
/// when even the interval's upper bound is below the requirement.
nonisolated public struct CoverageCheck: Sendable, Hashable, CustomStringConvertible {
  public var requirement: CoverageRequirement
  public var labelledCases: Int
  public var totalCases: Int

  /// The confidence (z = 3.29: 99.9%) behind an "insufficient" verdict.
  public static let z = 3.29

  public init(requirement: CoverageRequirement, labelledCases: Int, totalCases: Int) {
    self.requirement = requirement
    self.labelledCases = labelledCases
    self.totalCases = totalCases
  }

  /// Whether the requirement is met (or cannot be shown unmet with confidence).
  public var isMet: Bool {
    WilsonInterval.bounds(successes: labelledCases, trials: totalCases, z: Self.z).upperBound * 100
      >= requirement.minimumPercentage
  }

  public var description: String {
    let observed = totalCases == 0 ? 0 : Double(labelledCases) * 100 / Double(totalCases)
    let share = (observed * 10).rounded() / 10
    return
      "\(isMet ? "coverage met" : "insufficient coverage"): \"\(requirement.label)\" in \(share)% of \(totalCases) cases"
      + ", required at least \(requirement.minimumPercentage)%"
  }
}

import Foundation

/// A requirement that a label is recorded in at least a given percentage of cases.
///
/// The runner checks requirements with statistical confidence (QuickCheck's `checkCoverage`): it keeps
/// running batches until the Wilson score interval shows the requirement is met or cannot be met.
///
/// ```swift
/// var configuration = PropertyConfiguration(name: "sorting")
/// configuration.coverage = [CoverageRequirement("empty", atLeast: 5)]
/// ```
public struct CoverageRequirement: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The label that must be common enough.
  public var label: String
  /// The minimum share of cases, in percent (0...100).
  public var minimumPercentage: Double

  /// Creates a requirement: `label` in at least `percentage`% of cases.
  ///
  /// ```swift
  /// let requirement = CoverageRequirement("negative", atLeast: 10)
  /// ```
  public init(_ label: String, atLeast percentage: Double) {
    self.label = label
    self.minimumPercentage = percentage
  }

  /// For example `"empty" in at least 5%`.
  public var description: String { "\"\(label)\" in at least \(Self.format(minimumPercentage))% of cases" }

  static func format(_ percentage: Double) -> String { String(format: "%.1f", percentage) }
}

/// The decision about one coverage requirement.
///
/// ```swift
/// for verdict in result.coverage where verdict.status == .insufficient { print(verdict) }
/// ```
public struct CoverageVerdict: Hashable, Sendable, CustomStringConvertible {
  /// Whether the requirement is proven met, proven unmet, or still open.
  public enum Status: Hashable, Sendable {
    /// The lower confidence bound reaches the requirement (times the configured tolerance).
    case satisfied
    /// The upper confidence bound is below the requirement.
    case insufficient
    /// Neither bound decides yet.
    case undecided
  }

  /// The requirement judged.
  public var requirement: CoverageRequirement
  /// The number of cases carrying the label.
  public var labelledCases: Int
  /// The number of cases judged.
  public var totalCases: Int
  /// The Wilson score interval for the label's share, in percent.
  public var confidenceInterval: ClosedRange<Double>
  /// The decision.
  public var status: Status

  /// The observed share, in percent.
  public var observedPercentage: Double {
    totalCases == 0 ? 0 : Double(labelledCases) * 100 / Double(totalCases)
  }

  /// For example `insufficient coverage: "empty" in 2.0% of 400 cases, required at least 5.0%`.
  public var description: String {
    let observed =
      "\"\(requirement.label)\" in \(CoverageRequirement.format(observedPercentage))% of \(totalCases) cases"
    let required = "required at least \(CoverageRequirement.format(requirement.minimumPercentage))%"
    switch status {
    case .satisfied: return "coverage met: \(observed), \(required)"
    case .insufficient: return "insufficient coverage: \(observed), \(required)"
    case .undecided: return "coverage undecided: \(observed), \(required)"
    }
  }

  static func judge(
    _ requirement: CoverageRequirement, labelled: Int, total: Int, z: Double, tolerance: Double = 1, final: Bool
  ) -> CoverageVerdict {
    let interval = WilsonInterval.bounds(successes: labelled, trials: total, z: z)
    let required = requirement.minimumPercentage / 100
    var status: Status
    if interval.upperBound < required {
      status = .insufficient
    } else if interval.lowerBound >= required * tolerance {
      status = .satisfied
    } else {
      status = .undecided
    }
    if final, status == .undecided {
      status = Double(labelled) >= required * Double(total) ? .satisfied : .insufficient
    }
    return CoverageVerdict(
      requirement: requirement, labelledCases: labelled, totalCases: total,
      confidenceInterval: (interval.lowerBound * 100)...(interval.upperBound * 100), status: status)
  }
}

/// The Wilson score interval for a binomial proportion.
///
/// ```swift
/// let bounds = WilsonInterval.bounds(successes: 30, trials: 100, z: 4)
/// ```
public enum WilsonInterval {
  /// The interval (in 0...1) for `successes` out of `trials` at `z` standard deviations.
  ///
  /// ```swift
  /// WilsonInterval.bounds(successes: 0, trials: 0, z: 4)  // 0...1
  /// ```
  public static func bounds(successes: Int, trials: Int, z: Double) -> ClosedRange<Double> {
    guard trials > 0 else { return 0...1 }
    let n = Double(trials)
    let p = Double(successes) / n
    let z2 = z * z
    let centre = p + z2 / (2 * n)
    let spread = z * (p * (1 - p) / n + z2 / (4 * n * n)).squareRoot()
    let denominator = 1 + z2 / n
    let lower = max(0, (centre - spread) / denominator)
    let upper = min(1, (centre + spread) / denominator)
    return lower...max(lower, upper)
  }
}

/// How often each label was recorded during a run.
///
/// ```swift
/// print(result.labels.table)
/// ```
public struct LabelStatistics: Hashable, Sendable {
  /// Cases per label.
  public private(set) var counts: [String: Int] = [:]
  /// The number of cases counted.
  public private(set) var totalCases = 0

  /// Creates empty statistics.
  ///
  /// ```swift
  /// var statistics = LabelStatistics()
  /// ```
  public init() {}

  /// Counts one case carrying `labels`.
  ///
  /// ```swift
  /// statistics.record(["empty"])
  /// ```
  public mutating func record(_ labels: [String]) {
    totalCases += 1
    for label in Set(labels) { counts[label, default: 0] += 1 }
  }

  /// The share of cases carrying `label`, in percent.
  ///
  /// ```swift
  /// let share = statistics.percentage(of: "empty")
  /// ```
  public func percentage(of label: String) -> Double {
    totalCases == 0 ? 0 : Double(counts[label, default: 0]) * 100 / Double(totalCases)
  }

  /// A table of labels, most common first: `  42.0%  empty`.
  public var table: String {
    counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
      .map { "\(String(format: "%6.1f", percentage(of: $0.key)))%  \($0.key)" }
      .joined(separator: "\n")
  }
}

import InputGenerators

/// What a fault is to the component's maintainer, the first thing a report says of it (CONFORMANCE.md, "Tiers").
///
/// A tier follows from three facts and nothing else: the level of the clauses the fault breaks, whether its trace
/// still breaks them with every UIKit quirk off, and whether its trace holds an event that real UIKit rarely or never
/// sends (``InputEvent/isUnusualInput``). It is never chosen per finding, port or implementation.
nonisolated public enum FaultTier: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  /// A MUST broken by user and system events and the component's API, that still breaks with `--quirks none`.
  case defect
  /// A MUST broken only while the model reproduces a UIKit quirk (the report names it).
  case quirkDependent = "quirk-dependent"
  /// A SHOULD broken.
  case advisory
  /// A break whose trace holds an event real UIKit rarely or never sends; generated only when asked for.
  case unusualInput = "unusual-input"

  /// The tier of a break of a clause at `level` by `trace`; `holdsWithoutQuirks` says whether the trace breaks it
  /// again with every quirk off (`nil` when that was not asked: a SHOULD, unusual input, or a run without quirks).
  public init(level: FaultLevel, trace: [InputEvent], holdsWithoutQuirks: Bool?) {
    if trace.contains(where: \.isUnusualInput) {
      self = .unusualInput
    } else if level == .should {
      self = .advisory
    } else {
      self = holdsWithoutQuirks == false ? .quirkDependent : .defect
    }
  }

  /// Whether the quirk-free replay decides the tier of a break at `level` by `trace`.
  public static func needsQuirkFreeReplay(level: FaultLevel, trace: [InputEvent]) -> Bool {
    level == .must && !trace.contains(where: \.isUnusualInput)
  }

  /// The words a report uses: "defect", "quirk-dependent", "advisory", "unusual input".
  public var displayName: String { self == .unusualInput ? "unusual input" : rawValue }

  /// The words for several: "defects", "quirk-dependent", "advisories", "unusual inputs".
  public var pluralName: String {
    switch self {
    case .defect: "defects"
    case .quirkDependent: "quirk-dependent"
    case .advisory: "advisories"
    case .unusualInput: "unusual inputs"
    }
  }

  public static func < (lhs: FaultTier, rhs: FaultTier) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// Which tiers fail a run (`--fail-on`): each threshold includes the tiers before it; unusual input fails only when
/// it was asked for (`--unusual-input`), since nothing else generates it.
nonisolated public struct FailingTiers: Sendable, Hashable {
  /// The last tier that fails: `.defect` (the default), `.quirkDependent` or `.advisory`.
  public var threshold: FaultTier
  /// Whether unusual input was generated, and so fails the run.
  public var unusualInput: Bool

  public static let defects = FailingTiers(threshold: .defect, unusualInput: false)

  public init(threshold: FaultTier, unusualInput: Bool) {
    self.threshold = threshold
    self.unusualInput = unusualInput
  }

  /// Whether a fault of `tier` fails the run.
  public func fails(_ tier: FaultTier) -> Bool {
    tier == .unusualInput ? unusualInput : tier <= threshold
  }

  /// The thresholds by their `--fail-on` names.
  public static let thresholdNames: [(name: String, tier: FaultTier)] = [
    ("defect", .defect), ("quirk", .quirkDependent), ("advisory", .advisory),
  ]
}

/// A violation's tier, and for a quirk-dependent one the quirks without which its trace passes (``TierJudge``).
nonisolated public struct TierJudgement: Sendable, Hashable, Codable {
  public var tier: FaultTier
  public var quirks: [String]?

  public init(tier: FaultTier, quirks: [String]?) {
    self.tier = tier
    self.quirks = quirks
  }
}

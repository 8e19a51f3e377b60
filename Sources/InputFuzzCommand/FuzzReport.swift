import Foundation
import InputConformance
import InputGenerators

/// The JSON report (`--json`): what a campaign, or the merge of a campaign's shards, found.
///
/// ```json
/// {"specVersion": "2.1", "seed": 7, "cases": 600, "elapsedSeconds": 12.5, "shards": ["1/4", "2/4", "3/4", "4/4"], "finished": true,
///  "implementations": [{"name": "seed-000",
///    "verdicts": [{"clause": "KEY-4", "status": "fail", "evidence": 210}, …],
///    "violations": [{"clause": "KEY-4", "kind": "crash", "member": "seed-000", "family": "key",
///                    "headline": "KEY-4 violated by seed-000 (MUST) [crash]: …", "trace": ["tap the control",
///                    "press delete"], "replay": "swift run input-fuzz …", "shrinkEvaluations": 26,
///                    "badOracle": false, "knownDeviation": false}]}]}
/// ```
public struct FuzzReport: Codable, Equatable, Sendable {
  /// The version of CONFORMANCE.md the clauses are from (`"2.1"`); `nil` in reports written before v2.1.
  public var specVersion: String?
  /// The campaign's seed.
  public var seed: UInt64
  /// Cases run, over every implementation, family and shard.
  public var cases: Int
  /// The campaign's duration (for a merge: the longest shard's).
  public var elapsedSeconds: Double
  /// The slices of the case space covered, as `I/N` (`1/1` for an unsharded run).
  public var shards: [String]
  /// `false` while the campaign runs (the report is rewritten as it goes), and when it was interrupted.
  public var finished: Bool
  /// One entry per implementation group, in the order they ran.
  public var implementations: [Entry]

  /// One implementation group's verdicts, faults and violations.
  public struct Entry: Codable, Equatable, Sendable {
    public var name: String
    public var verdicts: [VerdictEntry]
    /// The violations grouped by cause (``FaultGrouping``), defects first, then by tier.
    public var faults: [FaultEntry]
    public var violations: [ViolationEntry]

    public init(name: String, verdicts: [VerdictEntry], violations: [ViolationEntry]) {
      self.name = name
      self.verdicts = verdicts
      self.violations = violations
      self.faults = FaultEntry.faults(of: violations)
    }

    enum CodingKeys: String, CodingKey { case name, verdicts, faults, violations }

    /// Reads an entry; its faults are grouped again from its violations (derived data is never trusted, and a
    /// merge regroups what the shards found).
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        name: try container.decode(String.self, forKey: .name),
        verdicts: try container.decode([VerdictEntry].self, forKey: .verdicts),
        violations: try container.decode([ViolationEntry].self, forKey: .violations))
    }
  }

  /// One fault: one cause, its shrunk trace and replay line, every clause it breaks.
  public struct FaultEntry: Codable, Equatable, Sendable {
    /// What it is to the maintainer: the most serious tier of its violations (CONFORMANCE.md, "Tiers").
    public var tier: FaultTier
    /// For a quirk-dependent fault, the quirks without which its trace passes.
    public var quirks: [String]?
    /// `MUST` (it breaks a MUST clause, or traps or hangs) or `SHOULD` (an advisory).
    public var level: FaultLevel
    /// The member that has it.
    public var member: String
    /// Every clause it breaks: the root clause, then the others in clause order.
    public var clauses: [ClauseID]
    /// The root's shrunk trace.
    public var trace: [String]
    public var replay: String
    /// The family runs that met it.
    public var families: [ContractFamily]
    public var knownDeviation: Bool
    public var badOracle: Bool

    /// The faults among `violations`, by tier (defects first), otherwise in the order their roots were found.
    static func faults(of violations: [ViolationEntry]) -> [FaultEntry] {
      let faults = FaultGrouping.group(violations.map(\.groupingKey)).map { indices in
        let members = indices.map { violations[$0] }
        let root = members[0]
        let clauses = [root.clause] + Set(members.map(\.clause)).subtracting([root.clause]).sorted()
        var families: [ContractFamily] = []
        for member in members where !families.contains(member.family) { families.append(member.family) }
        let tier = members.map(\.tier).min() ?? .defect
        let quirks = tier == .quirkDependent ? members.first { $0.tier == tier }?.quirks : nil
        return FaultEntry(
          tier: tier, quirks: quirks,
          level: FaultLevel(clauses: clauses, abnormalEnd: members.contains { $0.kind.isAbnormalEnd }),
          member: root.member, clauses: clauses, trace: root.trace, replay: root.replay, families: families,
          knownDeviation: root.knownDeviation, badOracle: members.contains(where: \.badOracle))
      }
      return faults.enumerated().sorted { ($0.element.tier, $0.offset) < ($1.element.tier, $1.offset) }.map(\.element)
    }
  }

  /// A clause's verdict and its evidence: how many steps checked it (a pass always has some).
  public struct VerdictEntry: Codable, Equatable, Sendable {
    public var clause: ClauseID
    public var status: Verdict
    public var evidence: Int
    /// For a clause that does not apply: what it needs that the declaration lacks.
    public var reason: String?
  }

  /// A violation: the clause, how it broke, the shrunk trace and the line that replays it.
  public struct ViolationEntry: Codable, Equatable, Sendable {
    public var clause: ClauseID
    public var kind: ViolationKind
    /// The member of the group that broke it.
    public var member: String
    /// The family whose run found it.
    public var family: ContractFamily
    /// The failure's one-line headline.
    public var headline: String
    /// The shrunk trace, one event per element.
    public var trace: [String]
    public var replay: String
    public var shrinkEvaluations: Int
    public var badOracle: Bool
    public var knownDeviation: Bool
    /// The root clause, when this violation is a follow-on of another clause's fault.
    public var followOnOf: ClauseID?
    /// What it is to the maintainer (CONFORMANCE.md, "Tiers"): from its clause's level, its trace's events and
    /// its replay with every quirk off.
    public var tier: FaultTier
    /// For a quirk-dependent violation, the quirks without which its trace passes (each one off alone).
    public var quirks: [String]?

    enum CodingKeys: String, CodingKey {
      case clause, kind, member, family, headline, trace, replay, shrinkEvaluations, badOracle, knownDeviation
      case followOnOf, tier, quirks, cause
    }

    /// How the clause broke (the event and the observations): what tells two faults under one clause apart, and
    /// what a ``KnownDeviation`` is matched against. Absent in reports written before v2.1.
    public var cause: FaultSignature?
  }

  /// 0, 1 or 3, as the help text says: 1 when a fault of a tier in `failing` is not declared.
  public func exitStatus(failing: FailingTiers = .defects) -> Int32 {
    FaultExit.status(
      faults: implementations.flatMap(\.faults).map { ($0.tier, $0.knownDeviation, $0.badOracle) }, failing: failing)
  }

  /// The report as pretty-printed JSON with sorted keys.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }
}

extension FuzzReport.ViolationEntry {
  /// Reads a violation. A report written before tiers has none: its violations get the tier of their level, as
  /// that report's exit status judged them (a MUST, a trap or a hang a defect; a SHOULD an advisory).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    clause = try container.decode(ClauseID.self, forKey: .clause)
    kind = try container.decode(ViolationKind.self, forKey: .kind)
    member = try container.decode(String.self, forKey: .member)
    family = try container.decode(ContractFamily.self, forKey: .family)
    headline = try container.decode(String.self, forKey: .headline)
    trace = try container.decode([String].self, forKey: .trace)
    replay = try container.decode(String.self, forKey: .replay)
    shrinkEvaluations = try container.decode(Int.self, forKey: .shrinkEvaluations)
    badOracle = try container.decode(Bool.self, forKey: .badOracle)
    knownDeviation = try container.decode(Bool.self, forKey: .knownDeviation)
    followOnOf = try container.decodeIfPresent(ClauseID.self, forKey: .followOnOf)
    cause = try container.decodeIfPresent(FaultSignature.self, forKey: .cause)
    quirks = try container.decodeIfPresent([String].self, forKey: .quirks)
    tier =
      try container.decodeIfPresent(FaultTier.self, forKey: .tier)
      ?? (FaultLevel(clauses: [clause], abnormalEnd: kind.isAbnormalEnd) == .must ? .defect : .advisory)
  }

  /// The entry of a violation found by a command called `program`.
  init(_ violation: ConformanceViolation, program: String, tier: TierJudgement) {
    clause = violation.clause
    kind = violation.finding.kind
    member = violation.implementation
    family = violation.family
    headline = FailureText.headline(violation)
    trace = violation.trace.map(\.description)
    replay = FailureText.replayCommand(violation, program: program)
    shrinkEvaluations = violation.shrinkEvaluations
    badOracle = violation.finding.isBadOracle
    knownDeviation = violation.isKnownDeviation
    followOnOf = violation.rootClause
    cause = violation.signature
    self.tier = tier.tier
    quirks = tier.quirks
  }

  /// `violations` with each follow-on that is a root in another family's run marked as a root
  /// (``FaultGrouping/agreedFollowOnOf(_:)``).
  static func agreeingOnRoots(_ violations: [FuzzReport.ViolationEntry]) -> [FuzzReport.ViolationEntry] {
    zip(violations, FaultGrouping.agreedFollowOnOf(violations.map(\.groupingKey))).map { violation, followOnOf in
      var agreed = violation
      agreed.followOnOf = followOnOf
      return agreed
    }
  }

  /// What fault grouping reads of the entry.
  var groupingKey: FaultGrouping.Key {
    FaultGrouping.Key(member: member, family: family, clause: clause, trace: trace, followOnOf: followOnOf)
  }
}

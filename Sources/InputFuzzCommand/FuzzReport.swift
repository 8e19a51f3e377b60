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

  /// One implementation group's verdicts and violations.
  public struct Entry: Codable, Equatable, Sendable {
    public var name: String
    public var verdicts: [VerdictEntry]
    public var violations: [ViolationEntry]
  }

  /// A clause's verdict and its evidence: how many steps checked it (a pass always has some).
  public struct VerdictEntry: Codable, Equatable, Sendable {
    public var clause: ClauseID
    public var status: Verdict
    public var evidence: Int
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
  }

  /// 0, 1 or 3, as the help text says.
  public var exitStatus: Int32 {
    let violations = implementations.flatMap(\.violations)
    if violations.contains(where: \.badOracle) { return 3 }
    return violations.contains { !$0.knownDeviation } ? 1 : 0
  }

  /// The report as pretty-printed JSON with sorted keys.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }
}

extension FuzzReport.ViolationEntry {
  /// The entry of a violation found by a command called `program`.
  init(_ violation: ConformanceViolation, program: String) {
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
  }
}

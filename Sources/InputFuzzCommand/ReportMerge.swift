import Foundation
import InputConformance
import InputGenerators

/// Merges the JSON reports of a campaign's shards into one report, by the rules of a single run.
///
/// - A clause fails if any shard failed it (it is a known deviation if every failure is one), and
///   passes only when its evidence, summed over the shards, is positive and no shard failed it;
///   otherwise it is not exercised, or not applicable. Evidence is summed.
/// - Violations are kept per implementation group, member, family run, clause and cause (one fault; a run reports
///   a second fault under a clause by its different cause): the shortest shrunk trace wins, then the one with less text; ties go to the kind, the trace, then the replay line,
///   in text order, so that the result never depends on the order of the inputs.
enum ReportMerge {
  /// One report to merge, and where it came from.
  struct Input {
    var path: String
    var report: FuzzReport
  }

  /// The merged report, and the shards of the campaign that no input covers.
  static func merge(_ inputs: [Input]) throws(MergeError) -> (report: FuzzReport, missing: [String]) {
    guard let first = inputs.first else { throw .nothingToMerge }
    var shardOf: [Int: String] = [:]
    var count: Int?
    for input in inputs {
      guard input.report.specVersion == first.report.specVersion else {
        throw .differentSpecVersions(first.path, first.report.specVersion, input.path, input.report.specVersion)
      }
      guard input.report.seed == first.report.seed else {
        throw .differentSeeds(first.path, first.report.seed, input.path, input.report.seed)
      }
      for text in input.report.shards {
        guard let (index, total) = FuzzOptions.shardNumbers(text), (1...total).contains(index) else {
          throw .badShard(input.path, text)
        }
        if let count, count != total { throw .differentShardCounts(first.path, count, input.path, total) }
        count = total
        if let other = shardOf[index] { throw .shardTwice(text, other, input.path) }
        shardOf[index] = input.path
      }
    }
    let total = count ?? 1
    let missing = (1...total).filter { shardOf[$0] == nil }.map { "\($0)/\(total)" }
    let ordered = inputs.sorted { lowestShard($0) < lowestShard($1) }

    var names: [String] = []
    for input in ordered {
      for entry in input.report.implementations where !names.contains(entry.name) { names.append(entry.name) }
    }
    let entries = names.map { name in
      let parts = ordered.flatMap { $0.report.implementations.filter { $0.name == name } }
      return FuzzReport.Entry(
        name: name, verdicts: verdicts(parts.flatMap(\.verdicts)), violations: violations(parts.flatMap(\.violations)))
    }
    let report = FuzzReport(
      specVersion: first.report.specVersion, seed: first.report.seed, cases: inputs.reduce(0) { $0 + $1.report.cases },
      elapsedSeconds: inputs.map(\.report.elapsedSeconds).max() ?? 0,
      shards: shardOf.keys.sorted().map { "\($0)/\(total)" },
      finished: missing.isEmpty && inputs.allSatisfy(\.report.finished), implementations: entries)
    return (report, missing)
  }

  /// The verdict of a clause over shards, with its evidence summed.
  static func combine(_ statuses: [Verdict], evidence: Int) -> Verdict {
    if statuses.contains(.fail) { return .fail }
    if statuses.contains(.known) { return .known }
    if evidence > 0 && statuses.contains(.pass) { return .pass }
    if statuses.contains(.notExercised) || statuses.contains(.pass) { return .notExercised }
    return .notApplicable
  }

  private static func verdicts(_ all: [FuzzReport.VerdictEntry]) -> [FuzzReport.VerdictEntry] {
    let byClause = Dictionary(grouping: all, by: \.clause)
    return byClause.keys.sorted().map { clause in
      let entries = byClause[clause]!
      let evidence = entries.reduce(0) { $0 + $1.evidence }
      let status = combine(entries.map(\.status), evidence: evidence)
      return FuzzReport.VerdictEntry(
        clause: clause, status: status, evidence: evidence,
        reason: status == .notApplicable ? entries.compactMap(\.reason).first : nil)
    }
  }

  /// The best finding of each fault: findings of one member, family and clause are one fault when their causes are
  /// the same (``FaultSignature/isSameFault(as:)``; a report without causes has one fault per clause).
  private static func violations(_ all: [FuzzReport.ViolationEntry]) -> [FuzzReport.ViolationEntry] {
    var faults: [FuzzReport.ViolationEntry] = []
    for entry in all.sorted(by: isBetter) {
      let same = faults.contains { kept in
        kept.member == entry.member && kept.family == entry.family && kept.clause == entry.clause
          && (kept.cause == nil || entry.cause == nil || kept.cause!.isSameFault(as: entry.cause!))
      }
      if !same { faults.append(entry) }
    }
    return FuzzReport.ViolationEntry.agreeingOnRoots(faults).sorted {
      if ($0.family, $0.clause, $0.member) != ($1.family, $1.clause, $1.member) {
        return ($0.family, $0.clause, $0.member) < ($1.family, $1.clause, $1.member)
      }
      return isBetter($0, than: $1)
    }
  }

  /// Whether `lhs` is the better of two findings of one clause: fewer events, then less text (the simpler
  /// events: "type \"a\"" before "type \"ab\""), then text order, as a run chooses among its own shrunk traces.
  static func isBetter(_ lhs: FuzzReport.ViolationEntry, than rhs: FuzzReport.ViolationEntry) -> Bool {
    if lhs.trace.count != rhs.trace.count { return lhs.trace.count < rhs.trace.count }
    let (lhsText, rhsText) = (lhs.trace.joined().count, rhs.trace.joined().count)
    if lhsText != rhsText { return lhsText < rhsText }
    if lhs.kind != rhs.kind { return lhs.kind.rawValue < rhs.kind.rawValue }
    if lhs.trace != rhs.trace { return lhs.trace.lexicographicallyPrecedes(rhs.trace) }
    return lhs.replay < rhs.replay
  }

  private static func lowestShard(_ input: Input) -> Int {
    input.report.shards.compactMap { FuzzOptions.shardNumbers($0)?.0 }.min() ?? 0
  }
}

/// Why reports cannot be merged. The wording is built here.
enum MergeError: Error, Equatable {
  case nothingToMerge
  case unreadable(String, reason: String)
  case differentSeeds(String, UInt64, String, UInt64)
  case differentShardCounts(String, Int, String, Int)
  case shardTwice(String, String, String)
  case badShard(String, String)
  case differentSpecVersions(String, String?, String, String?)

  var message: String {
    switch self {
    case .nothingToMerge: "merge: no report to merge"
    case .unreadable(let path, let reason): "merge: \(path) is not an input-fuzz report: \(reason)"
    case .differentSeeds(let first, let seed, let other, let otherSeed):
      "merge: \(first) has seed \(seed) and \(other) seed \(otherSeed); merge the shards of one campaign"
    case .differentShardCounts(let first, let count, let other, let otherCount):
      "merge: \(first) is a shard of \(count) and \(other) of \(otherCount); merge the shards of one campaign"
    case .shardTwice(let shard, let first, let other):
      "merge: shard \(shard) is in both \(first) and \(other); its evidence would count twice"
    case .badShard(let path, let text): "merge: \(path) names the shard '\(text)', which is not I/N"
    case .differentSpecVersions(let first, let version, let other, let otherVersion):
      "merge: \(first) judged CONFORMANCE.md \(version.map { "v\($0)" } ?? "before v2.1") and \(other) "
        + "\(otherVersion.map { "v\($0)" } ?? "before v2.1"); merge the shards of one campaign"
    }
  }
}

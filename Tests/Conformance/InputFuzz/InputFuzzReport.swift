import Foundation
import Testing

/// The `--json` report of `input-fuzz`, read with `JSONSerialization` and checked key by key and type by type:
/// its shape is the product's public contract.
nonisolated struct InputFuzzReport: Sendable {
  struct Verdict: Sendable, Equatable {
    var clause: String
    var status: String
    /// Steps that checked the clause.
    var evidence: Int
  }

  struct Violation: Sendable, Equatable {
    var clause: String
    var kind: String
    var member: String
    var family: String
    var headline: String
    var trace: [String]
    var replay: String
    var shrinkEvaluations: Int
    var badOracle: Bool
    var knownDeviation: Bool

    /// The replay token inside `replay` (the word after `--replay`).
    var token: String? {
      let words = replay.split(separator: " ").map(String.init)
      guard let flag = words.firstIndex(of: "--replay"), flag + 1 < words.count else { return nil }
      return words[flag + 1]
    }
  }

  struct Fault: Sendable, Equatable {
    var level: String
    var member: String
    var clauses: [String]
    var trace: [String]
    var replay: String
    var families: [String]
    var knownDeviation: Bool
    var badOracle: Bool
  }

  struct Entry: Sendable, Equatable {
    var name: String
    var faults: [Fault]
    var verdicts: [Verdict]
    var violations: [Violation]
  }

  static let reportKeys: Set<String> = [
    "specVersion", "seed", "cases", "elapsedSeconds", "shards", "finished", "implementations",
  ]
  static let entryKeys: Set<String> = ["name", "verdicts", "faults", "violations"]
  static let faultKeys: Set<String> = [
    "tier", "level", "member", "clauses", "trace", "replay", "families", "knownDeviation", "badOracle",
  ]
  static let tiers: Set<String> = ["defect", "quirk-dependent", "advisory", "unusual-input"]
  static let verdictKeys: Set<String> = ["clause", "status", "evidence"]
  static let violationKeys: Set<String> = [
    "clause", "kind", "member", "family", "headline", "trace", "replay", "shrinkEvaluations", "badOracle",
    "knownDeviation", "cause", "tier",
  ]
  static let statuses: Set<String> = ["pass", "fail", "known", "notApplicable", "notExercised"]
  static let kinds: Set<String> = ["assertion", "crash", "hang", "misuse"]

  /// The version of CONFORMANCE.md the report's clauses are from.
  var specVersion: String
  var seed: UInt64
  var cases: Int
  var elapsedSeconds: Double
  /// The slices of the case space covered, `I/N`.
  var shards: [String]
  /// Whether the campaign ran its whole budget.
  var finished: Bool
  var implementations: [Entry]
  /// `implementations` re-serialised with sorted keys, for comparing two runs byte for byte.
  var canonicalImplementations: Data

  /// Reads and checks the report at `path`; records an issue for every deviation from the shape.
  init(path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let root = try #require(
      try JSONSerialization.jsonObject(with: data) as? [String: Any], "the report is not a JSON object",
      sourceLocation: sourceLocation)
    #expect(Set(root.keys) == Self.reportKeys, sourceLocation: sourceLocation)
    specVersion = try #require(
      root["specVersion"] as? String, "specVersion is not text", sourceLocation: sourceLocation)
    seed = try #require(root["seed"] as? UInt64, "seed is not a whole number", sourceLocation: sourceLocation)
    cases = try #require(root["cases"] as? Int, "cases is not a whole number", sourceLocation: sourceLocation)
    elapsedSeconds = try #require(
      root["elapsedSeconds"] as? Double, "elapsedSeconds is not a number", sourceLocation: sourceLocation)
    shards = try #require(root["shards"] as? [String], "shards is not a list of text", sourceLocation: sourceLocation)
    finished = try #require(root["finished"] as? Bool, "finished is not true or false", sourceLocation: sourceLocation)
    let entries = try #require(
      root["implementations"] as? [[String: Any]], "implementations is not an array of objects",
      sourceLocation: sourceLocation)
    canonicalImplementations = try JSONSerialization.data(withJSONObject: entries, options: [.sortedKeys])
    implementations = try entries.map { entry in
      #expect(Set(entry.keys) == Self.entryKeys, sourceLocation: sourceLocation)
      let name = try #require(entry["name"] as? String, sourceLocation: sourceLocation)
      let verdicts = try #require(entry["verdicts"] as? [[String: Any]], sourceLocation: sourceLocation)
      let violations = try #require(entry["violations"] as? [[String: Any]], sourceLocation: sourceLocation)
      let faults = try #require(entry["faults"] as? [[String: Any]], sourceLocation: sourceLocation)
      return Entry(
        name: name,
        faults: try faults.map { fault in
          // `quirks` is there only for a quirk-dependent fault.
          #expect(Set(fault.keys).subtracting(["quirks"]) == Self.faultKeys, sourceLocation: sourceLocation)
          #expect(Self.tiers.contains(fault["tier"] as? String ?? ""), sourceLocation: sourceLocation)
          let level = try #require(fault["level"] as? String, sourceLocation: sourceLocation)
          #expect(["MUST", "SHOULD"].contains(level), "unknown level \(level)", sourceLocation: sourceLocation)
          return Fault(
            level: level, member: try #require(fault["member"] as? String, sourceLocation: sourceLocation),
            clauses: try #require(fault["clauses"] as? [String], sourceLocation: sourceLocation),
            trace: try #require(fault["trace"] as? [String], sourceLocation: sourceLocation),
            replay: try #require(fault["replay"] as? String, sourceLocation: sourceLocation),
            families: try #require(fault["families"] as? [String], sourceLocation: sourceLocation),
            knownDeviation: try #require(fault["knownDeviation"] as? Bool, sourceLocation: sourceLocation),
            badOracle: try #require(fault["badOracle"] as? Bool, sourceLocation: sourceLocation))
        },
        verdicts: try verdicts.map { verdict in
          let status = try #require(verdict["status"] as? String, sourceLocation: sourceLocation)
          // A clause that does not apply says why; no other verdict has a reason.
          let keys = Self.verdictKeys.union(status == "notApplicable" ? ["reason"] : [])
          #expect(Set(verdict.keys) == keys, sourceLocation: sourceLocation)
          if let reason = verdict["reason"] as? String {
            #expect(
              reason.hasPrefix("needs ") || reason.hasPrefix("its family"), "\(reason)", sourceLocation: sourceLocation)
          }
          #expect(Self.statuses.contains(status), "unknown status \(status)", sourceLocation: sourceLocation)
          let evidence = try #require(verdict["evidence"] as? Int, sourceLocation: sourceLocation)
          // A pass always has evidence; "not exercised" never does.
          if status == "pass" { #expect(evidence > 0, sourceLocation: sourceLocation) }
          if status == "notExercised" { #expect(evidence == 0, sourceLocation: sourceLocation) }
          return Verdict(
            clause: try #require(verdict["clause"] as? String, sourceLocation: sourceLocation), status: status,
            evidence: evidence)
        },
        violations: try violations.map { violation in
          #expect(
            Set(violation.keys).subtracting(["followOnOf", "quirks"]) == Self.violationKeys,
            sourceLocation: sourceLocation)
          let kind = try #require(violation["kind"] as? String, sourceLocation: sourceLocation)
          #expect(Self.kinds.contains(kind), "unknown kind \(kind)", sourceLocation: sourceLocation)
          return Violation(
            clause: try #require(violation["clause"] as? String, sourceLocation: sourceLocation), kind: kind,
            member: try #require(violation["member"] as? String, sourceLocation: sourceLocation),
            family: try #require(violation["family"] as? String, sourceLocation: sourceLocation),
            headline: try #require(violation["headline"] as? String, sourceLocation: sourceLocation),
            trace: try #require(violation["trace"] as? [String], sourceLocation: sourceLocation),
            replay: try #require(violation["replay"] as? String, sourceLocation: sourceLocation),
            shrinkEvaluations: try #require(violation["shrinkEvaluations"] as? Int, sourceLocation: sourceLocation),
            badOracle: try #require(violation["badOracle"] as? Bool, sourceLocation: sourceLocation),
            knownDeviation: try #require(violation["knownDeviation"] as? Bool, sourceLocation: sourceLocation))
        })
    }
  }

  /// The only implementation entry (most runs select one implementation).
  func single(sourceLocation: SourceLocation = #_sourceLocation) throws -> Entry {
    try #require(implementations.count == 1, "expected one implementation entry", sourceLocation: sourceLocation)
    return implementations[0]
  }
}

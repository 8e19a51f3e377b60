import Foundation
import InputConformance
import InputGenerators
import Testing

@testable import InputFuzzCommand

/// The SARIF report (`--sarif`), read back with `JSONSerialization` and checked against the SARIF 2.1.0 rules it
/// relies on (written here, no schema is fetched): `version` "2.1.0" and the `$schema`; a `runs` array whose run
/// names its tool in `tool.driver.name`; rules with unique `id`s; every result's `ruleId` among the rules and its
/// `ruleIndex` pointing at that rule; a non-empty `message.text`; a `level` among none, note, warning and error; at
/// least one location with `physicalLocation.artifactLocation.uri` and a `region.startLine` of 1 or more (code
/// scanning drops a result without one); and `partialFingerprints` whose values are strings, the same in every
/// encoding.
@Suite struct SarifReportTests {
  /// Where the sample's clauses are, as ``ClauseLines`` would read them; KEY-1 is left out (line 1).
  static let lines: [ClauseID: Int] = [ClauseID(.key, 4): 327, ClauseID(.pick, 8): 402]

  /// The value at `path` in `object`: each key a dictionary's member, `0` an array's first element.
  static func value(_ object: Any?, _ path: String...) -> Any? {
    value(object, path: path)
  }

  /// The value at `path` in `object`.
  static func value(_ object: Any?, path: [String]) -> Any? {
    path.reduce(object) { current, key in
      key == "0" ? (current as? [Any])?.first : (current as? [String: Any])?[key]
    }
  }

  /// The string at `path` in `object`; empty when there is none.
  static func string(_ object: Any?, _ path: String...) -> String {
    value(object, path: path) as? String ?? ""
  }

  /// The result whose rule is `clause`.
  static func result(_ clause: String, in results: [[String: Any]]) throws -> [String: Any] {
    try #require(results.first { string($0, "ruleId") == clause }, "no result for \(clause)")
  }

  /// A JSON object as `JSONSerialization` reads it.
  typealias JSON = [String: Any]

  /// The SARIF log of `report` as JSON objects.
  static func log(_ report: FuzzReport = CIReportSample.report, failing: FailingTiers = .defects) throws -> JSON {
    let data = try SarifReport.json(report, failing: failing, conformanceLines: lines)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// The one run's results and rules.
  static func run(_ log: [String: Any]) throws -> (results: [[String: Any]], rules: [[String: Any]]) {
    let runs = try #require(log["runs"] as? [[String: Any]])
    try #require(runs.count == 1)
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    let rules = try #require(value(runs[0], "tool", "driver", "rules") as? [[String: Any]])
    return (results, rules)
  }

  /// Each result's level by its rule ID.
  static func levels(failing: FailingTiers) throws -> [String: String] {
    let results = try run(log(failing: failing)).results
    return Dictionary(uniqueKeysWithValues: results.map { (string($0, "ruleId"), string($0, "level")) })
  }

  @Test("the log follows the SARIF 2.1.0 rules code scanning relies on")
  func structure() throws {
    for report in [CIReportSample.report, CIReportSample.escapingReport] {
      let log = try Self.log(report)
      #expect(Self.string(log, "version") == "2.1.0")
      #expect(Self.string(log, "$schema") == "https://json.schemastore.org/sarif-2.1.0.json")
      #expect(Self.string(log, "runs", "0", "tool", "driver", "name") == "input-fuzz")
      // No address is invented: without one, no informationUri and no helpUri.
      #expect(Self.string(log, "runs", "0", "tool", "driver", "informationUri") == "")
      let (results, rules) = try Self.run(log)
      let ids = rules.map { Self.string($0, "id") }
      #expect(!ids.contains("") && Set(ids).count == ids.count, "rules have unique ids")
      #expect(!results.isEmpty)
      for result in results {
        let ruleId = Self.string(result, "ruleId")
        let ruleIndex = try #require(result["ruleIndex"] as? Int)
        #expect(ids.contains(ruleId))
        #expect(ids.indices.contains(ruleIndex) && ids[ruleIndex] == ruleId, "ruleIndex points at the rule")
        #expect(!Self.string(result, "message", "text").isEmpty)
        #expect(["none", "note", "warning", "error"].contains(Self.string(result, "level")))
        let locations = try #require(result["locations"] as? [[String: Any]])
        #expect(!locations.isEmpty)
        for location in locations {
          #expect(!Self.string(location, "physicalLocation", "artifactLocation", "uri").isEmpty)
          let startLine = try #require(Self.value(location, "physicalLocation", "region", "startLine") as? Int)
          #expect(startLine >= 1)
        }
        let fingerprints = try #require(result["partialFingerprints"] as? [String: Any])
        #expect(!fingerprints.isEmpty && fingerprints.values.allSatisfy { $0 is String })
      }
    }
  }

  @Test("one rule per clause the faults break, with the clause's sentence, level and link")
  func rules() throws {
    let rules = try Self.run(Self.log()).rules
    let ids = rules.map { Self.string($0, "id") }
    #expect(ids == ["KEY-1", "KEY-2", "KEY-3", "KEY-4", "KEY-7", "KEY-8", "KEY-9", "PICK-8"])
    let rule = try #require(rules.first { Self.string($0, "id") == "KEY-8" })
    let clause = ClauseCatalog.clause(ClauseID(.key, 8))
    #expect(Self.string(rule, "shortDescription", "text") == clause.sentence)
    #expect(Self.string(rule, "fullDescription", "text").contains(clause.sentence))
    #expect(Self.string(rule, "helpUri") == "")
    #expect(Self.string(rule, "help", "text").hasSuffix("(CONFORMANCE.md, line \(Self.lines[ClauseID(.key, 8)] ?? 1))"))
    // With the address of CONFORMANCE.md as published, each rule links to its clause's line.
    let url = "https://example.org/InputContracts/blob/main/CONFORMANCE.md"
    let data = try SarifReport.json(
      CIReportSample.report, failing: .defects, conformanceLines: Self.lines, specURL: url)
    let linked = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let linkedRule = try #require(try Self.run(linked).rules.first { Self.string($0, "id") == "KEY-8" })
    #expect(Self.string(linkedRule, "helpUri") == url + "?plain=1#L\(Self.lines[ClauseID(.key, 8)] ?? 1)")
    #expect(Self.string(linked, "runs", "0", "tool", "driver", "informationUri") == url)
    #expect(Self.string(rule, "properties", "level") == "SHOULD")
    #expect(Self.string(rules[0], "properties", "level") == "MUST")
  }

  @Test("levels: error for a failing tier and a bad oracle, warning for a declared or non-failing MUST, note otherwise")
  func levels() throws {
    let defaults = try Self.levels(failing: .defects)
    #expect(
      defaults == [
        "KEY-4": "error", "KEY-2": "error", "KEY-8": "note", "KEY-9": "warning", "KEY-7": "note",
        "KEY-3": "warning", "PICK-8": "error",
      ])
    let quirk = try Self.levels(failing: FailingTiers(threshold: .quirkDependent, unusualInput: false))
    #expect(quirk["KEY-9"] == "error", "--fail-on quirk fails the quirk-dependent fault")
    #expect(quirk["KEY-8"] == "note")
    let everything = try Self.levels(failing: FailingTiers(threshold: .advisory, unusualInput: true))
    #expect(everything["KEY-7"] == "error")
    #expect(everything["KEY-8"] == "error")
    #expect(everything["KEY-3"] == "warning", "a declared known deviation never fails")
  }

  @Test("one result per fault: its message, location at the clause's line, and the fault's properties")
  func results() throws {
    let results = try Self.run(Self.log()).results
    #expect(results.count == 7, "KEY-1 is a follow-on of KEY-4's fault, not a result of its own")
    let defect = try Self.result("KEY-4", in: results)
    #expect(
      Self.string(defect, "message", "text")
        == CIReportSample.headline(ClauseID(.key, 4))
        + "\nAlso breaks KEY-1.\nTrace (2 events):\n1. tap the control\n2. press delete\nReplay: "
        + CIReportSample.replay)
    #expect(Self.string(defect, "locations", "0", "physicalLocation", "artifactLocation", "uri") == "CONFORMANCE.md")
    #expect(Self.value(defect, "locations", "0", "physicalLocation", "region", "startLine") as? Int == 327)
    #expect(Self.string(defect, "properties", "tier") == "defect")
    #expect(Self.string(defect, "properties", "member") == "seed-000")
    #expect(Self.value(defect, "properties", "clauses") as? [String] == ["KEY-4", "KEY-1"])
    #expect(Self.value(defect, "properties", "families") as? [String] == ["key"])
    #expect(Self.value(defect, "properties", "knownDeviation") as? Bool == false)
    #expect(Self.value(defect, "properties", "quirks") == nil)
    // A clause the lines do not give is located at line 1.
    let crash = try Self.result("KEY-2", in: results)
    #expect(Self.value(crash, "locations", "0", "physicalLocation", "region", "startLine") as? Int == 1)
    let quirk = try Self.result("KEY-9", in: results)
    #expect(Self.value(quirk, "properties", "quirks") as? [String] == ["input-view-rereads"])
    #expect(Self.string(quirk, "message", "text").contains("Needs the UIKit quirk input-view-rereads."))
    let known = try Self.result("KEY-3", in: results)
    #expect(Self.value(known, "properties", "knownDeviation") as? Bool == true)
    #expect(Self.string(known, "message", "text").contains("Declared a known deviation of seed-000."))
    let oracle = try Self.result("PICK-8", in: results)
    #expect(Self.value(oracle, "properties", "badOracle") as? Bool == true)
  }

  @Test("fingerprints are 16 hex digits of FNV-1a, the same in every encoding, and differ between faults")
  func fingerprints() throws {
    let first = try SarifReport.json(CIReportSample.report, failing: .defects, conformanceLines: Self.lines)
    let second = try SarifReport.json(CIReportSample.report, failing: .defects, conformanceLines: Self.lines)
    #expect(first == second, "the encoding is deterministic (sorted keys)")
    let prints = try Self.run(Self.log()).results.map { Self.string($0, "partialFingerprints", "inputContracts/v1") }
    #expect(prints.count == 7)
    #expect(Set(prints).count == prints.count)
    #expect(prints.allSatisfy { $0.count == 16 && $0.allSatisfy { "0123456789abcdef".contains($0) } })
    let one = SarifReport.fingerprint(member: "seed-000", clause: ClauseID(.key, 4), trace: ["tap the control"])
    #expect(one == SarifReport.fingerprint(member: "seed-000", clause: ClauseID(.key, 4), trace: ["tap the control"]))
    #expect(
      one != SarifReport.fingerprint(member: "seed-000", clause: ClauseID(.key, 4), trace: ["tap the", "control"]))
  }
}

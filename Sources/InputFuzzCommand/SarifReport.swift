import Foundation
import InputConformance

/// The JSON report as SARIF 2.1.0, for code-scanning pages: one run of the tool `input-fuzz`, one rule per clause
/// its faults break, one result per fault of every implementation entry, located at the clause's line of
/// CONFORMANCE.md (code scanning drops a result without a location).
///
/// A result is an `error` when its tier fails the run (`--fail-on`) and it is not a declared known deviation, or
/// when the reference broke its own invariant (a bad oracle, which always fails the run); otherwise a `note` for an
/// advisory or unusual input and a `warning` for the rest (a defect or quirk-dependent fault that does not fail the
/// run, or a declared known deviation).
///
/// Each rule carries its clause's sentence, level, source and line of CONFORMANCE.md as help text. It links to the
/// clause (`helpUri`, the line in the file's plain view) only where the caller knows where CONFORMANCE.md is
/// published (`specURL`, from `INPUT_CONTRACTS_SPEC_URL`): the package has no address of its own to invent.
enum SarifReport {
  /// The key of the fingerprint code scanning matches results across runs by; a new version when its hash changes.
  static let fingerprintKey = "inputContracts/v1"

  /// The SARIF log, pretty-printed with sorted keys; `conformanceLines` gives each clause's line in CONFORMANCE.md
  /// (``ClauseLines``; line 1 for a clause it lacks).
  static func json(
    _ report: FuzzReport, failing: FailingTiers, conformanceLines: [ClauseID: Int], specURL: String? = nil
  ) throws -> Data {
    let faults = report.implementations.flatMap { entry in entry.faults.map { (entry, $0) } }
    let clauses = Set(faults.flatMap(\.1.clauses)).sorted()
    let ruleIndex = Dictionary(uniqueKeysWithValues: clauses.enumerated().map { ($0.element, $0.offset) })
    let alerts = faults.map { entry, fault in
      alert(
        fault, of: entry, failing: failing, ruleIndex: ruleIndex[fault.clauses[0]]!, conformanceLines: conformanceLines)
    }
    let log = Log(
      runs: [
        Run(
          tool: Tool(
            driver: Driver(
              informationUri: specURL,
              rules: clauses.map { rule($0, line: conformanceLines[$0] ?? 1, specURL: specURL) })),
          results: alerts,
          properties: RunProperties(
            specVersion: report.specVersion, seed: report.seed, cases: report.cases,
            elapsedSeconds: report.elapsedSeconds, shards: report.shards, finished: report.finished))
      ])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(log)
  }

  /// The rule of a clause: its sentence, level, source and `line` of CONFORMANCE.md, and a link to that line where
  /// the file's address is known (`specURL`, the file as published: its line is `?plain=1#L<line>`).
  static func rule(_ id: ClauseID, line: Int, specURL: String?) -> Rule {
    let clause = ClauseCatalog.clause(id)
    let full = "\(id) (\(clause.level.rawValue)): \(clause.sentence) Source: \(clause.source)"
    return Rule(
      id: id.description, shortDescription: Message(text: clause.sentence), fullDescription: Message(text: full),
      help: Message(text: full + " (CONFORMANCE.md, line \(line))"),
      helpUri: specURL.map { "\($0)?plain=1#L\(line)" },
      properties: RuleProperties(level: clause.level.rawValue))
  }

  /// The result of one fault of `entry`.
  static func alert(
    _ fault: FuzzReport.FaultEntry, of entry: FuzzReport.Entry, failing: FailingTiers, ruleIndex: Int,
    conformanceLines: [ClauseID: Int]
  ) -> Alert {
    let root = fault.clauses[0]
    let candidates = entry.violations.filter { $0.clause == root && $0.member == fault.member }
    let headline =
      (candidates.first { $0.trace == fault.trace } ?? candidates.first)?.headline
      ?? "\(root) violated by \(fault.member) (\(fault.level.rawValue))"
    let location = Location(
      physicalLocation: PhysicalLocation(
        artifactLocation: ArtifactLocation(uri: "CONFORMANCE.md"),
        region: Region(startLine: conformanceLines[root] ?? 1)
      ),
      logicalLocations: [LogicalLocation(name: fault.member, kind: "module")])
    return Alert(
      ruleId: root.description, ruleIndex: ruleIndex, level: level(of: fault, failing: failing),
      message: Message(text: messageText(fault, headline: headline)), locations: [location],
      partialFingerprints: [fingerprintKey: fingerprint(member: fault.member, clause: root, trace: fault.trace)],
      properties: AlertProperties(
        implementation: entry.name, tier: fault.tier.rawValue, member: fault.member,
        clauses: fault.clauses.map(\.description), families: fault.families.map(\.rawValue),
        knownDeviation: fault.knownDeviation, badOracle: fault.badOracle, quirks: fault.quirks))
  }

  /// `error`, `warning` or `note`, as the type's documentation says.
  static func level(of fault: FuzzReport.FaultEntry, failing: FailingTiers) -> String {
    if fault.badOracle || (!fault.knownDeviation && failing.fails(fault.tier)) { return "error" }
    switch fault.tier {
    case .advisory, .unusualInput: return "note"
    case .defect, .quirkDependent: return "warning"
    }
  }

  /// The headline, the other clauses the fault breaks, the quirks it needs, whether it is declared, the numbered
  /// trace, and the replay line.
  static func messageText(_ fault: FuzzReport.FaultEntry, headline: String) -> String {
    var lines = [headline]
    if fault.clauses.count > 1 {
      lines.append("Also breaks " + fault.clauses.dropFirst().map(\.description).joined(separator: ", ") + ".")
    }
    if let quirks = fault.quirks, !quirks.isEmpty {
      lines.append("Needs the UIKit quirk\(quirks.count == 1 ? "" : "s") " + quirks.joined(separator: ", ") + ".")
    }
    if fault.knownDeviation { lines.append("Declared a known deviation of \(fault.member).") }
    if fault.trace.isEmpty {
      lines.append("Trace: (initial state)")
    } else {
      lines.append("Trace (\(fault.trace.count) \(fault.trace.count == 1 ? "event" : "events")):")
      lines += fault.trace.enumerated().map { "\($0.offset + 1). \($0.element)" }
    }
    lines.append("Replay: " + fault.replay)
    return lines.joined(separator: "\n")
  }

  /// The FNV-1a 64 hash of member, clause and trace (fields apart by U+001F), as 16 hex digits: the same fault gets
  /// the same fingerprint in every run and process (unlike `hashValue`, which is seeded per process).
  static func fingerprint(member: String, clause: ClauseID, trace: [String]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in ([member, clause.description] + trace).joined(separator: "\u{1F}").utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// A SARIF log (`sarifLog`).
  struct Log: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }

  /// One run of the tool, with what the campaign covered in its property bag.
  struct Run: Encodable {
    var tool: Tool
    var results: [Alert]
    var properties: RunProperties
  }

  /// The campaign a run reports.
  struct RunProperties: Encodable {
    var specVersion: String?
    var seed: UInt64
    var cases: Int
    var elapsedSeconds: Double
    var shards: [String]
    var finished: Bool
  }

  /// The tool: its driver only.
  struct Tool: Encodable {
    var driver: Driver
  }

  /// The tool's driver: its name, home and rules.
  struct Driver: Encodable {
    var name = "input-fuzz"
    /// Where CONFORMANCE.md is published, when known.
    var informationUri: String?
    var rules: [Rule]
  }

  /// A rule (`reportingDescriptor`): one clause of CONFORMANCE.md.
  struct Rule: Encodable {
    var id: String
    var shortDescription: Message
    var fullDescription: Message
    /// The clause, its source and its line of CONFORMANCE.md, shown with every result.
    var help: Message
    /// The clause's line in CONFORMANCE.md as published; absent when its address is not known.
    var helpUri: String?
    var properties: RuleProperties
  }

  /// A rule's property bag: the clause's level.
  struct RuleProperties: Encodable {
    /// `MUST` or `SHOULD`.
    var level: String
  }

  /// A plain-text message (`message`, `multiformatMessageString`).
  struct Message: Encodable {
    var text: String
  }

  /// A result: one fault, which code scanning shows as an alert.
  struct Alert: Encodable {
    var ruleId: String
    var ruleIndex: Int
    var level: String
    var message: Message
    var locations: [Location]
    var partialFingerprints: [String: String]
    var properties: AlertProperties
  }

  /// A result's property bag: the fault as the JSON report gives it.
  struct AlertProperties: Encodable {
    /// The implementation entry (group) the fault was found in.
    var implementation: String
    var tier: String
    var member: String
    var clauses: [String]
    var families: [String]
    var knownDeviation: Bool
    var badOracle: Bool
    /// Present for a quirk-dependent fault only.
    var quirks: [String]?
  }

  /// Where a result points: the clause's line, and the member that has the fault.
  struct Location: Encodable {
    var physicalLocation: PhysicalLocation
    var logicalLocations: [LogicalLocation]
  }

  /// A file and a region of it.
  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region
  }

  /// A file, relative to the repository's root.
  struct ArtifactLocation: Encodable {
    var uri: String
  }

  /// A line of a file, 1-based.
  struct Region: Encodable {
    var startLine: Int
  }

  /// A named thing a result is about that is not a file: the member.
  struct LogicalLocation: Encodable {
    var name: String
    var kind: String
  }
}

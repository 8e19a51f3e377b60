import Foundation
import InputConformance

/// The JSON report as JUnit XML, for CI systems that show test results: one `<testsuite>` per implementation entry,
/// one `<testcase>` per clause verdict (`classname` the implementation, `name` the clause ID).
///
/// A clause broken by a fault that is not a declared known deviation is an `<error>` when the fault's tier fails the
/// run (`--fail-on`) and the clause's violation trapped or hung, a `<failure>` when the tier fails the run otherwise,
/// and `<skipped>` naming the tier when it does not; a bad oracle is always an `<error>` (of type `bad-oracle`). A
/// clause that does not apply, was not exercised or is a declared known deviation is `<skipped>`; a pass is a plain
/// test case.
///
/// Times: the report records no time per entry, so the root carries the report's `elapsedSeconds`, each suite an even
/// share of it, and each test case `0`.
enum JUnitReport {
  /// What one test case says.
  enum Outcome: Equatable {
    case pass
    case skipped(message: String)
    case failure(message: String, type: String, text: String)
    case error(message: String, type: String, text: String)

    /// How loudly it fails: a clause broken by several faults reports the loudest.
    var severity: Int {
      switch self {
      case .pass: 0
      case .skipped: 1
      case .failure: 2
      case .error: 3
      }
    }
  }

  /// One test case: a clause and its outcome.
  struct TestCase: Equatable {
    var clause: ClauseID
    var outcome: Outcome
  }

  /// The document, XML declaration included.
  static func xml(_ report: FuzzReport, failing: FailingTiers) -> String {
    let suites = report.implementations.map { ($0.name, testCases(of: $0, failing: failing)) }
    let all = suites.flatMap(\.1)
    let share = report.implementations.isEmpty ? 0 : report.elapsedSeconds / Double(report.implementations.count)
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites name=\"input-fuzz\" \(countAttributes(all)) time=\"\(seconds(report.elapsedSeconds))\">",
    ]
    for (name, cases) in suites {
      lines.append(
        "  <testsuite name=\"\(escaped(name))\" \(countAttributes(cases)) time=\"\(seconds(share))\">")
      lines += cases.map { testCaseXML($0, classname: name) }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The test cases of an entry: its verdicts in order, then any clause its violations break that has no verdict
  /// (so that no fault goes unreported).
  static func testCases(of entry: FuzzReport.Entry, failing: FailingTiers) -> [TestCase] {
    let listed = entry.verdicts.map { (clause: $0.clause, status: Optional($0.status), reason: $0.reason) }
    let unlisted = Set(entry.violations.map(\.clause)).subtracting(entry.verdicts.map(\.clause)).sorted()
    return (listed + unlisted.map { (clause: $0, status: nil, reason: nil) }).map { clause, status, reason in
      let clauseOutcome = outcome(of: clause, status: status, reason: reason, in: entry, failing: failing)
      return TestCase(clause: clause, outcome: clauseOutcome)
    }
  }

  /// The outcome of `clause`, whose verdict is `status` (`nil` when the entry has none).
  static func outcome(
    of clause: ClauseID, status: Verdict?, reason: String?, in entry: FuzzReport.Entry, failing: FailingTiers
  ) -> Outcome {
    let faultOutcomes = entry.faults.filter { $0.clauses.contains(clause) }.compactMap {
      outcome(of: $0, clause: clause, in: entry, failing: failing)
    }
    if let loudest = faultOutcomes.max(by: { $0.severity < $1.severity }) { return loudest }
    if status == .known || entry.faults.contains(where: { $0.knownDeviation && $0.clauses.contains(clause) }) {
      let headline = entry.violations.first { $0.clause == clause && $0.knownDeviation }?.headline
      return .skipped(message: "declared known deviation: " + (headline ?? clause.description))
    }
    switch status {
    case .pass: return .pass
    case .notApplicable: return .skipped(message: "does not apply: " + (reason ?? "the declaration excludes it"))
    case .notExercised: return .skipped(message: "not exercised: no step checked it")
    case .fail, .known, nil:
      let message = "\(clause) failed, and the report holds no violation of it"
      return .failure(message: message, type: FaultTier.defect.rawValue, text: message)
    }
  }

  /// What `fault` makes of `clause`: `nil` for a declared known deviation whose oracle was sound.
  static func outcome(
    of fault: FuzzReport.FaultEntry, clause: ClauseID, in entry: FuzzReport.Entry, failing: FailingTiers
  ) -> Outcome? {
    let violations = entry.violations.filter { $0.clause == clause && $0.member == fault.member }
    let badOracle = violations.isEmpty ? fault.badOracle : violations.contains(where: \.badOracle)
    guard badOracle || !fault.knownDeviation else { return nil }
    let shown =
      (badOracle ? violations.first(where: \.badOracle) : nil) ?? violations.first { $0.trace == fault.trace }
      ?? violations.first
    let headline = shown?.headline ?? "\(clause) violated by \(fault.member) (\(fault.level.rawValue))"
    let text = failureText(
      headline: headline, trace: shown?.trace ?? fault.trace, replay: shown?.replay ?? fault.replay)
    if badOracle { return .error(message: headline, type: "bad-oracle", text: text) }
    guard failing.fails(fault.tier) else { return .skipped(message: tierPhrase(fault) + " — " + headline) }
    if violations.contains(where: \.kind.isAbnormalEnd) {
      return .error(message: headline, type: fault.tier.rawValue, text: text)
    }
    return .failure(message: headline, type: fault.tier.rawValue, text: text)
  }

  /// The tier of a fault that does not fail the run, as a skip names it: "advisory", "unusual input",
  /// "quirk-dependent: needs quirk input-view-rereads".
  static func tierPhrase(_ fault: FuzzReport.FaultEntry) -> String {
    guard fault.tier == .quirkDependent, let quirks = fault.quirks, !quirks.isEmpty else {
      return fault.tier.displayName
    }
    return "\(fault.tier.displayName): needs quirk\(quirks.count == 1 ? "" : "s") " + quirks.joined(separator: ", ")
  }

  /// The body of a failure or error: the headline, the numbered trace, the replay line.
  static func failureText(headline: String, trace: [String], replay: String) -> String {
    let events =
      trace.isEmpty
      ? ["Trace: (initial state)"]
      : ["Trace (\(trace.count) \(trace.count == 1 ? "event" : "events")):"]
        + trace.enumerated().map { "\($0.offset + 1). \($0.element)" }
    return ([headline] + events + ["Replay: " + replay]).joined(separator: "\n")
  }

  /// One `<testcase>` element, indented under its suite.
  static func testCaseXML(_ testCase: TestCase, classname: String) -> String {
    let open =
      "    <testcase classname=\"\(escaped(classname))\" name=\"\(escaped(testCase.clause.description))\" time=\"0\""
    switch testCase.outcome {
    case .pass:
      return open + "/>"
    case .skipped(let message):
      return open + ">\n      <skipped message=\"\(escaped(message))\"/>\n    </testcase>"
    case .failure(let message, let type, let text):
      return open + ">\n" + problemXML("failure", message: message, type: type, text: text) + "\n    </testcase>"
    case .error(let message, let type, let text):
      return open + ">\n" + problemXML("error", message: message, type: type, text: text) + "\n    </testcase>"
    }
  }

  /// A `<failure>` or `<error>` element, indented under its test case.
  static func problemXML(_ element: String, message: String, type: String, text: String) -> String {
    "      <\(element) message=\"\(escaped(message))\" type=\"\(escaped(type))\">"
      + escaped(text, inAttribute: false) + "</\(element)>"
  }

  /// The `tests`, `failures`, `errors` and `skipped` attributes of `cases`.
  static func countAttributes(_ cases: [TestCase]) -> String {
    var failures = 0
    var errors = 0
    var skipped = 0
    for testCase in cases {
      switch testCase.outcome {
      case .pass: break
      case .skipped: skipped += 1
      case .failure: failures += 1
      case .error: errors += 1
      }
    }
    return "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\""
  }

  /// Seconds with three decimals; 0 for a time that is not finite.
  static func seconds(_ value: Double) -> String {
    String(format: "%.3f", value.isFinite ? max(0, value) : 0)
  }

  /// `text` as XML 1.0 character data: the five markup characters as entities, and each character XML 1.0 forbids
  /// (a control character other than tab, newline and carriage return, U+FFFE, U+FFFF) as `\u{1B}` text. In an
  /// attribute tab, newline and carriage return become character references, which parsers keep (they turn a literal
  /// one into a space); in text only the carriage return does (parsers turn a literal one into a newline).
  static func escaped(_ text: String, inAttribute: Bool = true) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\r": result += "&#13;"
      case "\t", "\n": result += inAttribute ? "&#\(scalar.value);" : String(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

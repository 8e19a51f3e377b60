import Foundation
import InputConformance
import InputGenerators
import Testing

@testable import InputFuzzCommand

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The JUnit XML report (`--junit`), parsed back with `XMLDocument` and checked against the rules CI systems read
/// (written here, no schema is fetched): a `<testsuites>` root whose totals add up; per `<testsuite>`, `tests`,
/// `failures`, `errors` and `skipped` equal to the counts of its `<testcase>` children; every test case with a
/// `classname` and a `name`; every `<failure>` and `<error>` with a `message` and a `type`; at most one of
/// `<failure>`, `<error>`, `<skipped>` per test case; and text that XML 1.0 allows, whatever the headlines hold.
@Suite struct JUnitReportTests {
  /// A `<testcase>` as parsed back: its suite, its attributes, and its one child (failure, error or skipped), if any.
  struct ParsedCase {
    var suite: String
    var classname: String?
    var name: String?
    var childNames: [String]
    var message: String?
    var type: String?
    var text: String?
  }

  /// The document parsed with `XMLDocument` (which throws on a document that is not well-formed).
  static func parse(_ xml: String) throws -> XMLDocument {
    try XMLDocument(data: Data(xml.utf8), options: [])
  }

  /// The test cases of `document`, by suite name and clause.
  static func cases(_ document: XMLDocument) throws -> [String: [String: ParsedCase]] {
    let root = try #require(document.rootElement())
    var cases: [String: [String: ParsedCase]] = [:]
    for suite in root.elements(forName: "testsuite") {
      let suiteName = try #require(suite.attribute(forName: "name")?.stringValue)
      for testCase in suite.elements(forName: "testcase") {
        let children = (testCase.children ?? []).compactMap { $0 as? XMLElement }
        let child = children.first
        let parsed = ParsedCase(
          suite: suiteName, classname: testCase.attribute(forName: "classname")?.stringValue,
          name: testCase.attribute(forName: "name")?.stringValue, childNames: children.compactMap(\.name),
          message: child?.attribute(forName: "message")?.stringValue,
          type: child?.attribute(forName: "type")?.stringValue, text: child?.stringValue)
        cases[suiteName, default: [:]][parsed.name ?? ""] = parsed
      }
    }
    return cases
  }

  /// `element`'s attribute `name`; empty when it has none.
  static func attribute(_ element: XMLElement, _ name: String) -> String {
    element.attribute(forName: name)?.stringValue ?? ""
  }

  /// The integer value of `element`'s attribute `name`.
  static func count(_ element: XMLElement, _ name: String) throws -> Int {
    let text = attribute(element, name)
    return try #require(Int(text), "\(name)=\"\(text)\" is not a count")
  }

  /// Checks the structural rules on `xml` (see the suite's documentation).
  static func checkStructure(_ xml: String) throws {
    let document = try parse(xml)
    let root = try #require(document.rootElement())
    #expect(root.name == "testsuites")
    var totals = (tests: 0, failures: 0, errors: 0, skipped: 0)
    for suite in root.elements(forName: "testsuite") {
      let name = try #require(suite.attribute(forName: "name")?.stringValue)
      let testCases = suite.elements(forName: "testcase")
      let childNames = testCases.map { ($0.children ?? []).compactMap { ($0 as? XMLElement)?.name } }
      for (testCase, names) in zip(testCases, childNames) {
        #expect(attribute(testCase, "classname") == name, "classname is the implementation")
        #expect(!attribute(testCase, "name").isEmpty)
        #expect(names.count <= 1, "at most one outcome per test case: \(names)")
        for problem in testCase.elements(forName: "failure") + testCase.elements(forName: "error") {
          #expect(!attribute(problem, "message").isEmpty)
          #expect(!attribute(problem, "type").isEmpty)
        }
      }
      let failures = childNames.filter { $0 == ["failure"] }.count
      let errors = childNames.filter { $0 == ["error"] }.count
      let skipped = childNames.filter { $0 == ["skipped"] }.count
      #expect(try count(suite, "tests") == testCases.count, "\(name): tests")
      #expect(try count(suite, "failures") == failures, "\(name): failures")
      #expect(try count(suite, "errors") == errors, "\(name): errors")
      #expect(try count(suite, "skipped") == skipped, "\(name): skipped")
      #expect(Double(attribute(suite, "time")) != nil, "\(name): time")
      totals = (
        totals.tests + testCases.count, totals.failures + failures, totals.errors + errors, totals.skipped + skipped
      )
    }
    #expect(try count(root, "tests") == totals.tests)
    #expect(try count(root, "failures") == totals.failures)
    #expect(try count(root, "errors") == totals.errors)
    #expect(try count(root, "skipped") == totals.skipped)
  }

  @Test("the report is well-formed JUnit XML whose counts match its test cases, with the default and quirk thresholds")
  func structure() throws {
    try Self.checkStructure(JUnitReport.xml(CIReportSample.report, failing: .defects))
    try Self.checkStructure(
      JUnitReport.xml(CIReportSample.report, failing: FailingTiers(threshold: .quirkDependent, unusualInput: true)))
    try Self.checkStructure(JUnitReport.xml(CIReportSample.escapingReport, failing: .defects))
    let empty = FuzzReport(seed: 1, cases: 0, elapsedSeconds: 0, shards: ["1/1"], finished: true, implementations: [])
    try Self.checkStructure(JUnitReport.xml(empty, failing: .defects))
  }

  @Test("each clause's outcome: failure, error, skipped with its reason, or a plain pass")
  func outcomes() throws {
    let cases = try Self.cases(Self.parse(JUnitReport.xml(CIReportSample.report, failing: .defects)))
    let seed = try #require(cases["seed-000"])
    // A defect is a failure, typed by its tier, its text the headline, the numbered trace and the replay line.
    let defect = try #require(seed["KEY-4"])
    #expect(defect.childNames == ["failure"])
    #expect(defect.message == CIReportSample.headline(ClauseID(.key, 4)))
    #expect(defect.type == "defect")
    #expect(
      defect.text
        == CIReportSample.headline(ClauseID(.key, 4))
        + "\nTrace (2 events):\n1. tap the control\n2. press delete\nReplay: " + CIReportSample.replay)
    // Its follow-on fails too, with its own headline.
    #expect(seed["KEY-1"]?.childNames == ["failure"])
    #expect(seed["KEY-1"]?.message == CIReportSample.headline(ClauseID(.key, 1)))
    // A crash of a failing tier is an error.
    #expect(seed["KEY-2"]?.childNames == ["error"])
    #expect(seed["KEY-2"]?.type == "defect")
    // Tiers that do not fail the run are skipped, naming the tier and the headline.
    #expect(seed["KEY-8"]?.childNames == ["skipped"])
    #expect(seed["KEY-8"]?.message == "advisory — " + CIReportSample.headline(ClauseID(.key, 8)))
    #expect(
      seed["KEY-9"]?.message
        == "quirk-dependent: needs quirk input-view-rereads — " + CIReportSample.headline(ClauseID(.key, 9)))
    #expect(seed["KEY-7"]?.message == "unusual input — " + CIReportSample.headline(ClauseID(.key, 7)))
    // Declared, not applicable, not exercised: skipped with the reason; a pass has no child.
    #expect(seed["KEY-3"]?.message == "declared known deviation: " + CIReportSample.headline(ClauseID(.key, 3)))
    #expect(seed["KEY-11"]?.message == "does not apply: needs a caret")
    #expect(seed["KEY-5"]?.message == "not exercised: no step checked it")
    #expect(seed["KEY-6"]?.childNames == [])
    // A bad oracle is an error, whatever the thresholds.
    let badOracle = try #require(cases["seed-001"]?["PICK-8"])
    #expect(badOracle.childNames == ["error"])
    #expect(badOracle.type == "bad-oracle")
    #expect(cases["seed-001"]?["PICK-9"]?.childNames == [])
  }

  @Test("with --fail-on quirk a quirk-dependent fault fails; with --unusual-input so does unusual input")
  func failingThresholds() throws {
    let quirk = try Self.cases(
      Self.parse(
        JUnitReport.xml(CIReportSample.report, failing: FailingTiers(threshold: .quirkDependent, unusualInput: false))))
    #expect(quirk["seed-000"]?["KEY-9"]?.childNames == ["failure"])
    #expect(quirk["seed-000"]?["KEY-9"]?.type == "quirk-dependent")
    #expect(quirk["seed-000"]?["KEY-8"]?.childNames == ["skipped"], "an advisory still does not fail")
    #expect(quirk["seed-000"]?["KEY-7"]?.childNames == ["skipped"])
    let unusual = try Self.cases(
      Self.parse(JUnitReport.xml(CIReportSample.report, failing: FailingTiers(threshold: .defect, unusualInput: true))))
    #expect(unusual["seed-000"]?["KEY-7"]?.childNames == ["failure"])
    #expect(unusual["seed-000"]?["KEY-7"]?.type == "unusual-input")
    #expect(unusual["seed-000"]?["KEY-9"]?.childNames == ["skipped"])
  }

  @Test("markup characters and control characters in names, headlines and traces are escaped; the document parses")
  func escaping() throws {
    let xml = JUnitReport.xml(CIReportSample.escapingReport, failing: .defects)
    #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && !["\t", "\n", "\r"].contains($0) })
    let cases = try Self.cases(Self.parse(xml))
    let testCase = try #require(cases[CIReportSample.escapingName]?["KEY-4"])
    #expect(testCase.classname == CIReportSample.escapingName)
    #expect(testCase.message == "KEY-4 violated by <&> \"q\" 'a' (MUST): \\u{1B}[31mred\\u{0} & tab\tend.")
    let text = try #require(testCase.text)
    #expect(text.contains("1. type \"\\u{7}\" & <b>"))
    #expect(text.contains("2. carriage\rreturn"), "a carriage return in text survives as a character reference")
  }

  @Test("the escaping of one string: entities, character references in attributes, \\u{…} for forbidden characters")
  func escapedText() {
    #expect(JUnitReport.escaped(#"a&b<c>d"e'f"#) == "a&amp;b&lt;c&gt;d&quot;e&apos;f")
    #expect(JUnitReport.escaped("tab\tnew\nline\r") == "tab&#9;new&#10;line&#13;")
    #expect(JUnitReport.escaped("tab\tnew\nline\r", inAttribute: false) == "tab\tnew\nline&#13;")
    #expect(JUnitReport.escaped("\u{0}\u{1B}\u{FFFE}é🇫🇷") == "\\u{0}\\u{1B}\\u{FFFE}é🇫🇷")
  }

  @Test("each suite gets an even share of the campaign's time; test cases 0")
  func times() throws {
    let document = try Self.parse(JUnitReport.xml(CIReportSample.report, failing: .defects))
    let root = try #require(document.rootElement())
    #expect(root.attribute(forName: "time")?.stringValue == "12.500")
    #expect(
      root.elements(forName: "testsuite").map { $0.attribute(forName: "time")?.stringValue } == ["6.250", "6.250"])
    let caseTimes = root.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }
      .map { $0.attribute(forName: "time")?.stringValue }
    #expect(caseTimes.allSatisfy { $0 == "0" })
  }
}

/// Small reports built by hand for the CI report tests (JUnit and SARIF): one entry with a defect and its follow-on, a
/// crash, an advisory, a quirk-dependent fault, unusual input, a known deviation, a clause that does not apply, one
/// not exercised and a pass; another with a bad oracle; and one whose names and text need escaping.
enum CIReportSample {
  static let replay = "swift run input-fuzz --implementation seed-000 --family key --replay icf1-key-0"

  /// The headline of the sample's violation of `clause`.
  static func headline(_ clause: ClauseID) -> String {
    "\(clause) violated by seed-000 (\(ClauseCatalog.clause(clause).level.rawValue)): what is wrong with \(clause)."
  }

  /// A violation of `clause` by seed-000, found by the key family's run.
  static func violation(
    _ clause: ClauseID, kind: ViolationKind = .assertion, trace: [String], tier: FaultTier = .defect,
    quirks: [String]? = nil, knownDeviation: Bool = false, followOnOf: ClauseID? = nil
  ) -> FuzzReport.ViolationEntry {
    FuzzReport.ViolationEntry(
      clause: clause, kind: kind, member: "seed-000", family: .key, headline: headline(clause), trace: trace,
      replay: replay, shrinkEvaluations: 12, badOracle: false, knownDeviation: knownDeviation, followOnOf: followOnOf,
      tier: tier, quirks: quirks)
  }

  /// A verdict with some evidence.
  static func verdict(_ clause: ClauseID, _ status: Verdict, reason: String? = nil) -> FuzzReport.VerdictEntry {
    FuzzReport.VerdictEntry(clause: clause, status: status, evidence: status == .pass ? 40 : 0, reason: reason)
  }

  /// seed-000 with a fault of every kind, and seed-001 with a bad oracle.
  static let report: FuzzReport = {
    let delete = ["tap the control", "press delete"]
    let seed = FuzzReport.Entry(
      name: "seed-000",
      verdicts: [
        verdict(ClauseID(.key, 1), .fail), verdict(ClauseID(.key, 2), .fail), verdict(ClauseID(.key, 3), .known),
        verdict(ClauseID(.key, 4), .fail), verdict(ClauseID(.key, 5), .notExercised), verdict(ClauseID(.key, 6), .pass),
        verdict(ClauseID(.key, 7), .fail), verdict(ClauseID(.key, 8), .fail), verdict(ClauseID(.key, 9), .fail),
        verdict(ClauseID(.key, 11), .notApplicable, reason: "needs a caret"),
      ],
      violations: [
        violation(ClauseID(.key, 4), trace: delete),
        violation(ClauseID(.key, 1), trace: delete, followOnOf: ClauseID(.key, 4)),
        violation(ClauseID(.key, 2), kind: .crash, trace: ["tap the control", "type \"ab\""]),
        violation(ClauseID(.key, 8), trace: ["tap the control", "type \"a\""], tier: .advisory),
        violation(
          ClauseID(.key, 9), trace: ["tap the control", "type \"abc\""], tier: .quirkDependent,
          quirks: ["input-view-rereads"]),
        violation(ClauseID(.key, 7), trace: ["tap the control", "insert an unpaired surrogate"], tier: .unusualInput),
        violation(ClauseID(.key, 3), trace: ["tap the control", "type \"\""], knownDeviation: true),
      ])
    let oracle = FuzzReport.Entry(
      name: "seed-001",
      verdicts: [verdict(ClauseID(.pick, 8), .fail), verdict(ClauseID(.pick, 9), .pass)],
      violations: [
        FuzzReport.ViolationEntry(
          clause: ClauseID(.pick, 8), kind: .assertion, member: "seed-001", family: .pick,
          headline: "Bad oracle: the reference broke PICK-8 (running beside seed-001) (MUST): Done emitted twice.",
          trace: ["tap the control", "tap Done"], replay: "swift run input-fuzz --replay icf1-pick-0",
          shrinkEvaluations: 3, badOracle: true, knownDeviation: false, tier: .defect)
      ])
    return FuzzReport(
      specVersion: "2.1", seed: 7, cases: 600, elapsedSeconds: 12.5, shards: ["1/1"], finished: true,
      implementations: [seed, oracle])
  }()

  /// An implementation name with every markup character.
  static let escapingName = #"<&> "q" 'a'"#

  /// One defect whose member, headline and trace hold markup and control characters.
  static let escapingReport: FuzzReport = {
    let entry = FuzzReport.Entry(
      name: escapingName, verdicts: [verdict(ClauseID(.key, 4), .fail)],
      violations: [
        FuzzReport.ViolationEntry(
          clause: ClauseID(.key, 4), kind: .assertion, member: escapingName, family: .key,
          headline: "KEY-4 violated by \(escapingName) (MUST): \u{1B}[31mred\u{0} & tab\tend.",
          trace: ["type \"\u{7}\" & <b>", "carriage\rreturn"], replay: "swift run input-fuzz --replay 'x'",
          shrinkEvaluations: 1, badOracle: false, knownDeviation: false, tier: .defect)
      ])
    return FuzzReport(seed: 1, cases: 1, elapsedSeconds: 1, shards: ["1/1"], finished: false, implementations: [entry])
  }()
}

import Foundation
import InputConformance
import InputGenerators
import Testing

/// What a report says, for comparing two runs: per implementation, each clause's verdict and each
/// violation (member, family run, clause, kind and shrunk trace). Evidence counts are left out: a case
/// that first finds a clause ends there, and each shard finds each clause anew, so a sharded campaign
/// checks clauses in fewer steps than the unsharded one.
/// The violations are compared by member, family, clause, kind and the length of the shrunk trace: shrinking
/// from another first case can end in another trace of the same length ("type \"a\"" for "type \"\\n\""),
/// and a merge keeps the simplest of the shards' (README, "Fuzzing on many machines").
struct ComparableReport: Equatable, CustomStringConvertible {
  var verdicts: [String: [String: String]] = [:]
  var violations: [String: Set<String>] = [:]
  /// The faults, by member, level, clauses and trace length: a merge groups what the shards found into the
  /// faults of the unsharded run.
  var faults: [String: Set<String>] = [:]

  init(_ report: InputFuzzReport) {
    for entry in report.implementations {
      verdicts[entry.name] = Dictionary(uniqueKeysWithValues: entry.verdicts.map { ($0.clause, $0.status) })
      violations[entry.name] = Set(
        entry.violations.map { "\($0.member) \($0.family) \($0.clause) \($0.kind) \($0.trace.count) events" })
      faults[entry.name] = Set(
        entry.faults.map { "\($0.member) \($0.level) \($0.clauses) \($0.trace.count) events" })
    }
  }

  var description: String { "verdicts \(verdicts)\nviolations \(violations)\nfaults \(faults)" }
}

/// `--shard` and `merge`: a campaign split over machines gives the report of the campaign run on one.
@Suite struct ShardMergeTests {
  @Test("four shards merged give the unsharded run's violations and verdicts, and the shards' stores")
  func fourShardsMergeToTheUnshardedRun() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    // Every implementation judged on key input: the reference passes, seed 000 traps and breaks an assertion.
    let common = ["--family", "key", "--seed", "3"]
    // Shards do not steer (each sees only its slice), so the run they add up to is one without steering.
    async let whole = runInputFuzz(
      common + ["--cases", "40", "--evidence-floor", "0"], in: scratch, store: "whole", json: "whole.json")
    var shards: [(arguments: [String], result: InputFuzzResult)] = []
    try await withThrowingTaskGroup(of: (Int, [String], InputFuzzResult).self) { group in
      for shard in 1...4 {
        group.addTask {
          let (arguments, result) = try await runInputFuzz(
            common + ["--cases", "10", "--shard", "\(shard)/4"], in: scratch, store: "store-\(shard)",
            json: "shard-\(shard).json")
          return (shard, arguments, result)
        }
      }
      for try await (_, arguments, result) in group { shards.append((arguments, result)) }
    }
    let unsharded = try await whole
    #expect(
      unsharded.result.status == 1 && !unsharded.result.wasSignalled, unsharded.result.describe(unsharded.arguments))
    for shard in shards { #expect(shard.result.status == 1, shard.result.describe(shard.arguments)) }

    let merge =
      ["merge", "--json", scratch.path("merged.json"), "--store", scratch.path("merged-store")]
      + (1...4).map { scratch.path("shard-\($0).json") } + (1...4).map { scratch.path("store-\($0)") }
    let merged = try await InputFuzzProcess.run(merge)
    #expect(merged.status == 1 && !merged.wasSignalled, merged.describe(merge))
    let expected = try InputFuzzReport(path: scratch.path("whole.json"))
    #expect(
      merged.stdout.contains("Merged 4 shards (1/4, 2/4, 3/4, 4/4) of seed 3: \(expected.cases) cases;"),
      merged.describe(merge))
    let actual = try InputFuzzReport(path: scratch.path("merged.json"))
    #expect(expected.implementations.map(\.name) == ["reference", "seed-000"])
    #expect(Set(expected.implementations.flatMap(\.violations).map(\.kind)) == ["crash", "assertion"])
    #expect(ComparableReport(actual) == ComparableReport(expected))
    #expect(actual.seed == 3 && actual.cases == expected.cases)
    #expect(actual.shards == ["1/4", "2/4", "3/4", "4/4"] && actual.finished)
    for (entry, wholeEntry) in zip(actual.implementations, expected.implementations) {
      for verdict in entry.verdicts where verdict.status == "pass" {
        #expect(verdict.evidence > 0, "\(verdict.clause)")
      }
      #expect(entry.verdicts.map(\.clause) == wholeEntry.verdicts.map(\.clause))
    }
    // The merged store is the union of the shards' stores, so it holds every merged violation's case.
    let stored = try FileManager.default.contentsOfDirectory(atPath: scratch.path("merged-store"))
    var union = Set<String>()
    for shard in 1...4 {
      union.formUnion(try FileManager.default.contentsOfDirectory(atPath: scratch.path("store-\(shard)")))
    }
    #expect(Set(stored) == union)
    for violation in actual.implementations.flatMap(\.violations) {
      #expect(stored.contains { $0.hasPrefix("seed-000-\(violation.clause)-") }, "\(violation.clause)")
    }
  }

  @Test("merge follows the single-run rules: fail wins, known next, a pass needs evidence; the shortest trace wins")
  func mergeRules() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let first = MergeFixture.report(
      shard: "1/2", finished: true,
      verdicts: [
        ("PICK-1", "fail", 3), ("PICK-2", "known", 1), ("PICK-3", "pass", 2), ("PICK-4", "notExercised", 0),
        ("PICK-5", "notApplicable", 0), ("PICK-6", "pass", 4),
      ],
      violations: [
        ("PICK-1", "assertion", ["tap the control", "tap Done", "tap the control"]),
        ("PICK-2", "crash", ["tap the control", "tap Done"]),
        ("PICK-6", "assertion", ["tap the control", "spin wheel 0 to row 1"]),
      ], causes: ["spin wheel 0 to row 1": ["invariant: the wheel reported the row it left"]])
    let second = MergeFixture.report(
      shard: "2/2", finished: false,
      verdicts: [
        ("PICK-1", "pass", 5), ("PICK-2", "pass", 7), ("PICK-3", "notExercised", 0), ("PICK-4", "notExercised", 0),
        ("PICK-5", "notApplicable", 0), ("PICK-6", "fail", 1),
      ],
      violations: [
        ("PICK-1", "assertion", ["tap the control", "tap Cancel"]),
        ("PICK-6", "assertion", ["tap the control"]),
      ])
    try first.write(to: scratch.url.appendingPathComponent("a.json"))
    try second.write(to: scratch.url.appendingPathComponent("b.json"))

    var outputs: [String] = []
    for order in [["a.json", "b.json"], ["b.json", "a.json"]] {
      let arguments = ["merge", "--json", scratch.path("merged.json")] + order.map(scratch.path)
      let result = try await InputFuzzProcess.run(arguments)
      #expect(result.status == 1 && !result.wasSignalled, result.describe(arguments))
      outputs.append(try String(contentsOf: scratch.url.appendingPathComponent("merged.json"), encoding: .utf8))
    }
    #expect(outputs[0] == outputs[1], "the merge depends on the order of its inputs")

    let merged = try #require(try InputFuzzReport(path: scratch.path("merged.json")).implementations.first)
    let verdicts = Dictionary(uniqueKeysWithValues: merged.verdicts.map { ($0.clause, $0) })
    #expect(verdicts["PICK-1"]?.status == "fail" && verdicts["PICK-1"]?.evidence == 8)
    #expect(verdicts["PICK-2"]?.status == "known" && verdicts["PICK-2"]?.evidence == 8)
    #expect(verdicts["PICK-3"]?.status == "pass" && verdicts["PICK-3"]?.evidence == 2)
    #expect(verdicts["PICK-4"]?.status == "notExercised" && verdicts["PICK-4"]?.evidence == 0)
    #expect(verdicts["PICK-5"]?.status == "notApplicable")
    #expect(verdicts["PICK-6"]?.status == "fail" && verdicts["PICK-6"]?.evidence == 5)
    // One finding per fault: PICK-1's two findings are one cause (the shorter wins), PICK-6's two are two.
    let traces = merged.violations.map { "\($0.clause): " + $0.trace.joined(separator: "; ") }
    #expect(
      traces == [
        "PICK-1: tap the control; tap Cancel", "PICK-2: tap the control; tap Done", "PICK-6: tap the control",
        "PICK-6: tap the control; spin wheel 0 to row 1",
      ])
    let report = try InputFuzzReport(path: scratch.path("merged.json"))
    #expect(report.shards == ["1/2", "2/2"] && !report.finished && report.cases == 20)
  }

  /// Each bad merge: the inputs (file name and content, or nil for a folder) and words of its message.
  static let refusals: [(label: String, files: [(String, String?)], fragment: String)] = [
    (
      "two seeds",
      [("a.json", MergeFixture.text(seed: 1, shard: "1/2")), ("b.json", MergeFixture.text(seed: 2, shard: "2/2"))],
      "has seed 1 and"
    ),
    (
      "two versions of the specification",
      [
        ("a.json", MergeFixture.text(shard: "1/2")),
        ("b.json", MergeFixture.text(specVersion: nil, shard: "2/2")),
      ],
      "v\(ClauseCatalog.specVersion) and"
    ),
    (
      "one shard twice", [("a.json", MergeFixture.text(shard: "1/2")), ("b.json", MergeFixture.text(shard: "1/2"))],
      "shard 1/2 is in both"
    ),
    (
      "shards of two campaigns",
      [("a.json", MergeFixture.text(shard: "1/2")), ("b.json", MergeFixture.text(shard: "2/3"))],
      "is a shard of 2 and"
    ),
    ("not JSON", [("a.json", "not json")], "a.json is not an input-fuzz report: it is not valid JSON"),
    ("an empty file", [("a.json", "")], "a.json is not an input-fuzz report: the file is empty"),
    ("JSON of another shape", [("a.json", #"{"seed": 1}"#)], "a.json is not an input-fuzz report: the key"),
    ("a store folder and no --store", [("store", nil)], "need --store OUT-DIR"),
  ]

  @Test("merge refuses what it cannot merge with one line and exit status 2, and writes nothing")
  func mergeRefusesBadInput() async throws {
    for refusal in Self.refusals {
      let scratch = try ScratchDirectory()
      defer { scratch.remove() }
      for (name, content) in refusal.files {
        if let content {
          try Data(content.utf8).write(to: scratch.url.appendingPathComponent(name))
        } else {
          try FileManager.default.createDirectory(
            at: scratch.url.appendingPathComponent(name), withIntermediateDirectories: true)
        }
      }
      let arguments = ["merge", "--json", scratch.path("merged.json")] + refusal.files.map { scratch.path($0.0) }
      let result = try await InputFuzzProcess.run(arguments)
      expectUsageError(result, arguments: arguments, fragment: refusal.fragment)
      #expect(!FileManager.default.fileExists(atPath: scratch.path("merged.json")), "\(refusal.label)")
    }
    let missing = ["merge", "/nonexistent/report.json"]
    expectUsageError(try await InputFuzzProcess.run(missing), arguments: missing, fragment: "neither a report file")
  }

  @Test("merge --store makes the union of store folders; a corrupt file is reported and skipped")
  func storeUnion() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let stores = ["one", "two"].map { ConformanceStore(directory: scratch.url.appendingPathComponent($0)) }
    let shared = MergeFixture.violation(clause: ClauseID(.pick, 8), trace: [.tap, .tapAccessory(.done)])
    try stores[0].save(shared)
    try stores[1].save(shared)
    try stores[1].save(MergeFixture.violation(clause: ClauseID(.pick, 9), trace: [.tap, .tapAccessory(.cancel)]))
    try Data("garbage".utf8).write(to: stores[1].directory.appendingPathComponent("garbage.json"))

    let arguments = ["merge", "--store", scratch.path("merged")] + ["one", "two"].map(scratch.path)
    let result = try await InputFuzzProcess.run(arguments)
    #expect(result.status == 0 && !result.wasSignalled, result.describe(arguments))
    #expect(result.stderr.contains("garbage.json") && result.stderr.contains("not JSON"), result.describe(arguments))
    let merged = ConformanceStore(directory: scratch.url.appendingPathComponent("merged")).load()
    #expect(merged.problems.isEmpty)
    #expect(Set(merged.cases.map(\.clause)) == [ClauseID(.pick, 8), ClauseID(.pick, 9)])
    #expect(merged.cases.count == 2)
  }
}

/// Hand-written reports and violations for the merge tests.
enum MergeFixture {
  /// A one-implementation report as JSON data.
  static func report(
    seed: UInt64 = 9, specVersion: String? = ClauseCatalog.specVersion, shard: String, finished: Bool,
    verdicts: [(String, String, Int)], violations: [(String, String, [String])], causes: [String: [String]] = [:]
  ) -> Data {
    let entry: [String: Any] = [
      "name": "fixture",
      // A clause that does not apply says why (PICK-5's reason, as a run writes it).
      "verdicts": verdicts.map { clause, status, evidence in
        var verdict: [String: Any] = ["clause": clause, "status": status, "evidence": evidence]
        if status == "notApplicable" { verdict["reason"] = "needs an app that can replace the data" }
        return verdict
      },
      "violations": violations.map { clause, kind, trace in
        [
          "clause": clause, "kind": kind, "member": "fixture", "family": "pick", "headline": "\(clause) violated",
          "trace": trace, "replay": "swift run input-fuzz --replay \(clause)-\(trace.count)", "shrinkEvaluations": 1,
          "badOracle": false, "knownDeviation": kind == "crash" && clause == "PICK-2",
          // How the clause broke: the observation given for this trace's last event, `results` by default.
          "cause": [
            "clause": clause, "event": trace.last ?? "initial", "fields": causes[trace.last ?? ""] ?? ["results"],
          ],
        ] as [String: Any]
      },
    ]
    var root: [String: Any] = [
      "seed": seed, "cases": 10, "elapsedSeconds": 1.5, "shards": [shard], "finished": finished,
      "implementations": [entry],
    ]
    if let specVersion { root["specVersion"] = specVersion }
    return (try? JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])) ?? Data()
  }

  /// A report with no implementation, as text.
  static func text(seed: UInt64 = 9, specVersion: String? = ClauseCatalog.specVersion, shard: String) -> String {
    String(
      decoding: report(
        seed: seed, specVersion: specVersion, shard: shard, finished: true, verdicts: [], violations: []),
      as: UTF8.self)
  }

  /// A violation of `clause` by the member `fixture`.
  static func violation(clause: ClauseID, trace: [InputEvent]) -> ConformanceViolation {
    ConformanceViolation(
      implementation: "fixture", family: .pick,
      finding: Finding(clause: clause, kind: .assertion, step: trace.count, detail: "broken"), trace: trace,
      originalLength: trace.count, shrinkEvaluations: 0, seed: 9, caseIndex: 0, casesToDetection: 1,
      isKnownDeviation: false)
  }
}

import Foundation
import Testing

@testable import InputFuzzCommand

/// Campaigns that run for a long time, on many machines: the progress line, the report rewritten as the
/// campaign goes, the shard taken from the environment, and the paths checked before any work.
@Suite struct LongCampaignTests {
  /// The process is killed with SIGKILL (nothing runs after it) once the report it rewrites holds the trap;
  /// nothing is timed: the test waits for the file, with a generous safety limit.
  @Test("a --seconds 600 campaign killed with SIGKILL leaves a valid JSON report with what it found")
  func killedCampaignKeepsItsReport() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let report = scratch.url.appendingPathComponent("report.json")
    let process = Process()
    process.executableURL = InputFuzzProcess.executable
    process.arguments = [
      "--implementation", "fixture/trap-on-done", "--family", "pick", "--seconds", "600", "--seed", "6", "--json",
      report.path, "--store", scratch.path("store"), "--case-timeout", "30",
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

    var found: InputFuzzReport.Violation?
    for _ in 0..<600 where found == nil {
      try await Task.sleep(for: .milliseconds(100))
      if let data = try? Data(contentsOf: report), let text = String(data: data, encoding: .utf8),
        text.contains("\"PICK-8\""), text.contains("\"crash\"")
      {
        found = try InputFuzzReport(path: report.path).single().violations.first { $0.clause == "PICK-8" }
      }
    }
    try #require(found != nil, "the report never showed the trap")
    #expect(process.isRunning, "a 600-second campaign ended by itself")
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()

    let kept = try InputFuzzReport(path: report.path)
    #expect(!kept.finished)
    #expect(kept.shards == ["1/1"])
    let violation = try #require(try kept.single().violations.first { $0.clause == "PICK-8" })
    #expect(violation.kind == "crash" && violation.trace == ["tap the control", "tap Done"])
    #expect(try kept.single().verdicts.first { $0.clause == "PICK-8" }?.status == "fail")
  }

  @Test("with --seconds and a non-terminal standard error, plain progress lines: pace, evidence, coverage, violations")
  func progressLines() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    // The reference breaks nothing, however many cases a loaded machine runs in the time.
    let (arguments, result) = try await runInputFuzz(
      [
        "--implementation", "reference (live picker)", "--family", "pick", "--seconds", "1.5", "--seed", "6",
        "--progress-interval", "0.2",
      ], in: scratch)
    let context = result.describe(arguments)
    #expect(result.status == 0 && !result.wasSignalled, context)
    let lines = inputFuzzLines(result.stderr, startingWith: "input-fuzz: ").filter { $0.contains(" cases/s · ") }
    #expect(!lines.isEmpty, context)
    for line in lines {
      #expect(!line.contains("\u{1B}"), "escape codes in \(line)")
      for part in [
        " of 0:01 · ", " cases · ", " cases/s · ", " clauses with evidence · ", " coverage labels (", " new) · ",
      ] {
        #expect(line.contains(part), "no \"\(part)\" in \(line)")
      }
    }
    #expect(lines.last?.contains(" · 0 violations · done") == true, context)
    #expect(try InputFuzzReport(path: scratch.path("report.json")).finished)
  }

  @Test("the progress line is live and coloured only on a terminal without NO_COLOR or TERM=dumb")
  func progressLineModes() {
    #expect(ProgressLine(interval: 10, environment: [:], isTerminal: true).isLive)
    #expect(!ProgressLine(interval: 10, environment: [:], isTerminal: false).isLive)
    #expect(!ProgressLine(interval: 10, environment: ["NO_COLOR": "1"], isTerminal: true).isLive)
    #expect(ProgressLine(interval: 10, environment: ["NO_COLOR": ""], isTerminal: true).isLive)
    #expect(!ProgressLine(interval: 10, environment: ["TERM": "dumb"], isTerminal: true).isLive)
    let snapshot = ProgressSnapshot(
      program: "input-fuzz", elapsed: 3_725, budget: 7_200, cases: 12_000, clausesWithEvidence: 61,
      applicableClauses: 80, labels: 40, newLabels: 2, violations: 3, running: "seed-000 key")
    #expect(
      snapshot.text(colored: false)
        == "input-fuzz: 1:02:05 of 2:00:00 · 12000 cases · 3 cases/s · 61/80 clauses with evidence · "
        + "40 coverage labels (2 new) · 3 violations · seed-000 key")
    #expect(snapshot.text(colored: true).contains("\u{1B}[1;31m3 violations\u{1B}[0m"))
  }

  @Test("--shard-from-env reads the shard index (from 0) from the environment, as Kubernetes sets it")
  func shardFromEnvironment() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let arguments = [
      "--implementation", "reference", "--family", "key", "--cases", "3", "--seed", "3", "--shard-from-env",
      "JOB_COMPLETION_INDEX/4", "--store", scratch.path("store"), "--json", scratch.path("report.json"),
    ]
    let result = try await InputFuzzProcess.run(arguments, environment: ["JOB_COMPLETION_INDEX": "2"])
    #expect(result.status == 0 && !result.wasSignalled, result.describe(arguments))
    #expect(try InputFuzzReport(path: scratch.path("report.json")).shards == ["3/4"])

    let refusals: [(variable: String, value: String?, fragment: String)] = [
      ("INPUT_FUZZ_TEST_UNSET_INDEX", nil, "INPUT_FUZZ_TEST_UNSET_INDEX is not set"),
      ("JOB_COMPLETION_INDEX", "4", "JOB_COMPLETION_INDEX is '4', not a shard index from 0 to 3"),
      ("JOB_COMPLETION_INDEX", "x", "JOB_COMPLETION_INDEX is 'x', not a shard index from 0 to 3"),
    ]
    for refusal in refusals {
      let refused = [
        "--implementation", "reference", "--family", "key", "--cases", "3", "--shard-from-env", "\(refusal.variable)/4",
        "--store", scratch.path("store"),
      ]
      let result = try await InputFuzzProcess.run(
        refused, environment: refusal.value.map { [refusal.variable: $0] } ?? [:])
      expectUsageError(result, arguments: refused, fragment: refusal.fragment)
    }
  }

  @Test("--json naming a folder and --store naming a file are usage errors, before any work")
  func outputPathsCheckedFirst() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let file = scratch.url.appendingPathComponent("a-file")
    try Data("x".utf8).write(to: file)
    let run = ["--implementation", "reference", "--family", "key", "--cases", "2", "--seed", "1"]
    let cases: [([String], String)] = [
      (run + ["--json", scratch.url.path], "it is a folder; give a file path"),
      (run + ["--store", file.path], "it is a file, not a folder"),
      (run + ["--store", file.appendingPathComponent("below").path], "is not a writable folder"),
      (["--matrix", scratch.path("missing.md")], "no such file"),
    ]
    for (arguments, fragment) in cases {
      let result = try await InputFuzzProcess.run(arguments)
      expectUsageError(result, arguments: arguments, fragment: fragment)
      #expect(!result.stderr.contains("NSCocoaErrorDomain") && !result.stderr.contains("Error Domain"))
    }
    #expect(try Data(contentsOf: file) == Data("x".utf8))
  }
}

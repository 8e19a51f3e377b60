import Foundation
import InputConformance
import Testing

/// The `--case-timeout` of runs that do not test it: a generous limit costs nothing when nothing hangs, and
/// keeps a very loaded machine from turning a slow step into a hang.
let inputFuzzGenerousCaseTimeout = ["--case-timeout", "30"]

/// Runs `input-fuzz` with `--store` (and, when given, `--json`) inside `scratch`, never in the repository,
/// and with `inputFuzzGenerousCaseTimeout` unless `arguments` set `--case-timeout`.
func runInputFuzz(
  _ arguments: [String], in scratch: ScratchDirectory, store: String = "store", json: String? = "report.json",
  timeout: Duration = .seconds(60)
) async throws -> (arguments: [String], result: InputFuzzResult) {
  var full = arguments + ["--store", scratch.path(store)]
  if !arguments.contains("--case-timeout") { full += inputFuzzGenerousCaseTimeout }
  if let json { full += ["--json", scratch.path(json)] }
  let result = try await InputFuzzProcess.run(full, timeout: timeout)
  return (full, result)
}

/// Splits a command line the way a POSIX shell would (quotes and backslashes; no expansions); `nil` when
/// the text has shell syntax a plain command cannot contain: unquoted `(`, `)`, `;`, `&`, `|`, `<`, `>`,
/// or an unterminated quote.
func inputFuzzShellWords(_ text: String) -> [String]? {
  var words: [String] = []
  var current = ""
  var inWord = false
  var quote: Character?
  var escaped = false
  for character in text {
    if escaped {
      current.append(character)
      escaped = false
    } else if let open = quote {
      if character == open {
        quote = nil
      } else if character == "\\" && open == "\"" {
        escaped = true
      } else {
        current.append(character)
      }
    } else if character == "\\" {
      escaped = true
      inWord = true
    } else if character == "'" || character == "\"" {
      quote = character
      inWord = true
    } else if character == " " {
      if inWord { words.append(current) }
      current = ""
      inWord = false
    } else if "();&|<>".contains(character) {
      return nil
    } else {
      current.append(character)
      inWord = true
    }
  }
  if quote != nil || escaped { return nil }
  if inWord { words.append(current) }
  return words
}

/// The lines of `text` that start with `prefix`.
func inputFuzzLines(_ text: String, startingWith prefix: String) -> [String] {
  text.split(separator: "\n").map(String.init).filter { $0.hasPrefix(prefix) }
}

/// Fuzzing campaigns of the real binary: verdicts, crashes and hangs in worker processes, replay, the store,
/// shards, time budgets and determinism. Every run is small (one implementation, one family where it can).
@Suite struct InputFuzzCampaignTests {
  @Test("the reference passes and --json writes the documented report shape")
  func referenceJSONShape() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let (arguments, result) = try await runInputFuzz(
      ["--implementation", "reference", "--cases", "20", "--seed", "5"], in: scratch)
    #expect(result.status == 0 && !result.wasSignalled, result.describe(arguments))
    #expect(result.stdout.contains("0 violations, 0 bad oracles."), result.describe(arguments))

    #expect(result.stdout.contains("CONFORMANCE.md v\(ClauseCatalog.specVersion);"), result.describe(arguments))
    #expect(result.stderr.contains("CONFORMANCE.md v\(ClauseCatalog.specVersion), seed 5"), result.describe(arguments))
    let report = try InputFuzzReport(path: scratch.path("report.json"))
    #expect(report.specVersion == ClauseCatalog.specVersion)
    #expect(report.seed == 5)
    #expect(report.cases > 0)
    #expect(report.elapsedSeconds >= 0)
    let entry = try report.single()
    #expect(entry.name == "reference")
    #expect(entry.violations.isEmpty)
    // Every family was run, so every clause of the catalogue has exactly one verdict.
    #expect(entry.verdicts.count == ClauseCatalog.all.count)
    #expect(Set(entry.verdicts.map(\.clause)).count == ClauseCatalog.all.count)
    #expect(!entry.verdicts.contains { $0.status == "fail" || $0.status == "known" })
    #expect(entry.verdicts.contains { $0.status == "pass" })
  }

  @Test("a group's run prints each member's faults by tier, and they add up to the summary's")
  func faultsByImplementation() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let (arguments, result) = try await runInputFuzz(
      ["--implementation", "corpus/B52", "--family", "resp", "--cases", "15", "--seed", "1"], in: scratch)
    let context = result.describe(arguments)
    let table = try #require(result.stdout.components(separatedBy: "Faults by implementation:\n").last, context)
    let rows = table.split(separator: "\n").prefix(3).map { $0.split(separator: " ").map(String.init) }
    #expect(
      rows.first == [
        "implementation", "faults", "defect", "quirk-dependent", "advisory", "unusual", "input", "declared",
      ],
      context)
    let members = rows.dropFirst().map(\.[0])
    #expect(members == ["corpus/B52/buggy", "corpus/B52/fixed"], context)
    let total = rows.dropFirst().compactMap { Int($0[1]) }.reduce(0, +)
    #expect(result.stdout.contains("; \(total) faults ("), context)
    for row in rows.dropFirst() {
      #expect(Int(row[1]) == row[2...5].map { Int($0) ?? -1 }.reduce(0, +), context)
    }
  }

  @Test("seed-000 on key: KEY-4 is a crash in a worker, shrunk to 1 or 2 events, with a replay command")
  func seed000CrashOnDelete() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let (arguments, result) = try await runInputFuzz(
      ["--implementation", "seed-000", "--family", "key", "--cases", "50", "--seed", "1"], in: scratch)
    let context = result.describe(arguments)
    #expect(result.status == 1 && !result.wasSignalled, context)

    let headline = try #require(
      inputFuzzLines(result.stdout, startingWith: "KEY-4 violated by seed-000").first, context)
    #expect(headline.contains("[crash]"), context)
    // The trace header that follows the headline: "Trace (2 events, shrunk from …".
    let block = try #require(result.stdout.range(of: headline)).upperBound
    let trace = try #require(inputFuzzLines(String(result.stdout[block...]), startingWith: "Trace (").first)
    #expect(trace.hasPrefix("Trace (1 event,") || trace.hasPrefix("Trace (2 events,"), context)

    let entry = try InputFuzzReport(path: scratch.path("report.json")).single()
    #expect(entry.name == "seed-000")
    let violation = try #require(entry.violations.first { $0.clause == "KEY-4" }, context)
    #expect(violation.kind == "crash")
    #expect(violation.member == "seed-000")
    #expect((1...2).contains(violation.trace.count), "\(violation.trace)")
    #expect(violation.trace.last == "press delete")
    #expect(violation.replay.contains("--replay icf1-key-"))
    #expect(violation.replay.hasPrefix("swift run input-fuzz --implementation seed-000 --family key --replay "))
    #expect(violation.shrinkEvaluations >= 0)
    #expect(!violation.badOracle)
    #expect(entry.verdicts.first { $0.clause == "KEY-4" }?.status == "fail")
  }

  @Test("a trapping implementation: PICK-8 is a crash with trace [tap the control, tap Done]; others still judged")
  func trapFixtureIsACrash() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let (arguments, result) = try await runInputFuzz(
      ["--implementation", "fixture/trap-on-done", "--family", "pick", "--cases", "10", "--seed", "6"], in: scratch)
    let context = result.describe(arguments)
    #expect(result.status == 1 && !result.wasSignalled, context)
    #expect(result.stdout.contains("PICK-8 violated by fixture/trap-on-done (MUST) [crash]"), context)

    let entry = try InputFuzzReport(path: scratch.path("report.json")).single()
    #expect(entry.name == "fixture/trap-on-done")
    #expect(entry.violations.count == 1)
    let violation = try #require(entry.violations.first, context)
    #expect(violation.clause == "PICK-8")
    #expect(violation.kind == "crash")
    #expect(violation.trace == ["tap the control", "tap Done"])
    #expect(violation.replay.contains("--replay icf1-pick-"))
    // The run went on after the crash: every PICK clause has a verdict, and some pass.
    #expect(entry.verdicts.map(\.clause) == ClauseCatalog.clauses(of: .pick).map(\.id.description))
    #expect(entry.verdicts.first { $0.clause == "PICK-8" }?.status == "fail")
    #expect(entry.verdicts.filter { $0.status == "pass" }.count >= 5)
  }

  @Test("a hanging implementation: a hang violation after --case-timeout, and the run finishes")
  func hangFixtureIsAHang() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let (arguments, result) = try await runInputFuzz(
      [
        "--implementation", "fixture/hang-on-done", "--family", "pick", "--cases", "5", "--case-timeout", "0.3",
        "--seed", "6",
      ], in: scratch, timeout: .seconds(60))
    let context = result.describe(arguments)
    #expect(!result.timedOut, context)
    #expect(result.status == 1 && !result.wasSignalled, context)
    #expect(result.stdout.contains("[hang]"), context)
    #expect(result.stdout.contains("did not finish within 0.3 s"), context)

    let entry = try InputFuzzReport(path: scratch.path("report.json")).single()
    #expect(entry.violations.contains { $0.kind == "hang" }, context)
    let violation = try #require(entry.violations.first { $0.clause == "PICK-8" }, context)
    #expect(violation.kind == "hang")
    #expect(violation.trace == ["tap the control", "tap Done"])

  }

  /// Neither a worker's start-up nor a case's set-up counts against `--case-timeout`, which limits each
  /// step. (It once did: a worker slower to start than the limit made the reference "hang" before any event,
  /// charged to RESP-1, once per case.)
  @Test("--case-timeout does not count the worker's start-up: the reference never hangs")
  func caseTimeoutExcludesWorkerStartUp() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let (arguments, result) = try await runInputFuzz(
      ["--implementation", "reference", "--family", "key", "--cases", "3", "--case-timeout", "0.3", "--seed", "6"],
      in: scratch)
    let context = result.describe(arguments)
    #expect(!result.wasSignalled && !result.timedOut, context)
    let violations = try InputFuzzReport(path: scratch.path("report.json")).single().violations
    #expect(result.status == 0, context)
    #expect(violations.isEmpty, context)
    #expect(!result.stdout.contains("before any event"), context)

  }

  /// The printed replay command is one valid shell command for any member name (spaces, parentheses,
  /// quotes): it once interpolated the name unquoted.
  @Test(
    "the printed replay command survives a shell for member names with spaces and parentheses",
    arguments: ["reference (key input view)", "seed-000", "it's (odd)"])
  func replayCommandIsShellSafe(_ member: String) throws {
    let violation = ConformanceViolation(
      implementation: member, family: .key,
      finding: Finding(clause: ClauseID(.key, 4), kind: .crash, step: 2, detail: "trapped"),
      trace: [.tap, .deleteBackward], originalLength: 2, shrinkEvaluations: 0, seed: 1, caseIndex: 0,
      casesToDetection: 1, isKnownDeviation: false)
    let command = FailureText.replayCommand(violation)
    let words = try #require(inputFuzzShellWords(command), "not valid shell: \(command)")
    #expect(
      words == [
        "swift", "run", "input-fuzz", "--implementation", member, "--family", "key", "--replay",
        violation.token.encoded,
      ], "\(command)")
  }

  @Test("the shell splitter the replay test relies on")
  func shellWordsHelper() {
    #expect(inputFuzzShellWords(#"a 'b c'  "d\"e" f\ g"#) == ["a", "b c", #"d"e"#, "f g"])
    #expect(inputFuzzShellWords("run --implementation 'reference (live picker)'") != nil)
    #expect(inputFuzzShellWords("run --implementation reference (live picker)") == nil)
    #expect(inputFuzzShellWords("run 'open") == nil)
  }

  /// `replay(_:groups:)` in main.swift builds `ChildProcessEvaluator(executable:)` with the default 2 s limit
  /// and never passes `options.caseTimeLimit`.
  @Test("--replay honours --case-timeout")
  func replayHonoursCaseTimeout() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let arguments = [
      "--store", scratch.path("store"), "--implementation", "fixture/hang-on-done", "--case-timeout", "0.3",
      "--replay", inputFuzzTrapToken,
    ]
    let result = try await InputFuzzProcess.run(arguments, timeout: .seconds(60))
    let context = result.describe(arguments)
    #expect(result.status == 1 && !result.wasSignalled, context)
    #expect(result.stdout.contains("PICK-8 violated by fixture/hang-on-done (MUST) [hang]"), context)
    #expect(result.stdout.contains("did not finish within 0.3 s"), context)

  }

  @Test("--replay re-runs the stored token: fails on the trap fixture, passes on the reference member")
  func replayToken() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let (arguments, result) = try await runInputFuzz(
      ["--implementation", "fixture/trap-on-done", "--family", "pick", "--cases", "10", "--seed", "6"], in: scratch)
    #expect(result.status == 1, result.describe(arguments))
    let violation = try #require(try InputFuzzReport(path: scratch.path("report.json")).single().violations.first)
    let token = try #require(violation.token, "no token in \(violation.replay)")
    #expect(token.hasPrefix("icf1-pick-"))
    #expect(result.stdout.contains("Replay: \(violation.replay)"))

    let failing = ["--store", scratch.path("store"), "--implementation", "fixture/trap-on-done", "--replay", token]
    let replayed = try await InputFuzzProcess.run(failing, timeout: .seconds(60))
    let context = replayed.describe(failing)
    #expect(replayed.status == 1 && !replayed.wasSignalled, context)
    #expect(replayed.stdout.contains("PICK-8 violated by fixture/trap-on-done (MUST) [crash]"), context)
    #expect(replayed.stdout.contains("  1. tap the control\n"), context)
    #expect(replayed.stdout.contains("  2. tap Done  ← fails here"), context)

    #expect(replayed.stdout.contains("Replay: "), context)
    #expect(replayed.stdout.contains(token), context)

    // A member name with spaces and parentheses is one argument.
    let passing = [
      "--store", scratch.path("store"), "--implementation", "reference (transactional picker)", "--replay", token,
    ]
    let reference = try await InputFuzzProcess.run(passing, timeout: .seconds(60))
    #expect(!reference.wasSignalled, reference.describe(passing))
    #expect(reference.status == 0, reference.describe(passing))
    #expect(
      reference.stdout.contains("reference (transactional picker): the 2-event trace passes every PICK clause."),
      reference.describe(passing))

  }

  @Test("--replay goes on past a break the member declares, to the first it does not declare")
  func replayGoesPastDeclaredDeviations() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    // B49's fixed port declares KEY-8 (a UIView sends no editingChanged: broken at `type "a"`), and reads an empty
    // insertion as a backspace (KEY-3, at `type ""`), which it does not declare.
    let token = ConformanceToken(family: .key, events: [.tap, .type("a"), .type("")]).encoded
    let arguments = ["--store", scratch.path("store"), "--implementation", "corpus/B49/fixed", "--replay", token]
    let replayed = try await InputFuzzProcess.run(arguments, timeout: .seconds(60))
    let context = replayed.describe(arguments)
    #expect(replayed.status == 1 && !replayed.wasSignalled, context)
    #expect(replayed.stdout.contains("KEY-8 violated by corpus/B49/fixed"), context)
    #expect(replayed.stdout.contains("KEY-3 violated by corpus/B49/fixed (MUST)"), context)
    let keyEight = try #require(replayed.stdout.range(of: "KEY-8 violated"), context)
    let keyThree = try #require(replayed.stdout.range(of: "KEY-3 violated"), context)
    #expect(keyEight.lowerBound < keyThree.lowerBound, "the declared break is printed first: \(context)")

    // With only the declared breaks on the trace (its invariant and its events), the replay says so and passes.
    let declaredOnly = ConformanceToken(family: .key, events: [.tap, .type("a")]).encoded
    let passing = ["--store", scratch.path("store"), "--implementation", "corpus/B49/fixed", "--replay", declaredOnly]
    let passed = try await InputFuzzProcess.run(passing, timeout: .seconds(60))
    #expect(passed.status == 0 && !passed.wasSignalled, passed.describe(passing))
    #expect(
      passed.stdout.contains("corpus/B49/fixed: the 2-event trace passes every KEY clause but the 2 declared above."),
      passed.describe(passing))
  }

  @Test("a corrupt or future-format file in the store is reported, skipped and left unchanged")
  func storeSkipsCorruptFiles() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let store = scratch.url.appendingPathComponent("store")
    try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
    let garbage = store.appendingPathComponent("garbage.json")
    let future = store.appendingPathComponent("future.json")
    let garbageBytes = Data("not json".utf8)
    let futureBytes = Data(#"{"formatVersion": 99, "token": "icf1-x"}"#.utf8)
    try garbageBytes.write(to: garbage)
    try futureBytes.write(to: future)

    let (arguments, result) = try await runInputFuzz(
      ["--implementation", "reference", "--cases", "5", "--seed", "2"], in: scratch)
    let context = result.describe(arguments)
    #expect(result.status == 0 && !result.wasSignalled, context)
    let skipped = inputFuzzLines(result.stderr, startingWith: "input-fuzz: skipped stored case")
    #expect(skipped.count == 2, context)
    #expect(skipped.contains { $0.contains("garbage.json") && $0.contains("not JSON") }, context)
    #expect(skipped.contains { $0.contains("future.json") && $0.contains("format version 99") }, context)
    for marker in inputFuzzStackTraceMarkers { #expect(!result.stderr.contains(marker), context) }

    #expect(try Data(contentsOf: garbage) == garbageBytes)
    #expect(try Data(contentsOf: future) == futureBytes)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: store.path).sorted() == ["future.json", "garbage.json"])
  }

  @Test("a failing run saves one file per violation; the next run replays the stored case first")
  func storeSavesAndReplaysViolations() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    // The store directory does not exist yet: the run creates it.
    let store = scratch.url.appendingPathComponent("store")
    let (arguments, result) = try await runInputFuzz(
      ["--implementation", "fixture/trap-on-done", "--family", "pick", "--cases", "10", "--seed", "6"], in: scratch)
    #expect(result.status == 1, result.describe(arguments))
    let violations = try InputFuzzReport(path: scratch.path("report.json")).single().violations
    let files = try FileManager.default.contentsOfDirectory(atPath: store.path).filter { $0.hasSuffix(".json") }
    #expect(files.count == violations.count)
    #expect(files.count == 1)

    let file = try #require(files.first)
    let data = try Data(contentsOf: store.appendingPathComponent(file))
    let stored = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(stored["formatVersion"] as? Int == 1)
    #expect(stored["implementation"] as? String == "fixture/trap-on-done")
    #expect(stored["family"] as? String == "pick")
    #expect(stored["clause"] as? String == "PICK-8")
    #expect(stored["kind"] as? String == "crash")
    #expect(stored["token"] as? String == violations.first?.token)

    // Another seed and one case: the stored case is replayed before it, and found again.
    let (again, second) = try await runInputFuzz(
      ["--implementation", "fixture/trap-on-done", "--family", "pick", "--cases", "1", "--seed", "99"], in: scratch,
      json: "second.json")
    let context = second.describe(again)
    #expect(second.status == 1 && !second.wasSignalled, context)
    #expect(second.stdout.contains("PICK-8 violated by fixture/trap-on-done (MUST) [crash]"), context)
    #expect(second.stdout.contains("Replayed from a stored or given trace."), context)
    let replayed = try InputFuzzReport(path: scratch.path("second.json")).single().violations
    #expect(replayed.map(\.clause) == ["PICK-8"])
    #expect(replayed.first?.trace == ["tap the control", "tap Done"])
    #expect(replayed.first?.shrinkEvaluations == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: store.path) == files)
  }

  @Test("--shard 1/2 and 2/2 each run --cases cases; together they are the unsharded run of twice as many")
  func shardsSplitTheCaseSpace() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    var counts: [Int] = []
    for shard in ["1/2", "2/2"] {
      let (arguments, result) = try await runInputFuzz(
        ["--implementation", "reference", "--family", "key", "--cases", "10", "--seed", "3", "--shard", shard],
        in: scratch, json: "shard.json")
      #expect(result.status == 0 && !result.wasSignalled, result.describe(arguments))
      let report = try InputFuzzReport(path: scratch.path("shard.json"))
      #expect(report.seed == 3)
      counts.append(report.cases)
    }
    // Each reference configuration that adopts key input runs its own 10 cases.
    let members = ReferenceImplementations.all.filter { $0.capabilities.families.contains(.key) }.count
    #expect(counts == [10 * members, 10 * members])
    let (arguments, whole) = try await runInputFuzz(
      ["--implementation", "reference", "--family", "key", "--cases", "20", "--seed", "3"], in: scratch,
      json: "whole.json")
    #expect(whole.status == 0, whole.describe(arguments))
    #expect(try InputFuzzReport(path: scratch.path("whole.json")).cases == counts.reduce(0, +))
  }

  @Test("--shard 2/2 takes the odd case indices (seen in the case numbers of its failures)")
  func shardTakesEveryNthCase() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let (arguments, result) = try await runInputFuzz(
      [
        "--implementation", "seed-000", "--family", "key", "--cases", "4", "--seed", "1", "--shard", "2/2",
        "--fail-on", "advisory",
      ],
      in: scratch)
    let context = result.describe(arguments)
    // Every fault fails with --fail-on advisory (KEY-8's missing editingChanged is an advisory), and is printed whole.
    let faults = try InputFuzzReport(path: scratch.path("report.json")).single().faults
    #expect(!faults.isEmpty, context)
    #expect(result.status == 1, context)
    // "Seed 1, case 3 (found after 2 cases)." — shard 2/2 runs cases 1, 3, 5, …
    let found = inputFuzzLines(result.stdout, startingWith: "Seed 1, case ")
    #expect(!found.isEmpty, context)
    for line in found {
      let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
      try #require(numbers.count == 3, "\(line)")
      let (caseIndex, position) = (numbers[1], numbers[2])
      #expect(caseIndex % 2 == 1, "\(line)")
      #expect(position == caseIndex / 2 + 1, "\(line)")
    }
  }

  /// Speed is not asserted (it is measured by input-bench): the run must end by itself, well inside the
  /// process's safety timeout, with some cases done.
  @Test("--seconds 1 ends the run by itself with a positive case count")
  func secondsBudget() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let (arguments, result) = try await runInputFuzz(
      ["--implementation", "reference", "--family", "key", "--seconds", "1", "--seed", "4"], in: scratch)
    #expect(result.status == 0 && !result.wasSignalled && !result.timedOut, result.describe(arguments))
    let report = try InputFuzzReport(path: scratch.path("report.json"))
    #expect(report.cases > 0)
    #expect(report.elapsedSeconds > 0)
  }

  @Test("without --seed the seed is printed on standard error and is the report's seed")
  func randomSeedIsPrinted() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let (arguments, result) = try await runInputFuzz(
      ["--implementation", "reference", "--family", "key", "--cases", "5"], in: scratch)
    let context = result.describe(arguments)
    #expect(result.status == 0, context)
    let prefix = "input-fuzz: CONFORMANCE.md v\(ClauseCatalog.specVersion), seed "
    let line = try #require(inputFuzzLines(result.stderr, startingWith: prefix).first, context)
    let words = line.dropFirst(prefix.count).split(separator: " ")
    let seed = try #require(UInt64(words[0]), context)
    #expect(line == "\(prefix)\(seed) (replay this run with --seed \(seed))")
    #expect(result.stdout.contains("seed \(seed), CONFORMANCE.md v\(ClauseCatalog.specVersion);"), context)
    #expect(try InputFuzzReport(path: scratch.path("report.json")).seed == seed)
  }

  @Test("two runs with the same --seed give identical verdicts and violations")
  func sameSeedSameReport() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    var reports: [InputFuzzReport] = []
    for run in ["a", "b"] {
      // Separate stores, so that the second run does not replay what the first stored.
      let (arguments, result) = try await runInputFuzz(
        ["--implementation", "seed-000", "--family", "key", "--cases", "10", "--seed", "1"], in: scratch,
        store: "store-\(run)", json: "\(run).json")
      #expect(result.status == 1, result.describe(arguments))
      reports.append(try InputFuzzReport(path: scratch.path("\(run).json")))
    }
    #expect(!reports[0].implementations[0].violations.isEmpty)
    #expect(reports[0].implementations == reports[1].implementations)
    #expect(reports[0].canonicalImplementations == reports[1].canonicalImplementations)
    #expect(reports[0].cases == reports[1].cases)
  }

  /// Each implementation-family run is independent of the others, so the stretch workers that run them side by side
  /// change nothing but the time; seed 000 traps, so the comparison covers a stretch worker's death and the redo.
  @Test("--jobs 1, --jobs 3 and the default (a worker per core) write the same JSON report, byte for byte but the time")
  func jobsDoNotChangeTheReport() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    var reports: [String] = []
    for (name, jobs) in [("one", ["--jobs", "1"]), ("three", ["--jobs", "3"]), ("default", [])] {
      let (arguments, result) = try await runInputFuzz(
        ["--family", "key", "--cases", "8", "--seed", "4"] + jobs, in: scratch, store: "store-\(name)",
        json: "\(name).json")
      #expect(result.status == 1, result.describe(arguments))
      let text = try String(contentsOfFile: scratch.path("\(name).json"), encoding: .utf8)
      reports.append(text.split(separator: "\n").filter { !$0.contains("\"elapsedSeconds\"") }.joined(separator: "\n"))
    }
    #expect(reports[0].contains("\"crash\"") && reports[0].contains("\"shrinkEvaluations\""))
    #expect(reports[1] == reports[0], "--jobs 3 differs from --jobs 1")
    #expect(reports[2] == reports[0], "the default differs from --jobs 1")
  }

  @Test("Ctrl-C (SIGINT) ends a long campaign with the summary so far and the JSON report")
  func interruptSummarises() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let arguments =
      [
        "--implementation", "reference", "--family", "key", "--seconds", "60", "--seed", "8", "--store",
        scratch.path("store"), "--json", scratch.path("report.json"),
      ] + inputFuzzGenerousCaseTimeout
    // SIGINT once the campaign's report counts a case: its handler is in place by then, and the summary has a case
    // to show (its first report can come before any case ends).
    let result = try await InputFuzzProcess.run(
      arguments, timeout: .seconds(30),
      interrupt: .onceReportHasCases(scratch.url.appendingPathComponent("report.json")))
    let context = result.describe(arguments)
    #expect(!result.timedOut && !result.wasSignalled, context)
    #expect(result.status == 0, context)
    #expect(result.stdout.hasPrefix("Interrupted: the summary so far"), context)
    #expect(try InputFuzzReport(path: scratch.path("report.json")).cases > 0)
  }

  /// A `--json` path that cannot be written is a usage error, found before any case runs (it once only
  /// warned at the end and exited 0, so a CI job saw success and no report).
  @Test("an unwritable --json path is reported and fails the run")
  func unwritableJSONPath() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let (arguments, result) = try await runInputFuzz(
      ["--implementation", "reference", "--family", "key", "--cases", "2", "--seed", "1"], in: scratch,
      json: "missing-directory/report.json")
    let context = result.describe(arguments)
    #expect(!result.wasSignalled, context)
    #expect(result.stderr.hasPrefix("input-fuzz: cannot write "), context)
    #expect(result.status == 2, context)
    #expect(result.stdout.isEmpty, context)
  }
}

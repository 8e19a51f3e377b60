import Foundation
@_spi(Harness) import InputPlatform
import Testing

/// A command line `input-fuzz` must refuse with exit status 2 and one line of explanation.
struct InputFuzzUsageErrorCase: Sendable, CustomTestStringConvertible {
  let label: String
  /// The arguments after `--store DIR` (so that a flag left without its value stays last).
  let arguments: [String]
  /// Words the message must contain.
  let fragment: String

  var testDescription: String { label }
}

/// Text that only a crash report or a stack trace would print.
let inputFuzzStackTraceMarkers = [
  "Fatal error", "Stack dump", "stack trace", "Backtrace", "backtrace", "Illegal instruction", "Segmentation fault",
  "#0 ", "0x0",
]

/// Checks the usage-error contract: status 2, nothing on standard output, exactly one line on standard error
/// starting with "input-fuzz: " and containing `fragment`, and no stack trace.
func expectUsageError(
  _ result: InputFuzzResult, arguments: [String], fragment: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let context = result.describe(arguments)
  #expect(!result.wasSignalled && result.status == 2, context, sourceLocation: sourceLocation)
  #expect(result.stdout.isEmpty, context, sourceLocation: sourceLocation)
  #expect(result.stderrLines.count == 1, context, sourceLocation: sourceLocation)
  #expect(result.stderr.hasPrefix("input-fuzz: "), context, sourceLocation: sourceLocation)
  #expect(result.stderr.hasSuffix("\n"), context, sourceLocation: sourceLocation)
  #expect(result.stderr.contains(fragment), context, sourceLocation: sourceLocation)
  for marker in inputFuzzStackTraceMarkers {
    #expect(!result.stderr.contains(marker), "looks like a stack trace: \(marker)", sourceLocation: sourceLocation)
  }
}

/// A replay token that `input-fuzz` wrote for the trap fixture: PICK, [tap the control, tap Done].
let inputFuzzTrapToken = "icf1-pick-W3sidGFwIjp7fX0seyJ0YXBBY2Nlc3NvcnkiOnsiXzAiOiJkb25lIn19XQ-e79a96ee"

/// The token checksum, computed the way `ConformanceToken.checksum` documents it: FNV-1a 32-bit over the text
/// before the last `-`, as 8 lowercase hex digits.
func inputFuzzTokenChecksum(_ body: String) -> String {
  var hash: UInt32 = 2_166_136_261
  for byte in body.utf8 {
    hash ^= UInt32(byte)
    hash = hash &* 16_777_619
  }
  let hex = String(hash, radix: 16)
  return String(repeating: "0", count: 8 - hex.count) + hex
}

/// A token with the given parts and a correct checksum.
func inputFuzzToken(version: String = "icf1", family: String, payload: String) -> String {
  let body = "\(version)-\(family)-\(payload)"
  return body + "-" + inputFuzzTokenChecksum(body)
}

/// The base64url payload (`+`→`_`, `/`→`.`, no padding) of some bytes, as the token format writes it.
func inputFuzzPayload(_ text: String) -> String {
  Data(text.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "_")
    .replacingOccurrences(of: "/", with: ".").replacingOccurrences(of: "=", with: "")
}

/// The command-line surface of `input-fuzz`: help, listing, usage errors and replay-token checking.
/// None of these runs fuzzes anything, so each takes a few milliseconds.
@Suite struct InputFuzzCommandLineTests {
  @Test("--help exits 0 and prints the usage on standard output")
  func helpPrintsUsage() async throws {
    let store = try ScratchDirectory()
    defer { store.remove() }
    for flag in ["--help", "-h"] {
      let arguments = ["--store", store.url.path, flag]
      let result = try await InputFuzzProcess.run(arguments)
      #expect(result.status == 0 && !result.wasSignalled, result.describe(arguments))
      #expect(result.stdout.hasPrefix("usage: input-fuzz"), result.describe(arguments))
      #expect(result.stderr.isEmpty, result.describe(arguments))
      for option in [
        "--family", "--implementation", "--cases", "--seconds", "--seed", "--shard", "--json", "--store", "--replay",
        "--case-timeout", "--list", "exit status", "--shard-from-env", "--progress-interval", "--matrix", "merge",
        "--jobs",
      ] {
        #expect(result.stdout.contains(option), "the usage does not mention \(option)")
      }
    }
    // --help needs no store and writes none.
    #expect(try FileManager.default.contentsOfDirectory(atPath: store.url.path).isEmpty)
  }

  static let usageErrors: [InputFuzzUsageErrorCase] =
    [
      .init(label: "unknown flag", arguments: ["--bogus"], fragment: "unknown option '--bogus'"),
      .init(label: "--cases abc", arguments: ["--cases", "abc"], fragment: "'--cases': 'abc'"),
      .init(label: "--cases 0", arguments: ["--cases", "0"], fragment: "'--cases': '0'"),
      .init(label: "--cases -5", arguments: ["--cases", "-5"], fragment: "'--cases': '-5'"),
      .init(label: "--family nope", arguments: ["--family", "nope"], fragment: "'--family': 'nope'"),
      .init(label: "--shard 3/2", arguments: ["--shard", "3/2"], fragment: "'--shard': '3/2'"),
      .init(label: "--shard 0/2", arguments: ["--shard", "0/2"], fragment: "'--shard': '0/2'"),
      .init(label: "--shard x", arguments: ["--shard", "x"], fragment: "'--shard': 'x'"),
      .init(
        label: "--cases with --seconds", arguments: ["--cases", "5", "--seconds", "1"],
        fragment: "'--cases' and '--seconds' cannot be used together"),
      .init(label: "--seconds nan", arguments: ["--seconds", "nan"], fragment: "'--seconds': 'nan'"),
      .init(label: "--seed -1", arguments: ["--seed", "-1"], fragment: "'--seed': '-1'"),
      .init(label: "--jobs 0", arguments: ["--jobs", "0"], fragment: "'--jobs': '0'"),
      .init(label: "--jobs two", arguments: ["--jobs", "two"], fragment: "'--jobs': 'two'"),
      .init(label: "--case-timeout 0", arguments: ["--case-timeout", "0"], fragment: "'--case-timeout': '0'"),
      .init(
        label: "--evidence-floor -1", arguments: ["--evidence-floor", "-1"], fragment: "'--evidence-floor': '-1'"),
      .init(
        label: "--implementation nope", arguments: ["--implementation", "nope", "--cases", "1"],
        fragment: "unknown implementation 'nope'"),
      .init(
        label: "--replay without --implementation", arguments: ["--replay", inputFuzzTrapToken],
        fragment: "--replay needs --implementation"),
      .init(label: "missing value at the end (--seed)", arguments: ["--seed"], fragment: "'--seed' needs a value"),
      .init(
        label: "missing value before another flag", arguments: ["--implementation", "--cases", "1"],
        fragment: "'--implementation' needs a value"),
    ]

  @Test("usage errors exit 2 with one line on standard error and no stack trace", arguments: await usageErrors)
  func usageError(_ usage: InputFuzzUsageErrorCase) async throws {
    let store = try ScratchDirectory()
    defer { store.remove() }
    let arguments = ["--store", store.url.path] + usage.arguments
    let result = try await InputFuzzProcess.run(arguments, timeout: .seconds(30))
    expectUsageError(result, arguments: arguments, fragment: usage.fragment)
    #expect(try FileManager.default.contentsOfDirectory(atPath: store.url.path).isEmpty)
  }

  /// `--shard` must be exactly `I/N`. The parser keeps only the parts that read as numbers
  /// (`split(separator: "/").compactMap { Int($0) }` in FuzzOptions.swift), so text with extra or empty
  /// parts is accepted as another shard instead of being refused.
  @Test(
    "--shard refuses text that is not exactly I/N (extra or empty parts)",
    arguments: ["1/x/2", "1//2", "/1/2", "1/2/"])
  func shardMustBeExactlyTwoNumbers(_ text: String) async throws {
    let store = try ScratchDirectory()
    defer { store.remove() }
    let arguments = [
      "--store", store.url.path, "--implementation", "reference", "--family", "key", "--cases", "1", "--seed", "1",
      "--shard", text,
    ]
    let result = try await InputFuzzProcess.run(arguments, timeout: .seconds(60))
    expectUsageError(result, arguments: arguments, fragment: "'--shard': '\(text)'")
  }

  /// Each malformed token case: the token text and words of its message.
  static var malformedTokens: [(label: String, token: String, fragment: String)] {
    let parts = inputFuzzTrapToken.split(separator: "-").map(String.init)
    let payload = parts[2]
    // One payload character changed ("W" → "X"), the checksum left as it was.
    let editedPayload = "X" + payload.dropFirst()
    return [
      ("garbage text", "this is not a token", "the replay token is malformed"),
      ("empty text", "", "the replay token is malformed"),
      ("edited payload, stale checksum", "icf1-pick-\(editedPayload)-\(parts[3])", "checksum does not match"),
      ("truncated token", String(inputFuzzTrapToken.dropLast(2)), "checksum does not match"),
      ("another format version", "icf9-pick-\(payload)-\(parts[3])", "format \"icf9\""),
      ("unknown family, right checksum", inputFuzzToken(family: "nope", payload: payload), "unknown family \"nope\""),
      ("payload not base64url, right checksum", inputFuzzToken(family: "pick", payload: "ab*c"), "not base64url"),
      (
        "payload not an event list, right checksum", inputFuzzToken(family: "pick", payload: inputFuzzPayload("{}")),
        "events cannot be read"
      ),
    ]
  }

  @Test("malformed replay tokens exit 2 with a clear one-line message")
  func malformedReplayTokens() async throws {
    let store = try ScratchDirectory()
    defer { store.remove() }
    // The unedited token is accepted, so each edit below is what the parser refuses.
    let valid = ["--store", store.url.path, "--implementation", "reference", "--replay", inputFuzzTrapToken]
    let accepted = try await InputFuzzProcess.run(valid, timeout: .seconds(30))
    // Not 2: the token parses (and the close-only member, which cannot tap Done, is skipped).
    #expect(accepted.status != 2 && !accepted.wasSignalled, accepted.describe(valid))
    #expect(accepted.stdout.contains("reference (transactional picker)"), accepted.describe(valid))
    #expect(inputFuzzTokenChecksum(String(inputFuzzTrapToken.dropLast(9))) == "e79a96ee")

    for (label, token, fragment) in Self.malformedTokens {
      let arguments = ["--store", store.url.path, "--implementation", "reference", "--replay", token]
      let result = try await InputFuzzProcess.run(arguments, timeout: .seconds(30))
      expectUsageError(result, arguments: arguments, fragment: fragment)
      #expect(result.stderr.contains("replay token"), "\(label): \(result.stderr)")
    }
  }

  @Test("--replay with a token of a family the implementation is not judged on exits 2")
  func replayOfAnotherFamily() async throws {
    let store = try ScratchDirectory()
    defer { store.remove() }
    let keyToken = inputFuzzToken(family: "key", payload: inputFuzzPayload(#"[{"tap":{}}]"#))
    let arguments = ["--store", store.url.path, "--implementation", "fixture/trap-on-done", "--replay", keyToken]
    let result = try await InputFuzzProcess.run(arguments, timeout: .seconds(30))
    expectUsageError(result, arguments: arguments, fragment: "judged on the key family")
  }

  @Test("--list prints every family, all 96 clause IDs and the bundled implementations")
  func listEverything() async throws {
    let store = try ScratchDirectory()
    defer { store.remove() }
    let arguments = ["--store", store.url.path, "--list"]
    let result = try await InputFuzzProcess.run(arguments, timeout: .seconds(30))
    #expect(result.status == 0 && !result.wasSignalled, result.describe(arguments))
    #expect(result.stderr.isEmpty, result.describe(arguments))

    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    func section(_ title: String) -> [String] {
      guard let start = lines.firstIndex(of: title) else { return [] }
      return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
    }

    let families = section("families:").compactMap { $0.split(separator: " ").first.map(String.init) }
    #expect(families == ["resp", "key", "pick", "date", "fact"])

    // Clause lines read "  RESP-1 [MUST] sentence"; the catalogue has 23 + 14 + 25 + 25 + 9 clauses.
    let clauseIDs = section("clauses:").compactMap { $0.split(separator: " ").first.map(String.init) }
    let counts = [("RESP", 23), ("KEY", 14), ("PICK", 25), ("DATE", 25), ("FACT", 9)]
    let expectedIDs = counts.flatMap { prefix, count in (1...count).map { "\(prefix)-\($0)" } }
    #expect(expectedIDs.count == 96)
    #expect(clauseIDs == expectedIDs)
    for line in section("clauses:") {
      #expect(line.contains(" [MUST] ") || line.contains(" [SHOULD] ") || line.contains(" [MAY] "), "\(line)")
    }

    // Groups are indented by two spaces, their members (with families) by four.
    let groups = section("implementations:").filter { $0.hasPrefix("  ") && !$0.hasPrefix("    ") }
      .map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(groups == ["reference", "seed-000", "seed-001", "seed-002", "seed-003", "seed-004"])
    #expect(result.stdout.contains("    reference (transactional picker)  (resp, pick)"))
  }
}

import ExampleComponents
import Foundation
import InputConformance
import InputConformanceTesting
import InputGenerators
@_spi(Harness) import InputPlatform
import InputReference
import Testing

/// The shrunk trace of the size keyboard's trap: it remembers one row per `insertText` call and pops one
/// per deleted character.
let sizeKeyboardTrapTrace = ["tap the control", "type \"aa\"", "press delete", "press delete"]

/// The size keyboard's typing member under exit-test isolation, with the seed and budget of the worker runs.
let sizeKeyboardTypingCheck = ConformanceCheck(
  sizeKeyboardTyping, configuration: ConformanceConfiguration(seed: 8, cases: 20)
) { job in
  await #expect(processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]) {
    [job = job as String] in
    await ConformanceCheck.work(job, on: sizeKeyboardTyping)
  }
}

/// The README's example package (`Examples/FuzzYourComponent`), end to end: its own executable is the whole
/// `input-fuzz` command and its own worker; a crash in its component is shrunk, reported and replayed.
@Suite struct ExampleFuzzTests {
  @Test("example-fuzz finds the size keyboard's trap in a worker, shrinks it, reports it; --replay reproduces it")
  func crashIsShrunkReportedAndReplayed() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let arguments = [
      "--implementation", "size-keyboard (typing)", "--cases", "20", "--seed", "8", "--store", scratch.path("store"),
      "--json", scratch.path("report.json"),
    ]
    let run = try await InputFuzzProcess.run(arguments, executable: InputFuzzProcess.exampleExecutable)
    let context = run.describe(arguments)
    #expect(run.status == 1 && !run.wasSignalled, context)
    #expect(
      run.stderr.hasPrefix(
        "example-fuzz: CONFORMANCE.md v\(ClauseCatalog.specVersion), seed 8 (replay this run with --seed 8)"),
      context)
    #expect(run.stdout.contains("KEY-5 violated by size-keyboard (typing) (SHOULD) [crash]"), context)
    #expect(run.stdout.contains("Fatal error: Can't remove last element from an empty collection"), context)
    for marker in inputFuzzStackTraceMarkers where marker != "Fatal error" {
      #expect(!run.stdout.contains(marker), "a backtrace in the report: \(marker)")
    }

    // Its delete also removes a whole `Character` where UIKit's deletes less: a KEY-5 advisory beside the trap.
    let violations = try InputFuzzReport(path: scratch.path("report.json")).single().violations
    let violation = try #require(violations.first { $0.kind == "crash" })
    #expect(violation.member == "size-keyboard (typing)" && violation.family == "key")
    #expect(violation.trace == sizeKeyboardTrapTrace)
    #expect(violation.replay.hasPrefix("swift run example-fuzz --implementation 'size-keyboard (typing)' --family key"))

    let token = try #require(violation.token)
    let replay = ["--implementation", "size-keyboard (typing)", "--replay", token, "--store", scratch.path("store")]
    let replayed = try await InputFuzzProcess.run(replay, executable: InputFuzzProcess.exampleExecutable)
    #expect(replayed.status == 1 && !replayed.wasSignalled, replayed.describe(replay))
    #expect(
      replayed.stdout.contains("KEY-5 violated by size-keyboard (typing) (SHOULD) [crash]"), replayed.describe(replay))
    #expect(replayed.stdout.contains("  4. press delete  ← fails here"), replayed.describe(replay))
  }

  @Test("example-fuzz exits 0 when nothing breaks and 2 on a usage error")
  func exitStatuses() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let clean = [
      "--implementation", "reminder-field", "--cases", "10", "--seed", "2", "--store", scratch.path("store"),
    ]
    let passed = try await InputFuzzProcess.run(clean, executable: InputFuzzProcess.exampleExecutable)
    #expect(passed.status == 0 && !passed.wasSignalled, passed.describe(clean))
    #expect(passed.stdout.contains("0 violations, 0 bad oracles."), passed.describe(clean))

    let unknown = ["--implementation", "nope", "--store", scratch.path("store")]
    let refused = try await InputFuzzProcess.run(unknown, executable: InputFuzzProcess.exampleExecutable)
    #expect(refused.status == 2 && refused.stdout.isEmpty, refused.describe(unknown))
    #expect(
      refused.stderr
        == "example-fuzz: unknown implementation 'nope'; known: size-keyboard, size-keyboard (typing), reminder-field, "
        + "color-popover\n"
    )
  }

  @Test("exit-test isolation shrinks the trap to the worker path's trace, and reports it once")
  func exitTestIsolationShrinksLikeWorkers() async {
    let report = await sizeKeyboardTypingCheck.report(for: .key)
    let crashes = report.violations.filter { $0.finding.kind == .crash }
    #expect(crashes.count == 1, "\(report.violations.map { FailureText.render($0) })")
    let violation = crashes.first
    #expect(violation?.clause == ClauseID(.key, 5) && violation?.finding.kind == .crash)
    #expect(violation?.trace.map(\.description) == sizeKeyboardTrapTrace)
    #expect(violation?.finding.detail.contains("Can't remove last element from an empty collection") == true)
  }

  @Test("the date driver finds the date picker inside the reminder field's panel: every clause passes")
  func dateDriverFindsAPickerInAContainer() {
    let runner = ConformanceRunner(configuration: ConformanceConfiguration(seed: 4, cases: 30))
    for family in [ContractFamily.resp, .date] {
      let report = runner.run(reminderField, family: family)
      #expect(report.violations.isEmpty, "\(report.violations.map { FailureText.render($0) })")
      #expect(report.verdicts.values.contains(.pass))
    }
  }

  @Test("example-fuzz drives the colour popover from its button: every clause that applies passes, the tap outside too")
  func popoverHostIsFuzzedEndToEnd() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let arguments = [
      "--implementation", "color-popover", "--cases", "60", "--seed", "3", "--store", scratch.path("store"),
      "--json", scratch.path("report.json"),
    ]
    let run = try await InputFuzzProcess.run(arguments, executable: InputFuzzProcess.exampleExecutable)
    #expect(run.status == 0 && !run.wasSignalled, run.describe(arguments))
    #expect(run.stdout.contains("0 violations, 0 bad oracles."), run.describe(arguments))
    let verdicts = try InputFuzzReport(path: scratch.path("report.json")).single().verdicts
    for clause in ["RESP-19", "PICK-7", "PICK-8", "PICK-9", "PICK-14", "PICK-15"] {
      #expect(verdicts.contains { $0.clause == clause && $0.status == "pass" && $0.evidence > 0 }, "\(clause)")
    }
    // The origin is no responder: RESP-19 is its only RESP clause, and PICK-18's valueChanged is not its own.
    let applicable = verdicts.filter { $0.status != "notApplicable" }.map(\.clause)
    #expect(applicable.filter { $0.hasPrefix("RESP") } == ["RESP-19"] && !applicable.contains("PICK-18"))
  }

  @Test("the picker driver reads a type-ahead buffer as the key-input text, and uses the app's own selectRow")
  func pickerDriverHooks() throws {
    let outcome = CaseExecution(implementation: sizeKeyboardTyping, family: .key)
      .run(events: [.tap, .type("M"), .type("e"), .deleteBackward, .type("\n")])
    #expect(outcome.finding == nil, "\(String(describing: outcome.finding))")

    let keyboard = SizeKeyboard()
    var selections: [(Int, Int)] = []
    var capabilities = Capabilities(kind: .pickerKeyboard, families: [.pick])
    capabilities.components = [keyboard.sizes]
    let driver = PlatformPickerKeyboardDriver(
      control: keyboard, window: Window(environment: PlatformEnvironment()), capabilities: capabilities,
      value: { keyboard.size.map { [$0] } }, results: { [] }, data: { [keyboard.sizes] },
      selectRow: { selections.append(($0, $1)) }, keyInputText: { keyboard.typed })
    driver.tap()
    driver.selectRow(3, inComponent: 0)
    #expect(selections.map { [$0.0, $0.1] } == [[3, 0]])
    #expect(driver.presentedSelection == [0], "the app's own setter, not the picker, was asked")
    driver.type("L")
    #expect(driver.text == "L" && driver.hasText)
    #expect(driver.presentedSelection == [2])
  }

  @Test("the README shows the example package's fuzzer as it is")
  func readmeShowsTheExample() throws {
    // #filePath is <root>/Tests/Conformance/InputFuzz/ExampleFuzzTests.swift.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let example = root.appendingPathComponent("Examples/FuzzYourComponent")
    let main = try String(
      contentsOf: example.appendingPathComponent("Sources/example-fuzz/main.swift"), encoding: .utf8)
    #expect(readme.contains("// Sources/example-fuzz/main.swift\n" + main))
    let manifest = try String(contentsOf: example.appendingPathComponent("Package.swift"), encoding: .utf8)
    for name in [
      "\"ExampleComponents\"", "\"example-fuzz\"", "\"InputFuzzCommand\"", "package: \"InputContracts\"",
      "\"UIKitRewritePlugin\"", "exclude: [\"UIKitSources\"]",
    ] {
      #expect(manifest.contains(name) && readme.contains(name), "\(name)")
    }
  }

  @Test("example-fuzz --matrix writes the package's own conformance matrix into its own file")
  func ownMatrix() async throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let file = scratch.url.appendingPathComponent("MATRIX.md")
    try Data("# Our components\n".utf8).write(to: file)
    let arguments = ["--matrix", file.path, "--cases", "3", "--store", scratch.path("store")]
    let result = try await InputFuzzProcess.run(arguments, executable: InputFuzzProcess.exampleExecutable)
    #expect([0, 1, 4].contains(result.status) && !result.wasSignalled, result.describe(arguments))
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.hasPrefix("# Our components\n"))
    #expect(
      text.contains(
        "Generated by `swift run example-fuzz --matrix \(file.path)` (CONFORMANCE.md v\(ClauseCatalog.specVersion), seed "
          + "20261130, 3 cases per"))
    #expect(text.contains("| clause | level | size-keyboard | size-keyboard (typing) | reminder-field |"))
    #expect(text.contains("| DATE-9 | MUST | — | — | pass ("))
  }
}

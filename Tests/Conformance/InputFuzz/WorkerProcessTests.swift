import Foundation
import InputConformance
import InputGenerators
import InputImplementations
@_spi(Harness) import InputPlatform
import Testing

/// The number of open file descriptors of this process.
func openDescriptorCount() -> Int {
  #if os(Linux)
    let folder = "/proc/self/fd"
  #else
    let folder = "/dev/fd"
  #endif
  return (try? FileManager.default.contentsOfDirectory(atPath: folder).count) ?? -1
}

/// The child processes of this process that still exist (zombies included), where the system says.
func childProcessCount() -> Int {
  #if os(Linux)
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
    return tasks.reduce(0) { total, task in
      let text = (try? String(contentsOfFile: "/proc/self/task/\(task)/children", encoding: .utf8)) ?? ""
      return total + text.split(separator: " ").count
    }
  #else
    return 0
  #endif
}

/// A make-believe implementation in a child process, for the hang path of the runner: a case hangs at its
/// last event when it has at least `hangsFrom` events; with the quick step limit, a case with at least
/// `quickHangsFrom` events looks hung (a slow step taken for a hang).
final class ScriptedHangs: CaseEvaluator, @unchecked Sendable {
  let hangsFrom: Int
  let quickHangsFrom: Int
  private(set) var fullLimitCases = 0
  private(set) var quickLimitCases = 0

  init(hangsFrom: Int, quickHangsFrom: Int) {
    self.hangsFrom = hangsFrom
    self.quickHangsFrom = quickHangsFrom
  }

  func evaluate(
    _ request: CaseRequest, implementation: Implementation, family: ContractFamily, settings: CaseSettings
  ) -> EvaluatedCase {
    let (count, choices): (Int, ChoiceSequence) =
      switch request {
      case .replay(let choices): (choices.count, choices)
      case .events(let events): (events.count, ChoiceSequence())
      case .fresh, .extending: (0, ChoiceSequence())
      }
    if settings.stepLimit == .quick { quickLimitCases += 1 } else { fullLimitCases += 1 }
    let trace = [InputEvent](repeating: .tap, count: count)
    guard count > 0, count >= (settings.stepLimit == .quick ? quickHangsFrom : hangsFrom) else {
      return EvaluatedCase(outcome: CaseOutcome(trace: trace), choices: choices)
    }
    let finding = Finding(clause: ClauseID(.pick, 8), kind: .hang, step: count, detail: "hung")
    return EvaluatedCase(outcome: CaseOutcome(trace: trace, finding: finding), choices: choices)
  }
}

/// The worker processes: descriptors and children across hang kills, the workers' environment, traps
/// reported once, and the quick hang shrink that must miss no hang.
@Suite struct WorkerProcessTests {
  /// Every kill is a real `input-fuzz --worker` serving `fixture/hang-on-done`, killed when Done does not
  /// return. `INPUT_CONTRACTS_HANG_KILLS=10000` runs the measurement of the README (it takes minutes).
  @Test("hang kills keep the number of open descriptors constant and leave no child process")
  func hangKillsKeepDescriptorsConstant() async throws {
    let kills = Int(ProcessInfo.processInfo.environment["INPUT_CONTRACTS_HANG_KILLS"] ?? "") ?? 40
    let executable = InputFuzzProcess.executable.path
    let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      [kills = kills as Int, executable = executable as String] in
      await MainActor.run {
        let evaluator = ChildProcessEvaluator(executable: URL(fileURLWithPath: executable), timeLimit: 0.01)
        var samples: [Int] = []
        for kill in 1...kills {
          let evaluated = evaluator.evaluate(
            .events([.tap, .tapAccessory(.done)]), implementation: FixtureImplementations.hangOnDone, family: .pick,
            settings: CaseSettings())
          guard evaluated.outcome.finding?.kind == .hang else {
            print("kill \(kill) was not a hang: \(String(describing: evaluated.outcome.finding))")
            exit(1)
          }
          if kill == 1 || kill % max(1, kills / 10) == 0 { samples.append(openDescriptorCount()) }
        }
        let children = childProcessCount()
        print("KILLS \(evaluator.hangKills) DESCRIPTORS \(samples) CHILDREN \(children)")
        exit(evaluator.hangKills == kills && Set(samples).count == 1 && children == 0 ? 0 : 1)
      }
    }
    let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    // The measurement run shows its samples.
    if ProcessInfo.processInfo.environment["INPUT_CONTRACTS_HANG_KILLS"] != nil { print(output) }
    #expect(output.contains("KILLS \(kills) DESCRIPTORS ["), "\(output)")
    #expect(output.contains("CHILDREN 0"), "\(output)")
  }

  @Test("workers run with Swift's backtracer off unless SWIFT_BACKTRACE says otherwise")
  func backtracerOffInWorkers() {
    #expect(
      ChildProcessEvaluator.workerEnvironment(["PATH": "/bin"]) == ["PATH": "/bin", "SWIFT_BACKTRACE": "enable=no"])
    #expect(
      ChildProcessEvaluator.workerEnvironment(["SWIFT_BACKTRACE": "enable=yes"])["SWIFT_BACKTRACE"] == "enable=yes")
  }

  @Test("a trap's message is read from the runtime's last line on standard error")
  func trapMessage() {
    let output = """
      debug print from the component
      Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
      Current stack trace:
      0    libswiftCore.so   0x00007fb27895f130 swift_reportError + 33
      """
    #expect(
      TrapIdentity.message(in: output) == "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range")
    #expect(
      TrapIdentity.message(in: "Picker.swift:12: Precondition failed: no rows\n")
        == "Picker.swift:12: Precondition failed: no rows")
    #expect(TrapIdentity.message(in: "nothing to see\n") == nil)
  }

  @Test("one trap is reported once, whichever clause its event exercises when it is met again")
  func oneTrapOnce() {
    var ledger = TrapLedger()
    let progress = { (clause: ClauseID, event: InputEvent) in
      WorkerProgress(step: 2, trace: [.tap, event], clause: clause, choices: ChoiceSequence())
    }
    let message = "Keyboard.swift:40: Fatal error: Index out of range"
    let keyboard = ReferenceImplementations.keyInputView
    let another = Implementation(name: "another", capabilities: keyboard.capabilities, makeDriver: keyboard.makeDriver)
    let first = WorkerDeath(
      kind: .crash, last: progress(ClauseID(.key, 2), .type("a")), detail: "trapped", message: message
    )
    .evaluated(implementation: keyboard, family: .key, settings: CaseSettings(), ledger: &ledger)
    #expect(first.outcome.finding?.clause == ClauseID(.key, 2))
    #expect(first.outcome.finding?.exercised == ClauseID(.key, 2))
    #expect(first.outcome.finding?.detail.contains(message) == true)

    // The run records KEY-2 and avoids typing while it exercises KEY-2; typing three characters exercises KEY-9.
    let settings = CaseSettings(avoiding: [CrashSignature(clause: ClauseID(.key, 2), event: .type("a"))])
    let again = WorkerDeath(
      kind: .crash, last: progress(ClauseID(.key, 9), .type("abc")), detail: "trapped", message: message
    )
    .evaluated(implementation: keyboard, family: .key, settings: settings, ledger: &ledger)
    #expect(again.outcome.finding == nil)
    #expect(again.outcome.trace == [.tap, .type("abc")])

    // Another message, or another implementation, is another trap.
    let other = WorkerDeath(
      kind: .crash, last: progress(ClauseID(.key, 9), .type("abc")), detail: "trapped",
      message: "Other.swift:1: Fatal error: x"
    )
    .evaluated(implementation: keyboard, family: .key, settings: settings, ledger: &ledger)
    #expect(other.outcome.finding?.clause == ClauseID(.key, 9))
    let elsewhere = WorkerDeath(
      kind: .crash, last: progress(ClauseID(.key, 9), .type("abc")), detail: "trapped", message: message
    )
    .evaluated(implementation: another, family: .key, settings: settings, ledger: &ledger)
    #expect(elsewhere.outcome.finding?.clause == ClauseID(.key, 9))
  }

  /// A trap is the clause whose behaviour its event should have produced, not whichever clause the worker saw the
  /// event exercise before it: a trap while typing is KEY-2's (the text), not KEY-8's (its `editingChanged`); the
  /// exercised clause stays on the finding, for the run's avoidance.
  @Test("a trap is attributed to what its event should have produced")
  func trapAttributedToTheProducedBehaviour() {
    var ledger = TrapLedger()
    let keyboard = ReferenceImplementations.keyInputView
    let typing = WorkerDeath(
      kind: .crash,
      last: WorkerProgress(step: 2, trace: [.tap, .type("a")], clause: ClauseID(.key, 8), choices: ChoiceSequence()),
      detail: "trapped", message: nil
    )
    .evaluated(implementation: keyboard, family: .key, settings: CaseSettings(), ledger: &ledger)
    #expect(typing.outcome.finding?.clause == ClauseID(.key, 2))
    #expect(typing.outcome.finding?.exercised == ClauseID(.key, 8))
    #expect(
      typing.outcome.finding?.crashSignature(event: .type("a"))
        == CrashSignature(clause: ClauseID(.key, 8), event: .type("a")))
    // A delete on empty text changes nothing on the reference: the most specific clause the step exercises, KEY-4.
    let deleting = WorkerDeath(
      kind: .crash,
      last: WorkerProgress(
        step: 2, trace: [.tap, .deleteBackward], clause: ClauseID(.key, 1), choices: ChoiceSequence()),
      detail: "trapped", message: nil
    )
    .evaluated(implementation: keyboard, family: .key, settings: CaseSettings(), ledger: &ledger)
    #expect(deleting.outcome.finding?.clause == ClauseID(.key, 4))
  }

  /// The quick limit only speeds up the shrink of a hang that hung twice with the full limit; the shrunk
  /// trace must hang with the full limit too, or the full-limit shrink runs as before.
  @Test(
    "a hang is shrunk with the quick limit, confirmed with the full one, and never lost",
    arguments: [(3, 3), (3, 1), (100, 100)])
  func quickHangShrinkMissesNoHang(_ thresholds: (full: Int, quick: Int)) {
    let scripted = ScriptedHangs(hangsFrom: thresholds.full, quickHangsFrom: thresholds.quick)
    let runner = ConformanceRunner(configuration: ConformanceConfiguration(), evaluator: scripted)
    let finding = Finding(clause: ClauseID(.pick, 8), kind: .hang, step: 6, detail: "hung")
    let found = EvaluatedCase(
      outcome: CaseOutcome(trace: [InputEvent](repeating: .tap, count: 6), finding: finding),
      choices: ChoiceSequence(values: [3, 3, 3, 3, 3, 3]))
    let violation = runner.confirmAndShrink(
      finding, case: found, implementation: FixtureImplementations.hangOnDone, family: .pick, settings: CaseSettings(),
      caseIndex: 0, casesToDetection: 1)
    if thresholds.full > 6 {
      // It does not hang again when run alone: not reported.
      #expect(violation == nil)
      #expect(scripted.quickLimitCases == 0)
      return
    }
    #expect(violation?.finding.kind == .hang)
    #expect(violation?.trace.count == thresholds.full, "\(String(describing: violation?.trace))")
    #expect(scripted.quickLimitCases > 0)
    if thresholds.quick == thresholds.full {
      // Confirmation and the final check of the shrunk trace: the only full-limit waits.
      #expect(scripted.fullLimitCases == 2)
    } else {
      // The quick shrink went astray (a 1-event "hang" that is not one): the full-limit shrink ran.
      #expect(scripted.fullLimitCases > 2)
    }
  }
}

import InputConformance
import InputConformanceTesting
import InputGenerators
import InputImplementations
import Testing

/// One seed judged on one family with the fixed default seed and the default budget (200 cases), and the
/// clauses it must fail, each with its exact shrunk trace.
struct SeedRun: Sendable, CustomTestStringConvertible {
  let member: Implementation
  let family: ContractFamily
  let failures: [ClauseID: [InputEvent]]

  var testDescription: String { "\(member.name), \(family.rawValue)" }
}

/// Every pinned in-process run. Seed 000 traps (delete on empty text), so it is pinned below under exit-test
/// isolation instead.
let seedRuns: [SeedRun] =
  [
    // Seed 001.
    SeedRun(
      member: SeedImplementations.seed001, family: .resp,
      failures: [
        ClauseID(.resp, 11): [.readInputViews],  // `pickerView = UIPickerView()` inside `inputView`
        ClauseID(.pick, 9): [.tap, .tapAccessory(.done)],  // `donePicker()` only calls the delegate
        ClauseID(.pick, 14): [.tap, .tapAccessory(.cancel)],  // `cancelPicker()` only calls the delegate
      ]),
    SeedRun(
      member: SeedImplementations.seed001, family: .pick,
      failures: [
        ClauseID(.resp, 11): [.readInputViews],
        ClauseID(.pick, 9): [.tap, .tapAccessory(.done)],
        ClauseID(.pick, 8): [  // Done reads the re-created, unpresented `pickerView`
          .tap, .selectRow(row: 0, component: 0), .readInputViews, .tapAccessory(.done),
        ],
        ClauseID(.pick, 14): [.tap, .tapAccessory(.cancel)],
        ClauseID(.pick, 15): [  // the owner's `initSelectedRow` always answers 3
          .tap, .selectRow(row: 0, component: 0), .tapAccessory(.done), .removeFromWindow, .addToWindow, .tap,
        ],
      ]),
    // Seed 002.
    SeedRun(member: SeedImplementations.seed002, family: .resp, failures: [:]),
    SeedRun(
      member: SeedImplementations.seed002, family: .date,
      failures: [
        ClauseID(.date, 9): [.setMode(.time)],  // `setText()` runs only on valueChanged and Today, always `.long`
        ClauseID(.date, 12): [.tap, .type("a")],  // `insertText` is not overridden
        ClauseID(.date, 10): [.tap, .pickDate(seconds: 60), .tapAccessory(.today)],  // `datePicker.date = Date()`
      ]),
    // Seed 003: every factory passes.
  ] + SeedImplementations.seed003.map { SeedRun(member: $0, family: .fact, failures: [:]) } + [
    // Seed 004.
    SeedRun(
      member: SeedImplementations.seed004, family: .resp,
      failures: [
        ClauseID(.resp, 11): [.readInputViews]  // `let pickerView: UIPickerView = UIPickerView()` inside `inputView`
      ]),
    SeedRun(
      member: SeedImplementations.seed004, family: .pick,
      failures: [
        ClauseID(.resp, 11): [.readInputViews],
        ClauseID(.pick, 10): [.tap, .spin(component: 0, row: 0), .settle],  // `didSelectRow` keeps nothing
      ]),
  ]

/// Seed 000 under exit-test isolation: each stretch of cases runs in a child process, so its trap
/// becomes a `crash` violation of the clause being exercised and the rest of its clauses are still judged.
let seed000Check = ConformanceCheck(
  SeedImplementations.seed000, configuration: ConformanceConfiguration(seed: ConformanceConfiguration.defaultSeed)
) { job in
  await #expect(processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]) {
    [job = job as String] in
    ConformanceCheck.work(job, on: SeedImplementations.seed000)
  }
}

/// Seed 000's pinned failures per family: (clause, kind, shrunk trace).
let seed000Failures: [ContractFamily: [ClauseID: (ViolationKind, [InputEvent])]] = [
  .resp: [
    ClauseID(.resp, 11): (.assertion, [.readInputViews]),  // `let pickerView = UIPickerView()` inside `inputView`
    ClauseID(.pick, 16): (.assertion, [.tap, .tapAccessory(.close)]),  // the button's action is `didTap(sender:)`
  ],
  .key: [
    ClauseID(.key, 4): (.crash, [.tap, .deleteBackward]),  // `textStore.remove(at: … index(before: endIndex))`
    ClauseID(.key, 8): (.assertion, [.tap, .type("\n")]),  // `insertText` sends no editingChanged
  ],
  .pick: [
    ClauseID(.resp, 11): (.assertion, [.readInputViews]),
    ClauseID(.pick, 9): (.assertion, [.tap, .tapAccessory(.close)]),
    ClauseID(.pick, 16): (.assertion, [.tap, .tapAccessory(.close)]),
    ClauseID(.pick, 21): (  // `var data` has no didSet: textStore keeps a title that is gone
      .assertion, [.tap, .spin(component: 0, row: 0), .settle, .resignFirstResponder, .setData([[]])]
    ),
    ClauseID(.pick, 11): (.assertion, [.tap, .type("a")]),  // `textStore += text`
    ClauseID(.pick, 18): (.assertion, [.tap, .spin(component: 0, row: 0), .settle]),  // no valueChanged
    ClauseID(.key, 4): (.crash, [.tap, .deleteBackward]),
  ],
]

@Suite struct SeedVerdictTests {
  @Test("Seed verdicts with the default seed and budget", arguments: seedRuns)
  func verdicts(_ run: SeedRun) {
    let configuration = ConformanceConfiguration(seed: ConformanceConfiguration.defaultSeed)
    let report = ConformanceRunner(configuration: configuration).run(run.member, family: run.family)

    #expect(report.badOracles.isEmpty, "\(report.badOracles.map { FailureText.render($0) })")
    let found = Dictionary(report.violations.map { ($0.clause, $0.trace) }, uniquingKeysWith: { first, _ in first })
    #expect(found == run.failures, "\(report.violations.map { FailureText.render($0) }.joined(separator: "\n\n"))")
    for (clause, verdict) in report.verdicts {
      if run.failures[clause] != nil {
        #expect(verdict == .fail, "\(clause)")
      } else {
        #expect([.pass, .notExercised, .notApplicable].contains(verdict), "\(clause) is \(verdict)")
      }
    }
  }

  @Test(
    "Seed 000 under exit-test isolation: its trap is a crash of KEY-4, and the rest is still judged",
    arguments: [ContractFamily.resp, .key, .pick])
  func seed000(_ family: ContractFamily) async {
    let report = await seed000Check.report(for: family)
    #expect(report.badOracles.isEmpty)
    let found = Dictionary(
      report.violations.map { ($0.clause, "\($0.finding.kind) \($0.trace)") }, uniquingKeysWith: { first, _ in first })
    let expected = (seed000Failures[family] ?? [:]).mapValues { "\($0.0) \($0.1)" }
    #expect(found == expected, "\(report.violations.map { FailureText.render($0) }.joined(separator: "\n\n"))")
    #expect(report.cases == ConformanceConfiguration().cases)
  }

  @Test("The seed groups, by name")
  func groups() {
    #expect(SeedImplementations.all.map(\.name) == ["seed-000", "seed-001", "seed-002", "seed-003", "seed-004"])
    #expect(SeedImplementations.all.map(\.members.count) == [1, 1, 1, 3, 1])
    #expect(SeedImplementations.seed003.map(\.capabilities.factory) == [.code, .template, .none])
  }
}

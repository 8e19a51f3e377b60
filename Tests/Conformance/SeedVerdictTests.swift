import InputConformance
import InputConformanceTesting
import InputGenerators
import InputImplementations
import Testing

/// One seed judged on one family with the fixed default seed and the default budget (200 cases): the
/// clauses it must fail at the root, each with its exact shrunk trace, and the follow-ons (clauses
/// whose shrunk trace breaks a root first), each with its root.
struct SeedRun: Sendable, CustomTestStringConvertible {
  let member: Implementation
  let family: ContractFamily
  let failures: [ClauseID: [InputEvent]]
  var followOns: [ClauseID: ClauseID] = [:]

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
      ],
      followOns: [ClauseID(.pick, 18): ClauseID(.pick, 9)]),  // no valueChanged from the Done that did nothing
    SeedRun(
      member: SeedImplementations.seed001, family: .pick,
      failures: [
        ClauseID(.resp, 11): [.readInputViews],
        ClauseID(.pick, 9): [.tap, .tapAccessory(.done)],
        // `donePicker()` reads `selectedRow` of a wheel still moving: the row being left
        ClauseID(.pick, 8): [.tap, .spin(component: 0, row: 0), .tapAccessory(.done)],
        ClauseID(.pick, 14): [.tap, .tapAccessory(.cancel)],
      ],
      followOns: [
        ClauseID(.pick, 18): ClauseID(.pick, 9),
        ClauseID(.pick, 15): ClauseID(.pick, 9),  // the keyboard never went away, so it never reopens
        ClauseID(.resp, 20): ClauseID(.pick, 9),  // the screen restores a responder Done should have resigned
        ClauseID(.pick, 10): ClauseID(.pick, 8),
        ClauseID(.pick, 6): ClauseID(.pick, 8),
        ClauseID(.resp, 5): ClauseID(.pick, 8),
        ClauseID(.resp, 9): ClauseID(.pick, 8),
      ]),
    // Seed 002.
    SeedRun(member: SeedImplementations.seed002, family: .resp, failures: [:]),
    SeedRun(
      member: SeedImplementations.seed002, family: .date,
      failures: [
        ClauseID(.date, 22): [],  // the picker keeps iOS 14's `.automatic` style: compact, not wheels
        // the formatter's `ja` locale brings the Gregorian calendar; the picker has the device's (Japanese)
        ClauseID(.date, 9): [
          .device(DeviceSettings(locale: "ja_JP", timeZone: "Asia/Tokyo", calendar: "japanese", days: 0))
        ],
        ClauseID(.date, 12): [.tap, .deleteBackward],  // `insertText`/`deleteBackward` are not overridden
        // `datePicker.date = Date()`: no valueChanged for the user's Today
        ClauseID(.date, 10): [.tap, .setBounds(minimum: 60, maximum: 0), .tapAccessory(.today)],
      ],
      // countdown mode without the `countdown-first-change` workaround; found while the text was stale
      followOns: [ClauseID(.date, 7): ClauseID(.date, 9)]),
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
      ],
      followOns: [
        ClauseID(.pick, 18): ClauseID(.pick, 10),
        ClauseID(.pick, 15): ClauseID(.pick, 10),
        ClauseID(.resp, 20): ClauseID(.pick, 10),
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

/// Seed 000's pinned root failures per family: (clause, kind, shrunk trace).
let seed000Failures: [ContractFamily: [ClauseID: (ViolationKind, [InputEvent])]] = [
  .resp: [
    ClauseID(.resp, 11): (.assertion, [.readInputViews]),  // `let pickerView = UIPickerView()` inside `inputView`
    ClauseID(.pick, 9): (.assertion, [.tap, .tapAccessory(.close)]),  // the button's action is `didTap(sender:)`
  ],
  .key: [
    ClauseID(.key, 4): (.crash, [.tap, .deleteBackward]),  // `textStore.remove(at: … index(before: endIndex))`
    ClauseID(.key, 8): (.assertion, [.tap, .type("\n")]),  // `insertText` sends no editingChanged
  ],
  .pick: [
    ClauseID(.resp, 11): (.assertion, [.readInputViews]),
    ClauseID(.pick, 9): (.assertion, [.tap, .tapAccessory(.close)]),
    // `var data` has no didSet: textStore keeps a title that is gone
    ClauseID(.pick, 21): (.assertion, [.tap, .spin(component: 0, row: 0), .settle, .setData([[]])]),
    ClauseID(.pick, 11): (.assertion, [.tap, .type("a")]),  // `textStore += text`
    ClauseID(.pick, 18): (.assertion, [.tap, .spin(component: 0, row: 0), .settle]),  // no valueChanged
    ClauseID(.key, 4): (.crash, [.tap, .deleteBackward]),
  ],
]

/// Seed 000's follow-ons per family, each with its root.
let seed000FollowOns: [ContractFamily: [ClauseID: ClauseID]] = [
  .pick: [
    ClauseID(.pick, 16): ClauseID(.pick, 9),  // the same Close: it should dismiss
    ClauseID(.pick, 10): ClauseID(.pick, 9),  // a settle after the Close that did not dismiss
    ClauseID(.resp, 20): ClauseID(.pick, 9),
    ClauseID(.pick, 15): ClauseID(.pick, 11),  // reopening shows the typed text's row
  ]
]

@Suite struct SeedVerdictTests {
  @Test("Seed verdicts with the default seed and budget", arguments: seedRuns)
  func verdicts(_ run: SeedRun) {
    let configuration = ConformanceConfiguration(seed: ConformanceConfiguration.defaultSeed)
    let report = ConformanceRunner(configuration: configuration).run(run.member, family: run.family)

    #expect(report.badOracles.isEmpty, "\(report.badOracles.map { FailureText.render($0) })")
    let roots = report.violations.filter { !$0.isFollowOn }
    let found = Dictionary(roots.map { ($0.clause, $0.trace) }, uniquingKeysWith: { first, _ in first })
    let text = report.violations.map { FailureText.render($0) }.joined(separator: "\n\n")
    #expect(found == run.failures, "\(text)")
    #expect(report.followOnRoots == run.followOns, "\(text)")
    for (clause, verdict) in report.verdicts {
      if run.failures[clause] != nil || run.followOns[clause] != nil {
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
      report.violations.filter { !$0.isFollowOn }.map { ($0.clause, "\($0.finding.kind) \($0.trace)") },
      uniquingKeysWith: { first, _ in first })
    let expected = (seed000Failures[family] ?? [:]).mapValues { "\($0.0) \($0.1)" }
    let text = report.violations.map { FailureText.render($0) }.joined(separator: "\n\n")
    #expect(found == expected, "\(text)")
    #expect(report.followOnRoots == seed000FollowOns[family] ?? [:], "\(text)")
    #expect(report.cases == ConformanceConfiguration().cases)
  }

  @Test("The seed groups, by name")
  func groups() {
    #expect(SeedImplementations.all.map(\.name) == ["seed-000", "seed-001", "seed-002", "seed-003", "seed-004"])
    #expect(SeedImplementations.all.map(\.members.count) == [1, 1, 1, 3, 1])
    #expect(SeedImplementations.seed003.map(\.capabilities.factory) == [.code, .template, .none])
  }
}

extension FamilyReport {
  /// Each follow-on violation's clause, with the root it follows from.
  fileprivate var followOnRoots: [ClauseID: ClauseID] {
    Dictionary(
      violations.compactMap { violation in violation.rootClause.map { (violation.clause, $0) } },
      uniquingKeysWith: { first, _ in first })
  }
}

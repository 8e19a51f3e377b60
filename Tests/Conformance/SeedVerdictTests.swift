import InputConformance
import InputConformanceTesting
import InputGenerators
import InputImplementations
@_spi(Harness) import InputPlatform
import Testing

/// One seed judged on one family with the fixed default seed and the default budget (200 cases). What it
/// reports (each clause, root or follow-on, with its shrunk trace) is pinned in `Tests/Pins/seeds.json`, and
/// why each seed breaks each clause is `SeedFailureExplanations` (ConformanceMatrixTests checks both agree).
struct SeedRun: Sendable, CustomTestStringConvertible {
  let member: Implementation
  let family: ContractFamily

  /// The pin's key: `seed-001 pick`.
  var key: String { "\(member.name) \(family.rawValue)" }
  var testDescription: String { "\(member.name), \(family.rawValue)" }

  /// The seed group the member belongs to.
  var group: String { SeedImplementations.all.first { $0.members.contains { $0.name == member.name } }!.name }
}

/// Every in-process run. Seed 000 traps (delete on empty text), so it runs under exit-test isolation.
let seedRuns: [SeedRun] =
  [
    SeedRun(member: SeedImplementations.seed001, family: .resp),
    SeedRun(member: SeedImplementations.seed001, family: .pick),
    SeedRun(member: SeedImplementations.seed002, family: .resp),
    SeedRun(member: SeedImplementations.seed002, family: .date),
  ] + SeedImplementations.seed003.map { SeedRun(member: $0, family: .fact) } + [
    SeedRun(member: SeedImplementations.seed004, family: .resp),
    SeedRun(member: SeedImplementations.seed004, family: .pick),
  ]

/// Seed 000's runs, each family's stretches of cases in child processes (exit tests).
let seed000Runs =
  [ContractFamily.resp, .key, .pick].map { SeedRun(member: SeedImplementations.seed000, family: $0) }

/// Seed 000 under exit-test isolation: each stretch of cases runs in a child process, so its trap
/// becomes a `crash` violation of the clause being exercised and the rest of its clauses are still judged.
let seed000Check = ConformanceCheck(
  SeedImplementations.seed000, configuration: ConformanceConfiguration(seed: ConformanceConfiguration.defaultSeed)
) { job in
  await #expect(processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]) {
    [job = job as String] in
    await ConformanceCheck.work(job, on: SeedImplementations.seed000)
  }
}

/// The seed runs' pins.
enum SeedPins {
  static let store = PinStore<RunPin>(name: "seeds", suite: "SeedVerdictTests")
}

@Suite struct SeedVerdictTests {
  @Test("Seed verdicts with the default seed and budget", Sweeps.trait, arguments: await seedRuns)
  func verdicts(_ run: SeedRun) {
    let configuration = ConformanceConfiguration(seed: ConformanceConfiguration.defaultSeed)
    let report = ConformanceRunner(configuration: configuration).run(run.member, family: run.family)
    Self.check(report, of: run)
    // The pinned traces are counterexamples: each still breaks its clause when replayed.
    for violation in report.violations {
      let replayed = PinnedReplay.clause(
        violation.clause, breaksOn: violation.trace, implementation: run.member, family: run.family)
      #expect(replayed == violation.clause, "\(violation.clause): \(violation.trace.map(\.swiftLiteral))")
      // A follow-on's root, where its trace shows it, breaks no later than the follow-on.
      if let step = violation.rootStep {
        #expect(violation.rootClause != nil && step >= 0 && step <= violation.finding.step)
      }
    }
  }

  @Test(
    "Seed 000 under exit-test isolation: its trap is a crash of KEY-4, and the rest is still judged", Sweeps.trait,
    arguments: await seed000Runs)
  func seed000(_ run: SeedRun) async {
    let report = await seed000Check.report(for: run.family)
    Self.check(report, of: run)
    #expect(report.cases == ConformanceConfiguration().cases)
  }

  @Test("Every seed run is pinned, and every pin is a seed run")
  func everyRunIsPinned() {
    SeedPins.store.checkKeys(Set((seedRuns + seed000Runs).map(\.key)))
  }

  @Test("The seed groups, by name")
  func groups() {
    #expect(SeedImplementations.all.map(\.name) == ["seed-000", "seed-001", "seed-002", "seed-003", "seed-004"])
    #expect(SeedImplementations.all.map(\.members.count) == [1, 1, 1, 3, 1])
    #expect(SeedImplementations.seed003.map(\.capabilities.factory) == [.code, .template, .none])
  }

  /// The report agrees with its pin, has no bad oracle, and fails exactly the clauses it violates.
  static func check(_ report: FamilyReport, of run: SeedRun, sourceLocation: SourceLocation = #_sourceLocation) {
    let text = report.violations.map { FailureText.render($0) }.joined(separator: "\n\n")
    #expect(report.badOracles.isEmpty, "\(report.badOracles.map { FailureText.render($0) })")
    SeedPins.store.check(RunPin(report), key: run.key, sourceLocation: sourceLocation)
    let violated = Set(report.violations.map(\.clause))
    for (clause, verdict) in report.verdicts {
      if violated.contains(clause) {
        #expect(verdict == .fail, "\(clause)", sourceLocation: sourceLocation)
      } else {
        #expect(
          [.pass, .notExercised, .notApplicable].contains(verdict), "\(clause) is \(verdict)\n\(text)",
          sourceLocation: sourceLocation)
      }
    }
  }
}

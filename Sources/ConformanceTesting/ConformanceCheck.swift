import Foundation
import InputConformance
import InputGenerators
import Testing

/// Checks an implementation against CONFORMANCE.md from Swift Testing: every
/// clause is its own parameterized test case, known deviations are declared
/// per clause, and each failure carries its shrunk trace, diff, replay line and
/// a ready-to-paste regression test as an attachment.
///
/// ```swift
/// @MainActor let myPicker = PickerKeyboardDeclaration(name: "my-picker", make: { MyPicker() }) { picker in
///   picker.results = .closure(\.onDone)
/// }.implementation
/// @MainActor let conformance = ConformanceCheck(myPicker)
///
/// @Test(arguments: await ConformanceCheck.clauses(of: myPicker))
/// func conforms(to clause: ClauseID) async {
///   await conformance.expect(clause)
/// }
/// ```
///
/// An implementation that may trap runs in exit tests: pass an `isolation`
/// closure whose exit test hands the job to ``work(_:on:)``. A trap then fails
/// the clause being exercised, and the rest of the clauses are still judged:
///
/// ```swift
/// @MainActor let conformance = ConformanceCheck(myPicker) { job in
///   await #expect(processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]) { [job = job as String] in
///     await ConformanceCheck.work(job, on: myPicker)
///   }
/// }
/// ```
nonisolated public final class ConformanceCheck: Sendable {
  /// Runs one job in a child process and returns what it wrote (an exit test).
  public typealias Isolation = @MainActor @Sendable (_ job: String) async -> ExitTest.Result?

  /// The implementation checked.
  public let implementation: Implementation
  /// How much to run; the seed comes from `INPUT_CONTRACTS_SEED` when set.
  public let configuration: ConformanceConfiguration
  private let isolation: Isolation?
  private let timeLimit: Double
  private let cache = ReportCache()
  /// The tiers that fail a clause's test; the others are warnings (CONFORMANCE.md, "Tiers").
  public let failing: FailingTiers

  /// Creates a check.
  ///
  /// - Parameters:
  ///   - configuration: the budget; `ConformanceCheck.configurationFromEnvironment()` by default.
  ///   - timeLimit: seconds a step may take in isolation before it is a hang.
  ///   - isolation: runs jobs in exit tests; `nil` runs in this process.
  ///   - failing: the tiers that fail a test; by default defects, or what `INPUT_CONTRACTS_FAIL_ON` names
  ///     (`defect`, `quirk`, `advisory`). Unusual input is generated, and fails, only when the configuration asks.
  public init(
    _ implementation: Implementation,
    configuration: ConformanceConfiguration = ConformanceCheck.configurationFromEnvironment(),
    timeLimit: Double = 10, isolation: Isolation? = nil,
    failing: FailingTiers? = nil
  ) {
    self.implementation = implementation
    self.failing =
      failing
      ?? FailingTiers(
        threshold: ProcessInfo.processInfo.environment["INPUT_CONTRACTS_FAIL_ON"].flatMap { name in
          FailingTiers.thresholdNames.first { $0.name == name }?.tier
        } ?? .defect, unusualInput: configuration.unusualInput)
    self.configuration = configuration
    self.timeLimit = timeLimit
    self.isolation = isolation
  }

  /// The default configuration, with the seed from `INPUT_CONTRACTS_SEED` (a number, or `random`).
  public static func configurationFromEnvironment() -> ConformanceConfiguration {
    var configuration = ConformanceConfiguration()
    if let text = ProcessInfo.processInfo.environment["INPUT_CONTRACTS_SEED"] {
      if text == "random" {
        var generator = SystemRandomNumberGenerator()
        configuration.seed = generator.next()
      } else if let seed = UInt64(text) {
        configuration.seed = seed
      }
    }
    return configuration
  }

  /// The clauses that apply to `implementation`, in document order: the test arguments.
  public nonisolated static func clauses(of implementation: Implementation) -> [ClauseID] {
    ClauseCatalog.all.map(\.id).filter(implementation.capabilities.applies)
  }

  /// The report for one family, computed once and shared by every clause's test.
  public func report(for family: ContractFamily) async -> FamilyReport {
    await cache.report(for: family) { [self] in
      if let isolation {
        await IsolatedCampaign(
          implementation: implementation, family: family, configuration: configuration, timeLimit: timeLimit,
          isolation: isolation
        ).run()
      } else {
        ConformanceRunner(configuration: configuration).run(implementation, family: family)
      }
    }
  }

  /// Records the verdict of `clause` as the current test's outcome.
  ///
  /// A failure of a failing tier (a defect, by default) is an issue with the full failure text and two
  /// attachments (the trace and a regression test); a break of another tier is a warning that names its tier; a
  /// declared known deviation is a known issue, and one that passes is an issue saying so; a clause no case
  /// reached, or an unmet coverage requirement, is a warning.
  public func expect(_ clause: ClauseID, sourceLocation: SourceLocation = #_sourceLocation) async {
    // A declaration that names a retired or unknown clause is wrong whatever the verdicts.
    for problem in implementation.declarationProblems() {
      Issue.record(Comment(rawValue: problem.description), sourceLocation: sourceLocation)
    }
    let report = await report(for: clause.family)
    let verdict = report.verdicts[clause] ?? .notApplicable
    // Each fault under the clause is its own issue: a declaration excuses the fault it describes, not the clause.
    let violations = (report.violations + report.badOracles).filter { $0.clause == clause }
    switch verdict {
    case .pass, .notApplicable:
      for deviation in implementation.knownDeviations where deviation.clause == clause {
        Issue.record(
          "\(clause) passed, but \(implementation.name) declares a known deviation of it (\(deviation)): remove the declaration.",
          sourceLocation: sourceLocation)
      }
    case .notExercised:
      Issue.record(
        "\(clause) was not exercised in \(report.cases) cases (seed \(configuration.seed)): raise the budget.",
        severity: .warning, sourceLocation: sourceLocation)
    case .fail, .known:
      for (index, violation) in violations.enumerated() {
        let testName = Test.current?.name ?? "<test>"
        let replay =
          "INPUT_CONTRACTS_SEED=\(configuration.seed) swift test --filter \"\(testName)\"; the attached regression test "
          + "replays exactly this trace (token \(violation.token.encoded))"
        let tier = await tier(of: violation)
        let tierLine =
          "Tier: \(tier.tier.displayName)\(tier.quirks.map { ", needs quirks " + $0.joined(separator: " + ") } ?? "")"
          + (failing.fails(tier.tier) ? "" : " (not failing: INPUT_CONTRACTS_FAIL_ON says which tiers fail)")
        let text = tierLine + "\n" + FailureText.render(violation, replayCommand: replay)
        let suffix = violations.count > 1 ? "-\(index + 1)" : ""
        Attachment.record(text, named: "\(clause)\(suffix)-\(implementation.name).txt", sourceLocation: sourceLocation)
        Attachment.record(
          FailureText.regressionTest(violation, implementation: "<#implementation#>"),
          named: "\(clause)\(suffix)-regression-test.swift", sourceLocation: sourceLocation)
        if violation.isKnownDeviation {
          let deviation = implementation.knownDeviation(excusing: violation.signature)
          withKnownIssue(Comment(rawValue: deviation?.description ?? "declared known deviation")) {
            Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
          }
        } else if failing.fails(tier.tier) || violation.finding.isBadOracle {
          Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
        } else {
          Issue.record(Comment(rawValue: text), severity: .warning, sourceLocation: sourceLocation)
        }
      }
    }
    for coverage in report.coverage where !coverage.isMet {
      Issue.record(Comment(rawValue: coverage.description), severity: .warning, sourceLocation: sourceLocation)
    }
  }

  /// The tier of `violation`, from its quirk-free replay in this process (a trap's is not replayed: it would end
  /// the test process, so it counts as breaking without quirks too).
  @MainActor private func tier(of violation: ConformanceViolation) -> TierJudge.Judgement {
    let judge = TierJudge(evaluator: InProcessEvaluator(), quirks: configuration.quirks, members: [implementation])
    judge.replaysAbnormalEnds = false
    return judge.judge(violation)
  }

  /// The child side of ``init(_:configuration:timeLimit:isolation:)``'s isolation:
  /// runs `job` on `implementation` inside the exit test and ends the process. The exit test's body is not isolated,
  /// so the job hops to the main actor, where the platform model lives.
  nonisolated public static func work(_ job: String, on implementation: Implementation) async -> Never {
    guard let decoded = IsolatedJob(encoded: job) else {
      print("malformed job")
      exit(1)
    }
    await MainActor.run { () -> Void in IsolatedWorker.run(decoded, on: implementation) }
    exit(0)  // unreachable: the job ends the process
  }
}

/// Computes each family's report once, whichever clause's test asks first.
private actor ReportCache {
  private var tasks: [ContractFamily: Task<FamilyReport, Never>] = [:]

  func report(
    for family: ContractFamily, compute: @escaping @MainActor @Sendable () async -> FamilyReport
  ) async -> FamilyReport {
    if let task = tasks[family] { return await task.value }
    let task = Task { await compute() }
    tasks[family] = task
    return await task.value
  }
}

nonisolated extension ClauseID: CustomTestStringConvertible {
  /// `PICK-8: Done emits exactly one result…`, as the test navigator shows it.
  public var testDescription: String {
    let sentence = ClauseCatalog.clause(self).sentence
    return "\(self): " + (sentence.count > 90 ? sentence.prefix(89) + "…" : sentence)
  }
}

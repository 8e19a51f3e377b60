import Foundation
import InputConformance
import InputGenerators
import InputImplementations
import Testing

/// Stretch workers: the runner's loop in a child process, with a trap or a hang still ending only its worker, placed
/// at its evaluation, and judged exactly as case by case in case workers.
@Suite struct StretchWorkerTests {
  /// The violations as a comparable text: clause, kind, trace, and how many shrink evaluations they took.
  static func described(_ violations: [ConformanceViolation]) -> [String] {
    violations.map { "\($0.clause) \($0.finding.kind) \($0.trace.map(\.description)) \($0.shrinkEvaluations)" }
  }

  @Test("a trapping run in a stretch worker finds what case workers find, shrinks it the same way, and finishes")
  func trapsAreJudgedAsCaseByCase() {
    let implementation = FixtureImplementations.trapOnDone
    let configuration = ConformanceConfiguration(cases: 25)
    let worker = StretchWorker(executable: InputFuzzProcess.executable)
    let result = worker.run(worker.job(implementation, family: .pick, configuration: configuration))
    let caseByCase = ConformanceRunner(
      configuration: configuration, evaluator: ChildProcessEvaluator(executable: InputFuzzProcess.executable)
    ).run(implementation, family: .pick)

    #expect(result.progress.nextCase == 25 && result.progress.cases == 25)
    #expect(result.progress.badOracles.isEmpty)
    let trap = result.progress.violations.first { $0.clause == ClauseID(.pick, 8) }
    #expect(trap?.finding.kind == .crash)
    #expect(trap?.trace == [.tap, .tapAccessory(.done)])
    #expect(Self.described(result.progress.violations) == Self.described(caseByCase.violations))
    // The first worker died in the trap, and a second took over; the trap was run again in a case worker.
    #expect(worker.launches >= 3)
  }

  @Test("a hang in a stretch worker's own case is killed after the limit and reported as a hang of its clause")
  func hangsAreKilled() {
    let worker = StretchWorker(executable: InputFuzzProcess.executable, timeLimit: 0.5)
    let result = worker.run(
      worker.job(FixtureImplementations.hangOnDone, family: .pick, configuration: ConformanceConfiguration(cases: 10)))
    let hang = result.progress.violations.first { $0.finding.kind == .hang }
    #expect(hang?.clause == ClauseID(.pick, 8))
    #expect(hang?.trace.last == .tapAccessory(.done))
    #expect(worker.hangKills >= 1)
    #expect(result.progress.nextCase == 10)
  }

  @Test("a job for an unknown implementation, or a worker that cannot start, ends the run with a bad oracle saying why")
  func badJobsAreBadOracles() {
    let worker = StretchWorker(executable: InputFuzzProcess.executable)
    var job = worker.job(
      FixtureImplementations.trapOnDone, family: .pick, configuration: ConformanceConfiguration(cases: 5))
    job.implementation = "no-such-member"
    let unknown = worker.run(job)
    #expect(
      unknown.progress.badOracles.map(\.finding.detail) == [
        "the stretch worker could not run the job for no-such-member"
      ])
    #expect(unknown.progress.nextCase == 5)

    let missing = StretchWorker(executable: URL(fileURLWithPath: "/no/such/input-fuzz"))
    let failed = missing.run(
      missing.job(FixtureImplementations.trapOnDone, family: .pick, configuration: ConformanceConfiguration(cases: 5)))
    #expect(
      failed.progress.badOracles.first?.finding.detail.hasPrefix(
        "the stretch worker /no/such/input-fuzz could not start") == true)
  }

  @Test("a pool runs several implementations' families side by side, each as a runner in this process would")
  func poolMatchesTheInProcessRunner() {
    let configuration = ConformanceConfiguration(cases: 12)
    let pool = ProcessPoolEvaluator(executable: InputFuzzProcess.executable, jobs: 2)
    for implementation in [SeedImplementations.seed004, ReferenceImplementations.keyInputView] {
      let pooled = ConformanceRunner(configuration: configuration, evaluator: pool).run(implementation)
      let here = ConformanceRunner(configuration: configuration).run(implementation)
      #expect(pooled.families.map(\.family) == here.families.map(\.family))
      for (pooledFamily, hereFamily) in zip(pooled.families, here.families) {
        #expect(Self.described(pooledFamily.violations) == Self.described(hereFamily.violations))
        #expect(pooledFamily.verdicts == hereFamily.verdicts)
        #expect(pooledFamily.evidence == hereFamily.evidence)
      }
    }
  }
}

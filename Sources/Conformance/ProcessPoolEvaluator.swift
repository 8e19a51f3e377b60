#if os(macOS) || os(Linux)
  import Foundation
  import InputGenerators

  /// Runs an implementation that may trap or hang in worker processes: a single case in a case worker
  /// (``ChildProcessEvaluator``), and a whole family run in a stretch worker (``StretchWorker``), which runs the
  /// runner's loop in its own process, `jobs` runs side by side.
  ///
  /// A ``ConformanceRunner`` with this evaluator sends its whole runs (``ConformanceRunner/run(_:)``,
  /// ``ConformanceRunner/run(_:family:stored:)``, ``ConformanceRunner/firstReport(of:in:family:)``) to stretch
  /// workers, with the same results as case by case through a ``ChildProcessEvaluator`` (a trap or a hang still ends
  /// only its worker, is confirmed alone and shrunk with each candidate isolated); such a run calls no `progress`
  /// and asks no `shouldStop`.
  ///
  /// ```swift
  /// let evaluator = ProcessPoolEvaluator(executable: URL(fileURLWithPath: "/path/to/input-fuzz"))
  /// let report = ConformanceRunner(evaluator: evaluator).run(trappingImplementation)
  /// ```
  public final class ProcessPoolEvaluator: CaseEvaluator {
    /// The worker executable: a case worker with `--worker`, a stretch worker with `--stretch-worker`.
    public let executable: URL
    /// The longest a step may take before it counts as a hang.
    public let timeLimit: TimeInterval
    /// How many stretch workers run at once.
    public let jobs: Int
    private let single: ChildProcessEvaluator
    private var workers: [StretchWorker] = []

    public init(
      executable: URL, timeLimit: TimeInterval = 2, jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
      self.executable = executable
      self.timeLimit = timeLimit
      self.jobs = max(1, jobs)
      single = ChildProcessEvaluator(executable: executable, timeLimit: timeLimit)
    }

    /// Workers started in all (case and stretch workers), and how many were killed for hanging.
    public var launches: Int { single.launches + workers.reduce(0) { $0 + $1.launches } }
    public var hangKills: Int { single.hangKills + workers.reduce(0) { $0 + $1.hangKills } }

    public func evaluate(
      _ request: CaseRequest, implementation: Implementation, family: ContractFamily, settings: CaseSettings
    ) -> EvaluatedCase {
      single.evaluate(request, implementation: implementation, family: family, settings: settings)
    }

    /// A job for one run of `implementation` on `family`.
    public func job(
      _ implementation: Implementation, family: ContractFamily, configuration: ConformanceConfiguration,
      task: StretchJob.Task = .run
    ) -> StretchJob {
      var job = StretchJob(
        implementation: implementation.name, family: family, configuration: configuration,
        caseWorker: executable.path, timeLimit: timeLimit)
      job.task = task
      return job
    }

    /// Runs each job to its end (a run to the end of its budget), `jobs` at a time; the results in the jobs' order.
    public func run(_ jobs: [StretchJob]) -> [StretchResult] {
      var results: [StretchResult?] = Array(repeating: nil, count: jobs.count)
      var pending = Array(jobs.indices)
      var waiting: [Int: StretchJob] = [:]
      while workers.count < min(self.jobs, jobs.count) {
        workers.append(StretchWorker(executable: executable, timeLimit: timeLimit))
      }
      var assigned: [Int?] = Array(repeating: nil, count: workers.count)
      while true {
        for (index, worker) in workers.enumerated() where assigned[index] == nil {
          guard let next = pending.first else { break }
          pending.removeFirst()
          let job = waiting[next] ?? jobs[next]
          if let immediate = worker.start(job) {
            results[next] = immediate
          } else {
            assigned[index] = next
            waiting[next] = job
          }
        }
        guard assigned.contains(where: { $0 != nil }) else { break }
        StretchWorker.wait(for: workers, timeout: 0.1)
        for (index, worker) in workers.enumerated() {
          guard let next = assigned[index], let result = worker.check() else { continue }
          assigned[index] = nil
          if let job = waiting[next], let more = StretchWorker.continuation(of: job, after: result) {
            waiting[next] = more
            pending.insert(next, at: 0)
          } else {
            results[next] = result
          }
        }
      }
      return results.map { $0! }
    }
  }
#endif

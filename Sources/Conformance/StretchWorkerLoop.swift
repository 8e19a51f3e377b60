#if os(macOS) || os(Linux)
  import Foundation
  import InputGenerators

  /// The stretch worker side: serves ``StretchJob``s from standard input until it closes, running the runner's loop
  /// in this process (``StretchEvaluator``) and answering each job with one ``StretchResult`` line.
  ///
  /// As with ``WorkerLoop``, standard output belongs to the protocol (what the implementation prints goes to
  /// standard error), and the worker ends when its parent is gone.
  public enum StretchWorkerLoop {
    /// Serves jobs, looking implementations up by name with `lookup`.
    public static func serve(lookup: (String) -> Implementation?) {
      // Close-on-exec, so that a case worker started here does not hold the protocol's pipe (nor the shared page)
      // open after this worker dies: the parent sees the death at once.
      let output = FileHandle(fileDescriptor: fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 0), closeOnDealloc: true)
      dup2(STDERR_FILENO, STDOUT_FILENO)
      ParentWatch.start()
      let counters = SharedCounters(attachingTo: SharedCounters.workerDescriptor)
      _ = fcntl(SharedCounters.workerDescriptor, F_SETFD, FD_CLOEXEC)
      let encoder = JSONEncoder()
      func send(_ line: Data) { output.write(line + Data("\n".utf8)) }
      send(Data(StretchProtocol.readyLine.utf8))
      var caseWorker: ChildProcessEvaluator?
      while let line = readLine(strippingNewline: true) {
        guard let job = try? JSONDecoder().decode(StretchJob.self, from: Data(line.utf8)),
          let implementation = lookup(job.implementation)
        else {
          send(Data((StretchProtocol.resultPrefix + "null").utf8))
          continue
        }
        let worker =
          caseWorker.flatMap {
            $0.executable.path == job.caseWorker && $0.arguments == job.caseWorkerArguments
              && $0.timeLimit == job.timeLimit ? $0 : nil
          }
          ?? ChildProcessEvaluator(
            executable: URL(fileURLWithPath: job.caseWorker), arguments: job.caseWorkerArguments,
            timeLimit: job.timeLimit)
        caseWorker = worker
        let result = run(job, on: implementation, counters: counters, caseWorker: worker)
        guard let data = try? encoder.encode(result) else {
          send(Data((StretchProtocol.resultPrefix + "null").utf8))
          continue
        }
        send(Data(StretchProtocol.resultPrefix.utf8) + data)
      }
    }

    /// Runs one job here.
    static func run(
      _ job: StretchJob, on implementation: Implementation, counters: SharedCounters?,
      caseWorker: ChildProcessEvaluator
    ) -> StretchResult {
      counters?.reset()
      caseWorker.ledger = job.ledger
      caseWorker.slowestStep = job.slowestStep
      let (launches, hangKills) = (caseWorker.launches, caseWorker.hangKills)
      let evaluator = StretchEvaluator(counters: counters, isolatingFrom: job.isolatingFrom, caseWorker: caseWorker)
      var runner = ConformanceRunner(configuration: job.configuration, evaluator: evaluator)
      let started = DispatchTime.now().uptimeNanoseconds
      let stopsAtIsolation = job.stopsAfterIsolatedCase
      runner.shouldStop = {
        if counters.map({ $0[.stop] != 0 }) == true { return true }
        if stopsAtIsolation { return evaluator.reachedIsolation }
        guard let seconds = job.seconds else { return false }
        return Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9 >= seconds
      }
      runner.progress = { cases, violations in
        counters?[.cases] = UInt64(cases)
        counters?[.violations] = UInt64(violations)
      }
      var progress =
        job.progress
        ?? FamilyProgress(
          maxSteps: job.configuration.maxSteps, quirks: job.configuration.quirks,
          unusualInput: job.configuration.unusualInput)
      var firstReport: StretchResult.FirstReport?
      switch job.task {
      case .run:
        if job.progress == nil {
          progress = runner.replaying(job.stored, implementation: implementation, family: job.family)
        }
        progress = runner.resume(implementation, family: job.family, from: progress, startingAt: progress.nextCase)
      case .firstReport(let clause):
        firstReport = runner.firstReport(of: clause, in: implementation, family: job.family).map {
          StretchResult.FirstReport(cases: $0.cases, first: $0.first)
        }
      }
      if case .run = job.task { judgeTiers(of: &progress, on: implementation, job: job, caseWorker: caseWorker) }
      var result = StretchResult(
        progress: progress, ledger: caseWorker.ledger, slowestStep: caseWorker.slowestStep,
        launches: caseWorker.launches - launches, hangKills: caseWorker.hangKills - hangKills)
      result.firstReport = firstReport
      return result
    }

    /// Gives each violation of the run that has none its tier (``TierJudge``), here, side by side with the other
    /// stretch workers rather than one after another in the campaign; every replay runs in the case worker.
    static func judgeTiers(
      of progress: inout FamilyProgress, on implementation: Implementation, job: StretchJob,
      caseWorker: ChildProcessEvaluator
    ) {
      guard progress.violations.contains(where: { $0.tier == nil }) else { return }
      let judge = TierJudge(evaluator: caseWorker, quirks: job.configuration.quirks, members: [implementation])
      judge.isolatesEveryReplay = true
      for index in progress.violations.indices where progress.violations[index].tier == nil {
        progress.violations[index].tier = judge.judge(progress.violations[index])
      }
    }
  }
#endif

#if os(macOS) || os(Linux)
  import Foundation
  import InputGenerators

  /// A stretch worker's evaluator: each case runs in this process, its evaluation and steps told to the parent
  /// through ``SharedCounters``, except the evaluations the parent asks to isolate (from one that took an earlier
  /// worker down) and the crashes and hangs being confirmed or shrunk, which run in a case worker of this process's
  /// own (``ChildProcessEvaluator``), exactly as a campaign's cases all did before.
  final class StretchEvaluator: CaseEvaluator {
    private let counters: SharedCounters?
    private let isolatingFrom: Int?
    private let caseWorker: ChildProcessEvaluator
    /// How many evaluations this stretch has made.
    private(set) var evaluations = 0

    init(counters: SharedCounters?, isolatingFrom: Int?, caseWorker: ChildProcessEvaluator) {
      self.counters = counters
      self.isolatingFrom = isolatingFrom
      self.caseWorker = caseWorker
    }

    /// Whether an isolated evaluation was reached (the stretch then stops at the end of its case).
    var reachedIsolation: Bool { isolatingFrom.map { evaluations >= $0 } ?? false }

    func evaluate(
      _ request: CaseRequest, implementation: Implementation, family: ContractFamily, settings: CaseSettings
    ) -> EvaluatedCase {
      evaluations += 1
      if let isolatingFrom, evaluations >= isolatingFrom {
        return isolated(request, implementation: implementation, family: family, settings: settings)
      }
      guard let counters else {
        return InProcessEvaluator.run(request, implementation: implementation, family: family, settings: settings)
      }
      counters[.evaluation] = UInt64(evaluations)
      counters[.step] = 0
      counters[.beat] &+= 1
      counters.phase = .inProcess
      var stepStarted: UInt64?
      var slowest: UInt64 = 0
      let evaluated = InProcessEvaluator.run(
        request, implementation: implementation, family: family, settings: settings,
        onStep: {
          let now = DispatchTime.now().uptimeNanoseconds
          if let stepStarted { slowest = max(slowest, now - stepStarted) }
          stepStarted = now
          counters[.step] &+= 1
          counters[.beat] &+= 1
        })
      if let stepStarted { slowest = max(slowest, DispatchTime.now().uptimeNanoseconds - stepStarted) }
      counters.phase = .runner
      caseWorker.slowestStep = max(caseWorker.slowestStep, Double(slowest) / 1e9)
      return evaluated
    }

    func evaluateIsolated(
      _ request: CaseRequest, implementation: Implementation, family: ContractFamily, settings: CaseSettings
    ) -> EvaluatedCase {
      evaluations += 1
      return isolated(request, implementation: implementation, family: family, settings: settings)
    }

    private func isolated(
      _ request: CaseRequest, implementation: Implementation, family: ContractFamily, settings: CaseSettings
    ) -> EvaluatedCase {
      counters?.phase = .isolated
      defer { counters?.phase = .runner }
      return caseWorker.evaluate(request, implementation: implementation, family: family, settings: settings)
    }
  }
#endif

import Foundation
import InputConformance
import InputGenerators
import Testing

/// Runs a family's campaign in exit tests: stretch after stretch, each in a
/// child; when a child traps or hangs, the crash is shrunk (each candidate in
/// its own child), recorded against the clause being exercised, and the next
/// stretch starts after the crashing case with that crash avoided.
struct IsolatedCampaign {
  let implementation: Implementation
  let family: ContractFamily
  let configuration: ConformanceConfiguration
  let timeLimit: Double
  let isolation: ConformanceCheck.Isolation

  func run() async -> FamilyReport {
    var state = FamilyProgress(maxSteps: configuration.maxSteps, quirks: configuration.quirks)
    var start = 0
    while start < configuration.cases {
      let job = IsolatedJob(
        family: family, configuration: configuration, timeLimit: timeLimit,
        work: .campaign(start: start, progress: state))
      let lines = await output(of: job)
      var lastCase = start
      var lastProgress: WorkerProgress?
      var finished = false
      var hung = false
      for line in lines {
        if line.hasPrefix("C "), let n = Int(line.dropFirst(2)) {
          lastCase = n
          lastProgress = nil
        } else if line.hasPrefix("P ") {
          lastProgress = try? JSONDecoder().decode(WorkerProgress.self, from: Data(line.dropFirst(2).utf8))
        } else if line.hasPrefix("S "),
          let saved = try? JSONDecoder().decode(FamilyProgress.self, from: Data(line.dropFirst(2).utf8))
        {
          state = saved
        } else if line == "E" {
          finished = true
        } else if line == "H" {
          hung = true
        }
      }
      if finished { break }
      guard let progress = lastProgress else { break }
      let crash = await shrinkCrash(progress, kind: hung ? .hang : .crash, settings: state.settings)
      state.record(
        ConformanceViolation(
          implementation: implementation.name, family: family, finding: crash.finding, trace: crash.trace,
          originalLength: progress.trace.count, shrinkEvaluations: crash.evaluations, seed: configuration.seed,
          caseIndex: lastCase, casesToDetection: state.cases + 1,
          isKnownDeviation: implementation.knownDeviations[progress.clause] != nil))
      state.cases += 1
      start = lastCase + 1
    }
    return ConformanceRunner(configuration: configuration).report(implementation, family: family, progress: state)
  }

  /// Drops events one at a time while the same clause still crashes the same way.
  private func shrinkCrash(
    _ progress: WorkerProgress, kind: ViolationKind, settings: CaseSettings
  ) async -> (finding: Finding, trace: [InputEvent], evaluations: Int) {
    var trace = progress.trace
    var finding = crashFinding(progress, kind: kind)
    var evaluations = 0
    var index = 0
    while index < trace.count {
      var candidate = trace
      candidate.remove(at: index)
      evaluations += 1
      if let shorter = await crash(of: candidate, settings: settings), shorter.clause == finding.clause,
        shorter.kind == kind
      {
        trace = Array(candidate.prefix(shorter.step))
        finding = shorter
      } else {
        index += 1
      }
    }
    return (finding, trace, evaluations)
  }

  /// Runs one trace in a child; the crash finding if it trapped or hung.
  private func crash(of trace: [InputEvent], settings: CaseSettings) async -> Finding? {
    let job = IsolatedJob(
      family: family, configuration: configuration, timeLimit: timeLimit, work: .trace(trace, settings: settings))
    let lines = await output(of: job)
    guard !lines.contains("E") else { return nil }
    let last = lines.last { $0.hasPrefix("P ") }.flatMap {
      try? JSONDecoder().decode(WorkerProgress.self, from: Data($0.dropFirst(2).utf8))
    }
    return last.map { crashFinding($0, kind: lines.contains("H") ? .hang : .crash) }
  }

  private func crashFinding(_ progress: WorkerProgress, kind: ViolationKind) -> Finding {
    let event = progress.trace.last.map(String.init(describing:)) ?? "the first event"
    return Finding(
      clause: progress.clause, kind: kind, step: progress.step,
      detail: "the implementation \(kind == .crash ? "trapped" : "hung") during \"\(event)\" (in an exit test)")
  }

  private func output(of job: IsolatedJob) async -> [String] {
    guard let result = await isolation(job.encoded) else { return [] }
    return String(decoding: result.standardOutputContent, as: UTF8.self).split(separator: "\n").map(String.init)
  }
}

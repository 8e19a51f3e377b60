import Foundation
import InputConformance
import InputGenerators
import Testing

/// Runs a family's campaign in exit tests: stretch after stretch, each in a child.
///
/// When a child traps or hangs, the case is confirmed and shrunk exactly as `input-fuzz` does in its
/// worker processes: the same ``ConformanceRunner`` code (choice-level shrinking, then event deletion),
/// run in a child. Every candidate that does not crash runs in that child; one that does takes it
/// down, and the parent starts another child that is told the result of that candidate, so a shrink
/// costs one exit test per crashing candidate, not one per candidate. The crash is recorded against the
/// clause being exercised, and the next stretch starts after the crashing case with that crash avoided.
/// A trap met again while another clause is exercised is the same trap, and is not reported again.
struct IsolatedCampaign {
  let implementation: Implementation
  let family: ContractFamily
  let configuration: ConformanceConfiguration
  let timeLimit: Double
  let isolation: ConformanceCheck.Isolation

  func run() async -> FamilyReport {
    var state = FamilyProgress(
      maxSteps: configuration.maxSteps, quirks: configuration.quirks, unusualInput: configuration.unusualInput)
    var ledger = TrapLedger()
    var start = 0
    while start < configuration.cases {
      let job = IsolatedJob(
        family: family, configuration: configuration, timeLimit: timeLimit,
        work: .campaign(start: start, progress: state))
      let output = await ExitTestOutput.of(job, isolation: isolation)
      var lastCase = start
      var caseLine = -1
      var finished = false
      for (index, line) in output.lines.enumerated() {
        if line.hasPrefix("C "), let n = Int(line.dropFirst(2)) {
          lastCase = n
          caseLine = index
        } else if line.hasPrefix("S "),
          let saved = try? JSONDecoder().decode(FamilyProgress.self, from: Data(line.dropFirst(2).utf8))
        {
          state = saved
        } else if line == "E" {
          finished = true
        }
      }
      if finished { break }
      guard let progress = output.lastProgress(after: caseLine) else { break }
      state.cases += 1
      state.nextCase = lastCase + 1
      start = lastCase + 1
      // No finding: a trap already reported while another clause was exercised.
      let found = output.death(last: progress, limit: timeLimit)
        .evaluated(implementation: implementation, family: family, settings: state.settings, ledger: &ledger)
      guard let finding = found.outcome.finding else { continue }
      let work = IsolatedJob.ShrinkWork(
        finding: finding, found: found, settings: state.settings, caseIndex: lastCase,
        casesToDetection: state.cases, known: [])
      if let violation = await confirmAndShrink(work, ledger: &ledger) { state.record(violation) }
    }
    return ConformanceRunner(configuration: configuration).report(implementation, family: family, progress: state)
  }

  /// Confirms and shrinks a crash or a hang in children: each child runs the shrink until a candidate
  /// takes it down; that candidate's result is added to what the next child is told.
  private func confirmAndShrink(
    _ initial: IsolatedJob.ShrinkWork, ledger: inout TrapLedger
  ) async
    -> ConformanceViolation?
  {
    var work = initial
    while true {
      let job = IsolatedJob(family: family, configuration: configuration, timeLimit: timeLimit, work: .shrink(work))
      let output = await ExitTestOutput.of(job, isolation: isolation)
      if let line = output.lines.last(where: { $0.hasPrefix("V ") }) {
        return try? JSONDecoder().decode(ConformanceViolation?.self, from: Data(line.dropFirst(2).utf8))
      }
      guard let index = output.lines.lastIndex(where: { $0.hasPrefix("Q ") }),
        let question = try? JSONDecoder().decode(
          IsolatedJob.Question.self, from: Data(output.lines[index].dropFirst(2).utf8)),
        !work.known.contains(where: { $0.request == question.request && $0.settings == question.settings })
      else {
        // The child died outside any case, or on a case it was told about: nothing more can be learnt.
        return nil
      }
      let limit = question.settings.stepLimit == .quick ? IsolatedJob.quickLimit(timeLimit) : timeLimit
      let result = output.death(last: output.lastProgress(after: index), limit: limit)
        .evaluated(implementation: implementation, family: family, settings: question.settings, ledger: &ledger)
      work.known.append(IsolatedJob.KnownCase(request: question.request, settings: question.settings, result: result))
    }
  }
}

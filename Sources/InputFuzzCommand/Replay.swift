import Foundation
import InputConformance
import InputGenerators
import InputReference

/// `--replay TOKEN`: re-runs one failing case on each selected member judged on its family, in a worker.
struct Replay {
  let token: ConformanceToken
  let members: [Implementation]
  let evaluator: ChildProcessEvaluator
  let program: String
  /// The UIKit quirks the model reproduces while replaying.
  var quirks: PlatformQuirks = .all
  let printError: (String) -> Void

  /// Replays the token; returns the exit status.
  func run() -> Int32 {
    let members = members.filter { $0.capabilities.families.contains(token.family) }
    guard !members.isEmpty else {
      printError("no selected implementation is judged on the \(token.family.rawValue) family")
      return 2
    }
    var status: Int32 = 0
    for member in members {
      let evaluated = evaluator.evaluate(
        .events(token.events), implementation: member, family: token.family,
        settings: CaseSettings(maxSteps: .max, quirks: quirks))
      if let index = evaluated.outcome.impossibleEvent {
        // A group's members differ (Close instead of Done, say): a trace one of them cannot take is skipped;
        // for the only member asked for, it is an error.
        let reason = "event \(index + 1) of the token (\(token.events[index])) cannot happen in that state"
        if members.count == 1 {
          printError("\(reason) for \(member.name); the trace was not replayed past it")
          status = 2
        } else {
          print("\(member.name): skipped, \(reason).")
        }
        continue
      }
      guard let finding = evaluated.outcome.finding else {
        print("\(member.name): the \(token.events.count)-event trace passes every \(token.family.prefix) clause.")
        continue
      }
      let violation = ConformanceViolation(
        implementation: member.name, family: token.family, finding: finding, trace: evaluated.outcome.trace,
        originalLength: token.events.count, shrinkEvaluations: 0, seed: 0, caseIndex: -1, casesToDetection: 0,
        isKnownDeviation: member.declares(finding, on: evaluated.outcome.trace))
      print(FailureText.render(violation, replayCommand: FailureText.replayCommand(violation, program: program)))
      if finding.isBadOracle { status = 3 } else if !violation.isKnownDeviation, status == 0 { status = 1 }
    }
    return status
  }
}

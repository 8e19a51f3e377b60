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
      status = max(status, replay(on: member, alone: members.count == 1))
    }
    return status
  }

  /// Replays the token on `member`: a break the member declares is printed as known and set aside, and the trace
  /// goes on to the first break it does not declare (as a run goes on past a declared fault); returns the status.
  private func replay(on member: Implementation, alone: Bool) -> Int32 {
    var settings = CaseSettings(maxSteps: .max, quirks: quirks)
    var declaredSeen = 0
    while true {
      let evaluated = evaluator.evaluate(
        .events(token.events), implementation: member, family: token.family, settings: settings)
      if let index = evaluated.outcome.impossibleEvent {
        // A group's members differ (Close instead of Done, say): a trace one of them cannot take is skipped;
        // for the only member asked for, it is an error.
        let reason = "event \(index + 1) of the token (\(token.events[index])) cannot happen in that state"
        guard alone else {
          print("\(member.name): skipped, \(reason).")
          return 0
        }
        printError("\(reason) for \(member.name); the trace was not replayed past it")
        return 2
      }
      guard let finding = evaluated.outcome.finding else {
        let declared = declaredSeen == 0 ? "" : " but the \(declaredSeen) declared above"
        let family = token.family.prefix
        print("\(member.name): the \(token.events.count)-event trace passes every \(family) clause\(declared).")
        return 0
      }
      let violation = ConformanceViolation(
        implementation: member.name, family: token.family, finding: finding, trace: evaluated.outcome.trace,
        originalLength: token.events.count, shrinkEvaluations: 0, seed: 0, caseIndex: -1, casesToDetection: 0,
        isKnownDeviation: member.declares(finding, on: evaluated.outcome.trace))
      print(FailureText.render(violation, replayCommand: FailureText.replayCommand(violation, program: program)))
      if finding.isBadOracle { return 3 }
      let signature = FaultSignature(finding, trace: evaluated.outcome.trace)
      let setAside = settings.tolerated[signature.clause, default: []]
      guard violation.isKnownDeviation, !setAside.contains(where: { $0.isSameFault(as: signature) }) else {
        return violation.isKnownDeviation ? 0 : 1
      }
      settings.tolerated[signature.clause, default: []].append(signature)
      declaredSeen += 1
    }
  }
}

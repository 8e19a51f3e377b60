import Foundation
import InputConformance
import InputGenerators
import InputImplementations

/// One fuzzing campaign: every selected implementation and family, in child processes.
struct Campaign {
  let options: FuzzOptions
  let seed: UInt64
  let groups: [ImplementationGroup]
  let workerExecutable: URL

  /// One implementation-family slot's outcome.
  struct Slot {
    var group: String
    var report: FamilyReport
    var seconds: Double
  }

  /// Runs the campaign; stores each violation as it is found.
  func run(store: ConformanceStore, stored: [StoredCase], warn: (String) -> Void) -> [Slot] {
    let evaluator = ChildProcessEvaluator(executable: workerExecutable, timeLimit: options.caseTimeLimit)
    let slots = groups.flatMap { group in
      group.members.flatMap { member in
        member.families.filter(options.families.contains).map { (group.name, member, $0) }
      }
    }
    let cases: Int
    var deadline: Date?
    switch options.budget {
    case .cases(let count): cases = count
    case .seconds(let seconds):
      cases = Int.max / 2
      deadline = Date().addingTimeInterval(seconds)
    }
    var progress = ProgressLine()
    var results: [Slot] = []
    var violationsSoFar = 0
    for (position, (groupName, member, family)) in slots.enumerated() {
      if Interrupt.wasRequested { break }
      let started = Date()
      let slotDeadline = deadline.map { end in
        started.addingTimeInterval(max(0.05, end.timeIntervalSince(started) / Double(slots.count - position)))
      }
      var runner = ConformanceRunner(
        configuration: ConformanceConfiguration(seed: seed, cases: cases, shard: options.shard), evaluator: evaluator)
      runner.shouldStop = { Interrupt.wasRequested || slotDeadline.map { Date() >= $0 } ?? false }
      let before = violationsSoFar
      runner.progress = { done, found in
        let rate = Double(done) / max(Date().timeIntervalSince(started), 0.001)
        progress.update(
          "\(member.name) · \(family.rawValue) · \(done) cases · \(Int(rate)) cases/s · \(before + found) violations")
      }
      let replays = stored.filter { $0.implementation == member.name && $0.family == family }
        .compactMap { try? ConformanceToken(parsing: $0.token).events }
      let report = runner.run(member, family: family, stored: replays)
      violationsSoFar += report.violations.count + report.badOracles.count
      for violation in report.violations + report.badOracles {
        do {
          try store.save(violation)
        } catch {
          warn("could not store the failing case in \(store.directory.path): \(error)")
        }
      }
      let seconds = Date().timeIntervalSince(started)
      progress.update(
        "\(member.name) · \(family.rawValue) · \(report.cases) cases in \(String(format: "%.1f", seconds)) s · "
          + "\(violationsSoFar) violations", force: true)
      results.append(Slot(group: groupName, report: report, seconds: seconds))
    }
    progress.finish()
    return results
  }
}

import Foundation
import InputConformance
import InputGenerators
import InputImplementations
import Testing

/// Measurements, not checks: run only when `INPUT_CONTRACTS_MUTANT_SEEDS` is set.
///
/// - `INPUT_CONTRACTS_MUTANT_SEEDS=default` prints, per mutant, what the default budget reports.
/// - `INPUT_CONTRACTS_MUTANT_SEEDS=100` also prints the detection rate of each mutant's clause over
///   seeds 1…100 and the median cases to detection (the runner's loop without shrinking, which
///   does not change when a clause is first found).
@Suite struct MutantSeedSweep {
  static let setting = ProcessInfo.processInfo.environment["INPUT_CONTRACTS_MUTANT_SEEDS"]
  static let filter = ProcessInfo.processInfo.environment["INPUT_CONTRACTS_MUTANT_FILTER"]

  static var mutants: [Mutant] {
    MutantCatalogue.all.filter { mutant in !mutant.traps && (filter.map { mutant.id.contains($0) } ?? true) }
  }

  @Test(.enabled(if: setting != nil)) func defaultBudget() async {
    let rows = await withTaskGroup(of: (Int, String).self) { group in
      for (index, mutant) in Self.mutants.enumerated() {
        group.addTask {
          let start = Date()
          let report = ConformanceRunner(configuration: ConformanceConfiguration()).run(
            mutant.implementation, family: mutant.family)
          let hit = report.violations.first { $0.clause == mutant.clause }
          let found = report.violations.map { "\($0.clause)@\($0.casesToDetection)/\($0.trace.count)" }
          let line =
            "DEFAULT \(mutant.id) | \(mutant.clause) | min \(mutant.minimalTrace.count) | "
            + (hit.map { "caught @\($0.casesToDetection) shrunk \($0.trace.count)" } ?? "NOT CAUGHT")
            + " | all: \(found.joined(separator: " ")) | \(String(format: "%.1f", Date().timeIntervalSince(start))) s"
            + (hit.map { " | trace: \($0.trace.map(\.description).joined(separator: "; "))" } ?? "")
          return (index, line)
        }
      }
      var rows: [(Int, String)] = []
      for await row in group { rows.append(row) }
      return rows.sorted { $0.0 < $1.0 }.map(\.1)
    }
    for row in rows { print(row) }
  }

  @Test(.enabled(if: setting.flatMap(Int.init) != nil)) func seedSweep() async {
    let seeds = Self.setting.flatMap(Int.init) ?? 0
    let rows = await withTaskGroup(of: (Int, String).self) { group in
      for (index, mutant) in Self.mutants.enumerated() {
        group.addTask {
          var detections: [Int] = []
          for seed in 1...seeds {
            if let cases = Self.casesToDetection(mutant, seed: UInt64(seed)) { detections.append(cases) }
          }
          detections.sort()
          let median = detections.isEmpty ? "-" : "\(detections[detections.count / 2])"
          return (index, "SWEEP \(mutant.id) | \(mutant.clause) | \(detections.count)/\(seeds) | median \(median)")
        }
      }
      var rows: [(Int, String)] = []
      for await row in group { rows.append(row) }
      return rows.sorted { $0.0 < $1.0 }.map(\.1)
    }
    for row in rows { print(row) }
  }

  /// The runner's case loop for one seed, without shrinking: the case number that first reports the clause.
  static func casesToDetection(_ mutant: Mutant, seed: UInt64) -> Int? {
    ConformanceRunner(configuration: ConformanceConfiguration(seed: seed))
      .casesToDetect(mutant.clause, in: mutant.implementation, family: mutant.family)
  }
}

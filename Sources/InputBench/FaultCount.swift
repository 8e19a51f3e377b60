import Foundation
import InputConformance
import InputImplementations

/// Section "faults": every single-fault mutant over seeds 1…N at the default budget, with the number of faults the
/// full run reports (``Fault``, as `input-fuzz` counts them): one is right; more means a fault was split (or the suite reports a fault the
/// mutant does not have), none means it was missed. Also how often the mutant's own clause is reported more than
/// once as a root (a second fault under one clause, which a single-fault mutant never has).
enum FaultCount {
  struct Row: Codable {
    var mutant: String
    var origin: String
    var clause: String
    var seeds: Int
    /// Seeds with exactly one fault.
    var exactlyOne: Int
    /// Per seed, the number of faults.
    var faults: [Int]
    /// Seeds where the mutant's clause has more than one root violation.
    var clauseSplit: Int
    /// For those seeds, each root violation of the clause: how it broke, and its shrunk trace.
    var splits: [[String]]
  }

  static func rows(seeds: Int, isolated: ProcessPoolEvaluator) -> [Row] {
    // Child processes for every mutant, as `input-fuzz` runs: a full run reaches paths the detection loop does not
    // (a setter that notifies can recurse without end).
    SideBySide.map(MutantCatalogue.all, like: isolated) { mutant, isolated in
      var row = Row(
        mutant: mutant.id, origin: mutant.origin.rawValue, clause: mutant.clause.description, seeds: seeds,
        exactlyOne: 0, faults: [], clauseSplit: 0, splits: [])
      for seed in 1...max(1, seeds) {
        let configuration = ConformanceConfiguration(seed: UInt64(seed), unusualInput: true)
        let report = ConformanceRunner(configuration: configuration, evaluator: isolated).run(
          mutant.implementation, family: mutant.family)
        let faults = Fault.faults(of: report.violations).count
        row.faults.append(faults)
        if faults == 1 { row.exactlyOne += 1 }
        let roots = report.violations.filter { $0.clause == mutant.clause && !$0.isFollowOn }
        if roots.count > 1 {
          row.clauseSplit += 1
          row.splits.append(roots.map { "\($0.signature) on " + $0.trace.map(\.description).joined(separator: "; ") })
        }
      }
      return row
    }
  }

  /// The summary line: (mutant, seed) pairs with exactly one fault, and with the mutant's clause split.
  static func summary(_ rows: [Row]) -> String {
    let pairs = rows.reduce(0) { $0 + $1.seeds }
    let one = rows.reduce(0) { $0 + $1.exactlyOne }
    let split = rows.reduce(0) { $0 + $1.clauseSplit }
    let percent = pairs == 0 ? 0 : Double(one) * 100 / Double(pairs)
    return "   exactly one fault: \(one) of \(pairs) (mutant, seed) pairs (\(String(format: "%.1f", percent))%); "
      + "the mutant's clause reported as two or more root faults: \(split) pairs"
  }
}

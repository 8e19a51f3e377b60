import Foundation
import InputConformance
import InputGenerators
import InputImplementations

/// Section "catalogue": every mutant over seeds 1…N at the default budget, reported per origin (the v1 catalogue
/// and the mutants written since; every one of them was seen and tuned on): caught (its clause
/// reported), root (the first fault the run reports is its declared clause) and minimal (the shrunk
/// trace no longer than the trace written by hand from the clause's sentence).
enum Catalogue {
  struct Row: Codable {
    var mutant: String
    var origin: String
    var clause: String
    var seeds: Int
    var caught: Int
    var root: Int
    var minimal: Int
    /// Per seed whose first fault is not the declared clause: that fault's clause, marked `(same step)` when the
    /// declared clause broke at the same step as a follow-on.
    var instead: [String: Int] = [:]
  }

  static func rows(seeds: Int, base: Int = 0, isolated: ProcessPoolEvaluator) -> [Row] {
    SideBySide.map(MutantCatalogue.all, like: isolated) { mutant, isolated in
      let evaluator: any CaseEvaluator = mutant.traps ? isolated : InProcessEvaluator()
      var row = Row(
        mutant: mutant.id, origin: mutant.origin.rawValue, clause: mutant.clause.description, seeds: seeds, caught: 0,
        root: 0, minimal: 0)
      for seed in base + 1...base + max(1, seeds) {
        var configuration = ConformanceConfiguration(seed: UInt64(seed), unusualInput: true)
        guard let (cases, first) = detection(of: mutant, configuration: configuration, evaluator: evaluator) else {
          continue
        }
        row.caught += 1
        if first.clause == mutant.clause {
          row.root += 1
        } else {
          let sameStep = first.followOns.contains(mutant.clause) ? " (same step)" : ""
          row.instead["\(first.clause)\(sameStep)", default: 0] += 1
        }
        configuration.stopsAfter = cases
        configuration.shrinksOnly = [mutant.clause]
        let report = ConformanceRunner(configuration: configuration, evaluator: evaluator).run(
          mutant.implementation, family: mutant.family)
        if let violation = report.violations.first(where: { $0.clause == mutant.clause }),
          violation.trace.count <= mutant.minimalTrace.count
        {
          row.minimal += 1
        }
      }
      return row
    }
  }

  /// The case (1-based) at which the default loop first reports the mutant's clause, and the clause
  /// of the first fault it reports at all; `nil` when the budget never reports the mutant's clause.
  static func detection(
    of mutant: Mutant, configuration: ConformanceConfiguration, evaluator: any CaseEvaluator
  ) -> (cases: Int, first: Finding)? {
    ConformanceRunner(configuration: configuration, evaluator: evaluator).firstReport(
      of: mutant.clause, in: mutant.implementation, family: mutant.family)
  }

  /// The summary line of one origin.
  static func summary(_ rows: [Row], origin: String) -> String {
    let part = rows.filter { $0.origin == origin }
    let pairs = part.reduce(0) { $0 + $1.seeds }
    let caught = part.filter { $0.caught * 100 >= $0.seeds * 99 }.count
    let rooted = part.filter { $0.root * 10 >= $0.seeds * 9 }.count
    let minimal = part.reduce(0) { $0 + $1.minimal }
    return "   \(origin): \(part.count) mutants; caught on at least 99% of seeds: \(caught) of \(part.count); "
      + "root = declared on at least 90% of seeds: \(rooted) of \(part.count); "
      + "minimal: \(minimal) of \(pairs) (mutant, seed) pairs"
  }
}

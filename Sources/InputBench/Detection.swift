import Foundation
import InputConformance
import InputGenerators
import InputImplementations

/// Section 2: for every mutant and every seed bug, over many seeds, how often the default
/// budget catches it and after how many cases.
enum Detection {
  struct Row: Codable {
    var subject: String
    var clause: String
    var seeds: Int
    var caught: Int
    var medianCases: Double?
    var worstCases: Int?
    var rate: Double { seeds == 0 ? 0 : Double(caught) / Double(seeds) }
  }

  static func mutants(seeds: Int, isolated: ProcessPoolEvaluator) -> [Row] {
    SideBySide.map(MutantCatalogue.all, like: isolated) { mutant, isolated in
      let evaluator: any CaseEvaluator = mutant.traps ? isolated : InProcessEvaluator()
      return row(
        subject: "mutant/\(mutant.id)", clause: mutant.clause, seeds: seeds,
        members: [(mutant.implementation, mutant.family)], evaluator: evaluator)
    }
  }

  static func seedBugs(seeds: Int, isolated: ProcessPoolEvaluator) -> [Row] {
    SideBySide.map(SeedFailureExplanations.failures, like: isolated) { failure, isolated -> Row? in
      let (seed, clause) = failure
      guard let group = BundledImplementations.named(seed) else { return nil }
      let members = group.members.flatMap { member in member.families.map { (member, $0) } }
      let traps = seed == "seed-000"
      return row(
        subject: seed, clause: clause, seeds: seeds, members: members,
        evaluator: traps ? isolated : InProcessEvaluator())
    }.compactMap { $0 }
  }

  /// Detection over seeds 1…`seeds`: the fewest cases any member and family needed.
  static func row(
    subject: String, clause: ClauseID, seeds: Int, members: [(Implementation, ContractFamily)],
    evaluator: any CaseEvaluator
  ) -> Row {
    var detections: [Int] = []
    for seed in 1...max(1, seeds) {
      let runner = ConformanceRunner(
        configuration: ConformanceConfiguration(seed: UInt64(seed), unusualInput: true), evaluator: evaluator)
      let found = members.compactMap { runner.casesToDetect(clause, in: $0.0, family: $0.1) }.min()
      if let found { detections.append(found) }
    }
    return Row(
      subject: subject, clause: clause.description, seeds: seeds, caught: detections.count,
      medianCases: median(detections), worstCases: detections.max())
  }
}

import Foundation
import InputConformance
import InputImplementations

/// Section "evidence": for every bundled implementation (the reference configurations and the seed ports), over
/// seeds B+1…B+N at the default budget, how many checked steps each clause that applies to it gets in the run of all
/// its families (the evidence behind a pass). The floor of CONFORMANCE.md ("Evidence floor") is met where no
/// clause has fewer.
enum EvidenceFloor {
  struct Row: Codable {
    var implementation: String
    var clause: String
    var seeds: Int
    /// Per seed, the checked steps (merged over the implementation's families).
    var evidence: [Int]
    /// Per seed, the verdict over the run of all families (pass, fail, known, not exercised).
    var verdicts: [String]
    /// The least evidence on a seed where the clause was not broken (a broken clause needs no evidence to fail).
    var least: Int {
      zip(evidence, verdicts).filter { $0.1 == Verdict.pass.rawValue || $0.1 == Verdict.notExercised.rawValue }
        .map(\.0).min() ?? .max
    }
  }

  static func rows(seeds: Int, base: Int, isolated: ProcessPoolEvaluator) -> [Row] {
    let members = BundledImplementations.all.flatMap { group in group.members.map { (group.name, $0) } }
    return SideBySide.map(members, like: isolated) { pair, isolated in
      // A port that traps runs its cases in child processes, as `input-fuzz` does.
      let evaluator: any CaseEvaluator = pair.0 == "seed-000" ? isolated : InProcessEvaluator()
      return rows(pair.1, seeds: seeds, base: base, evaluator: evaluator)
    }.flatMap { $0 }
  }

  static func rows(_ member: Implementation, seeds: Int, base: Int, evaluator: any CaseEvaluator) -> [Row] {
    let applicable = ClauseCatalog.all.map(\.id).filter(member.capabilities.applies)
    var rows = applicable.map {
      Row(implementation: member.name, clause: $0.description, seeds: seeds, evidence: [], verdicts: [])
    }
    for seed in (base + 1)...(base + max(1, seeds)) {
      let runner = ConformanceRunner(
        configuration: ConformanceConfiguration(seed: UInt64(seed), unusualInput: true), evaluator: evaluator)
      let report = runner.run(member)
      let verdicts = report.verdicts
      for (index, clause) in applicable.enumerated() {
        rows[index].evidence.append(report.families.reduce(0) { $0 + $1.evidence[clause, default: 0] })
        rows[index].verdicts.append((verdicts[clause] ?? .notApplicable).rawValue)
      }
    }
    return rows
  }

  /// The rows of clauses short of `floor` on some seed, as a table.
  static func table(_ rows: [Row], floor: Int) -> [[String]] {
    let header = ["implementation", "clause", "least", "median", "not exercised"]
    return [header]
      + rows.filter { $0.least < floor }.map { row in
        let unexercised = row.verdicts.filter { $0 == Verdict.notExercised.rawValue }.count
        return [
          row.implementation, row.clause, String(row.least), format(median(row.evidence) ?? 0, digits: 1),
          String(unexercised),
        ]
      }
  }

  /// The summary: the least evidence of any clause on any seed, and the clauses short of `floor` somewhere.
  static func summary(_ rows: [Row], floor: Int) -> String {
    let least = rows.filter { $0.least < .max }.min { $0.least < $1.least }
    let short = rows.filter { $0.least < floor }
    let unexercised = rows.reduce(0) { $0 + $1.verdicts.filter { $0 == Verdict.notExercised.rawValue }.count }
    return "   least evidence: \(least.map { "\($0.least) (\($0.implementation), \($0.clause))" } ?? "none"); "
      + "(implementation, clause) pairs below \(floor) on some seed: \(short.count) of \(rows.count); "
      + "(implementation, clause, seed) triples not exercised: \(unexercised)"
  }
}

import Foundation
import InputConformance
import InputGenerators
import InputImplementations
import InputShrinkingChallenges

/// Section 3: shrunk trace length against the known minimum, per mutant; section 4: the
/// public shrinking challenge.
enum Shrinking {
  struct MutantRow: Codable {
    var mutant: String
    var clause: String
    var minimalLength: Int
    var shrunkLength: Int?
    var shrinkEvaluations: Int?
    var seconds: Double
    var childProcesses: Bool
  }

  struct ChallengeRow: Codable {
    var challenge: String
    var runs: Int
    var seedBase: Int
    var found: Int
    var ideal: Int
    var meanShrinkEvaluations: Double
    var hypothesisIdeal: Int?
    var hypothesisFound: Int?
    var hypothesisMeanShrinkEvaluations: Double?
  }

  static func mutants(isolated: ProcessPoolEvaluator) -> [MutantRow] {
    MutantCatalogue.all.map { mutant in
      let evaluator: any CaseEvaluator = mutant.traps ? isolated : InProcessEvaluator()
      let run = timed {
        ConformanceRunner(configuration: ConformanceConfiguration(unusualInput: true), evaluator: evaluator)
          .run(mutant.implementation, family: mutant.family)
      }
      let violation = run.value.violations.first { $0.clause == mutant.clause }
      return MutantRow(
        mutant: mutant.id, clause: mutant.clause.description, minimalLength: mutant.minimalTrace.count,
        shrunkLength: violation?.trace.count, shrinkEvaluations: violation?.shrinkEvaluations, seconds: run.seconds,
        childProcesses: mutant.traps)
    }
  }

  /// Seed 000's crash: the time to find and shrink it with every case in a child process.
  static func seed000Crash(isolated: ProcessPoolEvaluator) -> MutantRow {
    let run = timed {
      ConformanceRunner(configuration: ConformanceConfiguration(unusualInput: true), evaluator: isolated)
        .run(SeedImplementations.seed000, family: .key)
    }
    let violation = run.value.violations.first { $0.clause == ClauseID(.key, 4) }
    return MutantRow(
      mutant: "seed-000 (KEY-4, whole key campaign)", clause: "KEY-4", minimalLength: 2,
      shrunkLength: violation?.trace.count, shrinkEvaluations: violation?.shrinkEvaluations, seconds: run.seconds,
      childProcesses: true)
  }

  /// Runs every challenge on seeds `7919 * k` for `k` in `base * runs + 1 ... base * runs + runs` (base 0 is
  /// the published set of seeds; other bases are fresh seeds of the same kind).
  static func challenges(runs: Int, base: Int = 0, hypothesis: [String: HypothesisFigures]) -> [ChallengeRow] {
    let runs = max(1, runs)
    return ShrinkingChallenge.all.map { challenge in
      var found = 0
      var ideal = 0
      var evaluations = 0
      for k in (base * runs + 1)...(base * runs + runs) {
        let run = challenge.run(seed: UInt64(7_919 * k))
        guard run.found else { continue }
        found += 1
        evaluations += run.evaluations
        if let shrunk = run.shrunk, challenge.ideals.contains(shrunk) { ideal += 1 }
      }
      let peer = hypothesis[challenge.name]
      return ChallengeRow(
        challenge: challenge.name, runs: runs, seedBase: base, found: found, ideal: ideal,
        meanShrinkEvaluations: found == 0 ? 0 : Double(evaluations) / Double(found), hypothesisIdeal: peer?.ideal,
        hypothesisFound: peer?.found, hypothesisMeanShrinkEvaluations: peer?.meanShrinkEvaluations)
    }
  }

  /// Hypothesis's figures from the same session (Benchmarks/results/hypothesis.json).
  struct HypothesisFigures {
    var found: Int
    var ideal: Int
    var meanShrinkEvaluations: Double
  }

  /// Reads the peer figures; the file's challenge names are matched loosely (case, spaces, dashes).
  static func loadHypothesis(_ url: URL) -> [String: HypothesisFigures] {
    guard let data = try? Data(contentsOf: url), let json = try? JSONSerialization.jsonObject(with: data) else {
      return [:]
    }
    let entries: [[String: Any]] =
      (json as? [String: Any]).flatMap { $0["challenges"] as? [[String: Any]] } ?? (json as? [[String: Any]]) ?? []
    func key(_ name: String) -> String { name.lowercased().filter(\.isLetter) }
    var byKey: [String: HypothesisFigures] = [:]
    for entry in entries {
      guard let name = (entry["challenge"] ?? entry["name"]) as? String else { continue }
      let found = (entry["failures_found"] ?? entry["found"]) as? Int ?? 0
      let ideal = (entry["ideal_reached"] ?? entry["ideal"]) as? Int ?? 0
      let mean = (entry["mean_shrink_evaluations"] ?? entry["meanShrinkEvaluations"]) as? Double ?? 0
      byKey[key(name)] = HypothesisFigures(found: found, ideal: ideal, meanShrinkEvaluations: mean)
    }
    var result: [String: HypothesisFigures] = [:]
    for challenge in ShrinkingChallenge.all {
      if let figures = byKey[key(challenge.name)] { result[challenge.name] = figures }
    }
    return result
  }
}

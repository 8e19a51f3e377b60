import Foundation
import InputGenerators
import InputShrinkingChallenges
import Testing

@Suite struct ShrinkingChallengeTests {
  static let seeds: [UInt64] = [1, 2, 3, 4, 5]

  @Test(arguments: ShrinkingChallenge.all.map(\.name))
  func reachesTheIdealCounterexample(_ name: String) {
    let challenge = ShrinkingChallenge.all.first { $0.name == name }!
    for seed in Self.seeds {
      let run = challenge.run(seed: seed)
      #expect(run.found, "\(name): no failure found with seed \(seed)")
      if let shrunk = run.shrunk {
        #expect(
          challenge.ideals.contains(shrunk),
          "\(name), seed \(seed): reached \(shrunk) after \(run.evaluations) evaluations; ideal \(challenge.ideals)")
      }
    }
  }

  /// Measures every challenge over many seeds; enable with `INPUT_CONTRACTS_CHALLENGE_RUNS=100`.
  @Test func shrinkingChallengeReport() {
    guard let text = ProcessInfo.processInfo.environment["INPUT_CONTRACTS_CHALLENGE_RUNS"], let runs = Int(text)
    else { return }
    var passLines: [String] = []
    var lines = [
      "| challenge | found | ideal | mean shrink evaluations | not ideal (examples) |", "|---|---|---|---|---|",
    ]
    for challenge in ShrinkingChallenge.all {
      var found = 0
      var ideal = 0
      var evaluations = 0
      var misses: [String: Int] = [:]
      var passes: [String: ShrinkPassStatistics] = [:]
      for seed in 1...UInt64(runs) {
        let run = challenge.run(seed: seed * 7_919)
        guard run.found, let shrunk = run.shrunk else { continue }
        found += 1
        evaluations += run.evaluations
        for (pass, statistics) in run.passStatistics {
          passes[pass, default: ShrinkPassStatistics()].evaluations += statistics.evaluations
          passes[pass, default: ShrinkPassStatistics()].successes += statistics.successes
        }
        if challenge.ideals.contains(shrunk) { ideal += 1 } else { misses[shrunk, default: 0] += 1 }
      }
      let mean = found == 0 ? 0 : Double(evaluations) / Double(found)
      let examples = misses.sorted { $0.value > $1.value }.prefix(2).map { "\($0.key) ×\($0.value)" }
      lines.append(
        "| \(challenge.name) | \(found)/\(runs) | \(ideal)/\(runs) | \(String(format: "%.1f", mean)) | "
          + "\(examples.joined(separator: "; ")) |")
      let costs = passes.sorted { $0.value.evaluations > $1.value.evaluations }.prefix(6)
        .map { "\($0.key) \($0.value.evaluations / max(found, 1))/\($0.value.successes / max(found, 1))" }
      passLines.append("\(challenge.name): \(costs.joined(separator: ", "))")
    }
    print(lines.joined(separator: "\n"))
    print(passLines.joined(separator: "\n"))
  }
}

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
}

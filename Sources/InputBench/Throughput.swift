import Foundation
import InputConformance
import InputGenerators
import InputImplementations

/// Section 1: event steps per second of the checking loop, its overhead against the
/// implementation alone, and the engine's raw drawing speed.
enum Throughput {
  struct FamilyRow: Codable {
    var family: String
    var implementation: String
    var cases: Int
    var steps: Int
    var loopStepsPerSecond: Double
    var aloneStepsPerSecond: Double
    var overhead: Double
  }

  struct EngineRow: Codable {
    var combinatorChoicesPerSecond: Double
    var bareDrawsPerSecond: Double
    var ratio: Double
  }

  /// The representative implementation of each family: a reference configuration.
  static let subjects: [(ContractFamily, Implementation)] = [
    (.resp, ReferenceImplementations.transactionalPicker),
    (.key, ReferenceImplementations.keyInputView),
    (.pick, ReferenceImplementations.livePicker),
    (.date, ReferenceImplementations.dateKeyboard),
    (.fact, ReferenceImplementations.all.last!),
  ]

  static func families(cases: Int, repeats: Int) -> [FamilyRow] {
    subjects.map { family, implementation in
      var traces: [[InputEvent]] = []
      for index in 0..<cases {
        var context = DrawContext(seed: CaseSeed.derive(runSeed: 1, caseIndex: index))
        let outcome = try? CaseExecution(implementation: implementation, family: family).run(drawingFrom: &context)
        traces.append(outcome?.trace ?? [])
      }
      let steps = traces.reduce(0) { $0 + $1.count } * repeats
      let execution = CaseExecution(implementation: implementation, family: family)
      let loop = timed {
        for _ in 0..<repeats { for trace in traces { _ = execution.run(events: trace) } }
      }
      let alone = timed {
        for _ in 0..<repeats { for trace in traces { execution.runImplementationAlone(events: trace) } }
      }
      return FamilyRow(
        family: family.rawValue, implementation: implementation.name, cases: cases, steps: steps,
        loopStepsPerSecond: Double(steps) / loop.seconds, aloneStepsPerSecond: Double(steps) / alone.seconds,
        overhead: loop.seconds / alone.seconds)
    }
  }

  static func engine(draws: Int) -> EngineRow {
    let generator = Generator<[Int]>.array(of: Generator<Int>.int(in: -1_000...1_000), length: 0...50)
    var drawn = 0
    let combinators = timed {
      var index = 0
      while drawn < draws {
        var context = DrawContext(seed: UInt64(index))
        _ = try? generator.generate(in: &context)
        drawn += context.recorded.count
        index += 1
      }
    }
    var random = Xoshiro256StarStar(seed: 7)
    var sink: UInt64 = 0
    let bare = timed {
      for _ in 0..<draws { sink &+= random.next(upTo: 2_000) }
    }
    if sink == 42 { print("") }  // keep the loop
    let combinatorRate = Double(drawn) / combinators.seconds
    let bareRate = Double(draws) / bare.seconds
    return EngineRow(
      combinatorChoicesPerSecond: combinatorRate, bareDrawsPerSecond: bareRate, ratio: bareRate / combinatorRate)
  }
}

import Foundation
import InputConformance
import InputGenerators
import InputReference
import Testing

@Suite struct ScratchDebugTests {
  @Test func debug() {
    for implementation in ReferenceImplementations.all {
      for family in implementation.families {
        let report = ConformanceRunner(configuration: ConformanceConfiguration(cases: 200)).run(
          implementation, family: family)
        for v in report.badOracles + report.violations {
          print("BAD", implementation.name, family, v.clause, v.finding.detail, v.trace.map(\.description))
        }
        let unexercised = report.verdicts.filter { $0.value == .notExercised }.map(\.key).sorted()
        if !unexercised.isEmpty { print("UNEX", implementation.name, family, unexercised) }
      }
    }
  }
}

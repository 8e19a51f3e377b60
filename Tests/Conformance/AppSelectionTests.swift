import InputConformance
import InputImplementations
import Testing

@testable import InputGenerators

/// What the app may select from code on a picker it reaches (issue 32, item 2): only what a component could not
/// be blamed for.
@MainActor @Suite struct AppSelectionTests {
  @Test("An app with only the picker selects on the last of dependent wheels; its own selection API gets every wheel")
  func dependentWheelsGetSelectionsOnTheLastWheelOnly() throws {
    var context = EventContext(family: .pick)
    context.isFirstResponder = true
    context.componentCount = 3
    context.rowCounts = [2, 3, 2]
    context.appReachesPicker = true
    context.firstWheelTheAppSelects = 2
    var wheels = Set<Int>()
    for seed in 0..<500 {
      var draw = DrawContext(seed: UInt64(seed))
      if case .selectRow(_, let component) = try ContractEvents.selectRow(context).generate(in: &draw) {
        wheels.insert(component)
      }
    }
    #expect(wheels == [2])
    context.firstWheelTheAppSelects = 0
    wheels = []
    for seed in 0..<500 {
      var draw = DrawContext(seed: UInt64(seed))
      if case .selectRow(_, let component) = try ContractEvents.selectRow(context).generate(in: &draw) {
        wheels.insert(component)
      }
    }
    #expect(wheels == [0, 1, 2])
  }

  @Test("Eureka's dependent wheels (B13's fixed port) give the reference nothing it cannot keep consistent")
  func dependentWheelsGiveNoBadOracle() throws {
    let fixed = try #require(CorpusCatalogue.bug("B13")?.fixed)
    let report = ConformanceRunner(configuration: ConformanceConfiguration(cases: 60)).run(fixed, family: .pick)
    #expect(report.badOracles.isEmpty, "\(report.badOracles.map { FailureText.render($0) })")
  }
}

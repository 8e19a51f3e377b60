import Foundation
import InputGenerators
@_spi(Harness) import InputPlatform
import Testing

@testable import InputConformance

/// The one-word sets of observation names the checking loop compares by: a bit per name, and the same names as the
/// printed fields.
@Suite struct FieldSetTests {
  @Test("every observation name has a bit of its own")
  func everyNameHasItsOwnBit() {
    let ordinals = ObservedField.Name.allCases.map(\.ordinal)
    #expect(Set(ordinals).count == ordinals.count)
    #expect(ordinals.allSatisfy { (0..<64).contains($0) })
  }

  /// Every reference configuration, on every family it has, through generated cases: at every step the snapshot's
  /// field set names exactly the fields it prints.
  @Test(
    "a snapshot's field set is its field names, at every step of generated cases", arguments: ContractFamily.allCases)
  func fieldSetIsTheFieldNames(_ family: ContractFamily) throws {
    for implementation in ReferenceImplementations.all where implementation.families.contains(family) {
      for seed in 1...5 as ClosedRange<UInt64> {
        var context = DrawContext(seed: seed)
        let trace = try CaseExecution(implementation: implementation, family: family).run(drawingFrom: &context).trace
        let environment = PlatformEnvironment()
        let driver = DriverFacets(implementation.makeDriver(environment))
        for event in trace {
          var snapshot = Snapshot.observe(driver, family: family, start: environment.now)
          #expect(snapshot.fieldSet == FieldSet(snapshot.fieldNames), "\(implementation.name) \(family) at \(event)")
          snapshot.lastCallResult = EventPerformer.perform(event, on: driver, start: environment.now)
          #expect(snapshot.fieldSet == FieldSet(snapshot.fieldNames), "\(implementation.name) \(family) after \(event)")
        }
      }
    }
  }
}

import Foundation
import InputConformance
import InputDeviceDrivers
import InputDriving
import InputGenerators
import InputImplementations
import Testing

/// One implementation judged through its platform driver and through the device drivers.
struct DeviceDriverCase: Sendable, CustomTestStringConvertible, CustomStringConvertible {
  let implementation: Implementation
  var testDescription: String { implementation.name }
  var description: String { implementation.name }
}

@Suite struct DeviceDriverTests {
  static let cases: [DeviceDriverCase] = [
    ReferenceImplementations.transactionalPicker, ReferenceImplementations.livePicker,
    ReferenceImplementations.closePicker, ReferenceImplementations.optionsPicker, ReferenceImplementations.restoredPicker,
    ReferenceImplementations.keyInputView, ReferenceImplementations.codeView, ReferenceImplementations.pinView,
    SeedImplementations.seed001, SeedImplementations.seed004,
  ].map(DeviceDriverCase.init)

  @Test("explore", arguments: await cases)
  @MainActor func explore(_ testCase: DeviceDriverCase) throws {
    let configuration = ConformanceConfiguration(seed: ConformanceConfiguration.defaultSeed)
    let platform = ConformanceRunner(configuration: configuration).run(testCase.implementation)
    let device = try testCase.implementation.throughDevice(UIKitDeviceDrivers())
    let onDevice = ConformanceRunner(configuration: configuration).run(device)
    var lines: [String] = []
    for (clause, verdict) in platform.verdicts.sorted(by: { $0.key < $1.key }) {
      let other = onDevice.verdicts[clause]
      if other != verdict { lines.append("\(clause): platform \(verdict) device \(other.map { "\($0)" } ?? "-")") }
    }
    for violation in onDevice.violations { lines.append("device violation: \(violation.clause) \(violation.finding.detail.prefix(300)) \(violation.trace.map { "\($0)" })") }
    print("=== \(testCase.implementation.name)\n" + lines.joined(separator: "\n"))
  }
}

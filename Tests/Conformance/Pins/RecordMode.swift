import Foundation

/// Whether the tests re-record their pins instead of comparing with them: `INPUT_CONTRACTS_RECORD=1`.
///
/// ```
/// INPUT_CONTRACTS_SWEEPS=1 INPUT_CONTRACTS_RECORD=1 swift test --filter SeedVerdictTests
/// git diff Tests/Pins
/// ```
enum RecordMode {
  static let variable = "INPUT_CONTRACTS_RECORD"

  static let isOn: Bool = {
    guard let value = ProcessInfo.processInfo.environment[variable] else { return false }
    return !["", "0", "no", "false"].contains(value.lowercased())
  }()

  /// The command that re-records the pins of one suite (with the pinned sweeps on, which plain `swift test` skips).
  static func command(suite: String) -> String {
    "\(Sweeps.variable)=1 \(variable)=1 swift test --filter \(suite)"
  }
}

import Foundation
import InputConformance
import InputGenerators
import InputReference

// The faulty components of the mutants in `DatePickerMutants.swift`, each written as a component author would write
// it: against the platform's public API only. The date pickers that model a faulty platform are in
// `DatePlatformMutants.swift`.

final class MachineClockDatePicker: DatePicker {
  override init(environment: PlatformEnvironment) {
    super.init(environment: environment)
    date = Date()
  }
}

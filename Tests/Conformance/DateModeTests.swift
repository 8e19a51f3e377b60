import InputConformance
import InputGenerators
import InputReference
import Testing

/// The generated mode names and the platform modes are the same five, both ways (DATE-6).
@Test(arguments: DateMode.allCases)
func dateModesRoundTrip(_ mode: DateMode) {
  #expect(DateMode(DatePickerMode(mode)) == mode)
}

/// Every platform mode has a generated mode of the same name, so that the runner can reach it (DATE-6).
@Test func everyPlatformModeIsGenerated() {
  #expect(Set(DatePickerMode.allCases.map(\.rawValue)) == Set(DateMode.allCases.map(\.rawValue)))
}

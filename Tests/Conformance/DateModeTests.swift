import InputConformance
import InputGenerators
import InputReference
import Testing

/// The generated mode names and the platform modes are the same four, both ways.
@Test(arguments: DateMode.allCases)
func dateModesRoundTrip(_ mode: DateMode) {
  #expect(DateMode(DatePickerMode(mode)) == mode)
  #expect(DatePickerMode.allCases.count == DateMode.allCases.count)
}

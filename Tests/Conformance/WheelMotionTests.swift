@_spi(Harness) import InputConformance
@_spi(Harness) import InputPlatform
import InputReference
import Testing

/// How a driver-built component receives its wheels' motion (PICK-25): the driver hands it
/// `WheelMotion.observing(picker)`, which sees the model's spins and stops them, as the reference's arguments do.
@Suite struct WheelMotionTests {
  @Test("WheelMotion.observing(_:) reports a spin and stops it on its destination (PICK-25)")
  func observingThePicker() {
    let keyboard = PickerKeyboard(components: [["S", "M", "L"]])
    let motion = WheelMotion.observing(keyboard.picker)
    #expect(!motion.isMoving())
    keyboard.picker.spin(component: 0, toRow: 2)
    #expect(motion.isMoving())
    #expect(keyboard.picker.selectedRow(inComponent: 0) == 0, "the row being left")
    motion.stop()
    #expect(!motion.isMoving())
    #expect(keyboard.picker.selectedRow(inComponent: 0) == 2)
  }

  @Test("The reference arguments hand a keyboard that can tell its wheels move the same observation (PICK-25)")
  func referenceArgumentsObserveTheirPicker() {
    var capabilities = Capabilities(kind: .pickerKeyboard, families: [.pick])
    capabilities.components = [["S", "M", "L"]]
    #expect(PickerKeyboardArguments(capabilities).wheelMotion == nil, "declared .readsPicker: nothing to observe")
    capabilities.doneWhileSpinning = .waitsForSettle
    let arguments = PickerKeyboardArguments(capabilities)
    let keyboard = PickerKeyboard(arguments)
    keyboard.picker.spin(component: 0, toRow: 1)
    #expect(arguments.wheelMotion?.isMoving() == true)
  }
}

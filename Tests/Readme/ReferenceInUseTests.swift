// The README's "The reference in use" example, compiled and checked.
@_spi(Harness) import InputPlatform
import InputReference
import Testing

@Test @MainActor func referenceInUse() {
  let window = Window(environment: PlatformEnvironment())  // injected clock, locale, time zone
  let keyboard = PickerKeyboard(components: [["S", "M", "L"]], commitStyle: .transactional)
  window.addSubview(keyboard)

  keyboard.tap()  // first responder; the picker is presented
  #expect(window.keyboard?.inputView === keyboard.picker)
  keyboard.picker.spin(component: 0, toRow: 2)  // the user flicks the wheel…
  keyboard.picker.settle()  // …and it settles: didSelectRow(2)
  keyboard.done()  // emits ["L"], commits it, dismisses
  #expect(keyboard.value == ["L"])
  #expect(window.keyboard == nil)
}

// The README's "Checking your implementation" example, compiled and run as a test. The component,
// `UIKitSources/SizePicker.swift`, is written for iOS and compiled through the rewrite plugin; this file is the
// declaration and the tests, with no `@_spi` import: what a user writes.
import InputConformance
import InputConformanceTesting
import Testing

// MARK: README example begins

/// What the size picker offers: where its value is and how Done reports. The suite reads its wheel and its Done
/// button from it, and drives it as a person would.
@MainActor let sizePicker = PickerKeyboardDeclaration(name: "size-picker", make: { SizePicker() }) { picker in
  picker.value = .title(\.size)
  picker.results = .closure(\.onDone)
}.implementation

@MainActor let sizePickerConformance = ConformanceCheck(sizePicker)

@Test(arguments: await ConformanceCheck.clauses(of: sizePicker))
func sizePickerConforms(to clause: ClauseID) async {
  await sizePickerConformance.expect(clause)
}

// MARK: README example ends

@Test @MainActor func sizePickerDeclarationReadsTheComponent() {
  #expect(sizePicker.capabilities.components == [["S", "M", "L", "XL"]])
  #expect(sizePicker.capabilities.accessoryRoles == [.done])
  #expect(sizePicker.capabilities.host == .control)
}

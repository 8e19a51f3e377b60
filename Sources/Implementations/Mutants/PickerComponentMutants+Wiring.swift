import InputConformance
import InputGenerators
import InputReference

// How `PickerMutants` wires the keyboards of `PickerComponentMutants.swift` whose app-side API differs from the
// reference's: harness, not part of any component.

extension MutantBuild {
  /// A picker keyboard mutant whose app-side index setter is the keyboard's own
  /// ``IndexZeroAsNoneKeyboard/setSelectedIndex(rows:)``; everything else is wired as
  /// `ReferenceImplementation.pickerKeyboard` wires the reference (the reference's `setValue(rows:)`
  /// cannot be overridden).
  static func indexSetterKeyboard(_ id: String, like base: Implementation) -> Implementation {
    let capabilities = capabilities(of: base, families: [.pick])
    return Implementation(name: name(id), capabilities: capabilities) { environment in
      let keyboard = IndexZeroAsNoneKeyboard(PickerKeyboardArguments(capabilities))
      let results = ResultLog()
      let cancellations = ResultLog()
      keyboard.onDone = { results.values.append($0) }
      keyboard.onCancel = { cancellations.values.append(nil) }
      let hooks = PickerComponentHooks(
        selectRow: capabilities.hasSelectionAPI ? { keyboard.selectRow($0, inComponent: $1) } : nil,
        setValueRows: { keyboard.setSelectedIndex(rows: $0) }, valueRows: { keyboard.valueRows },
        receivedSelections: { keyboard.receivedSelections }, cancellations: { cancellations.values.count })
      return .responder(
        PlatformPickerKeyboardDriver(
          control: keyboard, window: Window(environment: environment), capabilities: capabilities,
          value: { keyboard.value }, results: { results.values }, data: { keyboard.components },
          setData: { keyboard.setComponents($0) }, setComponent: { keyboard.setComponent($1, titles: $0) },
          hooks: hooks))
    }
  }
}

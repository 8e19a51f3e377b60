import InputConformance
import InputGenerators
import InputImplementations
@_spi(Harness) import InputPlatform
import InputReference
import Testing

/// One correct alternative judged on one family at one seed.
struct AlternativeRun: Sendable, CustomTestStringConvertible {
  let implementation: Implementation
  let family: ContractFamily
  let seed: UInt64
  /// The clause whose latitude the alternative takes: it must have been exercised.
  let latitude: ClauseID

  var testDescription: String { "\(implementation.name), \(family.rawValue), seed \(seed)" }

  /// The default seed (`input-fuzz --implementation alternative/… --seed N` for others; seeds 1–20
  /// are measured in the closing note of issue 10).
  static let all: [AlternativeRun] =
    [ConformanceConfiguration.defaultSeed].flatMap { seed in
      [
        (CorrectAlternatives.doneFirstBar, ClauseID(.resp, 9)),
        (CorrectAlternatives.keepsSelection, ClauseID(.pick, 5)),
        (CorrectAlternatives.resetsSelection, ClauseID(.pick, 5)),
        (CorrectAlternatives.resetsReloadedWheel, ClauseID(.pick, 13)),
        (CorrectAlternatives.quarterHourDates, ClauseID(.date, 4)),
        (CorrectAlternatives.japaneseCalendarDates, ClauseID(.date, 9)),
        (CorrectAlternatives.wordedState, ClauseID(.fact, 7)),
      ].flatMap { implementation, latitude in
        implementation.capabilities.families.sorted().map {
          AlternativeRun(implementation: implementation, family: $0, seed: seed, latitude: latitude)
        }
      }
    }
}

/// Correct components written differently from the reference pass: the comparison leaves the
/// latitude CONFORMANCE.md gives, and adopts the configuration a component declares.
@Suite struct CorrectAlternativeTests {
  @Test("A correct alternative passes every clause", arguments: await AlternativeRun.all)
  func passes(_ run: AlternativeRun) {
    let report = ConformanceRunner(configuration: ConformanceConfiguration(seed: run.seed)).run(
      run.implementation, family: run.family)
    let text = (report.violations + report.badOracles).map { FailureText.render($0) }.joined(separator: "\n\n")
    #expect(report.violations.isEmpty && report.badOracles.isEmpty, "seed \(run.seed):\n\(text)")
    // The latitude was exercised: its clause passed with evidence (in its own family's run, and in any
    // other run that reached it).
    let verdict = report.verdicts[run.latitude]
    if run.latitude.family == run.family || verdict != nil {
      #expect(verdict == .pass, "\(run.latitude) is \(verdict.map { "\($0)" } ?? "absent")")
    }
  }

  /// The alternatives really differ from the reference where they say they do.
  @Test func theAlternativesDiffer() {
    var pickerCapabilities = Capabilities(kind: .pickerKeyboard, families: [.pick])
    pickerCapabilities.components = [["A", "B", "C"]]
    pickerCapabilities.accessoryRoles = [.done, .cancel]
    let arguments = PickerKeyboardArguments(pickerCapabilities, picker: PickerView())
    let reference = PickerKeyboard(arguments)
    let doneFirst = CorrectAlternatives.doneFirstKeyboard(
      PickerKeyboardArguments(pickerCapabilities, picker: PickerView()))
    let shown = { (toolbar: Toolbar) in (toolbar.items ?? []).map { $0.title ?? $0.systemItem.map { "\($0)" } ?? "" } }
    #expect(shown(reference.toolbar) == shown(doneFirst.toolbar).reversed())
    #expect(shown(reference.toolbar) != shown(doneFirst.toolbar))

    let window = Window(environment: PlatformEnvironment())
    // The row a keyboard shows after the user settles on row 2 and the app replaces the data with four titles.
    let rowAfterNewData = { (keyboard: PickerKeyboard) in
      window.addSubview(keyboard)
      keyboard.tap()
      keyboard.picker.spin(component: 0, toRow: 2)
      keyboard.picker.settle()
      keyboard.setComponents([["X", "Y", "Z", "W"]])
      return keyboard.picker.selectedRow(inComponent: 0)
    }
    let argumentsForNewData = { PickerKeyboardArguments(pickerCapabilities, picker: PickerView()) }
    #expect(rowAfterNewData(SelectionKeepingKeyboard(arguments: argumentsForNewData())) == 2)
    #expect(rowAfterNewData(SelectionResettingKeyboard(argumentsForNewData())) == 0)

    var wheelsCapabilities = pickerCapabilities
    wheelsCapabilities.components = [["1", "2", "3"], ["A", "B", "C"]]
    wheelsCapabilities.initialValue = ["2", "C"]
    let wheels = ReloadedWheelResettingKeyboard(PickerKeyboardArguments(wheelsCapabilities, picker: PickerView()))
    let referenceWheels = PickerKeyboard(PickerKeyboardArguments(wheelsCapabilities, picker: PickerView()))
    for keyboard in [wheels, referenceWheels] {
      window.addSubview(keyboard)
      keyboard.tap()
      keyboard.setComponent(1, titles: ["B", "C", "D"])
    }
    #expect(wheels.picker.selectedRow(inComponent: 1) == 0)
    #expect(referenceWheels.picker.selectedRow(inComponent: 1) == 1)
    #expect(wheels.picker.selectedRow(inComponent: 0) == 1)

    let environment = PlatformEnvironment()
    #expect(QuarterHourKeyboard(environment: environment).datePicker.minuteInterval == 15)
    #expect(JapaneseCalendarKeyboard(environment: environment).datePicker.calendar.identifier == .japanese)
  }
}

import InputConformance
import InputGenerators

/// Each drivable bug's corpus trigger written as the runner's events, played on its port as declared (the data, the
/// start value and the options the trigger names are the port's configuration). `CorpusTriggerTests` plays each on
/// both ports: the buggy one must break a clause on it, and the fixed one must not break it the same way (the same
/// clause, kind and event). A bug is drivable only with such a trigger.
enum CorpusTriggers {
  static let events: [String: [InputEvent]] = [
    // IQDropDownTextField: items [a, b, c]; B01 and B03 optional (row 0 is "Select"), B04 refuses "b".
    "B01": [.tap, .spin(component: 0, row: 1), .settle],
    "B02": [.tap, .tapAccessory(.done)],
    "B03": [.tap, .spin(component: 0, row: 3), .settle, .setData([["a", "b", "c"]]), .setData([["a", "b", "c"]])],
    "B04": [.tap, .spin(component: 0, row: 2), .settle],
    // ActionSheetPicker and ActionSheetPicker-3.0, in a popover: B05 with no rows, B06 with initial selection 5.
    "B05": [.tap, .tapAccessory(.done)],
    "B06": [.tap, .tapAccessory(.done)],
    "B07": [.tap, .endEditing],
    // Eureka: the triple picker on (a1, b3, c2), then a2, whose second list has one title; a picker input row.
    "B13": [
      .tap, .spin(component: 1, row: 2), .settle, .spin(component: 2, row: 1), .settle, .spin(component: 0, row: 1),
      .settle,
    ],
    "B15": [.tap, .tapAccessory(.done)],
    "B16": [.tap, .releaseHost, .readInputViews],
    // DownPicker: data [a, b, c]; B19 with no data, B20 and B21 with "x" in the field.
    "B17": [.tap, .spin(component: 0, row: 2), .settle, .tapAccessory(.done), .tap],
    "B18": [.tap, .tapAccessory(.done)],
    "B19": [.tap],
    "B20": [.tap],
    "B21": [.tap, .tapAccessory(.done)],
    "B22": [
      .tap, .spin(component: 0, row: 1), .settle, .tapAccessory(.done), .tap, .spin(component: 0, row: 2), .settle,
      .tapAccessory(.cancel),
    ],
    "B23": [.setValue(rows: [0])],
    "B24": [.tap, .spin(component: 0, row: 1), .settle],
    "B25": [.setValue(rows: [1]), .tap, .tapAccessory(.done)],
    // SwiftyPickerPopover: no choices.
    "B30": [.tap, .tapAccessory(.done)],
    // Key input: DigitInputView, PinCodeTextField, KAPinField, VENCalculatorInputView (at most 3 characters).
    "B49": [.tap, .type("")],
    "B51": [.tap, .type("1234"), .setText(""), .becomeFirstResponder],
    "B52": [.tap],
    "B55": [.tap, .tapKey("1"), .tapKey("1"), .tapKey("1"), .tapKey("1")],
  ]

  /// Where the upstream behaviour the trigger shows breaks another clause than the expected one, that clause, with
  /// the reason.
  static let shownUnder: [String: ClauseID] = [
    // The trap at Done after an initial selection past the rows: PICK-20's sentence names it ("and Done does not
    // trap"); the frozen expected clause is PICK-8.
    "B06": ClauseID(.pick, 20),
    // The trap when wheel 0 settles on a2 (the titles of the old, longer lists read after the value changed) is
    // attributed to the value that live settle should have committed, not to the reload order PICK-22 names.
    "B13": ClauseID(.pick, 10),
    // `selectRow:NSNotFound` for a text outside the data is a misuse of PICK-20's (an out-of-range initial
    // selection is not ignored); PICK-4, the frozen expected clause, needs a selection API DownPicker lacks.
    "B20": ClauseID(.pick, 20),
    // The app's index set sends valueChanged: PICK-18 (the picker keyboard's valueChanged) precedes RESP-13.
    "B25": ClauseID(.pick, 18),
  ]
}

extension CorpusBug {
  /// The corpus trigger as the runner's events (``CorpusTriggers``); `nil` for a bug that is not drivable.
  public var triggerEvents: [InputEvent]? { CorpusTriggers.events[id] }

  /// The clause the trigger shows the bug under: the expected clause, unless ``CorpusTriggers/shownUnder`` names
  /// another (the upstream behaviour breaks a clause the expected one does not own there).
  public var triggerClause: ClauseID? {
    triggerEvents == nil ? nil : CorpusTriggers.shownUnder[id] ?? ClauseID(expectedClause)
  }
}

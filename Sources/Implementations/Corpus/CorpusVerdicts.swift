import InputConformance
import InputGenerators

/// What the fixed ports of the corpus report at the default seed (root violations; follow-ons share their
/// root's explanation), explained: each is a real second bug of the fixed commit (where it is) or a false
/// positive of the suite (the rule change it needs is in CORPUS.md). `input-bench --section corpus` and
/// `CorpusVerdictTests` read these; a violation missing here is listed as unexplained.
public enum CorpusVerdicts {
  public struct Verdict: Sendable {
    public enum Kind: String, Sendable {
      case secondBug = "second bug"
      case falsePositive = "suite false positive"
      case knownDeviation = "declared known deviation"
    }
    public let kind: Kind
    public let explanation: String
  }

  /// The explained root violations of bug `id`'s fixed port, by clause.
  public static func fixed(_ id: String) -> [ClauseID: Verdict] { table[id] ?? [:] }

  private static func second(_ text: String) -> Verdict { Verdict(kind: .secondBug, explanation: text) }
  private static func falsePositive(_ text: String) -> Verdict { Verdict(kind: .falsePositive, explanation: text) }
  private static func c(_ family: ContractFamily, _ number: Int) -> ClauseID { ClauseID(family, number) }

  // MARK: Shared explanations

  /// The picker keeps its delegate after the keyboard closed or the control left the window.
  static let lateSettle = second(
    "the picker keeps its delegate after the keyboard closed (or the control left the window): a late "
      + "`pickerView:didSelectRow:` writes the value (IQDropDownTextField `pickerView:didSelectRow:inComponent:` sets "
      + "selectedItem; DownPicker's writes `textField.text`; Eureka's `PickerInputCell.pickerView(_:didSelectRow:)` "
      + "sets `row.value`)")
  static let iqNoValueChanged = second(
    "IQDropDownTextField at these commits sends no valueChanged on a settle: `pickerView:didSelectRow:` sets "
      + "selectedItem and tells only its delegate (`textField:didSelectItem:`)")

  static let iqPickerIsValue = second(
    "`selectedItem` reads the picker's row, so an app `selectRow:` on the exposed `pickerView` changes the "
      + "value (the text is not updated)")
  static let iqReopen = second(
    "the picker is made once and kept: reopening (`becomeFirstResponder`) does not reselect the value's row, so an "
      + "app selection on the presented picker is shown again")
  static let downPickerNoSettleEvent = second(
    "DownPicker before 73599d3 sends no valueChanged on a settle (`pickerView:didSelectRow:` writes the text "
      + "only): B24's bug, fixed later")

  static let downPickerDoneEvent = second(
    "DownPicker's `doneClicked:` sends valueChanged whether or not the value changed (B25's Done part)")
  static let downPickerAutoSelect = second(
    "from 73599d3 `textFieldShouldBeginEditing:` auto-selects row 0 of an empty field and sends valueChanged "
      + "while the field is not yet first (B25, never fixed): a result and an action at the tap")

  static let eurekaChangesThroughTheRow = Verdict(
    kind: .knownDeviation,
    explanation: "a row reports its changes through `onChange` and `row.value`, not `valueChanged` (declared known "
      + "deviation)")

  static let eurekaReopen = second(
    "the cell's picker keeps an app selection across reopening (`PickerInputCell.update()` does not reselect "
      + "the value's row on becoming first)")

  static let pickTextField: [ClauseID: Verdict] = [c(.pick, 12): lateSettle, c(.resp, 21): lateSettle]

  static let iq: [ClauseID: Verdict] = pickTextField.merging([
    c(.pick, 18): iqNoValueChanged, c(.pick, 17): iqPickerIsValue,
    c(.pick, 15): iqReopen, c(.resp, 20): iqReopen,
  ]) { $1 }

  static let downPicker: [ClauseID: Verdict] = pickTextField.merging([c(.pick, 18): downPickerNoSettleEvent]) { $1 }

  static let eureka: [ClauseID: Verdict] = [
    c(.pick, 18): eurekaChangesThroughTheRow, c(.pick, 15): eurekaReopen,
    c(.resp, 20): eurekaReopen, c(.pick, 12): lateSettle, c(.resp, 21): lateSettle,
  ]

  // MARK: Per bug

  static let table: [String: [ClauseID: Verdict]] = [
    "B01": iq, "B02": iq,
    "B03": iq.merging([
      c(.pick, 21): second(
        "`setItemList:` with different data keeps the selected row's index, so the value becomes the title now at "
          + "that row ('A'), not none: the fix handles only the same list"),
      c(.pick, 22): second(
        "`setItemList:@[]` after a selection reads `itemList[selectedRow]` past the end (a trap): the fix does not "
          + "revalidate the row against the new list"),
    ]) { $1 },
    "B04": iq,
    "B13": eureka,
    "B15": eureka,
    "B17": downPicker.merging([
      c(.pick, 8): second("Done without spinning commits nothing (B18's bug: 560cff7 is B18's buggy commit)")
    ]) { $1 },
    "B18": downPicker,
    "B19": [:],
    "B20": downPicker.merging([
      c(.pick, 11): second(
        "Done keeps the text outside the data ('x') while the wheel shows 'a', so the value stays outside the data: "
          + "B21's bug (fixed by ec11bc0, after this fix commit)"),
      c(.pick, 20): second(
        "Done keeps the text outside the data ('x') while the wheel shows 'a': B21's bug (fixed by ec11bc0, after "
          + "this fix commit)"),
    ]) { $1 },
    "B21": downPicker.merging([
      c(.pick, 6): lateSettle
    ]) { $1 },
    "B22": downPicker.merging([c(.pick, 18): downPickerDoneEvent]) { $1 },
    "B23": downPicker.merging([
      c(.pick, 18): downPickerDoneEvent,
      c(.resp, 12): second(
        "85a8d5d makes the field non-interactive while picking (`isUserInteractionEnabled = NO`) and restores it "
          + "only in Done/Cancel: a second tap, or a tap after another resign, does nothing"),
      c(.resp, 16): second("the same non-interactive field after a dismissal other than Done/Cancel"),
      c(.pick, 15): second("the same non-interactive field: the reopening tap does nothing"),
      c(.pick, 23): second(
        "`setSelectedIndex:` writes the text but does not move the presented wheel; an index past the data "
          + "indexes `dataArray` (NSRangeException, a trap)"),
    ]) { $1 },
    "B24": [
      c(.resp, 12): downPickerAutoSelect, c(.pick, 18): downPickerAutoSelect,
      c(.pick, 8): downPickerAutoSelect,
    ],
    "B49": [
      c(.key, 8): Verdict(
        kind: .knownDeviation, explanation: "a UIView, not a UIControl: no editingChanged (declared known deviation)"),
      c(.key, 9): second(
        "`shouldChangeCharactersIn` checks only the text before the edit (`text.count >= numberOfDigits`) and then "
          + "appends the whole replacement: a several-character insertion overflows the digits, at both commits"),
      c(.key, 3): second(
        "an empty replacement on a non-empty field deletes one digit (`textField(_:shouldChangeCharactersIn:...)` "
          + "takes any empty string for backspace), at both commits"),
    ],
    "B51": [
      c(.key, 8): Verdict(
        kind: .knownDeviation, explanation: "a UIView, not a UIControl: no editingChanged (declared known deviation)"),
      c(.key, 2): second(
        "`insertText(\"\")` resigns first responder: `insertText(_:)` takes `charToInsert.hasOnlyNewlineSymbols`, "
          + "which is true of the empty string, as Return and calls `resignFirstResponder()`, so the next typing "
          + "goes nowhere (FP-8, the accepted characters, is declared now: `acceptedCharacters = .alphanumerics`)"),
    ],
    "B52": [
      c(.resp, 6): second(
        "`resignFirstResponder()` is not forwarded to the hidden field, which stays first (still in master)"),
      c(.resp, 17): second(
        "`becomeFirstResponder()` forwards to the hidden field even when the pin field is disabled (KAPinField's "
          + "override calls `field.becomeFirstResponder()` without checking `isEnabled`)"),
    ],
    "B55": [
      c(.key, 1): falsePositive(
        "return on a UITextField host inserts nothing (KEY-11 exempts it), but the reference key-input view inserts "
          + "'\\n' whatever `host` declares (FP-2)"),
      c(.key, 2): second(
        "typing '.' first reads the character at index -1 (`venCalculatorTextFieldDidChange`, NSRangeException: a "
          + "trap) at both commits; typing an operator evaluates the expression (the calculator's design, FP-9)"),
    ],
  ]
}

import InputConformance

/// Why each seed fails each clause it fails: the line of the seed's own code
/// that causes it, read by a person. The conformance matrix links every
/// failure to its explanation; a test fails when a seed fails a clause that
/// has none (a new failure must be read before it is published).
public enum SeedFailureExplanations {
  /// The line of the seed that causes a failure, and why.
  public struct Explanation: Sendable {
    /// The seed's code, quoted.
    public let line: String
    /// What goes wrong, in one sentence.
    public let why: String
  }

  /// The explanation of `clause` for the seed group `seed`, if one was written.
  public static func explanation(seed: String, clause: ClauseID) -> Explanation? {
    all[seed]?[clause.description]
  }

  /// Every explained seed failure, as (seed group, clause), in a stable order.
  public static var failures: [(seed: String, clause: ClauseID)] {
    all.keys.sorted().flatMap { seed in
      all[seed]!.keys.compactMap(ClauseID.init).sorted().map { (seed, $0) }
    }
  }

  static let all: [String: [String: Explanation]] = [
    "seed-000": [
      "RESP-11": Explanation(
        line: "override var inputView: UIView? { let pickerView = UIPickerView() … }",
        why: "every read of inputView builds a new picker, so what UIKit reads again is not what is on screen."),
      "PICK-9": Explanation(
        line: "button.addTarget(self, action: #selector(PickerKeyboard.didTap(sender:)), for: .touchUpInside)",
        why: "the accessory button calls didTap, which calls becomeFirstResponder(), so Close never dismisses."),
      "PICK-16": Explanation(
        line: "button.addTarget(self, action: #selector(PickerKeyboard.didTap(sender:)), for: .touchUpInside)",
        why: "follow-on of PICK-9, the same wiring: Close keeps the keyboard up instead of dismissing it."),
      "PICK-11": Explanation(
        line: "func insertText(_ text: String) { textStore += text … }",
        why: "typing (a hardware keyboard) appends to textStore, so the value stops being one of the day names."),
      "PICK-21": Explanation(
        line: "var data: [String] = [\"Mon.\", \"Tue.\", \"Wed.\", \"Thu.\", \"Fri.\", \"Sut.\", \"Sun.\"]",
        why: "replacing the data leaves textStore as it was, so the value can be a title that is gone."),
      "PICK-18": Explanation(
        line: "func pickerView(_:didSelectRow:inComponent:) { textStore = data[row] … }",
        why: "the UIControl changes its value without sendActions(for: .valueChanged)."),
      "PICK-10": Explanation(
        line: "button.addTarget(self, action: #selector(PickerKeyboard.didTap(sender:)), for: .touchUpInside)",
        why: "follow-on of PICK-9: a wheel that settles after the Close that did not dismiss still changes the value."),
      "RESP-20": Explanation(
        line: "func insertText(_ text: String) { textStore += text … }",
        why:
          "follow-on of PICK-11: typing made the value no day name, so the keyboard the host screen restores opens on row 0 (`data.index(of: textStore) ?? 0`), not on the row chosen."
      ),
      "PICK-15": Explanation(
        line: "func insertText(_ text: String) { textStore += text … }",
        why: "follow-on of PICK-11: reopening after typing shows a row for a value that is not a day name."),
      "PICK-5": Explanation(
        line: "var data: [String] = [\"Mon.\", \"Tue.\", \"Wed.\", \"Thu.\", \"Fri.\", \"Sut.\", \"Sun.\"]",
        why:
          "follow-on of PICK-21: textStore keeps a title through data that no longer has it (even empty data), so the picker rebuilt for new data selects that title again, where the clamped wheel stays on row 0."
      ),
      "KEY-4": Explanation(
        line: "textStore.remove(at: textStore.characters.index(before: textStore.characters.endIndex))",
        why: "deleteBackward() on empty text asks for the index before endIndex of an empty string and traps."),
      "KEY-8": Explanation(
        line: "func insertText(_ text: String) { textStore += text; setNeedsDisplay() }",
        why: "a control adopting UIKeyInput must send editingChanged itself; this one never does."),
      "KEY-5": Explanation(
        line: "textStore.remove(at: textStore.characters.index(before: textStore.characters.endIndex))",
        why:
          "delete removes the whole last Character, so \"का\" loses its consonant too where UIKit removes only the vowel sign (found after typing, KEY-8's)."
      ),
      "KEY-1": Explanation(
        line: "textStore.remove(at: textStore.characters.index(before: textStore.characters.endIndex))",
        why: "the same whole-Character delete: \"का\" leaves no text, so hasText is false where \"क\" should be left."),
    ],
    "seed-001": [
      "RESP-11": Explanation(
        line: "override var inputView: UIView? { pickerView = UIPickerView() … }",
        why: "every read of inputView builds a new picker and stores it in pickerView."),
      "PICK-8": Explanation(
        line: "delegate.didDone(sender: self, selectedData: data[pickerView.selectedRow(inComponent: 0)])",
        why:
          "follow-on of PICK-9: the keyboard the first Done left up keeps its wheel where it settled, so the next Done emits that row, not the value the first Done reported."
      ),
      "PICK-18": Explanation(
        line: "@objc func donePicker() { delegate.didDone(sender: self, selectedData: …) }",
        why: "follow-on of PICK-9: the Done that does nothing sends no valueChanged either."),
      "PICK-10": Explanation(
        line: "delegate.didDone(sender: self, selectedData: data[pickerView.selectedRow(inComponent: 0)])",
        why: "follow-on of PICK-9: after the Done that did not dismiss, the wheel settles and the next Done commits it."
      ),
      "RESP-20": Explanation(
        line: "@objc func donePicker() { delegate.didDone(sender: self, selectedData: …) }",
        why: "follow-on of PICK-9: the host screen restores a responder that Done should have resigned."),
      "PICK-9": Explanation(
        line: "@objc func donePicker() { delegate.didDone(sender: self, selectedData: …) }",
        why: "Done reports the value but never resigns first responder; the picker stays up."),
      "PICK-15": Explanation(
        line: "func initSelectedRow(sender: PickerViewKeyboard) -> Int { return 3 }",
        why: "the example owner always answers row 3, so reopening shows よん, not the value Done committed."),
      "PICK-14": Explanation(
        line: "@objc func cancelPicker() { delegate.didCancel(sender: self) }",
        why: "Cancel only tells the delegate (which prints \"canceled\"); it never resigns."),
    ],
    "seed-002": [
      "DATE-9": Explanation(
        line: "let f = DateFormatter(); f.dateStyle = .long; f.locale = Locale(identifier: \"ja\")",
        why:
          "the formatter takes the Gregorian calendar of its `ja` locale, not the picker's (the device's Japanese calendar), and setText() runs only on valueChanged and Today, so app changes leave the text stale."
      ),
      "DATE-22": Explanation(
        line: "datePicker.datePickerMode = UIDatePicker.Mode.date  // preferredDatePickerStyle never set",
        why: "on iOS 14 and later the picker's .automatic style resolves to compact, which is broken as an input view."),
      "DATE-7": Explanation(
        line: "datePicker.addTarget(self, action: #selector(setText), for: .valueChanged)",
        why:
          "in countdown mode UIKit drops the first valueChanged (countdown-first-change) and the seed has no workaround (found while DATE-9's text was stale)."
      ),
      "DATE-10": Explanation(
        line: "@objc private func todayPicker() { datePicker.date = Date(); setText() }",
        why: "Today sets the date from code, so the picker's valueChanged listeners never hear of the user's change."),
      "DATE-25": Explanation(
        line: "datePicker.addTarget(self, action: #selector(setText), for: .valueChanged)",
        why:
          "date wheels still spinning when the keyboard goes away settle later (late-callbacks) and their valueChanged rewrites the text: the field changes after it was dismissed."
      ),
      "DATE-3": Explanation(
        line: "datePicker.addTarget(self, action: #selector(setText), for: .valueChanged)",
        why: "follow-on of DATE-25: the late settle moves the date the field reports after it was dismissed."),
      "DATE-12": Explanation(
        line: "override func canPerformAction(_:withSender:) -> Bool { return false }",
        why:
          "only the edit menu, selection and caret are refused; insertText and deleteBackward from a hardware keyboard still edit the text."
      ),
    ],
    "seed-004": [
      "RESP-11": Explanation(
        line: "override var inputView: UIView? { let pickerView: UIPickerView = UIPickerView() … }",
        why: "every read of inputView builds a new picker in a new container."),
      "PICK-10": Explanation(
        line: "func pickerView(_:didSelectRow:inComponent:) { // delegateなどでViewControllerに選択された情報を渡す }",
        why: "didSelectRow only has a comment, so the selection is kept nowhere: a live keyboard without a value."),
      "PICK-18": Explanation(
        line: "func pickerView(_:didSelectRow:inComponent:) { // … }",
        why: "follow-on of PICK-10: a value that never changes sends no valueChanged."),
      "PICK-15": Explanation(
        line: "func pickerView(_:didSelectRow:inComponent:) { // … }",
        why: "follow-on of PICK-10: with no value kept, reopening shows the first row, not the chosen one."),
      "RESP-20": Explanation(
        line: "func pickerView(_:didSelectRow:inComponent:) { // … }",
        why: "follow-on of PICK-10: the restored keyboard opens on the first row, not the chosen one."),
    ],
  ]
}

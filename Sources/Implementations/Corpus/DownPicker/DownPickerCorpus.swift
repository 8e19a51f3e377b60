import InputConformance
import InputGenerators
import InputReference

/// The DownPicker bugs of the corpus (B17 … B25), each ported at its own commit.
public enum DownPickerCorpus {
  static let repository = "Darkseal/DownPicker"

  /// Every DownPicker bug, in corpus order.
  public static let bugs: [CorpusBug] = [b17, b18, b19, b20, b21, b22, b23, b24, b25]

  /// The implementation of `bug` ("B17" …) at `version`, whether or not its trigger is drivable yet;
  /// `nil` for a version the bug does not have (B25 has no fix).
  public static func implementation(bug: String, version: CorpusVersion) -> Implementation? {
    let data = DownPickerHarness.data
    let doneOnly = DownPickerHarness.capabilities(data: data, roles: [.done])
    let cancelAndDone = DownPickerHarness.capabilities(data: data, roles: [.cancel, .done])
    var outside = doneOnly
    outside.initialValue = [DownPickerHarness.outsideText]
    // The text stays in the field until the user picks: DownPicker never clears it.
    outside.keepsInitialValueOutsideData = true
    var indexed = cancelAndDone
    indexed.hasValueSetter = true
    let name = "corpus/downpicker/\(bug.lowercased())/\(version.rawValue)"
    switch bug {
    case "B17":
      return DownPickerHarness.implementation(name: name, capabilities: doneOnly) { field in
        let picker = DownPickerB17(textField: field, withData: data, version: version)
        return (picker, { data })
      }
    case "B18":
      return DownPickerHarness.implementation(name: name, capabilities: doneOnly) { field in
        let picker = DownPickerB18(textField: field, withData: data, version: version)
        return (picker, { data })
      }
    case "B19":
      // The corpus trigger: a DownPicker initialised with an empty array.
      // DownPicker's design since the fix: it does not begin editing on empty data (the buggy commit opens, and
      // traps on Done: its bug).
      var capabilities = DownPickerHarness.capabilities(data: [], roles: [.done])
      capabilities.opensOnEmptyData = false
      return DownPickerHarness.implementation(name: name, capabilities: capabilities) { field in
        let picker = DownPickerB19(textField: field, withData: [], version: version)
        return (picker, { [] })
      }
    case "B20":
      // The field already holds a text outside the data (left in the storyboard, or restored).
      return DownPickerHarness.implementation(name: name, capabilities: outside) { field in
        field.text = DownPickerHarness.outsideText
        let picker = DownPickerB20(textField: field, withData: data, version: version)
        return (picker, { data })
      }
    case "B21":
      return DownPickerHarness.implementation(name: name, capabilities: outside) { field in
        field.text = DownPickerHarness.outsideText
        let picker = DownPickerB21(textField: field, withData: data, version: version)
        return (picker, { data })
      }
    case "B22":
      return DownPickerHarness.implementation(name: name, capabilities: cancelAndDone) { field in
        let picker = DownPickerB22(textField: field, withData: data, version: version)
        return (picker, { data })
      }
    case "B23":
      // The app sets and reads `selectedIndex` (an `NSInteger*` at the buggy commit, cast by the app).
      return DownPickerHarness.implementation(name: name, capabilities: indexed) { field in
        let picker = DownPickerB23(textField: field, withData: data, version: version)
        let hooks = PickerComponentHooks(
          setValueRows: { [unowned picker] rows in
            if let row = rows?.first {
              picker.appSetsSelectedIndex(row)
            } else if version == .buggy {
              picker.selectedIndexPointer = nil
            } else {
              picker.selectedIndex = -1
            }
          },
          valueRows: { [unowned picker] in picker.appReadsSelectedIndex().map { [$0] } })
        return (picker, { data }, hooks)
      }
    case "B24":
      return DownPickerHarness.implementation(name: name, capabilities: cancelAndDone) { field in
        let picker = DownPickerB24(textField: field, withData: data, version: version)
        return (picker, { data })
      }
    case "B25":
      guard version == .buggy else { return nil }
      return DownPickerHarness.implementation(name: name, capabilities: indexed) { field in
        let picker = DownPickerB25(textField: field, withData: data)
        let hooks = PickerComponentHooks(
          setValueRows: { [unowned picker] rows in picker.selectedIndex = rows?.first ?? -1 },
          valueRows: { [unowned picker] in picker.selectedIndex == -1 ? nil : [picker.selectedIndex] })
        return (picker, { data }, hooks)
      }
    default:
      return nil
    }
  }

  /// A bug whose trigger today's events drive (the text-field host's differences from the reference
  /// picker keyboard are suite false positives, listed in ``CorpusVerdicts``).
  private static func drivable(
    _ id: String, issue: String, buggy: String, fix: String?, clause: String, expected: String, trigger: [String]
  ) -> CorpusBug {
    CorpusBug(
      id: id, repository: repository, issue: issue, buggyCommit: buggy, fixCommit: fix, clause: clause,
      expectedClause: expected, trigger: trigger, buggy: implementation(bug: id, version: .buggy),
      fixed: fix == nil ? nil : implementation(bug: id, version: .fixed), needs: [])
  }

  private static func needing(
    _ id: String, issue: String, buggy: String, fix: String?, clause: String, expected: String, trigger: [String],
    needs: [String]
  ) -> CorpusBug {
    CorpusBug(
      id: id, repository: repository, issue: issue, buggyCommit: buggy, fixCommit: fix, clause: clause,
      expectedClause: expected, trigger: trigger, buggy: nil, fixed: nil, needs: needs)
  }

  static let b17 = drivable(
    "B17", issue: "https://github.com/Darkseal/DownPicker/pull/2 (part 1)",
    buggy: "a27f8a7f6dec96e915e18ac7d7ed062e9d8714d2", fix: "560cff7659bfae523ebabed550762c561e6be4d4",
    clause: "PICK-15", expected: "PICK-15",
    trigger: ["tap the field", "spin to 'c' and settle", "tap Done", "tap the field again: the wheel shows 'a'"])

  static let b18 = drivable(
    "B18", issue: "https://github.com/Darkseal/DownPicker/pull/2 (part 2)",
    buggy: "560cff7659bfae523ebabed550762c561e6be4d4", fix: "e7063a621d779c14534afa5ef2d96d07dce9ef54",
    clause: "PICK-8", expected: "PICK-8",
    trigger: ["empty field: tap it (the wheel shows 'a')", "tap Done: the text stays '' and valueChanged is sent"])

  /// The trap happens at Done on empty data; the v2 suite reports it under the corpus's clause, PICK-19 ("with
  /// empty data the keyboard opens without trapping"; PICK-8's "Done emits 'no selection'" is the same class).
  static let b19 = drivable(
    "B19", issue: "https://github.com/Darkseal/DownPicker/pull/4",
    buggy: "61229895ec85f66c5e0a79da26e7fd66b8f232a9", fix: "97413d806ec4132085a6ba31adf7279f378c51f8",
    clause: "PICK-19", expected: "PICK-19",
    trigger: ["data []", "tap the field", "tap Done: [dataArray objectAtIndex:0] raises NSRangeException"])

  static let b20 = drivable(
    "B20", issue: "https://github.com/Darkseal/DownPicker/issues/11 , fix PR #12",
    buggy: "7db0468e386a819de071597b4b170edd6757bed0", fix: "5f490daf8a92b6a02264c4a363bf68e650a1786d",
    clause: "PICK-20", expected: "PICK-4",
    trigger: [
      "data [a,b]; the field already holds 'x'",
      "tap the field: selectRow:NSNotFound raises NSRangeException in UIPickerView",
    ])

  static let b21 = drivable(
    "B21", issue: "https://github.com/Darkseal/DownPicker/pull/18",
    buggy: "a1d4e32f746801b40e4ddcfd5c3a2aca3c972e78", fix: "ec11bc0851544c89aefee5b57147e23b00957ce5",
    clause: "PICK-11", expected: "PICK-11",
    trigger: ["data [a,b]; the field holds 'x'", "tap the field (no preselection)", "tap Done: the value stays 'x'"])

  static let b22 = drivable(
    "B22", issue: "https://github.com/Darkseal/DownPicker/pull/19",
    buggy: "8d6d62fbec335d699bd2f7a0f27fd19d05d79a8e", fix: "89cb6478189255ab0b9bc6e6e5bd78981469dc66",
    clause: "PICK-14", expected: "PICK-14",
    trigger: [
      "value 'b' (tap, spin to 'b', settle, Done)", "tap the field", "spin to 'c' and settle (live text 'c')",
      "tap Cancel: the text is ''",
    ])

  static let b23 = drivable(
    "B23", issue: "none (0.1.30 release note: 'Fixed the setSelectedIndex:0 value bug')",
    buggy: "13af9092460a2e162c8778bea248910dd6249bcb", fix: "85a8d5dc4da6821cbe05a11e138b8a163666ba2b",
    clause: "no clause", expected: "PICK-23",
    trigger: [
      "data [a,b]", "app sets selectedIndex = 0: the text is cleared",
      "select 'a' by the wheel: selectedIndex reads nil",
    ])

  static let b24 = drivable(
    "B24", issue: "https://github.com/Darkseal/DownPicker/pull/47 (part 1)",
    buggy: "0e45af00a177d3684c0ae2ee7e4749da4de508cf", fix: "73599d362a6fdf9cb0bda164875d087a63c9a032",
    clause: "PICK-18", expected: "PICK-18",
    trigger: ["tap the field", "spin to 'b' and settle: the text is 'b', no valueChanged"])

  static let b25 = drivable(
    "B25", issue: "https://github.com/Darkseal/DownPicker/pull/47 (side effect, never reported)",
    buggy: "4299461800b4fe9e287e0606bf2badcc0aa4f737", fix: nil,
    clause: "RESP-13", expected: "RESP-13",
    trigger: [
      "app sets selectedIndex = 1: valueChanged is sent", "tap the empty field: valueChanged (auto-select of row 0)",
      "tap Done: valueChanged again although nothing changed",
    ])
}

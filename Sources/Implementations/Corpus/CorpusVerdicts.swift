import InputConformance
import InputGenerators

/// Why the fixed ports of the corpus still break clauses, each explanation keyed by the clause *and* by the shape
/// of the trace it is about (``TraceShape``), so that it cannot explain another trace: a real second bug of the
/// fixed commit, with the upstream lines at that commit that behave so; a declared known deviation; or a false
/// positive of the suite, which CORPUS.md names. A follow-on is explained only by an explanation whose shape
/// matches its own trace (its clause's or its root's). `input-bench --section corpus` and `CorpusVerdictTests` read
/// these; a violation no explanation matches is listed as unexplained.
public enum CorpusVerdicts {
  public struct Verdict: Sendable {
    public enum Kind: String, Sendable {
      case secondBug = "second bug"
      case falsePositive = "suite false positive"
      case knownDeviation = "declared known deviation"
    }
    public let kind: Kind
    public let explanation: String
    /// The upstream lines at the fixed commit that show it (permalinks with a line range); a second bug has some.
    public let upstream: [String]
    /// The traces it explains.
    public let shape: TraceShape
  }

  /// The explanations of bug `id`'s fixed port, by clause, the most specific shape first.
  public static func fixed(_ id: String) -> [ClauseID: [Verdict]] { table[id] ?? [:] }

  /// The explanation of a violation of `clause` on bug `id`'s fixed port whose shrunk trace is `trace`, if any.
  public static func verdict(bug id: String, clause: ClauseID, trace: [InputEvent]) -> Verdict? {
    fixed(id)[clause]?.first { $0.shape.matches(trace) }
  }

  /// What an explanation is matched against: a violation's clause, its root (for a follow-on), its family and
  /// its shrunk trace.
  public struct Finding: Sendable {
    public var clause: ClauseID
    public var root: ClauseID?
    public var family: ContractFamily
    public var trace: [InputEvent]

    public init(clause: ClauseID, root: ClauseID?, family: ContractFamily, trace: [InputEvent]) {
      self.clause = clause
      self.root = root
      self.family = family
      self.trace = trace
    }
  }

  /// The explanation of each of a fixed port's findings, always one whose shape matches the finding's own trace:
  /// for a root, its clause's; for a follow-on, its own clause's, else its root's (followed up the chain when the
  /// root is a follow-on too) where that explanation's shape matches the follow-on's trace. A follow-on is never
  /// explained by its root's explanation of another trace; with none that matches, it is unexplained.
  public static func verdicts(bug id: String, for findings: [Finding]) -> [Verdict?] {
    func verdict(_ finding: Finding, seen: Set<ClauseID>) -> Verdict? {
      if let own = Self.verdict(bug: id, clause: finding.clause, trace: finding.trace) { return own }
      guard let root = finding.root, !seen.contains(root) else { return nil }
      // The root's explanation, asked about this finding's own trace; then the root's own root, if it has one.
      if let inherited = Self.verdict(bug: id, clause: root, trace: finding.trace) { return inherited }
      let candidates = findings.filter { $0.clause == root && $0.family == finding.family }
      guard let rootFinding = candidates.first(where: { $0.root == nil }) ?? candidates.first,
        let rootOfRoot = rootFinding.root
      else { return nil }
      return verdict(
        Finding(clause: root, root: rootOfRoot, family: finding.family, trace: finding.trace),
        seen: seen.union([finding.clause, root]))
    }
    return findings.map { verdict($0, seen: []) }
  }

  private static func c(_ family: ContractFamily, _ number: Int) -> ClauseID { ClauseID(family, number) }

  private static func second(_ text: String, _ shape: TraceShape, upstream: [String]) -> Verdict {
    Verdict(kind: .secondBug, explanation: text, upstream: upstream, shape: shape)
  }

  /// `verdict` under every clause of `clauses`.
  private static func each(_ clauses: [ClauseID], _ verdict: Verdict) -> [ClauseID: [Verdict]] {
    Dictionary(uniqueKeysWithValues: clauses.map { ($0, [verdict]) })
  }

  /// Joins explanation tables, keeping every explanation of a clause in order.
  private static func merged(_ tables: [ClauseID: [Verdict]]...) -> [ClauseID: [Verdict]] {
    tables.reduce(into: [:]) { result, table in result.merge(table) { $0 + $1 } }
  }

  /// A wheel that settles after the keyboard went away.
  static let lateSettleShape = TraceShape(.spin, .anyClose, .settle)

  // MARK: IQDropDownTextField (B01–B04)

  /// The lines of one IQDropDownTextField commit that the explanations cite.
  struct IQCommit {
    let sha: String
    let didSelectRow: String
    let notifiesDelegate: String
    /// The `selectedItem` getter that reads the picker's row (`nil` where it is a stored ivar).
    let readsPicker: String?
    let pickerMadeOnce: String
    /// Where the app reaches the picker: the public header, or `inputView`.
    let pickerReachable: String

    func line(_ lines: String, file: String = "IQDropDownTextField/IQDropDownTextField.m") -> String {
      "https://github.com/hackiftekhar/IQDropDownTextField/blob/\(sha)/\(file)#\(lines)"
    }
  }

  static func iq(_ commit: IQCommit) -> [ClauseID: [Verdict]] {
    let lateSettle = second(
      "`pickerView:didSelectRow:inComponent:` writes the value with no first-responder check, so a settle that "
        + "arrives after the keyboard closed (or the field left the window) changes it", lateSettleShape,
      upstream: [commit.line(commit.didSelectRow)])
    let noValueChanged = second(
      "a settle tells only the delegate (`textField:didSelectItem:`); the field never sends valueChanged",
      TraceShape(.spin, .settle), upstream: [commit.line(commit.notifiesDelegate)])
    let reopen = second(
      "the picker is made once and kept as `inputView`, and nothing reselects the value's row when the field opens "
        + "again, so an app's selection on the picker is shown again", TraceShape(.appSelection, .dismissal),
      upstream: [commit.line(commit.pickerMadeOnce)])
    var table = merged(
      each([c(.pick, 12), c(.resp, 21)], lateSettle), each([c(.pick, 18)], noValueChanged),
      each([c(.pick, 15), c(.resp, 20)], reopen))
    if let readsPicker = commit.readsPicker {
      table = merged(
        table,
        each(
          [c(.pick, 17)],
          second(
            "`selectedItem` reads the picker's row, so an app's `selectRow` on the reachable picker changes the "
              + "value (the text is not updated)", TraceShape(.appSelection),
            upstream: [commit.line(readsPicker), commit.pickerReachable])))
    }
    return table
  }

  static let iqB01 = IQCommit(
    sha: "96a3277957c67a5419fbf66b2b8bc6bfeeed4e3b", didSelectRow: "L212-L226", notifiesDelegate: "L498-L511",
    readsPicker: nil, pickerMadeOnce: "L706-L716",
    pickerReachable:
      "https://github.com/hackiftekhar/IQDropDownTextField/blob/96a3277957c67a5419fbf66b2b8bc6bfeeed4e3b/IQDropDownTextField/IQDropDownTextField.m#L352"
  )
  static let iqB02 = IQCommit(
    sha: "1d6cfda989c784a47197757bd30c31fdd6b019ec", didSelectRow: "L210-L224", notifiesDelegate: "L544-L556",
    readsPicker: "L485-L509", pickerMadeOnce: "L747-L757",
    pickerReachable:
      "https://github.com/hackiftekhar/IQDropDownTextField/blob/1d6cfda989c784a47197757bd30c31fdd6b019ec/IQDropDownTextField/IQDropDownTextField.m#L349"
  )
  static let iqB03 = IQCommit(
    sha: "114d9a1c6e9206895f824ed888e502d47c397c26", didSelectRow: "L232-L251", notifiesDelegate: "L815-L835",
    readsPicker: "L429-L445", pickerMadeOnce: "L519-L529",
    pickerReachable:
      "https://github.com/hackiftekhar/IQDropDownTextField/blob/114d9a1c6e9206895f824ed888e502d47c397c26/IQDropDownTextField/IQDropDownTextField.h#L98"
  )
  static let iqB04 = IQCommit(
    sha: "09981695a5491297554fdc2e78720b8c165b2531", didSelectRow: "L232-L251", notifiesDelegate: "L877-L897",
    readsPicker: "L430-L446", pickerMadeOnce: "L572-L582",
    pickerReachable:
      "https://github.com/hackiftekhar/IQDropDownTextField/blob/09981695a5491297554fdc2e78720b8c165b2531/IQDropDownTextField/IQDropDownTextField.h#L105"
  )

  /// B01's own: the optional row's title becomes the value, and Done reports a stored value, not the picker's.
  static let iqB01Own = merged(
    each(
      [c(.pick, 10), c(.pick, 11)],
      second(
        "the optional row's title (\"Select\") is the first of `_ItemListsInternal`, and `didSelectRow` hands it to "
          + "`setSelectedItem:`, which stores it: choosing the \"no value\" row makes the value the string \"Select\", "
          + "not nil", TraceShape(.spin, .settle),
        upstream: [iqB01.line("L655-L661"), iqB01.line("L212-L226"), iqB01.line("L498-L511")])),
    each(
      [c(.pick, 8)],
      second(
        "`selectedItem` is a stored ivar that only `didSelectRow` sets; Done reports it, so after an app's selection "
          + "on the picker (reachable through `inputView`) Done reports the old value, not the row shown",
        TraceShape(.appSelection, .done), upstream: [iqB01.line("L52"), iqB01.line("L498-L511"), iqB01.line("L352")])
    ))

  static let iqB03Own = merged(
    each(
      [c(.pick, 21)],
      second(
        "`setItemList:` keeps the selected row's index, so with different data the value becomes the title now at "
          + "that row, not none: the fix handles only the same list", TraceShape(.dataChange),
        upstream: [iqB03.line("L419-L427"), iqB03.line("L492-L505")])),
    // The trap is PICK-5's where the run attributes it to the clamp the reload should have made (the old row is not
    // revalidated), PICK-22's where to the data-source call past the end: the same lines either way.
    each(
      [c(.pick, 5), c(.pick, 22)],
      second(
        "`setItemList:@[]` after a selection re-selects the old row and writes `super.text` from "
          + "`objectAtIndex:row` past the end (a trap): the fix does not revalidate the row against the new list",
        TraceShape(.emptyData), upstream: [iqB03.line("L492-L505"), iqB03.line("L324-L338")])))

  // MARK: Eureka (B13, B15)

  /// The lines of Eureka's form that a tap on a row goes through, at one commit.
  struct EurekaTapPath {
    let didSelectRowAt: String
    let beginEditing: String
    let reloadsPicker: String
  }

  static func eureka(
    sha: String, file: String, didSelectRow: String, selectsValue: String, tap: EurekaTapPath
  ) -> [ClauseID: [Verdict]] {
    let link = { (path: String, lines: String) in "https://github.com/xmartlabs/Eureka/blob/\(sha)/\(path)#\(lines)" }
    let lateSettle = second(
      "the cell's `pickerView(_:didSelectRow:inComponent:)` sets `row.value` with no first-responder check: a "
        + "settle after the keyboard closed (or the row left the window) changes the value", lateSettleShape,
      upstream: [link(file, didSelectRow)])
    let throughTheRow = Verdict(
      kind: .knownDeviation,
      explanation: "a row reports its changes through `onChange` and `row.value`, not `valueChanged` (declared "
        + "known deviation)", upstream: [link("Source/Core/Row.swift", "L33-L35")], shape: TraceShape(.spin, .settle))
    let reopenWithoutValue = second(
      "with no value (`row.value == nil`), `update()` selects nothing when the cell becomes first responder again, "
        + "so the picker keeps an app's selection", TraceShape(.appSelection, .dismissal, excluding: [.settle]),
      upstream: [link(file, selectsValue)])
    let tapReloads = second(
      "a tap on the row while its picker is up calls `cellBecomeFirstResponder()` again "
        + "(`tableView(_:didSelectRowAt:)`), so `beginEditing` runs `updateCell()` and `update()` reloads the picker "
        + "(`reloadAllComponents`), which abandons the wheel's spin: its settle reports nothing, and the user's choice is "
        + "lost (the row keeps its old value)", TraceShape(.spin, .open, .settle),
      upstream: [
        link("Source/Core/Core.swift", tap.didSelectRowAt), link("Source/Core/Core.swift", tap.beginEditing),
        link("Source/Rows/PickerInputRow.swift", tap.reloadsPicker),
      ])
    return merged(
      each([c(.pick, 12), c(.resp, 21)], lateSettle), each([c(.pick, 18)], throughTheRow),
      each([c(.pick, 15), c(.resp, 20)], reopenWithoutValue), each([c(.pick, 10)], tapReloads))
  }

  /// The triple picker's dependent wheels: the suite has no model of them yet (CORPUS.md).
  static let dependentWheels = Verdict(
    kind: .falsePositive,
    explanation: "the second and third wheels depend on the first (the cell reloads them when it settles); the "
      + "reference has no model of dependent wheels, so it expects the row counts of the first data",
    upstream: [
      "https://github.com/xmartlabs/Eureka/blob/72d5ede0a651363faeeee5ad328e72a7983c238a/Source/Rows/TriplePickerInputRow.swift#L68-L70"
    ], shape: TraceShape(.spin, .settle))

  // MARK: DownPicker (B17–B24)

  /// The lines of one DownPicker commit that the explanations cite.
  struct DownPickerCommit {
    let sha: String
    let didSelectRow: String
    let doneClicked: String
    /// `-(UIPickerView*) getPickerView;`, the accessor that lets the app reach the picker.
    let getPickerView: String
    var directory = "DownPicker"

    func line(_ lines: String, header: Bool = false) -> String {
      "https://github.com/Darkseal/DownPicker/blob/\(sha)/\(directory)/DownPicker.\(header ? "h" : "m")#\(lines)"
    }
  }

  static func downPicker(_ commit: DownPickerCommit, settleSendsValueChanged: Bool = false) -> [ClauseID: [Verdict]] {
    let lateSettle = second(
      "`pickerView:didSelectRow:inComponent:` writes `textField.text` with no first-responder check, so a settle "
        + "after the keyboard closed (or the field left the window) changes the value", lateSettleShape,
      upstream: [commit.line(commit.didSelectRow)])
    let doneIgnoresPicker = second(
      "`doneClicked:` never reads the picker's row (`selectedRowInComponent:` appears nowhere); the value is the "
        + "text the last `didSelectRow` wrote, so after an app's selection on the picker (`getPickerView`) Done "
        + "reports the old text, or its fallback, not the row shown", TraceShape(.appSelection, .done),
      upstream: [commit.line(commit.doneClicked), commit.line(commit.getPickerView, header: true)])
    var table = merged(
      each([c(.pick, 12), c(.resp, 21)], lateSettle), each([c(.pick, 8), c(.pick, 20)], doneIgnoresPicker))
    if !settleSendsValueChanged {
      table = merged(
        table,
        each(
          [c(.pick, 18)],
          second(
            "`pickerView:didSelectRow:inComponent:` writes the text and sends no valueChanged (added by 73599d3, "
              + "B24's fix)", TraceShape(.spin, .settle), upstream: [commit.line(commit.didSelectRow)])))
    }
    return table
  }

  static let dp560 = DownPickerCommit(
    sha: "560cff7659bfae523ebabed550762c561e6be4d4", didSelectRow: "L73-L77", doneClicked: "L89-L93",
    getPickerView: "L36")
  static let dpE70 = DownPickerCommit(
    sha: "e7063a621d779c14534afa5ef2d96d07dce9ef54", didSelectRow: "L73-L77", doneClicked: "L89-L97",
    getPickerView: "L36")
  static let dp5f4 = DownPickerCommit(
    sha: "5f490daf8a92b6a02264c4a363bf68e650a1786d", didSelectRow: "L73-L76", doneClicked: "L88-L95",
    getPickerView: "L36")
  static let dpEc1 = DownPickerCommit(
    sha: "ec11bc0851544c89aefee5b57147e23b00957ce5", didSelectRow: "L73-L76", doneClicked: "L88-L96",
    getPickerView: "L36")
  static let dp89c = DownPickerCommit(
    sha: "89cb6478189255ab0b9bc6e6e5bd78981469dc66", didSelectRow: "L79-L82", doneClicked: "L94-L104",
    getPickerView: "L38")
  static let dp85a = DownPickerCommit(
    sha: "85a8d5dc4da6821cbe05a11e138b8a163666ba2b", didSelectRow: "L79-L82", doneClicked: "L94-L107",
    getPickerView: "L53")
  static let dp735 = DownPickerCommit(
    sha: "73599d362a6fdf9cb0bda164875d087a63c9a032", didSelectRow: "L81-L85", doneClicked: "L97-L115",
    getPickerView: "L56", directory: "Pod/Classes")

  /// Done sends valueChanged on every tap, changed or not (up to ec11bc0).
  static func doneAlwaysSendsValueChanged(_ commit: DownPickerCommit) -> [ClauseID: [Verdict]] {
    each(
      [c(.pick, 18)],
      second(
        "`doneClicked:` sends valueChanged on every Done, whether or not the value changed",
        TraceShape(.done, .done), upstream: [commit.line(commit.doneClicked)]))
  }

  /// From 89cb647: Done on an empty field writes the first option and sends nothing.
  static func doneFallbackIsSilent(_ commit: DownPickerCommit, fallback: String) -> [ClauseID: [Verdict]] {
    each(
      [c(.pick, 8), c(.pick, 18)],
      second(
        "`doneClicked:` on an empty field writes `dataArray[0]` and sends no valueChanged (only a changed text in the "
          + "data sends one), so that Done reports no result",
        TraceShape(.open, .done, excluding: [.spin, .appSelection]),
        upstream: [commit.line(commit.doneClicked), commit.line(fallback)]))
  }

  static let downPickerAutoSelect = second(
    "from 73599d3 `textFieldShouldBeginEditing:` calls `setSelectedIndex:0` on an empty field, which writes the "
      + "text and sends valueChanged before the field is first responder: a result and an action at the tap",
    TraceShape(.open),
    upstream: [dp735.line("L137-L145"), dp735.line("L186-L193"), dp735.line("L81-L85")])

  static let downPickerNonInteractive = second(
    "85a8d5d makes the field non-interactive while picking (`textField.userInteractionEnabled = NO`) and restores it "
      + "only in Done and Cancel: after any other dismissal, a tap does nothing", TraceShape(.open, .open),
    upstream: [dp85a.line("L170-L180"), dp85a.line("L97"), dp85a.line("L112")])

  // MARK: Key-input views

  static func digitInputView(_ lines: String) -> String {
    "https://github.com/mnvoh/DigitInputView/blob/d1e3527ae8ed5dac99d971e1be2d565fd056b5e0/DigitInputView/Classes/DigitInputView.swift#\(lines)"
  }

  static let notAControl = Verdict(
    kind: .knownDeviation, explanation: "a UIView, not a UIControl: no editingChanged (declared known deviation)",
    upstream: [digitInputView("L34")], shape: TraceShape())

  static func pinCodeTextField(_ path: String, _ lines: String) -> String {
    "https://github.com/tkach/PinCodeTextField/blob/1e25d6b3e6a442fe72e707b76933ab014113d6bc/Pod/Common/\(path)#\(lines)"
  }

  static func kaPinField(_ lines: String) -> String {
    "https://github.com/alexiscreuzot/KAPinField/blob/ac946ee01d4169b45611616217490f97c87d8878/KAPinField/Sources/KAPinField.swift#\(lines)"
  }

  // MARK: Popover pickers (B05, B07, B30)

  static func actionSheetPicker(_ lines: String) -> String {
    "https://github.com/TimCinel/ActionSheetPicker/blob/3e20cca8768603d3f11035d2366c11d9c1c2d438/Pickers/\(lines)"
  }

  static func actionSheetPicker3(_ lines: String) -> String {
    "https://github.com/skywinder/ActionSheetPicker-3.0/blob/f1b651684e879795a198e5fe8e64c9654d4ebcad/Pickers/\(lines)"
  }

  static func swiftyPickerPopover(_ lines: String) -> String {
    "https://github.com/hsylife/SwiftyPickerPopover/blob/671d6fb4c67f62b094e723e0f2f589fa55258650/"
      + "SwiftyPickerPopover/StringPickerPopoverViewController.swift#\(lines)"
  }

  // MARK: Per bug

  static let table: [String: [ClauseID: [Verdict]]] = [
    "B01": merged(iqB01Own, iq(iqB01)),
    "B02": iq(iqB02),
    "B03": merged(iqB03Own, iq(iqB03)),
    "B04": iq(iqB04),
    "B05": each(
      [c(.resp, 19)],
      second(
        "the popover is made without a delegate (`configureAndPresentPopoverForView:`), so a tap outside it dismisses "
          + "the picker with neither the done nor the cancel block (the bug ActionSheetPicker-3.0 fixed later: B07)",
        TraceShape(.dismissal), upstream: [actionSheetPicker("AbstractActionSheetPicker.m#L317-L323")])),
    "B07": each(
      [c(.pick, 8)],
      second(
        "`selectedIndex` changes only in `pickerView:didSelectRow:inComponent:`, and Done reports it; an app's "
          + "`selectRow` on the public `pickerView` moves the wheel without that callback, so Done reports the row "
          + "shown before", TraceShape(.appSelection, .done),
        upstream: [
          actionSheetPicker3("ActionSheetStringPicker.m#L122-L124"),
          actionSheetPicker3("ActionSheetStringPicker.m#L93-L94"),
          actionSheetPicker3("AbstractActionSheetPicker.h#L34"),
        ])),
    "B13": merged(
      eureka(
        sha: "72d5ede0a651363faeeee5ad328e72a7983c238a", file: "Source/Rows/TriplePickerInputRow.swift",
        didSelectRow: "L58-L111", selectsValue: "L23-L31",
        tap: EurekaTapPath(didSelectRowAt: "L770-L776", beginEditing: "L545-L547", reloadsPicker: "L60-L76")),
      each([c(.pick, 6)], dependentWheels)),
    "B15": eureka(
      sha: "e0c6d6ba11933a8f9b2b7a2368e984a7f41ff343", file: "Source/Rows/PickerInputRow.swift",
      didSelectRow: "L113-L118", selectsValue: "L131-L136",
      tap: EurekaTapPath(didSelectRowAt: "L788-L794", beginEditing: "L563-L565", reloadsPicker: "L61-L81")),
    "B17": merged(
      each(
        [c(.pick, 8)],
        second(
          "Done without spinning commits nothing: `doneClicked:` only resigns and sends valueChanged (B18's bug: "
            + "560cff7 is B18's buggy commit)", TraceShape(.open, .done, excluding: [.spin, .appSelection]),
          upstream: [dp560.line("L89-L93")])),
      doneAlwaysSendsValueChanged(dp560), downPicker(dp560)),
    "B18": merged(doneAlwaysSendsValueChanged(dpE70), downPicker(dpE70)),
    "B19": [:],
    "B20": merged(
      each(
        [c(.pick, 8), c(.pick, 11), c(.pick, 20)],
        second(
          "Done replaces only an empty text, so a text outside the data ('x') stays while the wheel shows the first "
            + "row: B21's bug (fixed by ec11bc0, after this fix commit)",
          TraceShape(.open, .done, excluding: [.spin, .appSelection]),
          upstream: [dp5f4.line("L91-L93"), dp5f4.line("L111-L113")])),
      doneAlwaysSendsValueChanged(dp5f4), downPicker(dp5f4)),
    "B21": merged(doneAlwaysSendsValueChanged(dpEc1), downPicker(dpEc1)),
    "B22": merged(doneFallbackIsSilent(dp89c, fallback: "L97-L98"), downPicker(dp89c)),
    "B23": merged(
      doneFallbackIsSilent(dp85a, fallback: "L100-L101"),
      each([c(.resp, 12), c(.resp, 16), c(.pick, 15)], downPickerNonInteractive),
      each(
        [c(.pick, 23)],
        second(
          "`setSelectedIndex:` goes through `setValueAtIndex:` to `didSelectRow`, which writes the text but never "
            + "moves the presented wheel; an index past the data reaches `objectAtIndex:` unchecked (NSRangeException)",
          TraceShape(.valueSetter), upstream: [dp85a.line("L294-L296"), dp85a.line("L249-L253"), dp85a.line("L81")])),
      downPicker(dp85a)),
    "B24": merged(
      each([c(.resp, 12), c(.pick, 18), c(.pick, 8)], downPickerAutoSelect),
      downPicker(dp735, settleSendsValueChanged: true)),
    "B30": merged(
      each(
        [c(.pick, 8)],
        second(
          "the fix reads `choices[safe: selectedRow]` and calls the button's action only when that is a title: with "
            + "empty choices the row is -1, so Done dismisses and emits nothing instead of \"no selection\"",
          TraceShape(.done), upstream: [swiftyPickerPopover("L68-L74")])),
      each(
        [c(.resp, 19)],
        second(
          "a tap outside calls `tappedCancel`, which with empty choices skips the cancel action as Done skips its "
            + "own: the dismissal reports no callback", TraceShape(.dismissal),
          upstream: [swiftyPickerPopover("L79-L81"), swiftyPickerPopover("L68-L74")]))),
    "B49": merged(
      each([c(.key, 8)], notAControl),
      each(
        [c(.key, 9)],
        second(
          "`shouldChangeCharactersIn` checks only the text before the edit (`text.count >= numberOfDigits`) and then "
            + "appends the whole replacement: an insertion of several characters overflows the digits",
          TraceShape(.multiCharacterInsertion), upstream: [digitInputView("L357-L362")])),
      each(
        [c(.key, 3)],
        second(
          "an empty replacement on a non-empty field deletes a digit: `strcmp(char, \"\\\\b\") == -92` holds for any "
            + "empty string", TraceShape(.typing, .emptyInsertion), upstream: [digitInputView("L350-L352")]))),
    "B51": merged(
      each(
        [c(.key, 8)],
        Verdict(
          kind: .knownDeviation, explanation: "a UIView, not a UIControl: no editingChanged (declared known deviation)",
          upstream: [pinCodeTextField("PinCodeTextField.swift", "L233-L236")], shape: TraceShape())),
      each(
        [c(.key, 2), c(.key, 5), c(.key, 9), c(.key, 10)],
        second(
          "`insertText(\"\")` resigns first responder: `insertText(_:)` takes `hasOnlyNewlineSymbols`, true of the "
            + "empty string, as Return and calls `resignFirstResponder()`, so the next typing or delete goes nowhere",
          TraceShape(.emptyInsertion, .keyInput),
          upstream: [
            pinCodeTextField("PinCodeTextField.swift", "L233-L236"),
            pinCodeTextField("Extensions/StringExtension.swift", "L12-L14"),
          ]))),
    "B52": merged(
      each(
        [c(.resp, 6)],
        second(
          "`resignFirstResponder()` is not forwarded to the hidden field, which stays first (only `endEditing` "
            + "releases it)", TraceShape(.dismissal), upstream: [kaPinField("L280-L282"), kaPinField("L217-L219")])),
      each(
        [c(.resp, 17)],
        second(
          "`becomeFirstResponder()` forwards to the hidden field even when the pin field is disabled (no `isEnabled` "
            + "check)", TraceShape(.disable, .becomeFirst), upstream: [kaPinField("L217-L219")]))),
    "B55": merged(
      each(
        [c(.key, 1)],
        second(
          "ending editing replaces the text with the evaluated expression (`venCalculatorTextFieldDidEndEditing`, "
            + "the target of editingDidEnd), so typed text that is no number ('a') is dropped without a key press: "
            + "the calculator's design, at both commits", TraceShape(.typing, .dismissal),
          upstream: [
            "https://github.com/venmo/VENCalculatorInputView/blob/05a819bfd2fe71d712a256b0c32c3c082aea12e9/VENCalculatorInputView/VENCalculatorInputTextField.m#L75-L81",
            "https://github.com/venmo/VENCalculatorInputView/blob/05a819bfd2fe71d712a256b0c32c3c082aea12e9/VENCalculatorInputView/VENCalculatorInputTextField.m#L36",
          ])),
      each(
        [c(.key, 2)],
        second(
          "typing the decimal separator into an empty field reads the character at index length − 2 "
            + "(`venCalculatorTextFieldDidChange`, NSRangeException: a trap), at both commits",
          TraceShape(.decimalSeparator),
          upstream: [
            "https://github.com/venmo/VENCalculatorInputView/blob/05a819bfd2fe71d712a256b0c32c3c082aea12e9/VENCalculatorInputView/VENCalculatorInputTextField.m#L67-L68"
          ]))),
  ]
}

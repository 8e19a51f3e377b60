@_spi(Harness) import InputPlatform
import InputReference
import Testing

// MARK: Test-only data source and harness

/// A picker data source and delegate with mutable counts, counting how often it is asked.
private final class CountingSource: PickerViewDataSource, PickerViewDelegate {
  var rows: [Int]
  private(set) var componentReads = 0
  private(set) var rowReads = 0
  private(set) var titleReads: [String] = []
  private(set) var selections: [String] = []

  init(rows: [Int]) { self.rows = rows }

  func numberOfComponents(in pickerView: PickerView) -> Int {
    componentReads += 1
    return rows.count
  }

  func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
    rowReads += 1
    return rows.indices.contains(component) ? rows[component] : 0
  }

  func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    titleReads.append("\(row)@\(component)")
    return "c\(component)r\(row)"
  }

  func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
    selections.append("\(row)@\(component)")
  }

  /// A picker wired to this source.
  func makePicker() -> PickerView {
    let picker = PickerView()
    picker.dataSource = self
    picker.delegate = self
    return picker
  }
}

/// A picker keyboard in a window beside another text field, with its emitted results, its
/// cancel callbacks and its `valueChanged` events recorded.
final class PickerHarness {
  let keyboard: PickerKeyboard
  let window: Window
  /// Another field in the same window, to take first responder away.
  let other = TextField()
  let valueChanges: EventRecorder
  private(set) var emitted: [[String]?] = []
  /// Every outcome callback in order: `done […]` or `cancel`.
  private(set) var callbacks: [String] = []

  init(
    _ components: [[String]], value: [String]? = nil, style: CommitStyle = .transactional,
    buttons: PickerKeyboardButtons? = nil, noneRow: String? = nil, disabledTitles: Set<String> = [],
    search: DisabledRowSearch = .both, noEnabledRow: NoEnabledRow = .staysPut,
    doneWhileSpinning: DoneWhileSpinning = .readsPicker, dismissalOutcome: DismissalOutcome? = nil,
    quirks: PlatformQuirks = .all
  ) {
    keyboard = PickerKeyboard(
      components: components, value: value, commitStyle: style, buttons: buttons, noneRow: noneRow,
      disabledTitles: disabledTitles, disabledRowSearch: search, noEnabledRow: noEnabledRow,
      doneWhileSpinning: doneWhileSpinning, dismissalOutcome: dismissalOutcome)
    if doneWhileSpinning != .readsPicker {
      // The test stands in for what such a component reads from its wheels' scroll views (PICK-25).
      keyboard.wheelMotion = WheelMotion(
        isMoving: { [keyboard] in keyboard.picker.isSpinning }, stop: { [keyboard] in keyboard.picker.finishSpinning() }
      )
    }
    window = Fixture.window(with: keyboard, environment: Fixture.environment(quirks: quirks))
    window.addSubview(other)
    valueChanges = EventRecorder(keyboard, only: [.valueChanged])
    keyboard.onDone = { [weak self] result in
      self?.emitted.append(result)
      self?.callbacks.append("done \(result.map { "\($0)" } ?? "none")")
    }
    keyboard.onCancel = { [weak self] in self?.callbacks.append("cancel") }
  }

  var picker: PickerView { keyboard.picker }
  var selectedRow: Int { picker.selectedRow(inComponent: 0) }
  var selectedRows: [Int] { (0..<picker.numberOfComponents).map { picker.selectedRow(inComponent: $0) } }
  var isOpen: Bool { keyboard.isFirstResponder && window.keyboard?.inputView === picker }
  var titles: [String?] { (0..<picker.numberOfRows(inComponent: 0)).map { picker.title(forRow: $0, inComponent: 0) } }

  /// A person taps the keyboard to open it.
  func open() { keyboard.tap() }

  /// A person taps the toolbar item with `title`.
  func tap(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let item = keyboard.toolbar.item(titled: title) else {
      Issue.record("no toolbar item titled \(title)", sourceLocation: sourceLocation)
      return
    }
    item.tap()
  }

  /// A person spins a wheel to `row` and lets it settle.
  func choose(_ row: Int, component: Int = 0) {
    picker.spin(component: component, toRow: row)
    picker.settle()
  }
}

/// `count` distinct titles.
private func titles(_ count: Int, prefix: String = "R") -> [String] { (0..<count).map { "\(prefix)\($0)" } }

/// The row counts of the boundary ladder: empty, one, two, many.
nonisolated private let rowLadder = [0, 1, 2, 7]

/// The dismissals that come from none of the keyboard's buttons (RESP-19).
enum OtherDismissal: String, CaseIterable, Sendable {
  case otherFieldBecomesFirst, resignFromCode, removedFromWindow, endEditing, forcedEndEditing, hostDisappears

  func perform(on harness: PickerHarness) {
    switch self {
    case .otherFieldBecomesFirst: harness.other.becomeFirstResponder()
    case .resignFromCode: harness.keyboard.resignFirstResponder()
    case .removedFromWindow: harness.keyboard.removeFromSuperview()
    case .endEditing: harness.window.endEditing(false)
    case .forcedEndEditing: harness.window.endEditing(true)
    case .hostDisappears: harness.window.hostDisappears()
    }
  }
}

/// The toolbar actions that end editing.
enum EndAction: String, CaseIterable, Sendable {
  case done = "Done"
  case cancel = "Cancel"
  case close = "Close"
}

@Suite("PICK: picker view and picker keyboard")
struct PickerClauseTests {
  // MARK: PICK-1

  @Test("PICK-1 counts come from the data source and are cached until a reload")
  func countsAreCached() {
    let source = CountingSource(rows: [3, 2])
    let picker = source.makePicker()
    #expect(picker.numberOfComponents == 2)
    #expect(picker.numberOfRows(inComponent: 0) == 3)
    #expect(picker.numberOfRows(inComponent: 1) == 2)
    for _ in 0..<5 {
      _ = picker.numberOfComponents
      _ = picker.numberOfRows(inComponent: 0)
      _ = picker.selectedRow(inComponent: 1)
    }
    #expect(source.componentReads == 1)
    #expect(source.rowReads == 2)

    source.rows = [5]
    #expect(picker.numberOfComponents == 2)
    #expect(picker.numberOfRows(inComponent: 0) == 3)
    #expect(source.componentReads == 1)

    picker.reloadAllComponents()
    #expect(picker.numberOfComponents == 1)
    #expect(picker.numberOfRows(inComponent: 0) == 5)
    #expect(source.componentReads == 2)
    #expect(source.rowReads == 3)
  }

  @Test("PICK-1 reloadComponent re-reads only that component's count")
  func reloadComponentReadsOne() {
    let source = CountingSource(rows: [3, 2, 4])
    let picker = source.makePicker()
    _ = picker.numberOfComponents
    source.rows = [9, 1, 8]
    picker.reloadComponent(1)
    #expect(picker.numberOfRows(inComponent: 0) == 3)
    #expect(picker.numberOfRows(inComponent: 1) == 1)
    #expect(picker.numberOfRows(inComponent: 2) == 4)
    #expect(source.componentReads == 1)
    #expect(source.rowReads == 4)
  }

  // MARK: PICK-2

  @Test("PICK-2 after data loads with no selection the row is 0, or -1 for an empty component", arguments: rowLadder)
  func initialSelection(rows: Int) {
    let source = CountingSource(rows: [rows])
    let picker = source.makePicker()
    #expect(picker.selectedRow(inComponent: 0) == (rows == 0 ? -1 : 0))
    #expect(picker.selectedRow(inComponent: 1) == -1)
    #expect(picker.selectedRow(inComponent: -1) == -1)
  }

  @Test("PICK-2 the selection is -1 or in 0..<rows for every component", arguments: rowLadder)
  func selectionInRange(rows: Int) {
    let source = CountingSource(rows: [rows, 0, 3])
    let picker = source.makePicker()
    for row in [-1, 0, 1, rows - 1, rows, 100] { picker.selectRow(row, inComponent: 0, animated: false) }
    for component in 0..<3 {
      let count = picker.numberOfRows(inComponent: component)
      let selected = picker.selectedRow(inComponent: component)
      #expect(count == 0 ? selected == -1 : (0..<count).contains(selected))
    }
    #expect(picker.selectedRow(inComponent: 0) == (rows == 0 ? -1 : rows - 1))
    #expect(picker.selectedRow(inComponent: 1) == -1)
    #expect(picker.selectedRow(inComponent: 2) == 0)
  }

  // MARK: PICK-3

  @Test("PICK-3 selectRow does not call didSelectRow", arguments: [true, false])
  func selectRowIsSilent(animated: Bool) {
    let source = CountingSource(rows: [4, 4])
    let picker = source.makePicker()
    picker.selectRow(3, inComponent: 0, animated: animated)
    picker.selectRow(2, inComponent: 1, animated: animated)
    #expect(picker.selectedRow(inComponent: 0) == 3)
    #expect(picker.selectedRow(inComponent: 1) == 2)
    #expect(source.selections == [])
    #expect(picker.deliveredSelections == [])
  }

  @Test("PICK-3 the keyboard receives didSelectRow for user settles only, never for rows selected from code")
  func keyboardReceivesUserSelectionsOnly() {
    let harness = PickerHarness([["A", "B", "C"]], style: .live)
    harness.open()
    harness.keyboard.selectRow(2, inComponent: 0)
    harness.picker.selectRow(1, inComponent: 0, animated: true)
    harness.keyboard.setValue(rows: [2])
    #expect(harness.keyboard.receivedSelections == [])
    harness.choose(0)
    #expect(harness.keyboard.receivedSelections == [PickerSelection(row: 0, component: 0)])
    #expect(harness.picker.deliveredSelections == harness.keyboard.receivedSelections)
  }

  // MARK: PICK-4

  @Test("PICK-4 an out-of-range row or component is ignored and recorded as NSRangeException", arguments: rowLadder)
  func outOfRangeIgnored(rows: Int) {
    let source = CountingSource(rows: [rows])
    let picker = source.makePicker()
    let window = Fixture.window(with: picker)
    if rows > 1 { picker.selectRow(1, inComponent: 0, animated: false) }
    let before = picker.selectedRow(inComponent: 0)
    let calls = [(rows, 0), (-1, 0), (Int.max, 0), (Int.min, 0), (0, 1), (0, -1), (0, Int.max)]
    for (row, component) in calls {
      picker.selectRow(row, inComponent: component, animated: false)
      #expect(picker.selectedRow(inComponent: 0) == before, "selecting \(row) in \(component)")
    }
    let rowWord = rows == 1 ? "row" : "rows"
    #expect(
      window.environment.misuses.map(\.description) == [
        "UIKit would raise NSRangeException: selectRow(\(rows), inComponent: 0) with \(rows) \(rowWord)",
        "UIKit would raise NSRangeException: selectRow(-1, inComponent: 0) with \(rows) \(rowWord)",
        "UIKit would raise NSRangeException: selectRow(\(Int.max), inComponent: 0) with \(rows) \(rowWord)",
        "UIKit would raise NSRangeException: selectRow(\(Int.min), inComponent: 0) with \(rows) \(rowWord)",
        "UIKit would raise NSRangeException: selectRow(0, inComponent: 1) with 1 component",
        "UIKit would raise NSRangeException: selectRow(0, inComponent: -1) with 1 component",
        "UIKit would raise NSRangeException: selectRow(0, inComponent: \(Int.max)) with 1 component",
      ])
    #expect(
      window.environment.misuses.allSatisfy { $0.kind == .selectRowOutOfRange && $0.reaction == "NSRangeException" })
    picker.spin(component: 0, toRow: rows)
    picker.spin(component: 3, toRow: 0)
    #expect(picker.isSpinning == false)
    #expect(source.selections == [])
    #expect(picker.numberOfComponents == 1)
    #expect(window.environment.misuses.count == calls.count)
  }

  @Test("PICK-4 the issue's example: selectRow(7, inComponent: 0) with 3 rows")
  func outOfRangeExample() {
    let source = CountingSource(rows: [3])
    let picker = source.makePicker()
    let window = Fixture.window(with: picker)
    picker.selectRow(7, inComponent: 0, animated: true)
    #expect(
      window.environment.misuses.map(\.description) == [
        "UIKit would raise NSRangeException: selectRow(7, inComponent: 0) with 3 rows"
      ])
    picker.selectRow(2, inComponent: 0, animated: true)
    #expect(window.environment.misuses.count == 1)
    #expect(picker.selectedRow(inComponent: 0) == 2)
  }

  @Test("PICK-4 misuse by a picker never in a window is recorded in the first window it joins")
  func outOfRangeBeforeAnyWindow() {
    let source = CountingSource(rows: [2, 0])
    let picker = source.makePicker()
    picker.selectRow(2, inComponent: 0, animated: false)
    picker.selectRow(0, inComponent: 1, animated: false)
    let window = Fixture.window()
    #expect(window.environment.misuses.isEmpty)
    window.addSubview(picker)
    #expect(
      window.environment.misuses.map(\.call) == [
        "selectRow(2, inComponent: 0) with 2 rows", "selectRow(0, inComponent: 1) with 0 rows",
      ])
    picker.removeFromSuperview()
    picker.selectRow(-1, inComponent: 0, animated: false)
    #expect(window.environment.misuses.count == 3)
    let other = Fixture.window()
    other.addSubview(picker)
    #expect(other.environment.misuses.isEmpty)
  }

  // MARK: PICK-5

  /// (rows before, selected row, rows after, expected selection).
  nonisolated static let shrinks: [(Int, Int, Int, Int)] = [
    (5, 4, 2, 1), (5, 4, 1, 0), (5, 4, 0, -1), (5, 1, 3, 1), (5, 4, 5, 4), (2, 1, 7, 1), (0, -1, 3, 0),
  ]

  @Test("PICK-5 a reload that shrinks the data clamps the selection without didSelectRow", arguments: shrinks.indices)
  func shrinkClamps(index: Int) {
    let (before, selected, after, expected) = Self.shrinks[index]
    for reloadOne in [false, true] {
      let source = CountingSource(rows: [before, 2])
      let picker = source.makePicker()
      picker.selectRow(selected, inComponent: 0, animated: false)
      picker.selectRow(1, inComponent: 1, animated: false)
      source.rows = [after, 2]
      if reloadOne { picker.reloadComponent(0) } else { picker.reloadAllComponents() }
      #expect(picker.selectedRow(inComponent: 0) == expected, "reloadComponent: \(reloadOne)")
      #expect(picker.selectedRow(inComponent: 1) == 1)
      #expect(source.selections == [])
    }
  }

  @Test("PICK-5 a reload that removes components drops their selections")
  func shrinkComponents() {
    let source = CountingSource(rows: [3, 3])
    let picker = source.makePicker()
    picker.selectRow(2, inComponent: 1, animated: false)
    source.rows = [3]
    picker.reloadAllComponents()
    #expect(picker.selectedRow(inComponent: 1) == -1)
    source.rows = [3, 3]
    picker.reloadAllComponents()
    #expect(picker.selectedRow(inComponent: 1) == 0)
    #expect(source.selections == [])
  }

  // MARK: PICK-6

  @Test("PICK-6 a spin calls didSelectRow once, when it settles; until then the old row is reported")
  func spinThenSettle() {
    let source = CountingSource(rows: [6])
    let picker = source.makePicker()
    picker.selectRow(1, inComponent: 0, animated: false)
    picker.spin(component: 0, toRow: 3)
    #expect(picker.isSpinning)
    #expect(picker.selectedRow(inComponent: 0) == 1)
    #expect(source.selections == [])
    picker.spin(component: 0, toRow: 5)
    #expect(picker.spinTarget(inComponent: 0) == 5)
    #expect(picker.selectedRow(inComponent: 0) == 1)
    #expect(picker.isSpinning(inComponent: 0))
    #expect(picker.isSpinning(inComponent: 1) == false)
    picker.settle()
    #expect(picker.selectedRow(inComponent: 0) == 5)
    #expect(source.selections == ["5@0"])
    #expect(picker.deliveredSelections == [PickerSelection(row: 5, component: 0)])
    #expect(picker.isSpinning == false)
    #expect(picker.isSpinning(inComponent: 0) == false)
    picker.settle()
    #expect(source.selections == ["5@0"])
  }

  @Test("PICK-6 two wheels settling report once each, in component order")
  func twoWheelsSettle() {
    let source = CountingSource(rows: [4, 4])
    let picker = source.makePicker()
    picker.spin(component: 1, toRow: 2)
    picker.spin(component: 0, toRow: 3)
    #expect(picker.isSpinning(inComponent: 0) && picker.isSpinning(inComponent: 1))
    picker.settle()
    #expect(source.selections == ["3@0", "2@1"])
    #expect(
      picker.deliveredSelections == [PickerSelection(row: 3, component: 0), PickerSelection(row: 2, component: 1)])
  }

  @Test("PICK-6 finishSpinning settles every moving wheel on its destination at once", arguments: [0, 1, 2])
  func finishSpinning(wheels: Int) {
    let source = CountingSource(rows: [4, 4])
    let picker = source.makePicker()
    for component in 0..<wheels { picker.spin(component: component, toRow: 3 - component) }
    #expect(picker.isSpinning == (wheels > 0))
    picker.finishSpinning()
    #expect(picker.isSpinning == false)
    #expect(picker.deliveredSelections.count == wheels)
    #expect(source.selections == (0..<wheels).map { "\(3 - $0)@\($0)" })
    #expect((0..<2).map { picker.selectedRow(inComponent: $0) } == (0..<2).map { $0 < wheels ? 3 - $0 : 0 })
  }

  // MARK: PICK-7

  @Test("PICK-7 tapping opens the keyboard on row 0 when there is no value, -1 when empty", arguments: rowLadder)
  func opensWithoutValue(rows: Int) {
    let harness = PickerHarness([titles(rows)])
    harness.open()
    #expect(harness.isOpen)
    #expect(harness.window.keyboard?.accessory === harness.keyboard.toolbar)
    #expect(harness.selectedRow == (rows == 0 ? -1 : 0))
  }

  @Test("PICK-7 tapping opens the keyboard preselected on the current value", arguments: [1, 2, 7])
  func opensOnValue(rows: Int) {
    let data = titles(rows)
    for (index, title) in data.enumerated() {
      let harness = PickerHarness([data], value: [title])
      #expect(harness.keyboard.value == [title])
      harness.open()
      #expect(harness.isOpen)
      #expect(harness.selectedRow == index)
    }
  }

  @Test("PICK-7 with a none row and no value the keyboard opens on the none row", arguments: rowLadder)
  func opensOnNoneRow(rows: Int) {
    let harness = PickerHarness([titles(rows)], noneRow: "Select")
    harness.open()
    #expect(harness.selectedRow == 0)
    #expect(harness.picker.numberOfRows(inComponent: 0) == rows + 1)
    #expect(harness.titles == ["Select"] + titles(rows))
    #expect(harness.keyboard.components == [titles(rows)])
    if rows > 0 {
      let harnessWithValue = PickerHarness([titles(rows)], value: ["R\(rows - 1)"], noneRow: "Select")
      harnessWithValue.open()
      #expect(harnessWithValue.selectedRow == rows)
    }
  }

  @Test("PICK-7 a none row is shown only by a single-component keyboard")
  func noneRowSingleComponentOnly() {
    let harness = PickerHarness([["A", "B"], ["X"]], noneRow: "Select")
    harness.open()
    #expect(harness.picker.numberOfRows(inComponent: 0) == 2)
    #expect(harness.selectedRows == [0, 0])
    harness.keyboard.setComponents([["P", "Q"]])
    #expect(harness.titles == ["Select", "P", "Q"])
    #expect(harness.selectedRow == 0)
  }

  // MARK: PICK-8

  @Test("PICK-8 Done emits exactly one result: the selection at the moment of the tap", arguments: CommitStyle.allCases)
  func doneEmitsSelection(style: CommitStyle) {
    let harness = PickerHarness([["A", "B", "C", "D"]], value: ["A"], style: style)
    harness.open()
    harness.choose(1)
    harness.tap("Done")
    #expect(harness.emitted == [["B"]])
    #expect(harness.keyboard.value == ["B"])
  }

  @Test(
    "PICK-8 Done reads the picker, not the last callback: a row selected from code is emitted",
    arguments: CommitStyle.allCases)
  func doneReadsPicker(style: CommitStyle) {
    let harness = PickerHarness([["A", "B", "C", "D"]], style: style)
    harness.open()
    harness.choose(1)
    harness.picker.selectRow(3, inComponent: 0, animated: false)
    harness.tap("Done")
    #expect(harness.emitted == [["D"]])
  }

  @Test(
    "PICK-25 Done during a spin waits for the settle, then emits, commits and dismisses once",
    arguments: CommitStyle.allCases)
  func doneWaitsForSettle(style: CommitStyle) {
    let harness = PickerHarness([["A", "B", "C"]], value: ["B"], style: style, doneWhileSpinning: .waitsForSettle)
    harness.open()
    harness.picker.spin(component: 0, toRow: 2)
    harness.tap("Done")
    harness.tap("Done")
    #expect(harness.emitted.isEmpty)
    #expect(harness.keyboard.value == ["B"])
    #expect(harness.isOpen)
    harness.picker.settle()
    #expect(harness.emitted == [["C"]])
    #expect(harness.keyboard.value == ["C"])
    #expect(harness.valueChanges.events == [.valueChanged])
    #expect(harness.window.keyboard == nil)
    #expect(harness.callbacks == ["done [\"C\"]"])
  }

  @Test("PICK-25 a waiting Done is forgotten when the keyboard is dismissed otherwise", arguments: [false, true])
  func waitingDoneForgotten(reopen: Bool) {
    let harness = PickerHarness(
      [["A", "B", "C"]], value: ["A"], buttons: [.done, .close], doneWhileSpinning: .waitsForSettle)
    harness.open()
    harness.picker.spin(component: 0, toRow: 2)
    harness.tap("Done")
    harness.tap("Close")
    if reopen { harness.open() }
    harness.choose(1)
    #expect(harness.emitted.isEmpty)
    #expect(harness.keyboard.value == ["A"])
    #expect(harness.keyboard.isFirstResponder == reopen)
  }

  @Test("PICK-25 settles first: Done stops the wheel on its destination and emits it", arguments: CommitStyle.allCases)
  func doneSettlesFirst(style: CommitStyle) {
    let harness = PickerHarness([["A", "B", "C"]], value: ["B"], style: style, doneWhileSpinning: .settlesFirst)
    harness.open()
    harness.picker.spin(component: 0, toRow: 2)
    harness.tap("Done")
    #expect(harness.emitted == [["C"]])
    #expect(harness.keyboard.value == ["C"])
    #expect(harness.valueChanges.events == [.valueChanged])
    #expect(harness.keyboard.receivedSelections == [PickerSelection(row: 2, component: 0)])
    #expect(harness.window.keyboard == nil)
    harness.picker.settle()
    #expect(harness.emitted == [["C"]])
  }

  @Test(
    "PICK-25 ignored: Done does nothing while a wheel moves, and works once it is still",
    arguments: CommitStyle.allCases
  )
  func doneIgnoredWhileSpinning(style: CommitStyle) {
    let harness = PickerHarness([["A", "B", "C"]], value: ["B"], style: style, doneWhileSpinning: .ignored)
    harness.open()
    harness.picker.spin(component: 0, toRow: 0)
    harness.tap("Done")
    #expect(harness.emitted.isEmpty)
    #expect(harness.isOpen)
    harness.picker.settle()
    #expect(harness.emitted.isEmpty)
    #expect(harness.isOpen)
    harness.tap("Done")
    #expect(harness.emitted == [["A"]])
    #expect(harness.window.keyboard == nil)
  }

  @Test(
    "PICK-25 Done during a spin reads the picker by default (the row being left, once); declared waits never do",
    arguments: DoneWhileSpinning.allCases)
  func doneDuringSpin(policy: DoneWhileSpinning) {
    let harness = PickerHarness([["A", "B", "C", "D"]], value: ["A"], doneWhileSpinning: policy)
    harness.open()
    harness.picker.spin(component: 0, toRow: 3)
    harness.tap("Done")
    harness.picker.settle()
    switch policy {
    case .readsPicker:
      // Public UIKit reports no spin: `selectedRow` gives the row the wheel is leaving (PICK-6), and the
      // settle arrives after the dismissal (PICK-12).
      #expect(harness.emitted == [["A"]])
      #expect(harness.keyboard.value == ["A"])
      #expect(!harness.isOpen)
    case .waitsForSettle, .settlesFirst:
      #expect(harness.emitted == [["D"]])
    case .ignored:
      #expect(harness.emitted == [])
    }
  }

  @Test("PICK-8 with a none row selected Done emits no selection", arguments: CommitStyle.allCases)
  func doneOnNoneRow(style: CommitStyle) {
    let harness = PickerHarness([["A", "B"]], value: ["B"], style: style, noneRow: "Select")
    harness.open()
    harness.choose(0)
    harness.tap("Done")
    #expect(harness.emitted == [nil])
    #expect(harness.keyboard.value == nil)
  }

  @Test("PICK-8 with empty data Done emits no selection", arguments: CommitStyle.allCases)
  func doneOnEmpty(style: CommitStyle) {
    let harness = PickerHarness([[]], style: style)
    harness.open()
    harness.tap("Done")
    #expect(harness.emitted.count == 1)
    #expect(harness.emitted == [nil])
    #expect(harness.keyboard.value == nil)
  }

  @Test("PICK-8 Done on a closed keyboard emits nothing")
  func doneWhenClosed() {
    let harness = PickerHarness([["A"]])
    harness.tap("Done")
    harness.keyboard.done()
    #expect(harness.emitted.isEmpty)
  }

  // MARK: PICK-9

  @Test("PICK-9 Done and Close resign first responder and the keyboard goes away", arguments: ["Done", "Close"])
  func dismissing(title: String) {
    let harness = PickerHarness([["A", "B"]], buttons: [.done, .close])
    harness.open()
    harness.tap(title)
    #expect(harness.keyboard.isFirstResponder == false)
    #expect(harness.window.firstResponder == nil)
    #expect(harness.window.keyboard == nil)
    #expect(harness.picker.window == nil)
  }

  @Test("PICK-9 the default buttons of each style include a way to dismiss", arguments: CommitStyle.allCases)
  func defaultButtonsDismiss(style: CommitStyle) {
    let harness = PickerHarness([["A"]], style: style)
    #expect(harness.keyboard.buttons.contains(.done))
    #expect(harness.keyboard.toolbar.titles == (style == .transactional ? ["Cancel", "Done"] : ["Done"]))
  }

  // MARK: PICK-10

  @Test("PICK-10 live: the committed value follows every settled user selection")
  func liveFollows() {
    let harness = PickerHarness([["A", "B", "C"]], value: ["A"], style: .live)
    harness.open()
    harness.picker.spin(component: 0, toRow: 2)
    #expect(harness.keyboard.value == ["A"])
    harness.picker.settle()
    #expect(harness.keyboard.value == ["C"])
    harness.choose(1)
    #expect(harness.keyboard.value == ["B"])
    #expect(harness.valueChanges.events == [.valueChanged, .valueChanged])
    #expect(harness.emitted.isEmpty)
  }

  @Test("PICK-10 transactional: the value changes only on Done, to the emitted selection")
  func transactionalOnDone() {
    let harness = PickerHarness([["A", "B", "C"]], value: ["A"], style: .transactional)
    harness.open()
    harness.choose(2)
    harness.choose(1)
    #expect(harness.keyboard.value == ["A"])
    #expect(harness.valueChanges.events == [])
    harness.tap("Done")
    #expect(harness.emitted == [["B"]])
    #expect(harness.keyboard.value == ["B"])
    #expect(harness.valueChanges.events == [.valueChanged])
  }

  @Test("PICK-10 live: settling on the none row makes the value none")
  func liveNoneRow() {
    let harness = PickerHarness([["A", "B"]], value: ["A"], style: .live, noneRow: "Select")
    harness.open()
    #expect(harness.selectedRow == 1)
    harness.choose(0)
    #expect(harness.keyboard.value == nil)
    harness.choose(2)
    #expect(harness.keyboard.value == ["B"])
    #expect(harness.valueChanges.events == [.valueChanged, .valueChanged])
  }

  @Test(
    "PICK-10 a dismissal through none of the buttons with no declared outcome: live keeps, transactional discards, no callback",
    arguments: CommitStyle.allCases, OtherDismissal.allCases)
  func dismissalWithoutOutcome(style: CommitStyle, dismissal: OtherDismissal) {
    let harness = PickerHarness([["A", "B", "C"]], value: ["A"], style: style)
    harness.open()
    harness.choose(2)
    dismissal.perform(on: harness)
    #expect(harness.keyboard.isFirstResponder == false)
    #expect(harness.keyboard.value == (style == .live ? ["C"] : ["A"]))
    #expect(harness.callbacks == [])
    #expect(harness.valueChanges.events == (style == .live ? [.valueChanged] : []))
    harness.window.addSubview(harness.keyboard)
    harness.open()
    #expect(harness.selectedRow == (style == .live ? 2 : 0))
  }

  // MARK: PICK-11

  @Test("PICK-11 the committed value is always a title of the data, or none", arguments: CommitStyle.allCases)
  func valueAlwaysInData(style: CommitStyle) {
    let harness = PickerHarness([["A", "B", "C"]], value: ["Z"], style: style)
    #expect(harness.keyboard.value == nil)
    func check(_ step: String) {
      if let value = harness.keyboard.value {
        #expect(value.count == harness.keyboard.components.count, "\(step)")
        for (title, rows) in zip(value, harness.keyboard.components) { #expect(rows.contains(title), "\(step)") }
      }
    }
    harness.open()
    harness.choose(2)
    check("choose")
    if let input = (harness.keyboard as AnyObject) as? any KeyInput {
      input.insertText("Z")
      check("typing")
      input.deleteBackward()
      check("deleting")
    }
    harness.tap("Done")
    check("done")
    harness.keyboard.setComponents([["B", "D"]])
    check("replace data")
    harness.open()
    harness.choose(1)
    harness.tap("Done")
    check("done on new data")
    #expect(harness.keyboard.value == ["D"])
  }

  @Test("PICK-11 an initial value with the wrong number of titles is none")
  func initialValueWrongShape() {
    #expect(PickerKeyboard(components: [["A"], ["X"]], value: ["A"]).value == nil)
    #expect(PickerKeyboard(components: [["A"]], value: ["A", "A"]).value == nil)
    #expect(PickerKeyboard(components: [["A"], ["X"]], value: ["A", "X"]).value == ["A", "X"])
    #expect(PickerKeyboard(components: [[]], value: [""]).value == nil)
  }

  @Test("PICK-11 a title that repeats: the value names it and its first row is the value's row")
  func duplicateTitles() {
    let harness = PickerHarness([["A", "B", "A", "C"]], style: .live)
    harness.open()
    harness.choose(2)
    #expect(harness.keyboard.value == ["A"])
    #expect(harness.keyboard.valueRows == [0])
    harness.tap("Done")
    harness.open()
    #expect(harness.selectedRow == 0)
  }

  @Test("PICK-11 the none row is never a value, and its title is not data", arguments: CommitStyle.allCases)
  func noneRowIsNotAValue(style: CommitStyle) {
    let harness = PickerHarness([["A", "Select"]], style: style, noneRow: "Select")
    harness.open()
    harness.choose(0)
    harness.tap("Done")
    #expect(harness.keyboard.value == nil)
    harness.open()
    harness.choose(2)
    harness.tap("Done")
    #expect(harness.keyboard.value == ["Select"])
    #expect(harness.keyboard.valueRows == [1])
    harness.open()
    #expect(harness.selectedRow == 2)
  }

  // MARK: PICK-12

  @Test(
    "PICK-12 a wheel that settles after Cancel or Close does not change the committed value",
    arguments: CommitStyle.allCases, [EndAction.cancel, .close])
  func lateSettleIgnored(style: CommitStyle, action: EndAction) {
    let harness = PickerHarness(
      [["A", "B", "C"]], value: ["A"], style: style, buttons: [.done, .cancel, .close])
    harness.open()
    harness.picker.spin(component: 0, toRow: 2)
    harness.tap(action.rawValue)
    let valueAfterEnd = harness.keyboard.value
    let eventsAfterEnd = harness.valueChanges.events
    #expect(valueAfterEnd == ["A"])
    harness.picker.settle()
    #expect(harness.keyboard.receivedSelections == [PickerSelection(row: 2, component: 0)])
    #expect(harness.keyboard.value == valueAfterEnd)
    #expect(harness.valueChanges.events == eventsAfterEnd)
    #expect(harness.emitted == [])
    #expect(harness.callbacks == (action == .cancel ? ["cancel"] : []))
  }

  @Test(
    "PICK-12 a late settle after the keyboard left the window changes nothing, with or without the quirk",
    arguments: CommitStyle.allCases, [true, false])
  func lateSettleAfterRemoval(style: CommitStyle, quirk: Bool) {
    let harness = PickerHarness([["A", "B", "C"]], value: ["A"], style: style, quirks: quirk ? .all : [])
    harness.open()
    harness.picker.spin(component: 0, toRow: 1)
    harness.keyboard.removeFromSuperview()
    harness.picker.settle()
    #expect(harness.keyboard.receivedSelections.count == (quirk ? 1 : 0))
    #expect(harness.keyboard.value == ["A"])
    #expect(harness.valueChanges.events == [])
    #expect(harness.callbacks == [])
  }

  @Test(
    "PICK-12 quirk late-callbacks: a wheel spinning when its picker leaves the window settles later, or never without it",
    arguments: [true, false])
  func lateCallbacksQuirk(quirk: Bool) {
    let source = CountingSource(rows: [5])
    let picker = source.makePicker()
    let quirks: PlatformQuirks = quirk ? [.lateCallbacks] : PlatformQuirks.all.subtracting(.lateCallbacks)
    let window = Fixture.window(with: picker, environment: Fixture.environment(quirks: quirks))
    picker.spin(component: 0, toRow: 3)
    #expect(picker.window === window)
    picker.removeFromSuperview()
    #expect(picker.isSpinning == quirk)
    #expect(source.selections == [])
    picker.settle()
    #expect(source.selections == (quirk ? ["3@0"] : []))
    #expect(source.titleReads == (quirk ? ["3@0"] : []))
    #expect(picker.deliveredSelections == (quirk ? [PickerSelection(row: 3, component: 0)] : []))
    #expect(picker.selectedRow(inComponent: 0) == (quirk ? 3 : 0))
  }

  @Test("PICK-12 a picker that never left its window keeps its spin whatever the quirks", arguments: [true, false])
  func spinKeptInWindow(quirk: Bool) {
    let source = CountingSource(rows: [5])
    let picker = source.makePicker()
    let window = Fixture.window(with: picker, environment: Fixture.environment(quirks: quirk ? .all : []))
    picker.spin(component: 0, toRow: 4)
    picker.settle()
    #expect(picker.window === window)
    #expect(source.selections == ["4@0"])
  }

  // MARK: PICK-13

  @Test("PICK-13 with several components Done emits one title per component", arguments: CommitStyle.allCases)
  func multiComponentDone(style: CommitStyle) {
    let harness = PickerHarness([["A", "B"], ["X", "Y", "Z"], ["1"]], value: ["A", "Z", "1"], style: style)
    harness.open()
    #expect(harness.selectedRows == [0, 2, 0])
    harness.choose(1, component: 0)
    harness.choose(1, component: 1)
    harness.tap("Done")
    #expect(harness.emitted == [["B", "Y", "1"]])
    #expect(harness.keyboard.value == ["B", "Y", "1"])
  }

  @Test("PICK-13 a multi-component keyboard with one empty component emits no selection")
  func multiComponentOneEmpty() {
    let harness = PickerHarness([["A", "B"], []])
    harness.open()
    #expect(harness.selectedRows == [0, -1])
    harness.tap("Done")
    #expect(harness.emitted == [nil])
  }

  @Test("PICK-13 reloadComponent keeps that component in bounds and the others unchanged", arguments: rowLadder)
  func reloadOneComponent(newRows: Int) {
    let source = CountingSource(rows: [4, 6, 5])
    let picker = source.makePicker()
    picker.selectRow(3, inComponent: 0, animated: false)
    picker.selectRow(5, inComponent: 1, animated: false)
    picker.selectRow(2, inComponent: 2, animated: false)
    source.rows = [1, newRows, 1]
    picker.reloadComponent(1)
    #expect(picker.selectedRow(inComponent: 0) == 3)
    #expect(picker.selectedRow(inComponent: 1) == min(5, newRows - 1))
    #expect(picker.selectedRow(inComponent: 2) == 2)
  }

  // MARK: PICK-14

  @Test(
    "PICK-14 Cancel restores the value from before opening, emits nothing and resigns", arguments: CommitStyle.allCases)
  func cancelRestores(style: CommitStyle) {
    let harness = PickerHarness([["A", "B", "C"]], value: ["A"], style: style, buttons: [.done, .cancel])
    harness.open()
    harness.choose(2)
    #expect(harness.keyboard.value == (style == .live ? ["C"] : ["A"]))
    harness.tap("Cancel")
    #expect(harness.keyboard.value == ["A"])
    #expect(harness.emitted.isEmpty)
    #expect(harness.callbacks == ["cancel"])
    #expect(harness.keyboard.isFirstResponder == false)
    #expect(harness.window.keyboard == nil)
    #expect(harness.valueChanges.events == (style == .live ? [.valueChanged, .valueChanged] : []))
  }

  @Test("PICK-14 Cancel restores no value when there was none before opening", arguments: CommitStyle.allCases)
  func cancelRestoresNone(style: CommitStyle) {
    let harness = PickerHarness([["A", "B", "C"]], style: style, buttons: [.done, .cancel])
    harness.open()
    harness.choose(2)
    harness.tap("Cancel")
    #expect(harness.keyboard.value == nil)
    #expect(harness.emitted.isEmpty)
  }

  @Test("PICK-14 Cancel restores the value of the latest opening, not of creation")
  func cancelRestoresLatestOpening() {
    let harness = PickerHarness([["A", "B", "C"]], value: ["A"])
    harness.open()
    harness.choose(1)
    harness.tap("Done")
    harness.open()
    harness.choose(2)
    harness.tap("Cancel")
    #expect(harness.keyboard.value == ["B"])
    #expect(harness.emitted == [["B"]])
  }

  // MARK: PICK-15

  @Test(
    "PICK-15 reopening shows the committed value, not an abandoned spin or a cancelled selection",
    arguments: CommitStyle.allCases, EndAction.allCases)
  func reopenShowsCommitted(style: CommitStyle, action: EndAction) {
    let harness = PickerHarness(
      [["A", "B", "C", "D"]], value: ["B"], style: style, buttons: [.done, .cancel, .close])
    harness.open()
    harness.choose(3)
    harness.picker.spin(component: 0, toRow: 0)
    harness.tap(action.rawValue)
    // Done read the picker: the row the wheel was leaving (PICK-25); the settle comes after the dismissal.
    if action == .done { harness.picker.settle() }
    #expect(harness.keyboard.isFirstResponder == false)
    harness.open()
    let committed = harness.keyboard.value
    let expected: [String] =
      switch action {
      case .done: ["D"]
      case .cancel: ["B"]
      case .close: style == .live ? ["D"] : ["B"]
      }
    #expect(committed == expected)
    #expect(harness.picker.isSpinning == false)
    #expect(harness.selectedRow == ["A", "B", "C", "D"].firstIndex(of: expected[0]))
  }

  @Test(
    "PICK-15 reopening with no committed value shows row 0, not the abandoned selection",
    arguments: [EndAction.cancel, .close])
  func reopenWithoutValue(action: EndAction) {
    let harness = PickerHarness([["A", "B", "C"]], style: .transactional, buttons: [.done, .cancel, .close])
    harness.open()
    harness.choose(2)
    harness.tap(action.rawValue)
    #expect(harness.keyboard.value == nil)
    harness.open()
    #expect(harness.selectedRow == 0)
    harness.tap("Done")
    #expect(harness.emitted == [["A"]])
  }

  // MARK: PICK-16

  @Test("PICK-16 Close dismisses, keeps the committed value and emits nothing", arguments: CommitStyle.allCases)
  func closeKeeps(style: CommitStyle) {
    let harness = PickerHarness([["A", "B", "C"]], value: ["A"], style: style, buttons: [.done, .close])
    harness.open()
    harness.choose(2)
    let committed = harness.keyboard.value
    #expect(committed == (style == .live ? ["C"] : ["A"]))
    let eventsBefore = harness.valueChanges.events
    harness.tap("Close")
    #expect(harness.keyboard.value == committed)
    #expect(harness.emitted.isEmpty)
    #expect(harness.valueChanges.events == eventsBefore)
    #expect(harness.window.firstResponder == nil)
    #expect(harness.window.keyboard == nil)
  }

  @Test("PICK-16 a keyboard offering only Close shows Close and no Done")
  func closeOnly() {
    let harness = PickerHarness([["A", "B"]], style: .live, buttons: [.close])
    #expect(harness.keyboard.toolbar.titles == ["Close"])
    harness.open()
    harness.choose(1)
    harness.tap("Close")
    #expect(harness.keyboard.value == ["B"])
    #expect(harness.emitted.isEmpty)
  }

  // MARK: PICK-17

  @Test(
    "PICK-17 selecting a row from code changes neither the value nor the results, and sends no valueChanged",
    arguments: CommitStyle.allCases)
  func codeSelectionIsSilent(style: CommitStyle) {
    let harness = PickerHarness([["A", "B", "C"]], value: ["A"], style: style)
    harness.keyboard.selectRow(2, inComponent: 0)
    #expect(harness.keyboard.value == ["A"])
    harness.open()
    harness.keyboard.selectRow(1, inComponent: 0)
    harness.picker.selectRow(2, inComponent: 0, animated: true)
    #expect(harness.selectedRow == 2)
    #expect(harness.keyboard.value == ["A"])
    #expect(harness.emitted.isEmpty)
    #expect(harness.valueChanges.events == [])
  }

  // MARK: PICK-18

  @Test("PICK-18 transactional: one valueChanged per Done that changes the value, none otherwise")
  func valueChangedTransactional() {
    let harness = PickerHarness([["A", "B", "C"]], value: ["A"], buttons: [.done, .cancel, .close])
    harness.open()
    harness.tap("Done")
    #expect(harness.valueChanges.events == [])
    harness.open()
    harness.choose(1)
    #expect(harness.valueChanges.events == [])
    harness.tap("Done")
    #expect(harness.valueChanges.events == [.valueChanged])
    harness.open()
    harness.choose(2)
    harness.tap("Cancel")
    harness.open()
    harness.choose(2)
    harness.tap("Close")
    #expect(harness.valueChanges.events == [.valueChanged])
  }

  @Test("PICK-18 live: one valueChanged per settle that changes the value, none for the same row or Done")
  func valueChangedLive() {
    let harness = PickerHarness([["A", "B", "C"]], value: ["A"], style: .live)
    harness.open()
    harness.choose(0)
    #expect(harness.valueChanges.events == [])
    harness.choose(1)
    harness.choose(2)
    #expect(harness.valueChanges.events == [.valueChanged, .valueChanged])
    harness.tap("Done")
    #expect(harness.valueChanges.events == [.valueChanged, .valueChanged])
  }

  @Test("PICK-18 app changes never send valueChanged, even when they clear the value", arguments: CommitStyle.allCases)
  func valueChangedNeverForApp(style: CommitStyle) {
    let harness = PickerHarness([["A", "B", "C"]], value: ["A"], style: style)
    harness.keyboard.setComponents([["X", "Y"]])
    #expect(harness.keyboard.value == nil)
    harness.open()
    harness.keyboard.setComponents([["P", "Q"]])
    harness.keyboard.selectRow(1, inComponent: 0)
    #expect(harness.valueChanges.events == [])
  }

  // MARK: PICK-19

  @Test("PICK-19 with empty data the keyboard opens and its picker's selection is -1", arguments: CommitStyle.allCases)
  func emptyOpens(style: CommitStyle) {
    let harness = PickerHarness([[]], style: style, buttons: [.done, .cancel, .close])
    harness.open()
    #expect(harness.isOpen)
    #expect(harness.selectedRow == -1)
    harness.choose(0)
    #expect(harness.keyboard.value == nil)
    harness.tap("Close")
    harness.open()
    harness.tap("Cancel")
    #expect(harness.keyboard.value == nil)
    #expect(harness.valueChanges.events == [])
  }

  // MARK: PICK-20

  @Test(
    "PICK-20 an initial value outside the data is ignored: the picker shows an in-bounds row", arguments: [1, 2, 7])
  func outOfRangeInitial(rows: Int) {
    let harness = PickerHarness([titles(rows)], value: ["R\(rows)"])
    #expect(harness.keyboard.value == nil)
    harness.open()
    #expect(harness.selectedRow == 0)
    harness.tap("Done")
    #expect(harness.emitted == [["R0"]])
  }

  @Test("PICK-20 an out-of-range programmatic selection is ignored and Done does not trap", arguments: rowLadder)
  func outOfRangeProgrammatic(rows: Int) {
    let harness = PickerHarness([titles(rows)])
    harness.open()
    harness.keyboard.selectRow(rows, inComponent: 0)
    harness.keyboard.selectRow(-1, inComponent: 0)
    harness.keyboard.selectRow(0, inComponent: 4)
    harness.keyboard.selectRow(Int.max, inComponent: 0)
    #expect(harness.selectedRow == (rows == 0 ? -1 : 0))
    #expect(harness.window.environment.misuses.isEmpty)
    harness.tap("Done")
    #expect(harness.emitted == [rows == 0 ? nil : ["R0"]])
  }

  // MARK: PICK-21

  @Test("PICK-21 the value survives a data change when its title is still there, even at another row")
  func valueSurvives() {
    let harness = PickerHarness([["A", "B", "C"]], value: ["B"])
    harness.keyboard.setComponents([["X", "Y", "B"]])
    #expect(harness.keyboard.value == ["B"])
    harness.open()
    #expect(harness.selectedRow == 2)
    harness.choose(0)
    harness.tap("Done")
    #expect(harness.emitted == [["X"]])
  }

  @Test("PICK-21 the value becomes none when a title disappears; Done emits from the new data")
  func valueDropped() {
    let harness = PickerHarness([["A", "B"], ["X", "Y"]], value: ["B", "Y"])
    harness.keyboard.setComponents([["A", "B"], ["X", "Z"]])
    #expect(harness.keyboard.value == nil)
    harness.open()
    harness.tap("Done")
    #expect(harness.emitted.count == 1)
    if let result = harness.emitted.first ?? nil {
      #expect(result.count == 2)
      #expect(["A", "B"].contains(result[0]))
      #expect(["X", "Z"].contains(result[1]))
    }
    harness.keyboard.setComponents([["A", "B"]])
    #expect(harness.keyboard.value == nil)
  }

  @Test("PICK-21 replacing the data while open makes Done emit from the new data")
  func replaceWhileOpen() {
    let harness = PickerHarness([["A", "B", "C", "D"]], value: ["D"], style: .live)
    harness.open()
    #expect(harness.selectedRow == 3)
    harness.keyboard.setComponents([["P", "Q"]])
    #expect(harness.keyboard.value == nil)
    let row = harness.selectedRow
    #expect((0..<2).contains(row))
    harness.tap("Done")
    let expected = ["P", "Q"].indices.contains(row) ? ["P", "Q"][row] : "none"
    #expect(harness.emitted == [[expected]])
    #expect(harness.keyboard.value == [expected])
  }

  // MARK: PICK-22

  /// (rows shown, rows the data source reports later without a reload).
  nonisolated static let countChanges: [(Int, Int)] = [(3, 2), (0, 1), (1, 0), (2, 7), (7, 2), (2, 2)]

  @Test(
    "PICK-22 a row count that changed without a reload stays cached: titles are asked within it, nothing is asserted",
    arguments: countChanges.indices)
  func rowCountChangeWithoutReload(index: Int) {
    let (shown, reported) = Self.countChanges[index]
    let source = CountingSource(rows: [shown, 1])
    let picker = source.makePicker()
    let window = Fixture.window(with: picker)
    #expect(picker.numberOfRows(inComponent: 0) == shown)  // loaded and cached
    source.rows = [reported, 1]
    let title = picker.title(forRow: 0, inComponent: 0)
    // UIKit keeps the cached count until a reload; "Invalid number of rows" is UITableView's batch-update
    // assertion, and no source shows UIPickerView raising it (CONFORMANCE.md, Changes from v2).
    #expect(picker.numberOfRows(inComponent: 0) == shown)
    #expect(title == (shown > 0 ? "c0r0" : nil))
    #expect(window.environment.misuses.isEmpty)
    picker.reloadComponent(0)
    #expect(picker.numberOfRows(inComponent: 0) == reported)
  }

  @Test(
    "PICK-22 a reload asks the delegate for the titles of the rows the wheel shows: the selection and two either side")
  func reloadReadsShownTitles() {
    let source = CountingSource(rows: [7, 2])
    let picker = source.makePicker()
    picker.selectRow(3, inComponent: 0, animated: false)
    #expect(source.titleReads.isEmpty, "a picker in no window shows nothing")
    let window = Fixture.window(with: picker)
    defer { withExtendedLifetime(window) {} }
    picker.selectRow(3, inComponent: 0, animated: false)
    #expect(source.titleReads == ["1@0", "2@0", "3@0", "4@0", "5@0"], "selecting from code scrolls the wheel there")
    picker.reloadComponent(0)
    #expect(source.titleReads.suffix(5) == ["1@0", "2@0", "3@0", "4@0", "5@0"])
    source.rows = [1, 2]
    picker.reloadAllComponents()
    // The selection is clamped to row 0 of the shorter wheel before its titles are read.
    #expect(source.titleReads.suffix(3) == ["0@0", "0@1", "1@1"])
    #expect(source.selections.isEmpty)
  }

  /// A dependent wheel: wheel 0's `didSelectRow` reloads wheel 1, as a country → city picker does.
  private final class DependentSource: PickerViewDataSource, PickerViewDelegate {
    var selections: [String] = []
    func numberOfComponents(in pickerView: PickerView) -> Int { 2 }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { "\(row)" }
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
      selections.append("\(row)@\(component)")
      if component == 0 { pickerView.reloadComponent(1) }
    }
  }

  @Test(
    "PICK-6 a wheel that an earlier wheel's didSelectRow reloads during the settle reports nothing (its spin was abandoned)"
  )
  func reloadAbandonsASettlingWheel() {
    let source = DependentSource()
    let picker = PickerView()
    picker.dataSource = source
    picker.delegate = source
    let window = Fixture.window(with: picker)
    defer { withExtendedLifetime(window) {} }
    picker.spin(component: 1, toRow: 2)
    picker.spin(component: 0, toRow: 1)
    picker.settle()
    #expect(source.selections == ["1@0"])
    picker.spin(component: 1, toRow: 2)
    picker.settle()
    #expect(source.selections == ["1@0", "2@1"])
  }

  // MARK: PICK-23

  @Test("PICK-23 setting the value by index reads back that index and its title, 0 included", arguments: rowLadder)
  func indexSetterRoundTrip(rows: Int) {
    let harness = PickerHarness([titles(rows)])
    for row in [0, 1, rows - 1].filter({ (0..<rows).contains($0) }) {
      harness.keyboard.setValue(rows: [row])
      #expect(harness.keyboard.valueRows == [row])
      #expect(harness.keyboard.value == ["R\(row)"])
      harness.open()
      #expect(harness.selectedRow == row)
      harness.tap("Cancel")
    }
    harness.keyboard.setValue(rows: nil)
    #expect(harness.keyboard.value == nil)
    #expect(harness.keyboard.valueRows == nil)
    #expect(harness.valueChanges.events == [])
  }

  @Test(
    "PICK-23 an index out of range or of the wrong shape is ignored and never reaches the picker", arguments: rowLadder)
  func indexSetterOutOfRange(rows: Int) {
    let harness = PickerHarness([titles(rows)], value: rows > 0 ? ["R0"] : nil)
    harness.open()
    for bad in [[rows], [-1], [Int.max], [0, 0], []] {
      harness.keyboard.setValue(rows: bad)
      #expect(harness.keyboard.value == (rows > 0 ? ["R0"] : nil), "\(bad)")
    }
    #expect(harness.selectedRow == (rows > 0 ? 0 : -1))
    #expect(harness.window.environment.misuses.isEmpty)
    #expect(harness.valueChanges.events == [])
  }

  @Test("PICK-23 setting the value while open shows it; with a none row, none selects the none row")
  func indexSetterWhileOpen() {
    let harness = PickerHarness([["A", "B", "C"]], value: ["A"], style: .live, noneRow: "Select")
    harness.open()
    harness.keyboard.setValue(rows: [2])
    #expect(harness.selectedRow == 3)
    harness.keyboard.setValue(rows: nil)
    #expect(harness.selectedRow == 0)
    #expect(harness.valueChanges.events == [])
    harness.tap("Done")
    #expect(harness.emitted == [nil])
  }

  @Test("PICK-23 with several components the index setter takes one row per component")
  func indexSetterSeveralComponents() {
    let harness = PickerHarness([["A", "B"], ["X", "Y", "Z"]])
    harness.keyboard.setValue(rows: [1, 2])
    #expect(harness.keyboard.value == ["B", "Z"])
    #expect(harness.keyboard.valueRows == [1, 2])
    harness.keyboard.setValue(rows: [1, 3])
    #expect(harness.keyboard.value == ["B", "Z"])
  }

  // MARK: PICK-24

  /// (titles, disabled titles, search, settled row, expected row).
  nonisolated static let disabledCases: [([String], Set<String>, DisabledRowSearch, Int, Int)] = [
    (["A", "B", "C"], ["B"], .below, 1, 2),
    (["A", "B", "C"], ["B"], .above, 1, 0),
    (["A", "B", "C"], ["B"], .both, 1, 2),
    (["A", "B", "C"], ["B"], .bothAboveFirst, 1, 0),
    (["A", "B", "C"], ["B", "C"], .both, 1, 0),
    (["A", "B", "C"], ["A", "B"], .bothAboveFirst, 1, 2),
    (["A", "B", "C", "D", "E"], ["B", "C", "D"], .bothAboveFirst, 2, 0),
    (["A", "B", "C"], ["B", "C"], .below, 2, 2),
    (["A", "B", "C", "D", "E"], ["B", "C", "D"], .both, 2, 4),
    (["A", "B", "C", "D", "E"], ["A", "B", "C", "E"], .both, 1, 3),
    (["A", "B", "C"], ["A"], .above, 0, 0),
    (["A", "B", "C"], ["A"], .both, 0, 1),
    (["A"], ["A"], .both, 0, 0),
    (["A", "B"], ["Z"], .below, 1, 1),
  ]

  @Test(
    "PICK-24 a settle on a disabled title moves to the nearest enabled row in the declared direction",
    arguments: disabledCases.indices)
  func disabledTitleMoves(index: Int) {
    let (data, disabled, search, settled, expected) = Self.disabledCases[index]
    for style in CommitStyle.allCases {
      let harness = PickerHarness([data], style: style, disabledTitles: disabled, search: search)
      harness.open()
      harness.choose(settled)
      #expect(harness.selectedRow == expected, "\(style)")
      let movedOntoEnabled = !disabled.contains(data[expected])
      if style == .live {
        #expect(harness.keyboard.value == (movedOntoEnabled ? [data[expected]] : nil), "live")
      }
      harness.tap("Done")
      #expect(harness.emitted == [[data[expected]]], "\(style)")
      #expect(harness.window.environment.misuses.isEmpty)
    }
  }

  @Test("PICK-24 with no enabled row the wheel stays, or moves to its first row, as the component declares")
  func noEnabledRow() {
    for policy in NoEnabledRow.allCases {
      let harness = PickerHarness(
        [["A", "B", "C"]], style: .live, disabledTitles: ["A", "B", "C"], search: .below, noEnabledRow: policy)
      harness.open()
      harness.choose(2)
      #expect(harness.selectedRow == (policy == .staysPut ? 2 : 0), "\(policy)")
      // IQDropDownTextField's `setSelectedRow:0` shows item 0 whether or not it is enabled.
      #expect(harness.keyboard.value == (policy == .staysPut ? nil : ["A"]), "\(policy)")
      #expect(harness.window.environment.misuses.isEmpty)
    }
  }

  @Test("PICK-24 the none row is always enabled")
  func noneRowEnabled() {
    let harness = PickerHarness(
      [["A", "B"]], value: ["B"], style: .live, noneRow: "Select", disabledTitles: ["A"], search: .above)
    harness.open()
    harness.choose(1)
    #expect(harness.selectedRow == 0)
    #expect(harness.keyboard.value == nil)
  }
}

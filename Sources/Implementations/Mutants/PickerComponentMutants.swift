import InputConformance
import InputGenerators
import InputReference

// The faulty picker views and picker keyboards of the PICK mutants (`PickerMutants`): each is the
// reference component with one fault, written as a component author would write it. The picker views
// whose fault is in how a wheel spins model a faulty platform: they are in `PickerPlatformMutants.swift`.

// MARK: Picker views

/// `selectRow` tells the delegate when the row changes (PickerButton).
final class NotifyingSelectPicker: PickerView {
  override func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    let before = selectedRow(inComponent: component)
    super.selectRow(row, inComponent: component, animated: animated)
    if selectedRow(inComponent: component) != before {
      delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
  }
}

/// A reload that moves a selection into the new data tells the delegate, as if the user had chosen the row.
final class ClampNotifyingPicker: PickerView {
  override func reloadAllComponents() {
    let before = (0..<numberOfComponents).map { selectedRow(inComponent: $0) }
    super.reloadAllComponents()
    for component in before.indices where component < numberOfComponents {
      let row = selectedRow(inComponent: component)
      if row >= 0, row != before[component] { delegate?.pickerView(self, didSelectRow: row, inComponent: component) }
    }
  }
}

/// `reloadAllComponents()` reloads only the first wheel (Eureka 1642).
final class FirstWheelReloadPicker: PickerView {
  override func reloadAllComponents() { reloadComponent(0) }
}

/// An empty wheel reports row 0, a "safe" default, instead of -1.
final class NonNegativeSelectionPicker: PickerView {
  override func selectedRow(inComponent component: Int) -> Int {
    max(super.selectedRow(inComponent: component), 0)
  }
}

// MARK: Keyboards: reading the selection and Done

final class CachedCallbackKeyboard: PickerKeyboard {
  private var lastRows: [Int: Int] = [:]

  override func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
    lastRows[component] = row
    super.pickerView(pickerView, didSelectRow: row, inComponent: component)
  }

  override var currentSelection: [String]? {
    var titles: [String] = []
    for (index, rows) in components.enumerated() {
      let row = lastRows[index] ?? 0
      guard rows.indices.contains(row) else { return nil }
      titles.append(rows[row])
    }
    return titles
  }
}

/// Stops a moving wheel before Done, whatever it declared.
final class SettleBeforeDoneKeyboard: PickerKeyboard {
  override func done() {
    if isFirstResponder, wheelMotion?.isMoving() == true { wheelMotion?.stop() }
    super.done()
  }
}

/// Done reads the picker at once, even while a wheel moves that it declared it waits for: it emits the row
/// being left.
final class DoneIgnoresSpinKeyboard: PickerKeyboard {
  override func done() {
    guard isFirstResponder, wheelMotion?.isMoving() == true else { return super.done() }
    let selection = currentSelection
    commit(selection)
    onDone?(selection)
    resignFirstResponder()
  }
}

final class UncheckedIndexKeyboard: PickerKeyboard {
  override var currentSelection: [String]? {
    components.enumerated().map { index, rows in rows[picker.selectedRow(inComponent: index)] }
  }
}

/// With nothing to emit (empty data), Done dismisses without emitting "no selection".
final class SilentEmptyDoneKeyboard: PickerKeyboard {
  override func done() {
    guard isFirstResponder, currentSelection == nil else { return super.done() }
    resignFirstResponder()
  }
}

final class BlankTitleKeyboard: PickerKeyboard {
  override var currentSelection: [String]? {
    components.enumerated().map { index, rows in
      let row = picker.selectedRow(inComponent: index)
      return rows.indices.contains(row) ? rows[row] : ""
    }
  }
}

/// Done reports only the first wheel's title, as the one-wheel keyboard it was ported from did.
final class FirstWheelDoneKeyboard: PickerKeyboard {
  override func done() {
    guard isFirstResponder, let selection = currentSelection else { return super.done() }
    commit(selection)
    onDone?(Array(selection.prefix(1)))
    resignFirstResponder()
  }
}

/// Done emits and commits as the reference's does (reading the picker), but never resigns (seed 001).
final class NonDismissingDoneKeyboard: PickerKeyboard {
  override func done() {
    guard isFirstResponder else { return }
    let selection = currentSelection
    commit(selection)
    onDone?(selection)
  }
}

final class NotifyingDoneKeyboard: PickerKeyboard {
  override func done() {
    let wasFirst = isFirstResponder
    super.done()
    if wasFirst { sendActions(for: .valueChanged) }
  }
}

// MARK: Keyboards: opening

final class NoPreselectKeyboard: PickerKeyboard {
  override func responderDidBecomeFirst() {
    picker.reloadAllComponents()
  }
}

/// With no value, an optional drop-down opens on its placeholder data row, forgetting that row 0 of
/// the wheel is the none row ("Select").
final class SkipsNoneRowKeyboard: PickerKeyboard {
  override func responderDidBecomeFirst() {
    super.responderDidBecomeFirst()
    if value == nil, noneRow != nil, components.count == 1 {
      picker.selectRow(placeholderRow + 1, inComponent: 0, animated: false)
    }
  }
}

/// On opening, announces the shown titles (an accessibility value) by indexing each wheel's data
/// with its selected row, unchecked.
final class TitleOnOpenKeyboard: PickerKeyboard {
  private(set) var announcedTitles: [String] = []

  override func responderDidBecomeFirst() {
    super.responderDidBecomeFirst()
    announcedTitles = components.indices.map { components[$0][picker.selectedRow(inComponent: $0)] }
  }
}

/// With no value, opens on the owner's initial row as given, without checking it against the data
/// (seed 001's `initSelectedRow`).
final class UncheckedInitialRowKeyboard: PickerKeyboard {
  override func responderDidBecomeFirst() {
    super.responderDidBecomeFirst()
    guard value == nil, noneRow == nil else { return }
    for component in components.indices {
      picker.selectRow(placeholderRow, inComponent: component, animated: false)
    }
  }
}

/// Restores a saved value as it was saved, without checking it against the data.
final class UncheckedRestoreKeyboard: PickerKeyboard {
  func restore(_ saved: [String]?) { commit(saved) }
}

// MARK: Keyboards: committing

/// Live style: the value follows the wheel, committed before checking that the keyboard is still open.
final class LateCallbackKeyboard: PickerKeyboard {
  override func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
    if commitStyle == .live, let selection = currentSelection { commit(selection) }
    super.pickerView(pickerView, didSelectRow: row, inComponent: component)
  }
}

/// Keeps the value in step with the wheel on every settle, whatever the declared style.
final class SettleCommitsKeyboard: PickerKeyboard {
  override func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
    super.pickerView(pickerView, didSelectRow: row, inComponent: component)
    guard isFirstResponder, let selection = currentSelection else { return }
    commit(selection)
  }
}

/// "Saves on end editing": a dismissal through none of the buttons commits the wheel's selection,
/// although the keyboard is transactional and declares no commit.
final class DismissalCommitsKeyboard: PickerKeyboard {
  private var isUsingButton = false

  override func done() { throughButton { super.done() } }
  override func cancel() { throughButton { super.cancel() } }
  override func close() { throughButton { super.close() } }

  override func responderDidResign() {
    super.responderDidResign()
    if !isUsingButton { commit(currentSelection) }
  }

  private func throughButton(_ action: () -> Void) {
    isUsingButton = true
    defer { isUsingButton = false }
    action()
  }
}

final class CommittingCancelKeyboard: PickerKeyboard {
  override func cancel() {
    guard isFirstResponder else { return }
    commit(currentSelection)
    resignFirstResponder()
  }
}

/// Cancel restores its own copy of the value, taken when editing began and never checked again when
/// the data changes.
final class StaleCancelKeyboard: PickerKeyboard {
  private var savedValue: [String]?

  override func responderDidBecomeFirst() {
    savedValue = value
    super.responderDidBecomeFirst()
  }

  override func cancel() {
    guard isFirstResponder else { return }
    commit(savedValue)
    onCancel?()
    resignFirstResponder()
  }
}

/// Close is wired to the Done action (one handler for both buttons, as in seed 000).
final class CloseAsDoneKeyboard: PickerKeyboard {
  override func close() { done() }
}

// MARK: Keyboards: selection from code

/// The app-side `selectRow` calls the keyboard's own `didSelectRow`, "to keep its state in sync".
final class SelfNotifyingSelectKeyboard: PickerKeyboard {
  override func selectRow(_ row: Int, inComponent component: Int) {
    super.selectRow(row, inComponent: component)
    pickerView(picker, didSelectRow: row, inComponent: component)
  }
}

/// The selection API moves an out-of-range row into range instead of ignoring it.
final class ClampingSelectKeyboard: PickerKeyboard {
  override func selectRow(_ row: Int, inComponent component: Int) {
    let rows = picker.numberOfRows(inComponent: component)
    super.selectRow(min(max(row, 0), rows - 1), inComponent: component)
  }
}

/// The selection API hands any row straight to the picker.
final class UncheckedSelectKeyboard: PickerKeyboard {
  override func selectRow(_ row: Int, inComponent component: Int) {
    picker.selectRow(row, inComponent: component, animated: false)
  }
}

/// Selecting a row from code also sets the value, "so the field shows what was selected" (PickerButton).
final class CommittingSelectKeyboard: PickerKeyboard {
  override func selectRow(_ row: Int, inComponent component: Int) {
    super.selectRow(row, inComponent: component)
    commit(currentSelection)
  }
}

/// The app's index setter reads an index of 0 as "no selection" (DownPicker before 0.1.30, whose
/// index was a pointer, and 0 the null pointer).
final class IndexZeroAsNoneKeyboard: PickerKeyboard {
  func setSelectedIndex(rows: [Int]?) {
    guard let rows, rows.contains(where: { $0 != 0 }) else { return setValue(rows: nil) }
    setValue(rows: rows)
  }
}

// MARK: Keyboards: data

/// One wheel's new titles are applied by replacing the whole data, which reloads every wheel and
/// shows the value (or the placeholder row) in each again.
final class WholeReloadKeyboard: PickerKeyboard {
  override func setComponent(_ component: Int, titles: [String]) {
    guard components.indices.contains(component) else { return }
    var data = components
    data[component] = titles
    setComponents(data)
  }
}

/// New data starts over: the value is cleared even when its titles are still there.
final class ClearingDataKeyboard: PickerKeyboard {
  override func setComponents(_ newComponents: [[String]]) {
    super.setComponents(newComponents)
    commit(nil)
  }
}

/// The value lives in a store of its own (seed 000's `textStore`), which new data does not touch.
final class StaleValueDataKeyboard: PickerKeyboard {
  override func setComponents(_ newComponents: [[String]]) {
    let kept = value
    super.setComponents(newComponents)
    commit(kept)
  }
}

/// The data source answers row counts the keyboard updates only after reloading the picker.
final class LateCountKeyboard: PickerKeyboard {
  private lazy var rowCounts: [Int] = components.map(\.count)

  override func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
    rowCounts.indices.contains(component) ? rowCounts[component] : 0
  }

  override func setComponents(_ newComponents: [[String]]) {
    super.setComponents(newComponents)
    rowCounts = components.map(\.count)
  }

  override func setComponent(_ component: Int, titles: [String]) {
    super.setComponent(component, titles: titles)
    rowCounts = components.map(\.count)
  }
}

/// The row count leaves out the none row ("Select") the titles include, so the last title is unreachable.
final class NoneRowUncountedKeyboard: PickerKeyboard {
  override func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
    components.indices.contains(component) ? components[component].count : 0
  }
}

/// When the wheel settles on a disabled title, the "below" search reads the row above
/// (IQDropDownTextField's "mistyped index logic", corpus B04).
final class AboveIndexSearchKeyboard: PickerKeyboard {
  override func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
    if isFirstResponder, pickerView === picker, disabledRowSearch == .below, isDisabled(row, component) {
      var candidate = row - 1
      while candidate >= 0, isDisabled(candidate, component) { candidate -= 1 }
      if candidate >= 0 { picker.selectRow(candidate, inComponent: component, animated: true) }
    }
    super.pickerView(pickerView, didSelectRow: row, inComponent: component)
  }

  /// Reads the title from the keyboard's own data source, as UIKit offers no title getter: what the picker's
  /// delegate (this keyboard) answers for a row of the picker's count.
  private func isDisabled(_ row: Int, _ component: Int) -> Bool {
    guard row >= 0, row < picker.numberOfRows(inComponent: component) else { return false }
    return pickerView(picker, titleForRow: row, forComponent: component).map(disabledTitles.contains) ?? false
  }
}

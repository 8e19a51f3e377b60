import InputConformance
import InputGenerators
import InputReference

/// Picker mutants (PICK): the picker view and the picker keyboard built on it.
enum PickerMutants {
  static let all: [Mutant] = [
    selectRowNotifiesDelegate, doneReadsCachedCallback, doneSettlesSpinFirst, reopenSkipsShowingValue,
    emptyDataDoneIndexesRow, emptyDataDoneEmitsNothing, outOfRangeSelectClamps, mirroredSelectionNotClamped,
    reloadOnlyFirstWheel, cancelKeepsWheelValue, liveSettleIgnoresDismissal, doneDoesNotDismiss,
    emptyWheelEmitsBlankTitle, doneSendsExtraValueChanged,
  ]

  static let transactional = ReferenceImplementations.transactionalPicker
  static let live = ReferenceImplementations.livePicker
  static let close = ReferenceImplementations.closePicker

  /// A picker whose `selectRow` tells its delegate when the row changes (PickerButton), so a live
  /// keyboard commits an app selection. Minimal trace (2): tap, app selects row 1 of wheel 0.
  static let selectRowNotifiesDelegate = Mutant(
    id: "select-row-notifies-delegate", bugClass: 11,
    summary: "PickerView.selectRow calls didSelectRow when the row changes",
    clause: ClauseID(.pick, 17), minimalTrace: [.tap, .selectRow(row: 1, component: 0)],
    implementation: MutantBuild.pickerKeyboard(
      "select-row-notifies-delegate", like: live, families: [.pick], picker: { NotifyingSelectPicker() }))

  /// Done reads the rows of the last `didSelectRow` callbacks, not the picker (IQDropDownTextField 50).
  /// Minimal trace (3): tap, app selects row 1, Done.
  static let doneReadsCachedCallback = Mutant(
    id: "done-reads-cached-callback", bugClass: 12,
    summary: "Done emits the rows cached from the last didSelectRow callbacks instead of reading the picker",
    clause: ClauseID(.pick, 8), minimalTrace: [.tap, .selectRow(row: 1, component: 0), .tapAccessory(.done)],
    implementation: MutantBuild.pickerKeyboard("done-reads-cached-callback", like: transactional, families: [.pick]) {
      CachedCallbackKeyboard($0)
    })

  /// Done settles a moving wheel before reading it, so it commits the spin's target, not what the
  /// picker showed at the tap (RMPickerViewController 50). Minimal trace (3): tap, spin, Done.
  static let doneSettlesSpinFirst = Mutant(
    id: "done-settles-spin-first", bugClass: 13,
    summary: "Done settles a moving wheel first and emits the spin's target instead of the shown row",
    clause: ClauseID(.pick, 8), minimalTrace: [.tap, .spin(component: 0, row: 1), .tapAccessory(.done)],
    implementation: MutantBuild.pickerKeyboard("done-settles-spin-first", like: transactional, families: [.pick]) {
      SettleBeforeDoneKeyboard($0)
    })

  /// Opening reloads the picker but does not select the committed value, so a reopened keyboard
  /// shows an abandoned selection. Minimal trace (4): tap, app selects row 2, Close, tap.
  static let reopenSkipsShowingValue = Mutant(
    id: "reopen-skips-showing-value", bugClass: 13,
    summary: "becoming first reloads the picker but does not select the committed value",
    clause: ClauseID(.pick, 15),
    minimalTrace: [.tap, .selectRow(row: 2, component: 0), .tapAccessory(.close), .tap],
    implementation: MutantBuild.pickerKeyboard("reopen-skips-showing-value", like: close, families: [.pick]) {
      NoPreselectKeyboard($0)
    })

  /// Done indexes each wheel's data with the selected row without a bounds check: with empty data
  /// it reads `data[-1]` and traps (ActionSheetPicker-3.0 270). Minimal trace (3): empty data, tap, Done.
  static let emptyDataDoneIndexesRow = Mutant(
    id: "empty-data-done-indexes-row", bugClass: 14,
    summary: "Done indexes the data with selectedRow without checking it, trapping on empty data",
    clause: ClauseID(.pick, 8), minimalTrace: [.setData([[]]), .tap, .tapAccessory(.done)], traps: true,
    implementation: MutantBuild.pickerKeyboard("empty-data-done-indexes-row", like: transactional, families: [.pick]) {
      UncheckedIndexKeyboard($0)
    })

  /// With empty data, Done dismisses without emitting "no selection".
  /// Minimal trace (3): empty data, tap, Done.
  static let emptyDataDoneEmitsNothing = Mutant(
    id: "empty-data-done-emits-nothing", bugClass: 14,
    summary: "Done with empty data dismisses without emitting a result",
    clause: ClauseID(.pick, 8), minimalTrace: [.setData([[]]), .tap, .tapAccessory(.done)],
    implementation: MutantBuild.pickerKeyboard(
      "empty-data-done-emits-nothing", like: transactional, families: [.pick]
    ) { SilentEmptyDoneKeyboard($0) })

  /// A picker that clamps an out-of-range `selectRow` onto the last row instead of ignoring it.
  /// Minimal trace (2): tap, app selects row 5 of a 5-row wheel.
  static let outOfRangeSelectClamps = Mutant(
    id: "out-of-range-select-clamps", bugClass: 15,
    summary: "PickerView.selectRow clamps an out-of-range row into range instead of ignoring it",
    clause: ClauseID(.pick, 20), minimalTrace: [.tap, .selectRow(row: 5, component: 0)],
    implementation: MutantBuild.pickerKeyboard(
      "out-of-range-select-clamps", like: transactional, families: [.pick], picker: { ClampingSelectPicker() }))

  /// A picker that mirrors the selected rows in its own dictionary and does not clamp the mirror
  /// when a reload shrinks the data (AKPickerView-Swift PR 15). Minimal trace (2): tap, empty data.
  static let mirroredSelectionNotClamped = Mutant(
    id: "mirrored-selection-not-clamped", bugClass: 16,
    summary: "PickerView keeps its own copy of the selection and does not clamp it on reload",
    clause: ClauseID(.pick, 5), minimalTrace: [.tap, .setData([[]])],
    implementation: MutantBuild.pickerKeyboard(
      "mirrored-selection-not-clamped", like: transactional, families: [.pick], picker: { MirroringPicker() }))

  /// `reloadAllComponents()` reloads only the first wheel (Eureka 1642), so a dependent wheel keeps
  /// its old row count. Minimal trace (2): tap, app sets data with a different second wheel.
  static let reloadOnlyFirstWheel = Mutant(
    id: "reload-only-first-wheel", bugClass: 17,
    summary: "reloadAllComponents() reloads only component 0; the other wheels keep stale row counts",
    clause: ClauseID(.pick, 1), minimalTrace: [.tap, .setData([["A"], ["1", "2", "3"]])],
    implementation: MutantBuild.pickerKeyboard(
      "reload-only-first-wheel", like: live, families: [.pick], picker: { FirstWheelReloadPicker() }))

  /// Cancel commits the wheel's selection instead of restoring the value from before opening
  /// (DownPicker PR 19). Minimal trace (2): tap, Cancel.
  static let cancelKeepsWheelValue = Mutant(
    id: "cancel-keeps-wheel-value", bugClass: 18,
    summary: "Cancel commits the picker's current selection instead of restoring the previous value",
    clause: ClauseID(.pick, 14), minimalTrace: [.tap, .tapAccessory(.cancel)],
    implementation: MutantBuild.pickerKeyboard("cancel-keeps-wheel-value", like: transactional, families: [.pick]) {
      CommittingCancelKeyboard($0)
    })

  /// A live keyboard whose `didSelectRow` does not check that it is still open, so a wheel settling
  /// after Done changes the value (Eureka 208). Minimal trace (4): tap, spin, Done, settle.
  static let liveSettleIgnoresDismissal = Mutant(
    id: "live-settle-ignores-dismissal", bugClass: 24,
    summary: "a live keyboard commits didSelectRow even after it was dismissed",
    clause: ClauseID(.pick, 12), minimalTrace: [.tap, .spin(component: 0, row: 1), .tapAccessory(.done), .settle],
    implementation: MutantBuild.pickerKeyboard("live-settle-ignores-dismissal", like: live, families: [.pick]) {
      LateCallbackKeyboard($0)
    })

  /// Done emits and commits but never resigns (seed 001). Minimal trace (2): tap, Done.
  static let doneDoesNotDismiss = Mutant(
    id: "done-does-not-dismiss", bugClass: 26, summary: "Done emits and commits but does not resign first responder",
    clause: ClauseID(.pick, 9), minimalTrace: [.tap, .tapAccessory(.done)],
    implementation: MutantBuild.pickerKeyboard("done-does-not-dismiss", like: transactional, families: [.pick]) {
      NonDismissingDoneKeyboard($0)
    })

  /// An empty wheel reads as the title "" ("defensive default"), so Done with empty data commits a
  /// value outside the data (seed 000). Minimal trace (3): empty data, tap, Done.
  static let emptyWheelEmitsBlankTitle = Mutant(
    id: "empty-wheel-emits-blank-title", bugClass: 26,
    summary: "an empty wheel reads as the title \"\", so Done commits a value that is not in the data",
    clause: ClauseID(.pick, 11), minimalTrace: [.setData([[]]), .tap, .tapAccessory(.done)],
    implementation: MutantBuild.pickerKeyboard(
      "empty-wheel-emits-blank-title", like: transactional, families: [.pick]
    ) { BlankTitleKeyboard($0) })

  /// Done sends an extra `valueChanged` to "notify the owner", on top of the commit's own.
  /// Minimal trace (2): tap, Done.
  static let doneSendsExtraValueChanged = Mutant(
    id: "done-sends-extra-value-changed", bugClass: 21,
    summary: "Done sends valueChanged itself after super's commit already sent it",
    clause: ClauseID(.pick, 18), minimalTrace: [.tap, .tapAccessory(.done)],
    implementation: MutantBuild.pickerKeyboard(
      "done-sends-extra-value-changed", like: transactional, families: [.pick]
    ) { NotifyingDoneKeyboard($0) })
}

// MARK: Picker views

final class NotifyingSelectPicker: PickerView {
  override func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    let before = selectedRow(inComponent: component)
    super.selectRow(row, inComponent: component, animated: animated)
    if selectedRow(inComponent: component) != before {
      delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
  }
}

final class ClampingSelectPicker: PickerView {
  override func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    let last = numberOfRows(inComponent: component) - 1
    super.selectRow(min(max(row, 0), last), inComponent: component, animated: animated)
  }
}

final class MirroringPicker: PickerView {
  private var mirror: [Int: Int] = [:]

  override func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    super.selectRow(row, inComponent: component, animated: animated)
    if row >= 0, row < numberOfRows(inComponent: component) { mirror[component] = row }
  }

  override func spin(component: Int, toRow row: Int) {
    mirror[component] = nil
    super.spin(component: component, toRow: row)
  }

  override func selectedRow(inComponent component: Int) -> Int {
    mirror[component] ?? super.selectedRow(inComponent: component)
  }
}

final class FirstWheelReloadPicker: PickerView {
  override func reloadAllComponents() { reloadComponent(0) }
}

// MARK: Keyboards

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

final class SettleBeforeDoneKeyboard: PickerKeyboard {
  override func done() {
    picker.settle()
    super.done()
  }
}

final class NoPreselectKeyboard: PickerKeyboard {
  override func responderDidBecomeFirst() {
    picker.reloadAllComponents()
  }
}

final class UncheckedIndexKeyboard: PickerKeyboard {
  override var currentSelection: [String]? {
    components.enumerated().map { index, rows in rows[picker.selectedRow(inComponent: index)] }
  }
}

final class SilentEmptyDoneKeyboard: PickerKeyboard {
  override func done() {
    guard isFirstResponder else { return }
    guard let selection = currentSelection else {
      resignFirstResponder()
      return
    }
    commit(selection)
    onDone?(selection)
    resignFirstResponder()
  }
}

final class CommittingCancelKeyboard: PickerKeyboard {
  override func cancel() {
    guard isFirstResponder else { return }
    commit(currentSelection)
    resignFirstResponder()
  }
}

final class LateCallbackKeyboard: PickerKeyboard {
  override func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
    guard commitStyle == .live, let selection = currentSelection else { return }
    commit(selection)
  }
}

final class NonDismissingDoneKeyboard: PickerKeyboard {
  override func done() {
    guard isFirstResponder else { return }
    let selection = currentSelection
    commit(selection)
    onDone?(selection)
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

final class NotifyingDoneKeyboard: PickerKeyboard {
  override func done() {
    let wasFirst = isFirstResponder
    super.done()
    if wasFirst { sendActions(for: .valueChanged) }
  }
}

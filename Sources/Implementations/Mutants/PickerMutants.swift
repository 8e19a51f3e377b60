import InputConformance
import InputGenerators
import InputReference

/// Picker mutants (PICK): the picker view and the picker keyboard built on it, at least one per clause.
///
/// Each is declared under the clause whose sentence (CONFORMANCE.md) its fault breaks; its minimal
/// trace was written from that sentence before the mutant first ran. The faulty components are in
/// `PickerComponentMutants.swift`.
enum PickerMutants {
  static let all: [Mutant] = [
    reloadOnlyFirstWheel, noneRowMissingFromCount, emptyWheelReportsRowZero, selectRowNotifiesDelegate,
    selectRowCallsOwnDidSelect, outOfRangeSelectClamps, selectAPIForwardsOutOfRange, mirroredSelectionNotClamped,
    clampNotifiesDelegate, spinReportsBeforeSettle,
    spinningWheelReportsTarget, opensOnFirstOptionNotNoneRow, doneReadsCachedCallback, doneSettlesSpinFirst,
    doneEmitsRowBeingLeft, emptyDataDoneIndexesRow, emptyDataDoneEmitsNothing, emptyWheelEmitsBlankTitle,
    doneDoesNotDismiss, transactionalCommitsOnSettle, transactionalResignCommits, cancelRestoresStaleValue,
    liveSettleIgnoresDismissal, componentReloadResetsOtherWheels, doneEmitsFirstWheelOnly, cancelKeepsWheelValue,
    reopenSkipsShowingValue, closeCallsDone, selectRowCommitsValue, doneSendsExtraValueChanged,
    openReadsSelectedTitleUnchecked, restoredValueNotValidated, initialRowSelectedUnchecked, dataChangeClearsValue,
    dataChangeKeepsStaleValue, countsUpdatedAfterReload, indexZeroMeansNone, disabledSearchReadsAbove,
  ]

  static let transactional = ReferenceImplementations.transactionalPicker
  static let live = ReferenceImplementations.livePicker
  static let close = ReferenceImplementations.closePicker
  static let options = ReferenceImplementations.optionsPicker
  static let restored = ReferenceImplementations.restoredPicker
  /// The transactional picker, declaring that it can tell its wheels move and waits for the settle (PICK-25).
  static let transactionalWaiting = MutantBuild.declaring(transactional) { $0.doneWhileSpinning = .waitsForSettle }

  // MARK: PICK-1 … PICK-7: the picker view, selection and opening

  /// PICK-1 ("the picker the keyboard presents shows as many rows as the data has"): after new data,
  /// `reloadAllComponents()` reloads only the first wheel (Eureka 1642), so a second wheel keeps its
  /// old row count. Minimal trace (2): tap, app sets data whose second wheel has another count — the
  /// presented picker shows 2 rows in wheel 1 where the data has 3.
  static let reloadOnlyFirstWheel = Mutant(
    id: "reload-only-first-wheel", bugClass: 17,
    summary: "reloadAllComponents() reloads only component 0; the other wheels keep stale row counts",
    clause: ClauseID(.pick, 1), minimalTrace: [.tap, .setData([["A"], ["1", "2", "3"]])],
    implementation: MutantBuild.pickerKeyboard(
      "reload-only-first-wheel", like: live, families: [.pick], picker: { FirstWheelReloadPicker() }))

  /// PICK-1 ("shows as many rows as the data has"): an optional drop-down's row count leaves out the
  /// "Select" row its titles include, so the last option cannot be reached. Minimal trace (1): tap —
  /// the presented wheel has 4 rows where "Select" and the 4 options need 5.
  static let noneRowMissingFromCount = Mutant(
    id: "none-row-missing-from-count", bugClass: 17,
    summary: "numberOfRowsInComponent leaves out the none row, so the picker shows one row fewer than its data",
    clause: ClauseID(.pick, 1), minimalTrace: [.tap],
    implementation: MutantBuild.pickerKeyboard("none-row-missing-from-count", like: options, families: [.pick]) {
      NoneRowUncountedKeyboard($0)
    })

  /// PICK-2 ("`selectedRow(inComponent:)` is -1 when the component is empty"): the picker reports
  /// row 0 for an empty wheel. Minimal trace (2): app sets empty data, tap — the presented empty
  /// wheel reads row 0.
  static let emptyWheelReportsRowZero = Mutant(
    id: "empty-wheel-reports-row-zero", bugClass: 14,
    summary: "PickerView.selectedRow(inComponent:) reports 0 instead of -1 for an empty wheel",
    clause: ClauseID(.pick, 2), minimalTrace: [.setData([[]]), .tap],
    implementation: MutantBuild.pickerKeyboard(
      "empty-wheel-reports-row-zero", like: transactional, families: [.pick],
      picker: { NonNegativeSelectionPicker() }))

  /// PICK-3 ("`selectRow` does not call `didSelectRow`"): the picker's `selectRow` tells its
  /// delegate when the row changes (PickerButton). Minimal trace (1): app selects row 1 of wheel 0 —
  /// the keyboard's delegate receives a `didSelectRow`, open or not.
  static let selectRowNotifiesDelegate = Mutant(
    id: "select-row-notifies-delegate", bugClass: 11,
    summary: "PickerView.selectRow calls didSelectRow when the row changes",
    clause: ClauseID(.pick, 3), minimalTrace: [.selectRow(row: 1, component: 0)],
    implementation: MutantBuild.pickerKeyboard(
      "select-row-notifies-delegate", like: live, families: [.pick], picker: { NotifyingSelectPicker() }))

  /// PICK-3 ("the component's delegate receives no `didSelectRow` for a row selected from code"): a
  /// transactional keyboard's app-side `selectRow` calls its own `didSelectRow` (issue 10's
  /// fault). Minimal trace (1): app selects row 1 of wheel 0.
  static let selectRowCallsOwnDidSelect = Mutant(
    id: "select-row-calls-own-did-select", bugClass: 11,
    summary: "the keyboard's selectRow calls its own pickerView(_:didSelectRow:inComponent:)",
    clause: ClauseID(.pick, 3), minimalTrace: [.selectRow(row: 1, component: 0)],
    implementation: MutantBuild.pickerKeyboard(
      "select-row-calls-own-did-select", like: transactional, families: [.pick]
    ) { SelfNotifyingSelectKeyboard($0) })

  /// PICK-4 ("an out-of-range row given to the component's selection API is ignored: selection and
  /// value unchanged"): the keyboard's `selectRow` clamps the row into range. Minimal trace (2): tap,
  /// app selects row 5 of the 5-row wheel — the presented wheel moves from row 0 to row 4.
  static let outOfRangeSelectClamps = Mutant(
    id: "out-of-range-select-clamps", bugClass: 15,
    summary: "the keyboard's selectRow clamps an out-of-range row into range instead of ignoring it",
    clause: ClauseID(.pick, 4), minimalTrace: [.tap, .selectRow(row: 5, component: 0)],
    implementation: MutantBuild.pickerKeyboard("out-of-range-select-clamps", like: transactional, families: [.pick]) {
      ClampingSelectKeyboard($0)
    })

  /// PICK-4 ("never forwarded to `selectRow(_:inComponent:animated:)`, which raises"): the keyboard's
  /// `selectRow` hands any row to the picker (DownPicker 11). Minimal trace (1): app selects row 5 of
  /// the 5-row wheel — UIKit raises `NSRangeException` at once.
  static let selectAPIForwardsOutOfRange = Mutant(
    id: "select-api-forwards-out-of-range", bugClass: 15,
    summary: "the keyboard's selectRow forwards an out-of-range row to the picker's selectRow",
    clause: ClauseID(.pick, 4), minimalTrace: [.selectRow(row: 5, component: 0)],
    implementation: MutantBuild.pickerKeyboard(
      "select-api-forwards-out-of-range", like: transactional, families: [.pick]
    ) { UncheckedSelectKeyboard($0) })

  /// PICK-5 ("when a reload shrinks the data below the selected row, the selection is clamped"): a
  /// picker that mirrors the selected rows does not clamp the mirror (AKPickerView-Swift PR 15).
  /// Minimal trace (2): tap, app sets empty data — the wheel still reads row 0, not -1.
  static let mirroredSelectionNotClamped = Mutant(
    id: "mirrored-selection-not-clamped", bugClass: 16,
    summary: "PickerView keeps its own copy of the selection and does not clamp it on reload",
    clause: ClauseID(.pick, 5), minimalTrace: [.tap, .setData([[]])],
    implementation: MutantBuild.pickerKeyboard(
      "mirrored-selection-not-clamped", like: transactional, families: [.pick], picker: { MirroringPicker() }))

  /// PICK-5 ("the selection is clamped … without calling `didSelectRow`"): a reload that moves the
  /// selection into the new data tells the delegate. Minimal trace (2): app selects row 4, app sets
  /// data ["A"] — the clamp to row 0 delivers a `didSelectRow`.
  static let clampNotifiesDelegate = Mutant(
    id: "clamp-notifies-delegate", bugClass: 16,
    summary: "PickerView.reloadAllComponents() calls didSelectRow for a selection it clamped",
    clause: ClauseID(.pick, 5), minimalTrace: [.selectRow(row: 4, component: 0), .setData([["A"]])],
    implementation: MutantBuild.pickerKeyboard(
      "clamp-notifies-delegate", like: transactional, families: [.pick], picker: { ClampNotifyingPicker() }))

  /// PICK-6 ("a user spin calls `didSelectRow` once, when the wheel settles"): the wheel reports as
  /// soon as it is flicked. Minimal trace (2): tap, spin wheel 0 to row 1 — a `didSelectRow` before
  /// the settle.
  static let spinReportsBeforeSettle = Mutant(
    id: "spin-reports-before-settle", bugClass: 13,
    summary: "PickerView calls didSelectRow when a wheel is flicked, and again when it settles",
    clause: ClauseID(.pick, 6), minimalTrace: [.tap, .spin(component: 0, row: 1)],
    implementation: MutantBuild.pickerKeyboard(
      "spin-reports-before-settle", like: transactional, families: [.pick], picker: { EagerSpinPicker() }))

  /// PICK-6 ("until then `selectedRow` reports the row the wheel left"): a moving wheel reports the
  /// row it is heading for. Minimal trace (2): tap, spin wheel 0 to row 1 — the wheel reads row 1
  /// before it settles.
  static let spinningWheelReportsTarget = Mutant(
    id: "spinning-wheel-reports-target", bugClass: 13,
    summary: "PickerView.selectedRow(inComponent:) reports a moving wheel's destination, not the row it left",
    clause: ClauseID(.pick, 6), minimalTrace: [.tap, .spin(component: 0, row: 1)],
    implementation: MutantBuild.pickerKeyboard(
      "spinning-wheel-reports-target", like: transactional, families: [.pick], picker: { SpinTargetPicker() }))

  /// PICK-7 ("presents its picker, preselected on the current value (the placeholder row when there
  /// is no value)", the none row reading as none): an optional drop-down with no value opens on its
  /// first option instead of "Select". Minimal trace (1): tap — the wheel shows row 1, not row 0.
  static let opensOnFirstOptionNotNoneRow = Mutant(
    id: "opens-on-first-option-not-none-row", bugClass: 13,
    summary: "with no value, an optional drop-down opens on its placeholder data row instead of the none row",
    clause: ClauseID(.pick, 7), minimalTrace: [.tap],
    implementation: MutantBuild.pickerKeyboard(
      "opens-on-first-option-not-none-row", like: options, families: [.pick]
    ) { SkipsNoneRowKeyboard($0) })

  // MARK: PICK-8 … PICK-12: Done, dismissal and commit

  /// PICK-8 ("read from the picker, not from a cached last callback"): Done emits the rows of the
  /// last `didSelectRow` callbacks (IQDropDownTextField 50). Minimal trace (3): tap, app selects
  /// row 1, Done — Done emits row 0's title while the picker shows row 1.
  static let doneReadsCachedCallback = Mutant(
    id: "done-reads-cached-callback", bugClass: 12,
    summary: "Done emits the rows cached from the last didSelectRow callbacks instead of reading the picker",
    clause: ClauseID(.pick, 8), minimalTrace: [.tap, .selectRow(row: 1, component: 0), .tapAccessory(.done)],
    implementation: MutantBuild.pickerKeyboard("done-reads-cached-callback", like: transactional, families: [.pick]) {
      CachedCallbackKeyboard($0)
    })

  /// PICK-25 ("waits for the settle … settles the wheel first", as it declares): Done settles a moving
  /// wheel first although the keyboard declares that it waits for the settle (RMPickerViewController 50).
  /// Minimal trace (3): tap, spin, Done — Done emits at once instead of when the wheel settles.
  static let doneSettlesSpinFirst = Mutant(
    id: "done-settles-spin-first", bugClass: 13,
    summary: "Done settles a moving wheel first although the keyboard declares that it waits for the settle",
    clause: ClauseID(.pick, 25), minimalTrace: [.tap, .spin(component: 0, row: 1), .tapAccessory(.done)],
    implementation: MutantBuild.pickerKeyboard("done-settles-spin-first", like: transactionalWaiting, families: [.pick])
    {
      SettleBeforeDoneKeyboard($0)
    })

  /// PICK-25 ("waits for the settle", as it declares): a keyboard that can tell its wheels move and
  /// declares it waits reads the picker at once anyway (McPicker-iOS 63). Minimal trace (3): tap, spin
  /// wheel 0 to row 1, Done — Done emits row 0.
  static let doneEmitsRowBeingLeft = Mutant(
    id: "done-emits-row-being-left", bugClass: 13,
    summary:
      "Done during a spin emits the row the wheel is leaving although the keyboard declares it waits for the settle",
    clause: ClauseID(.pick, 25), minimalTrace: [.tap, .spin(component: 0, row: 1), .tapAccessory(.done)],
    implementation: MutantBuild.pickerKeyboard(
      "done-emits-row-being-left", like: transactionalWaiting, families: [.pick]
    ) {
      DoneIgnoresSpinKeyboard($0)
    })

  /// PICK-8 ("with empty data it emits "no selection" instead of indexing the data"): Done indexes
  /// each wheel's data with the selected row unchecked and traps on `data[-1]` (ActionSheetPicker-3.0
  /// 270). Minimal trace (3): empty data, tap, Done.
  static let emptyDataDoneIndexesRow = Mutant(
    id: "empty-data-done-indexes-row", bugClass: 14,
    summary: "Done indexes the data with selectedRow without checking it, trapping on empty data",
    clause: ClauseID(.pick, 8), minimalTrace: [.setData([[]]), .tap, .tapAccessory(.done)], traps: true,
    implementation: MutantBuild.pickerKeyboard("empty-data-done-indexes-row", like: transactional, families: [.pick]) {
      UncheckedIndexKeyboard($0)
    })

  /// PICK-8 ("Done emits exactly one result … with empty data it emits "no selection""): with empty
  /// data Done dismisses without emitting. Minimal trace (3): empty data, tap, Done.
  static let emptyDataDoneEmitsNothing = Mutant(
    id: "empty-data-done-emits-nothing", bugClass: 14,
    summary: "Done with empty data dismisses without emitting a result",
    clause: ClauseID(.pick, 8), minimalTrace: [.setData([[]]), .tap, .tapAccessory(.done)],
    implementation: MutantBuild.pickerKeyboard(
      "empty-data-done-emits-nothing", like: transactional, families: [.pick]
    ) { SilentEmptyDoneKeyboard($0) })

  /// PICK-8 ("with empty data it emits "no selection""): an empty wheel reads as the title ""
  /// ("defensive default", seed 000), so Done emits (and commits) a blank title. Declared under
  /// PICK-8, not PICK-11: the fault is in what Done reads, and PICK-8 states the empty-data emission.
  /// Minimal trace (3): empty data, tap, Done.
  static let emptyWheelEmitsBlankTitle = Mutant(
    id: "empty-wheel-emits-blank-title", bugClass: 26,
    summary: "an empty wheel reads as the title \"\", so Done with empty data emits [\"\"] instead of no selection",
    clause: ClauseID(.pick, 8), minimalTrace: [.setData([[]]), .tap, .tapAccessory(.done)],
    implementation: MutantBuild.pickerKeyboard(
      "empty-wheel-emits-blank-title", like: transactional, families: [.pick]
    ) { BlankTitleKeyboard($0) })

  /// PICK-9 ("Done … resigns first responder"): Done emits and commits but never resigns (seed 001).
  /// Minimal trace (2): tap, Done.
  static let doneDoesNotDismiss = Mutant(
    id: "done-does-not-dismiss", bugClass: 26, summary: "Done emits and commits but does not resign first responder",
    clause: ClauseID(.pick, 9), minimalTrace: [.tap, .tapAccessory(.done)],
    implementation: MutantBuild.pickerKeyboard("done-does-not-dismiss", like: transactional, families: [.pick]) {
      NonDismissingDoneKeyboard($0)
    })

  /// PICK-10 ("in transactional style it changes only on Done"): the keyboard commits every settle.
  /// Minimal trace (3): tap, spin wheel 0 to row 1, settle — the value becomes row 1's title.
  static let transactionalCommitsOnSettle = Mutant(
    id: "transactional-commits-on-settle", bugClass: 18,
    summary: "a transactional keyboard commits the wheel's selection on every settle, as a live one would",
    clause: ClauseID(.pick, 10), minimalTrace: [.tap, .spin(component: 0, row: 1), .settle],
    implementation: MutantBuild.pickerKeyboard(
      "transactional-commits-on-settle", like: transactional, families: [.pick]
    ) { SettleCommitsKeyboard($0) })

  /// PICK-10 ("a resign that is not Done, Cancel or Close … in transactional style discards the
  /// selection"): the keyboard "saves on end editing". Minimal trace (2): tap, system resigns — the
  /// value becomes the shown row's title.
  static let transactionalResignCommits = Mutant(
    id: "transactional-resign-commits", bugClass: 18,
    summary: "a transactional keyboard without a declared outcome commits the wheel when it resigns without a button",
    clause: ClauseID(.pick, 10), minimalTrace: [.tap, .resignFirstResponder],
    implementation: MutantBuild.pickerKeyboard(
      "transactional-resign-commits", like: transactional, families: [.pick]
    ) { DismissalCommitsKeyboard($0) })

  /// PICK-11 ("the committed value is always one of the current data titles, or none"): Cancel
  /// restores its own copy of the value from opening, not checked again after the data changed.
  /// Minimal trace (4): app sets the value to row 0, tap, app sets data without it, Cancel — the
  /// value is "Mon" in data ["A"].
  static let cancelRestoresStaleValue = Mutant(
    id: "cancel-restores-stale-value", bugClass: 18,
    summary: "Cancel restores a copy of the value taken on opening, even when new data no longer holds it",
    clause: ClauseID(.pick, 11),
    minimalTrace: [.setValue(rows: [0]), .tap, .setData([["A"]]), .tapAccessory(.cancel)],
    implementation: MutantBuild.pickerKeyboard("cancel-restores-stale-value", like: transactional, families: [.pick]) {
      StaleCancelKeyboard($0)
    })

  /// PICK-12 ("a wheel that settles after Done, Cancel or Close does not change the committed
  /// value"): a live keyboard commits in `didSelectRow` before checking that it is still open
  /// (Eureka 208). Minimal trace (4): tap, spin, Close, the wheel settles — the value changes.
  static let liveSettleIgnoresDismissal = Mutant(
    id: "live-settle-ignores-dismissal", bugClass: 24,
    summary: "a live keyboard commits didSelectRow even after it was dismissed",
    clause: ClauseID(.pick, 12),
    minimalTrace: [.tap, .spin(component: 0, row: 1), .tapAccessory(.close), .settle],
    implementation: MutantBuild.pickerKeyboard("live-settle-ignores-dismissal", like: close, families: [.pick]) {
      LateCallbackKeyboard($0)
    })

  // MARK: PICK-13 … PICK-18: several wheels, Cancel, reopening, Close, app selection, valueChanged

  /// PICK-13 ("after `reloadComponent(c)` … the other components' selections are unchanged"): one
  /// wheel's new titles are applied by replacing the whole data, which shows the value again in every
  /// wheel (PGPickerView 24). Minimal trace (3): tap, app selects row 1 of wheel 0, app sets wheel 1
  /// — wheel 0 jumps back to row 0.
  static let componentReloadResetsOtherWheels = Mutant(
    id: "component-reload-resets-other-wheels", bugClass: 17,
    summary: "setting one wheel's titles reloads every wheel and resets the others' selection",
    clause: ClauseID(.pick, 13),
    minimalTrace: [.tap, .selectRow(row: 1, component: 0), .setComponentData(component: 1, titles: ["C", "D"])],
    implementation: MutantBuild.pickerKeyboard(
      "component-reload-resets-other-wheels", like: live, families: [.pick]
    ) { WholeReloadKeyboard($0) })

  /// PICK-13 ("with several components, Done emits one title per component"): Done reports only the
  /// first wheel's title. Minimal trace (2): tap, Done — emits ["A"] for a two-wheel picker.
  static let doneEmitsFirstWheelOnly = Mutant(
    id: "done-emits-first-wheel-only", bugClass: 17,
    summary: "with two wheels, Done emits only the first wheel's title",
    clause: ClauseID(.pick, 13), minimalTrace: [.tap, .tapAccessory(.done)],
    implementation: MutantBuild.pickerKeyboard("done-emits-first-wheel-only", like: live, families: [.pick]) {
      FirstWheelDoneKeyboard($0)
    })

  /// PICK-14 ("Cancel … restores the value from before the keyboard opened"): Cancel commits the
  /// wheel's selection (DownPicker PR 19). Minimal trace (2): tap, Cancel.
  static let cancelKeepsWheelValue = Mutant(
    id: "cancel-keeps-wheel-value", bugClass: 18,
    summary: "Cancel commits the picker's current selection instead of restoring the previous value",
    clause: ClauseID(.pick, 14), minimalTrace: [.tap, .tapAccessory(.cancel)],
    implementation: MutantBuild.pickerKeyboard("cancel-keeps-wheel-value", like: transactional, families: [.pick]) {
      CommittingCancelKeyboard($0)
    })

  /// PICK-15 ("reopening the keyboard shows the committed value, not an abandoned … selection"):
  /// opening reloads the picker but does not select the committed value. Minimal trace (4): tap, app
  /// selects row 2, Close, tap — the reopened wheel still shows row 2.
  static let reopenSkipsShowingValue = Mutant(
    id: "reopen-skips-showing-value", bugClass: 13,
    summary: "becoming first reloads the picker but does not select the committed value",
    clause: ClauseID(.pick, 15),
    minimalTrace: [.tap, .selectRow(row: 2, component: 0), .tapAccessory(.close), .tap],
    implementation: MutantBuild.pickerKeyboard("reopen-skips-showing-value", like: close, families: [.pick]) {
      NoPreselectKeyboard($0)
    })

  /// PICK-16 ("Close … keeps the committed value, and emits no result"): Close is wired to the Done
  /// action. Minimal trace (2): tap, Close — a result is emitted and committed.
  static let closeCallsDone = Mutant(
    id: "close-calls-done", bugClass: 26,
    summary: "Close is wired to the Done action, so it emits and commits the selection",
    clause: ClauseID(.pick, 16), minimalTrace: [.tap, .tapAccessory(.close)],
    implementation: MutantBuild.pickerKeyboard("close-calls-done", like: close, families: [.pick]) {
      CloseAsDoneKeyboard($0)
    })

  /// PICK-17 ("selecting a row of the picker from code changes neither the committed value … and
  /// sends no `valueChanged`"): the keyboard's `selectRow` also commits (PickerButton). Minimal trace
  /// (1): app selects row 1 of wheel 0 — the value becomes "Tue".
  static let selectRowCommitsValue = Mutant(
    id: "select-row-commits-value", bugClass: 11,
    summary: "the keyboard's selectRow also commits the selected titles as the value",
    clause: ClauseID(.pick, 17), minimalTrace: [.selectRow(row: 1, component: 0)],
    implementation: MutantBuild.pickerKeyboard("select-row-commits-value", like: transactional, families: [.pick]) {
      CommittingSelectKeyboard($0)
    })

  /// PICK-18 ("`valueChanged` exactly once for each user action that changes the committed value"):
  /// Done sends an extra `valueChanged` on top of the commit's own. Minimal trace (2): tap, Done.
  static let doneSendsExtraValueChanged = Mutant(
    id: "done-sends-extra-value-changed", bugClass: 21,
    summary: "Done sends valueChanged itself after super's commit already sent it",
    clause: ClauseID(.pick, 18), minimalTrace: [.tap, .tapAccessory(.done)],
    implementation: MutantBuild.pickerKeyboard(
      "done-sends-extra-value-changed", like: transactional, families: [.pick]
    ) { NotifyingDoneKeyboard($0) })

  // MARK: PICK-19 … PICK-24: empty data, out-of-range starts, data changes, index setter, disabled rows

  /// PICK-19 ("with empty data … the keyboard opens without trapping"): opening indexes each wheel's
  /// data with its selected row to announce the shown titles, and traps on `data[-1]` (McPicker-iOS
  /// 48). Minimal trace (2): app sets empty data, tap.
  static let openReadsSelectedTitleUnchecked = Mutant(
    id: "open-reads-selected-title-unchecked", bugClass: 14,
    summary: "opening reads each wheel's selected title unchecked, trapping on an empty wheel",
    clause: ClauseID(.pick, 19), minimalTrace: [.setData([[]]), .tap], traps: true,
    implementation: MutantBuild.pickerKeyboard(
      "open-reads-selected-title-unchecked", like: transactional, families: [.pick]
    ) { TitleOnOpenKeyboard($0) })

  /// PICK-20 ("an out-of-range initial … selection (such as … a value that is not in the data) is
  /// ignored"): a saved value is restored as saved, unchecked. Minimal trace (0): the keyboard's value
  /// is ["XL"] from creation, in data ["S", "M", "L"].
  static let restoredValueNotValidated = Mutant(
    id: "restored-value-not-validated", bugClass: 15,
    summary: "a saved value is restored without checking that the data still holds it",
    clause: ClauseID(.pick, 20), minimalTrace: [],
    implementation: MutantBuild.pickerKeyboard("restored-value-not-validated", like: restored, families: [.pick]) {
      arguments in
      let keyboard = UncheckedRestoreKeyboard(arguments)
      keyboard.restore(arguments.value)
      return keyboard
    })

  /// PICK-20 ("an out-of-range initial … selection (such as an owner's `initSelectedRow` past the
  /// data) is ignored"): opening selects the owner's initial row as given (seed 001), which UIKit
  /// rejects with `NSRangeException`. Minimal trace (1): tap — row 5 of a 3-row wheel is selected.
  static let initialRowSelectedUnchecked = Mutant(
    id: "initial-row-selected-unchecked", bugClass: 15,
    summary: "opening selects the owner's initial row without checking it against the data",
    clause: ClauseID(.pick, 20), minimalTrace: [.tap],
    implementation: MutantBuild.pickerKeyboard("initial-row-selected-unchecked", like: restored, families: [.pick]) {
      UncheckedInitialRowKeyboard($0)
    })

  /// PICK-21 ("the value survives only if each of its titles is still in its component; replacing
  /// the data with the same data changes nothing"): new data clears the value. Minimal trace (2): app
  /// sets the value to row 0 ("Mon"), app sets data ["Mon"] — the value becomes none.
  static let dataChangeClearsValue = Mutant(
    id: "data-change-clears-value", bugClass: 16,
    summary: "replacing the data clears the value even when its titles are still in the data",
    clause: ClauseID(.pick, 21), minimalTrace: [.setValue(rows: [0]), .setData([["Mon"]])],
    implementation: MutantBuild.pickerKeyboard("data-change-clears-value", like: transactional, families: [.pick]) {
      ClearingDataKeyboard($0)
    })

  /// PICK-21 ("otherwise it becomes none"): the value lives in a store of its own that new data does
  /// not touch (seed 000's `textStore`). Minimal trace (2): app sets the value to row 0, app sets data
  /// ["A"] — the value stays "Mon".
  static let dataChangeKeepsStaleValue = Mutant(
    id: "data-change-keeps-stale-value", bugClass: 16,
    summary: "replacing the data keeps a value whose title is gone",
    clause: ClauseID(.pick, 21), minimalTrace: [.setValue(rows: [0]), .setData([["A"]])],
    implementation: MutantBuild.pickerKeyboard(
      "data-change-keeps-stale-value", like: transactional, families: [.pick]
    ) { StaleValueDataKeyboard($0) })

  /// PICK-22 ("the component updates its data before it reloads the picker"): the data source's row
  /// counts are updated after the reload (Eureka 1642). Minimal trace (2): tap, app sets data with
  /// another row count — the picker reloads 5 rows, then the data source reports 1.
  static let countsUpdatedAfterReload = Mutant(
    id: "counts-updated-after-reload", bugClass: 17,
    summary: "the row counts the data source answers are updated only after the picker reloads",
    clause: ClauseID(.pick, 22), minimalTrace: [.tap, .setData([["A"]])],
    implementation: MutantBuild.pickerKeyboard("counts-updated-after-reload", like: transactional, families: [.pick]) {
      LateCountKeyboard($0)
    })

  /// PICK-23 ("setting the component's selection by index from code (0 included) reads back that
  /// index and the title at it"): index 0 reads as "no selection" (DownPicker 0.1.30). Minimal trace
  /// (1): app sets the value to row 0 — the value stays none.
  static let indexZeroMeansNone = Mutant(
    id: "index-zero-means-none", bugClass: 15,
    summary: "the index setter treats index 0 as no selection and clears the value",
    clause: ClauseID(.pick, 23), minimalTrace: [.setValue(rows: [0])],
    implementation: MutantBuild.indexSetterKeyboard("index-zero-means-none", like: transactional))

  /// PICK-24 ("moves the selection to the nearest enabled row in the declared direction"): the
  /// "below" search reads the row above (IQDropDownTextField, corpus B04). Minimal trace (3): tap,
  /// spin to "Green" (disabled), settle — the wheel moves up to "Red", not down to "Blue".
  static let disabledSearchReadsAbove = Mutant(
    id: "disabled-search-reads-above", bugClass: 15,
    summary: "a settle on a disabled title searching below moves to the row above",
    clause: ClauseID(.pick, 24), minimalTrace: [.tap, .spin(component: 0, row: 2), .settle],
    implementation: MutantBuild.pickerKeyboard("disabled-search-reads-above", like: options, families: [.pick]) {
      AboveIndexSearchKeyboard($0)
    })
}

import InputGenerators

/// The PICK clauses, one declaration each (CONFORMANCE.md, "PICK: picker view and picker keyboard").
nonisolated enum PickerClauses {
  static let all: [ClauseRule] = [
    // PICK-1: Counts come from the data source, cached until a reload.
    ClauseRule(
      ClauseID(.pick, 1),
      observations: [
        Observation([.rows]) { $0.isDataChange },
        Observation([.rows], .general) { _ in true },
      ]),
    // PICK-2: The selection is -1 for an empty wheel, else in bounds; row 0 after loading.
    ClauseRule(
      ClauseID(.pick, 2),
      observations: [
        Observation([.wheels, .rows], .specific) { $0.isInitial },
        Observation([.wheels], .general) { _ in true },
      ],
      invariant: { step in
        // After a reload, an unclamped selection is PICK-5's business.
        guard !step.isDataChange, let picker = step.after.picker, let selection = picker.selection,
          let rows = picker.rowCounts
        else { return .notApplicable }
        let inBounds = zip(selection, rows).allSatisfy { row, count in
          count == 0 ? row == -1 : (0..<count).contains(row)
        }
        return Invariant.expect(
          inBounds && selection.count == rows.count,
          "selected rows \(selection) are out of bounds for row counts \(rows)")
      }),
    // PICK-3: Selecting a row from code calls no didSelectRow.
    ClauseRule(
      ClauseID(.pick, 3),
      observations: [
        Observation([.wheels, .callbacks]) { $0.selectsRowInRange == true },
        Observation([.callbacks], .general) { _ in true },
      ],
      invariant: { step in
        guard step.selectsRowInRange != nil, let before = step.before.picker, let after = step.after.picker else {
          return .notApplicable
        }
        guard let receivedAfter = after.receivedSelections, let receivedBefore = before.receivedSelections else {
          return .notApplicable
        }
        let received = receivedAfter.count - receivedBefore.count
        return Invariant.expect(
          received == 0, "selecting a row from code delivered \(received) didSelectRow call(s) to the component")
      }),
    // PICK-4: Out-of-range selection through the component is ignored.
    ClauseRule(
      ClauseID(.pick, 4), needs: \.hasSelectionAPI, requires: "a selection API",
      observations: [Observation([.wheels, .value], .specific) { $0.selectsRowInRange == false }],
      misuses: [.selectRowOutOfRange]),
    // PICK-5: Clamped after the data shrinks.
    ClauseRule(
      ClauseID(.pick, 5), needs: \.canSetData, requires: "an app that can replace the data",
      // The clamp and the calls it makes (none: "without calling didSelectRow").
      observations: [Observation([.wheels, .callbacks]) { $0.event.map(\.isWholeDataChange) ?? false }],
      latitude: [
        // A selection still in range may be kept or reset; the reference adopts the choice.
        Latitude([.wheels], adopt: .selection) { step in
          step.event.map(\.isWholeDataChange) == true && step.reloadSelectionIsAllowed
        }
      ]),
    // PICK-6: A spin reports once, on settling; until then the wheel reports the row it left.
    ClauseRule(
      ClauseID(.pick, 6),
      observations: [
        Observation([.wheels, .rows, .callbacks], .normal) { $0.event.map(\.isSpinOrSettle) ?? false }
      ]),
    // PICK-7: Tapping opens the picker on the current value.
    ClauseRule(
      ClauseID(.pick, 7),
      observations: [
        Observation([.keyboard, .wheels, .rows]) { $0.family == .pick && $0.opens && $0.valueAtOpen == nil }
      ]),
    // PICK-8: Done emits exactly one result, read from the picker.
    ClauseRule(
      ClauseID(.pick, 8), needs: { $0.accessoryRoles.contains(.done) }, requires: "a Done button",
      observations: [
        // "with empty data it emits "no selection" instead of indexing the data".
        Observation([.results], .specific) { $0.tapped(.done) && $0.hasEmptyWheel && !$0.doneWaitsOnTheWheels },
        Observation([.results]) {
          $0.tapped(.done) && $0.capabilities.components.count <= 1 && !$0.doneWaitsOnTheWheels
        },
        Observation([.results], .general) { !$0.doneWaitsOnTheWheels },
      ],
      invariant: { step in
        guard step.tapped(.done), step.wasFirst, let before = step.before.picker, let after = step.after.picker,
          !step.doneWaitsOnTheWheels
        else { return .notApplicable }
        guard step.capabilities.doneEmitsResult else {
          // A Done that only ends editing reports nothing: the value is live.
          return Invariant.expect(
            after.results.count == before.results.count,
            "Done emitted \(after.results.count - before.results.count) results, though it only ends editing")
        }
        guard after.results.count == before.results.count + 1 else {
          return .broken("Done emitted \(after.results.count - before.results.count) results, not exactly one")
        }
        // Settling first moves the wheels before they are read; PICK-25 judges what they settled on.
        guard !before.isSpinning else { return .held }
        let expected = step.capabilities.value(showing: before.selectionTitles)
        let emitted = after.results.last ?? nil
        return Invariant.expect(
          emitted == expected,
          "Done emitted \(Snapshot.describe(emitted)) while the picker showed \(Snapshot.describe(expected))")
      }),
    // PICK-9: Done and Close dismiss.
    ClauseRule(
      ClauseID(.pick, 9), needs: { !$0.accessoryRoles.isDisjoint(with: [.done, .close]) },
      requires: "a Done or Close button",
      observations: [
        Observation([.firstResponder, .inWindow, .keyboard, .wheels, .rows]) { $0.tapped(.done) || $0.tapped(.close) }
      ],
      invariant: { step in
        guard case .tapAccessory(let role)? = step.event, role == .done || role == .close, step.wasFirst,
          step.before.responder?.keyboard?.accessoryRoles.contains(role) == true
        else { return .notApplicable }
        if role == .done, step.doneWaitsOnTheWheels { return .notApplicable }
        return Invariant.expect(!step.isFirst, "\(role.displayName) left the keyboard up")
      }),
    // PICK-10: Live: the value follows settles; transactional: it changes only on Done.
    ClauseRule(
      ClauseID(.pick, 10),
      observations: [
        Observation([.value]) { ($0.event == .settle && $0.wasFirst) || $0.tapped(.done) },
        Observation([.value], .general) { _ in true },
      ],
      invariant: { step in
        guard let event = step.event, let before = step.before.picker, let after = step.after.picker else {
          return .notApplicable
        }
        switch step.capabilities.commitStyle {
        case .transactional:
          guard event != .tapAccessory(.done), event != .tapAccessory(.cancel), !step.isDataChange, !event.isValueSet,
            !(event == .settle && before.isDoneWaiting),
            !(step.dismissesWithoutButton && step.capabilities.dismissalOutcome != nil)
          else { return .notApplicable }
          return Invariant.expect(
            after.value == before.value,
            "the value changed from \(Snapshot.describe(before.value)) to \(Snapshot.describe(after.value)) without Done"
          )
        case .live:
          // A late settle after the host is gone changes nothing (RESP-21).
          guard event == .settle, before.isSpinning, step.wasFirst, step.isFirst, !step.isCallbackAfterHostGone,
            let titles = after.selectionTitles,
            !titles.contains(nil), step.capabilities.disabledTitles.isDisjoint(with: titles.compactMap { $0 })
          else { return .notApplicable }
          let selection = step.capabilities.value(showing: titles)
          return Invariant.expect(
            after.value == selection,
            "the wheel settled on \(Snapshot.describe(selection)) but the value is \(Snapshot.describe(after.value))")
        }
      }),
    // PICK-11: The value is always one of the data titles, or none.
    ClauseRule(
      ClauseID(.pick, 11),
      observations: [
        Observation([.value, .results], .specific) { $0.isInitial },
        Observation([.value]) { $0.event?.isKeyInput == true },
      ],
      invariant: { step in
        guard let picker = step.after.picker, let value = picker.value else { return .notApplicable }
        // A declared start outside the data stands until the user chooses (the reference starts with it too).
        if step.capabilities.keepsInitialValueOutsideData, value == step.capabilities.initialValue,
          picker.results.isEmpty
        {
          return .notApplicable
        }
        return Invariant.expect(
          step.capabilities.isValue(value, of: picker.data),
          "the value \(Snapshot.describe(value)) is not one of the data titles \(picker.data)")
      }),
    // PICK-12: A late settle changes nothing.
    ClauseRule(
      ClauseID(.pick, 12),
      observations: [
        // Only a settle after Done, Cancel or Close, as the sentence says: the value at a dismissal that is not
        // one of them is PICK-10's (its sentence's "a resign that is not Done, Cancel or Close"), and a settle
        // after such a dismissal is no clause's situation.
        Observation([.value], .specific) { $0.event == .settle && !$0.wasFirst && $0.leftByButton }
      ],
      invariant: { step in
        guard step.event == .settle, !step.wasFirst, step.leftByButton, let before = step.before.picker,
          let after = step.after.picker
        else { return .notApplicable }
        return Invariant.expect(
          after.value == before.value,
          "a wheel settling after dismissal changed the value from \(Snapshot.describe(before.value)) to \(Snapshot.describe(after.value))"
        )
      }),
    // PICK-13: Several components: one title each; reloading one wheel keeps the others.
    ClauseRule(
      ClauseID(.pick, 13), needs: { $0.components.count > 1 }, requires: "more than one component",
      observations: [
        Observation([.wheels, .rows]) { $0.event.map(\.isComponentDataChange) ?? false },
        Observation([.results]) { $0.tapped(.done) },
      ],
      latitude: [
        // Only the reloaded wheel's selection is asked to be in bounds: whichever row it shows, the reference adopts it.
        Latitude([.wheels], adopt: .selection) { step in
          guard case .setComponentData(let component, _)? = step.event else { return false }
          return step.reloadKeptTheOtherWheels(component: component)
        }
      ],
      invariant: { step in
        guard case .setComponentData(let component, _)? = step.event, let before = step.before.picker?.selection,
          let after = step.after.picker?.selection, let rows = step.after.picker?.rowCounts,
          before.count == after.count, rows.indices.contains(component)
        else { return .notApplicable }
        return Invariant.expect(
          step.reloadKeptTheOtherWheels(component: component),
          "reloading wheel \(component) left the selection \(after) (was \(before)) for row counts \(rows)")
      }),
    // PICK-14: Cancel restores the value from before opening, emits nothing, and resigns.
    ClauseRule(
      ClauseID(.pick, 14), needs: { $0.accessoryRoles.contains(.cancel) }, requires: "a Cancel button",
      observations: [
        Observation([.value, .results, .firstResponder, .inWindow, .keyboard, .wheels, .rows]) { $0.tapped(.cancel) }
      ],
      invariant: { step in
        guard step.tapped(.cancel), step.wasFirst, let before = step.before.picker, let after = step.after.picker,
          let valueAtOpen = step.valueAtOpen
        else { return .notApplicable }
        if after.results.count != before.results.count { return .broken("Cancel emitted a result") }
        if after.value != valueAtOpen {
          return .broken(
            "Cancel left the value \(Snapshot.describe(after.value)), not the value before opening \(Snapshot.describe(valueAtOpen))"
          )
        }
        return Invariant.expect(!step.isFirst, "Cancel left the keyboard up")
      }),
    // PICK-15: Reopening shows the committed value.
    ClauseRule(
      ClauseID(.pick, 15),
      observations: [
        Observation([.keyboard, .wheels, .rows]) { $0.family == .pick && $0.opens && $0.valueAtOpen != nil }
      ]),
    // PICK-16: Close dismisses, keeps the value, emits nothing.
    ClauseRule(
      ClauseID(.pick, 16), needs: { $0.accessoryRoles.contains(.close) }, requires: "a Close button",
      observations: [Observation([.value, .results, .firstResponder, .inWindow, .keyboard]) { $0.tapped(.close) }],
      invariant: { step in
        guard step.tapped(.close), step.wasFirst,
          step.before.responder?.keyboard?.accessoryRoles.contains(.close) == true,
          let before = step.before.picker, let after = step.after.picker
        else { return .notApplicable }
        // "dismisses": the same sentence as PICK-9's for Close, so a Close that stays up breaks both.
        return Invariant.expect(
          after.value == before.value && after.results.count == before.results.count && !step.isFirst,
          step.isFirst ? "Close left the keyboard up" : "Close changed the value or emitted a result")
      }),
    // PICK-17: Selecting a row from code changes neither value nor results.
    ClauseRule(
      ClauseID(.pick, 17), needs: { $0.hasSelectionAPI || $0.appReachesPicker },
      requires: "a selection API or an app that reaches the presented picker",
      observations: [Observation([.value, .results]) { $0.selectsRowInRange != nil }],
      invariant: { step in
        guard step.selectsRowInRange != nil, let before = step.before.picker, let after = step.after.picker else {
          return .notApplicable
        }
        return Invariant.expect(
          after.value == before.value && after.results == before.results && !step.newEvents.contains(.valueChanged),
          "selecting a row from code changed the value, emitted a result or sent valueChanged")
      }),
    // PICK-18: valueChanged once per user change of the committed value.
    ClauseRule(
      ClauseID(.pick, 18), needs: { $0.kind == .pickerKeyboard }, requires: "a picker keyboard",
      // A popover's origin button is the app's: the component's value reaches the app through its callbacks.
      respondersOnly: true,
      observations: [
        Observation([.controlEvents]) { step in
          step.eventsOnEitherSide.contains(.valueChanged) || step.event == .settle || step.tapped(.done)
        },
        Observation([.controlEvents], .general) { $0.family == .pick },
      ]),
    // PICK-19: Empty data: opens without trapping, selection -1.
    ClauseRule(
      ClauseID(.pick, 19), needs: { $0.canSetData || $0.components.contains(where: \.isEmpty) },
      requires: "an app that can replace the data, or an empty component in the initial data",
      observations: [
        // Done on empty data is PICK-8's: its sentence names it, PICK-19's does not.
        Observation([.keyboard, .wheels, .rows, .value], .specific) { step in
          (step.opens || step.event == .settle) && step.hasEmptyWheel
        }
      ]),
    // PICK-20: An out-of-range initial or programmatic selection is ignored.
    ClauseRule(
      ClauseID(.pick, 20), needs: { $0.hasSelectionAPI || $0.hasOutOfRangeStart },
      requires: "a selection API, or a placeholder row or start value outside the data",
      observations: [
        Observation([.wheels, .rows, .value, .results], .specific) { step in
          step.capabilities.hasOutOfRangeStart && (step.opens || step.tapped(.done))
        }
      ],
      latitude: [
        // A start value kept outside the data (declared) names no row: whichever in-bounds row the keyboard opens on,
        // the clause is met (a component that builds a new picker on every show opens on row 0; one that keeps its
        // picker, where it was).
        Latitude([.wheels], adopt: .selection) { step in
          guard step.capabilities.keepsInitialValueOutsideData, !step.wasFirst, step.isFirst,
            let picker = step.after.picker, let value = picker.value,
            let selection = picker.selection, let rows = picker.rowCounts, selection.count == rows.count
          else { return false }
          let outside = value.count != picker.data.count || zip(value, picker.data).contains { !$1.contains($0) }
          let inBounds = zip(selection, rows).allSatisfy { row, count in
            count == 0 ? row == -1 : (0..<count).contains(row)
          }
          return outside && inBounds
        }
      ],
      // Forwarding the out-of-range row to the picker (which UIKit rejects) is not ignoring it.
      misuses: [.selectRowOutOfRange],
      invariant: { step in
        guard step.selectsRowInRange == false, let before = step.before.picker, let after = step.after.picker else {
          return .notApplicable
        }
        return Invariant.expect(
          after.selection == before.selection,
          "selecting an out-of-range row moved the selection from \(before.selection ?? []) to \(after.selection ?? [])"
        )
      }),
    // PICK-21: After the data is replaced, the value survives only if its titles remain.
    ClauseRule(
      ClauseID(.pick, 21), needs: \.canSetData, requires: "an app that can replace the data",
      observations: [Observation([.value]) { $0.isDataChange }]),
    // PICK-22: The data is updated before the picker reloads.
    ClauseRule(
      ClauseID(.pick, 22), needs: { $0.canSetData || $0.components.count > 1 },
      requires: "an app that can replace the data, or more than one component",
      observations: [Observation([.rows], .specific) { $0.isDataChange }]),
    // PICK-23: The index setter round trip.
    ClauseRule(
      ClauseID(.pick, 23), needs: \.hasValueSetter, requires: "an index setter for the value",
      observations: [
        Observation([.value, .valueRows, .wheels, .controlEvents]) { $0.event.map(\.isValueSet) ?? false }
      ],
      invariant: { step in
        guard case .setValue(let rows)? = step.event, let after = step.after.picker, let before = step.before.picker
        else { return .notApplicable }
        guard let rows else {
          return Invariant.expect(after.value == nil, "setting no value left \(Snapshot.describe(after.value))")
        }
        let data = before.data
        let valid = rows.count == data.count && zip(rows, data).allSatisfy { $1.indices.contains($0) }
        guard valid else { return .notApplicable }
        let titles = zip(rows, data).map { $1[$0] }
        return Invariant.expect(
          after.value == titles && (after.valueRows.map { $0 == rows } ?? true),
          "setting the value to rows \(rows) read back \(after.valueRows.map { "\($0)" } ?? "nothing") with value \(Snapshot.describe(after.value)), not \(Snapshot.describe(titles))"
        )
      }),
    // PICK-24: A settle on a disabled row moves to the nearest enabled row.
    ClauseRule(
      ClauseID(.pick, 24), needs: { !$0.disabledTitles.isEmpty }, requires: "disabled titles",
      observations: [Observation([.value, .wheels], .specific) { $0.settlesOnDisabledTitle }],
      invariant: { step in
        guard step.event == .settle, step.wasFirst, let after = step.after.picker, let titles = after.selectionTitles
        else { return .notApplicable }
        let disabled = step.capabilities.disabledTitles
        let stuck = titles.compactMap { $0 }.filter(disabled.contains)
        let anyEnabled = after.data.first.map { $0.contains { !disabled.contains($0) } } ?? false
        return Invariant.expect(
          stuck.isEmpty || !anyEnabled, "the wheel settled on the disabled \(stuck.map(InputEvent.quoted)) and stayed")
      }),
    // PICK-25: Done during a spin, for a keyboard that can tell its wheels move: as declared.
    ClauseRule(
      ClauseID(.pick, 25), needs: { $0.accessoryRoles.contains(.done) && $0.doneWhileSpinning != .readsPicker },
      requires: "a Done button that waits for the settle, settles first or is ignored while a wheel spins",
      observations: [
        Observation([.results, .value, .firstResponder, .keyboard]) {
          $0.tapped(.done) && $0.before.picker?.isSpinning == true
        }
      ],
      invariant: { step in
        guard step.tapped(.done), step.wasFirst, let before = step.before.picker, let after = step.after.picker,
          before.isSpinning
        else { return .notApplicable }
        let emitted = after.results.count - before.results.count
        switch step.capabilities.doneWhileSpinning {
        case .readsPicker:
          return .notApplicable
        case .waitsForSettle, .ignored:
          return Invariant.expect(
            emitted == 0, "Done during a spin emitted \(emitted) results before the wheel settled")
        case .settlesFirst:
          guard emitted == 1 else { return .broken("Done during a spin emitted \(emitted) results, not exactly one") }
          let expected = step.capabilities.value(showing: after.selectionTitles)
          return Invariant.expect(
            after.results.last ?? nil == expected,
            "Done emitted \(Snapshot.describe(after.results.last ?? nil)) but the wheels settled on \(Snapshot.describe(expected))"
          )
        }
      }),
  ]
}

extension StepContext {
  /// Whether Done meets a moving wheel and the keyboard declared it waits for it (or ignores Done): PICK-25
  /// judges that step, not PICK-8 or PICK-9.
  var doneWaitsOnTheWheels: Bool {
    tapped(.done) && before.picker?.isSpinning == true
      && [.waitsForSettle, .ignored].contains(capabilities.doneWhileSpinning)
  }

  /// Whether the wheel settles on a title the data source disables (PICK-24).
  var settlesOnDisabledTitle: Bool {
    event == .settle && wasFirst && !spunTitles.filter(capabilities.disabledTitles.contains).isEmpty
  }
}

extension StepContext {
  /// For an app selection: whether the row and component were in range (`nil` for other events).
  var selectsRowInRange: Bool? {
    guard case .selectRow(let row, let component)? = event else { return nil }
    let rows = before.picker?.rowCounts ?? before.picker?.data.map(\.count) ?? []
    return rows.indices.contains(component) && (0..<rows[component]).contains(row)
  }

  /// Whether the app replaced the data or one wheel's titles.
  var isDataChange: Bool { event.map { $0.isWholeDataChange || $0.isComponentDataChange } ?? false }

  /// After the app replaced the data, whether every wheel's selection is one PICK-5 allows: -1 on an empty wheel, the
  /// last row on a wheel that shrank below its selection, its row kept or row 0 on a wheel whose row is still in
  /// range, and row 0 on a wheel that had none (PICK-2's first load). The reference's own choice is never a difference.
  var reloadSelectionIsAllowed: Bool {
    guard let old = before.picker?.selection, let new = after.picker?.selection,
      let rows = after.picker?.rowCounts, new.count == rows.count
    else { return false }
    return zip(new, rows).enumerated().allSatisfy { wheel, pair in
      let (row, count) = pair
      if count == 0 { return row == -1 }
      guard old.indices.contains(wheel), old[wheel] >= 0 else { return row == 0 }
      return old[wheel] >= count ? row == count - 1 : row == old[wheel] || row == 0
    }
  }

  /// After the app reloaded wheel `component`, whether the other wheels kept their selections and the reloaded one
  /// is in bounds (PICK-13 asks nothing more of it).
  func reloadKeptTheOtherWheels(component: Int) -> Bool {
    guard let old = before.picker?.selection, let new = after.picker?.selection,
      let rows = after.picker?.rowCounts, old.count == new.count, rows.indices.contains(component),
      new.count == rows.count
    else { return false }
    let othersKept = new.indices.filter { $0 != component }.allSatisfy { old[$0] == new[$0] }
    let count = rows[component]
    return othersKept && (count == 0 ? new[component] == -1 : (0..<count).contains(new[component]))
  }
}

nonisolated extension InputEvent {
  /// Whether the app set the value by index.
  var isValueSet: Bool {
    if case .setValue = self { return true }
    return false
  }

  /// Whether the app replaced the whole data.
  var isWholeDataChange: Bool {
    if case .setData = self { return true }
    return false
  }

  /// Whether the app replaced one wheel's titles.
  var isComponentDataChange: Bool {
    if case .setComponentData = self { return true }
    return false
  }

  /// Whether the user flicked a wheel or the wheels settled.
  var isSpinOrSettle: Bool {
    switch self {
    case .spin, .settle: true
    default: false
    }
  }
}

nonisolated extension Capabilities {
  /// The value the wheels show: their titles, or none when a wheel is empty or shows the none row.
  func value(showing titles: [String?]?) -> [String]? {
    guard let titles, !titles.isEmpty, !titles.contains(nil) else { return nil }
    let value = titles.compactMap { $0 }
    if let noneRow, value == [noneRow] { return nil }
    return value
  }
}

nonisolated extension Capabilities {
  /// Whether the component starts out of range: a placeholder row past its data, or an initial
  /// value that is not in it (PICK-20).
  var hasOutOfRangeStart: Bool {
    let placeholderOut = components.contains { !$0.isEmpty && !$0.indices.contains(placeholderRow) }
    let valueOut =
      initialValue.map { value in
        value.count != components.count || zip(value, components).contains { !$1.contains($0) }
      } ?? false
    return placeholderOut || valueOut
  }
}

import Foundation
import InputGenerators

/// The invariants of every family, each naming its clause.
public enum Invariants {
  /// The invariants that apply to `family`.
  public static func all(for family: ContractFamily) -> [Invariant] {
    switch family {
    case .resp: responder
    case .key: responder + key
    case .pick: responder + picker
    case .date: responder + date
    case .fact: factory
    }
  }

  // MARK: RESP

  static let responder: [Invariant] = [
    Invariant(ClauseID(.resp, 1)) { step in
      guard step.event == nil, let responder = step.after.responder else { return .notApplicable }
      return Invariant.expect(!responder.isFirstResponder, "the control is first responder before anything happened")
    },
    Invariant(ClauseID(.resp, 2)) { step in
      guard step.event == .becomeFirstResponder, let returned = step.after.lastCallResult else { return .notApplicable }
      return Invariant.expect(
        returned == step.isFirst,
        "becomeFirstResponder() returned \(returned) but the control is \(step.isFirst ? "" : "not ")first responder")
    },
    Invariant(ClauseID(.resp, 4)) { step in
      guard step.event == .becomeFirstResponder, step.before.responder?.isInWindow == false else {
        return .notApplicable
      }
      return Invariant.expect(
        !step.isFirst && step.after.lastCallResult == false, "a control outside any window became first responder")
    },
    Invariant(ClauseID(.resp, 5)) { step in
      guard let responder = step.after.responder else { return .notApplicable }
      return Invariant.expect(
        !(responder.isFirstResponder && responder.otherIsFirstResponder), "two responders are first in one window")
    },
    Invariant(ClauseID(.resp, 6)) { step in
      guard step.event == .resignFirstResponder, let returned = step.after.lastCallResult else { return .notApplicable }
      return Invariant.expect(
        !returned || !step.isFirst, "resignFirstResponder() returned true but the control is still first responder")
    },
    Invariant(ClauseID(.resp, 7)) { step in
      guard step.event == .removeFromWindow, step.wasFirst else { return .notApplicable }
      return Invariant.expect(!step.isFirst, "the control is still first responder after leaving the window")
    },
    Invariant(ClauseID(.resp, 11)) { step in
      guard step.event == .readInputViews, let stable = step.after.lastCallResult else { return .notApplicable }
      return Invariant.expect(stable, "reading inputView again returned a different instance from the one presented")
    },
    Invariant(ClauseID(.resp, 13)) { step in
      guard let event = step.event, event.isApp || event == .reloadInputViews || event == .readInputViews else {
        return .notApplicable
      }
      return Invariant.expect(step.newEvents.isEmpty, "\(event) sent \(Array(step.newEvents.map(\.rawValue)))")
    },
    Invariant(ClauseID(.resp, 18)) { step in
      guard step.event == .tap || step.event == .becomeFirstResponder, let before = step.before.responder,
        before.otherIsFirstResponder, before.otherRefusesToResign, let after = step.after.responder
      else { return .notApplicable }
      return Invariant.expect(
        !after.isFirstResponder && after.otherIsFirstResponder && after.keyboard == before.keyboard
          && step.after.lastCallResult != true,
        "the control took first responder from a field that refuses to resign")
    },
    Invariant(ClauseID(.resp, 15)) { step in
      guard let responder = step.after.responder, !responder.isFirstResponder, !responder.otherIsFirstResponder,
        let keyboard = responder.keyboard
      else { return .notApplicable }
      return Invariant.expect(keyboard == .hidden, "the keyboard area shows \(keyboard) with no first responder")
    },
  ]

  // MARK: KEY

  static let key: [Invariant] = [
    Invariant(ClauseID(.key, 1)) { step in
      guard let key = step.after.key else { return .notApplicable }
      return Invariant.expect(
        key.hasText == !key.text.isEmpty, "hasText is \(key.hasText) for text \(InputEvent.quoted(key.text))")
    },
    Invariant(ClauseID(.key, 2)) { step in
      guard case .type(let typed) = step.event, !typed.isEmpty, step.wasFirst, let before = step.before.key,
        let after = step.after.key
      else { return .notApplicable }
      return Invariant.expect(
        after.text == before.text + typed,
        "typing \(InputEvent.quoted(typed)) into \(InputEvent.quoted(before.text)) gave \(InputEvent.quoted(after.text))"
      )
    },
    Invariant(ClauseID(.key, 3)) { step in
      guard step.event == .type(""), step.wasFirst, let before = step.before.key, let after = step.after.key else {
        return .notApplicable
      }
      return Invariant.expect(after.text == before.text && step.newEvents.isEmpty, "inserting \"\" changed something")
    },
    Invariant(ClauseID(.key, 4)) { step in
      guard step.event == .deleteBackward, step.wasFirst, let before = step.before.key, before.text.isEmpty,
        let after = step.after.key
      else { return .notApplicable }
      return Invariant.expect(
        after.text.isEmpty && !after.hasText && step.newEvents.isEmpty,
        "delete on empty text left text \(InputEvent.quoted(after.text)), hasText \(after.hasText), events \(Array(step.newEvents))"
      )
    },
    Invariant(ClauseID(.key, 6)) { step in
      guard step.event == .deleteBackward, step.wasFirst, let before = step.before.key, !before.text.isEmpty,
        let after = step.after.key
      else { return .notApplicable }
      let removedAtMostOne = String(before.text.dropLast()).unicodeScalars.count <= after.text.unicodeScalars.count
      let isPrefix = before.text.unicodeScalars.starts(with: after.text.unicodeScalars)
      return Invariant.expect(
        after.text != before.text && removedAtMostOne && isPrefix,
        "one delete turned \(InputEvent.quoted(before.text)) into \(InputEvent.quoted(after.text))")
    },
    Invariant(ClauseID(.key, 5)) { step in
      guard step.event == .deleteBackward, step.wasFirst, let before = step.before.key, !before.text.isEmpty,
        let after = step.after.key
      else { return .notApplicable }
      let expected = String(before.text.dropLast())
      return Invariant.expect(
        after.text == expected,
        "delete turned \(InputEvent.quoted(before.text)) into \(InputEvent.quoted(after.text)), not \(InputEvent.quoted(expected))"
      )
    },
    Invariant(ClauseID(.key, 7)) { step in
      guard step.event == .deleteBackward, step.wasFirst, let previous = step.previous,
        case .type(let typed) = previous.event, typed.count == 1, let original = previous.before.key,
        (original.text + typed).count == original.text.count + 1, let after = step.after.key
      else { return .notApplicable }
      return Invariant.expect(
        after.text == original.text,
        "typing \(InputEvent.quoted(typed)) then deleting left \(InputEvent.quoted(after.text)), not \(InputEvent.quoted(original.text))"
      )
    },
    Invariant(ClauseID(.key, 8)) { step in
      guard let event = step.event, event.isKeyInput, step.wasFirst, let before = step.before.key,
        let after = step.after.key
      else { return .notApplicable }
      let changes = step.newEvents.filter { $0 == .editingChanged }.count
      let expected = before.text == after.text ? 0 : 1
      return Invariant.expect(
        changes == expected,
        "\(changes) editingChanged event(s) for \(before.text == after.text ? "no change" : "one change")")
    },
  ]

  // MARK: PICK

  static let picker: [Invariant] = [
    Invariant(ClauseID(.pick, 2)) { step in
      // After a reload, an unclamped selection is PICK-5's business, judged against the reference.
      if case .setData? = step.event { return .notApplicable }
      guard let picker = step.after.picker, let selection = picker.selection, let rows = picker.rowCounts else {
        return .notApplicable
      }
      let inBounds = zip(selection, rows).allSatisfy { row, count in count == 0 ? row == -1 : (0..<count).contains(row)
      }
      return Invariant.expect(
        inBounds && selection.count == rows.count, "selected rows \(selection) are out of bounds for row counts \(rows)"
      )
    },
    Invariant(ClauseID(.pick, 13)) { step in
      guard case .setComponentData(let component, _)? = step.event, let before = step.before.picker?.selection,
        let after = step.after.picker?.selection, let rows = step.after.picker?.rowCounts,
        before.count == after.count, rows.indices.contains(component)
      else { return .notApplicable }
      let others = after.indices.filter { $0 != component }
      let othersKept = others.allSatisfy { before[$0] == after[$0] }
      let inBounds = rows[component] == 0 ? after[component] == -1 : (0..<rows[component]).contains(after[component])
      return Invariant.expect(
        othersKept && inBounds,
        "reloading wheel \(component) left the selection \(after) (was \(before)) for row counts \(rows)")
    },
    Invariant(ClauseID(.pick, 20)) { step in
      guard case .selectRow(let row, let component) = step.event, let before = step.before.picker,
        let rows = before.rowCounts, let after = step.after.picker
      else { return .notApplicable }
      let inRange = rows.indices.contains(component) && (0..<rows[component]).contains(row)
      guard !inRange else { return .notApplicable }
      return Invariant.expect(
        after.selection == before.selection,
        "selecting row \(row) of wheel \(component) (out of range) moved the selection from \(before.selection ?? []) to \(after.selection ?? [])"
      )
    },
    Invariant(ClauseID(.pick, 11)) { step in
      guard let picker = step.after.picker, let value = picker.value else { return .notApplicable }
      let valid = value.count == picker.data.count && zip(value, picker.data).allSatisfy { $1.contains($0) }
      return Invariant.expect(
        valid, "the value \(Snapshot.describe(value)) is not one of the data titles \(picker.data)")
    },
    Invariant(ClauseID(.pick, 8)) { step in
      guard step.event == .tapAccessory(.done), step.wasFirst, step.capabilities.accessoryRoles.contains(.done),
        let before = step.before.picker, let after = step.after.picker
      else { return .notApplicable }
      guard after.results.count == before.results.count + 1 else {
        return .broken("Done emitted \(after.results.count - before.results.count) results, not exactly one")
      }
      let titles = before.selectionTitles
      let expected: [String]? = titles.flatMap { $0.contains(nil) || $0.isEmpty ? nil : $0.compactMap { $0 } }
      let emitted = after.results.last ?? nil
      return Invariant.expect(
        emitted == expected,
        "Done emitted \(Snapshot.describe(emitted)) while the picker showed \(Snapshot.describe(expected))")
    },
    Invariant(ClauseID(.pick, 9)) { step in
      guard case .tapAccessory(let role) = step.event, role == .done || role == .close, step.wasFirst,
        step.before.responder?.keyboard?.accessoryRoles.contains(role) == true
      else { return .notApplicable }
      return Invariant.expect(!step.isFirst, "\(role.displayName) left the keyboard up")
    },
    Invariant(ClauseID(.pick, 14)) { step in
      guard step.event == .tapAccessory(.cancel), step.wasFirst, step.capabilities.accessoryRoles.contains(.cancel),
        let before = step.before.picker, let after = step.after.picker, let valueAtOpen = step.valueAtOpen
      else { return .notApplicable }
      if after.results.count != before.results.count { return .broken("Cancel emitted a result") }
      if after.value != valueAtOpen {
        return .broken(
          "Cancel left the value \(Snapshot.describe(after.value)), not the value before opening \(Snapshot.describe(valueAtOpen))"
        )
      }
      return Invariant.expect(!step.isFirst, "Cancel left the keyboard up")
    },
    Invariant(ClauseID(.pick, 16)) { step in
      guard step.event == .tapAccessory(.close), step.wasFirst, let before = step.before.picker,
        let after = step.after.picker
      else { return .notApplicable }
      return Invariant.expect(
        after.value == before.value && after.results.count == before.results.count,
        "Close changed the value or emitted a result")
    },
    Invariant(ClauseID(.pick, 12)) { step in
      guard step.event == .settle, !step.wasFirst, let before = step.before.picker, let after = step.after.picker else {
        return .notApplicable
      }
      return Invariant.expect(
        after.value == before.value,
        "a wheel settling after dismissal changed the value from \(Snapshot.describe(before.value)) to \(Snapshot.describe(after.value))"
      )
    },
    Invariant(ClauseID(.pick, 17)) { step in
      guard case .selectRow = step.event, let before = step.before.picker, let after = step.after.picker else {
        return .notApplicable
      }
      return Invariant.expect(
        after.value == before.value && after.results == before.results && !step.newEvents.contains(.valueChanged),
        "selecting a row from code changed the value, emitted a result or sent valueChanged")
    },
    Invariant(ClauseID(.pick, 10)) { step in
      guard let event = step.event, let before = step.before.picker, let after = step.after.picker else {
        return .notApplicable
      }
      switch step.capabilities.commitStyle {
      case .transactional:
        guard event != .tapAccessory(.done), event != .tapAccessory(.cancel) else { return .notApplicable }
        if case .setData = event { return .notApplicable }
        return Invariant.expect(
          after.value == before.value,
          "the value changed from \(Snapshot.describe(before.value)) to \(Snapshot.describe(after.value)) without Done")
      case .live:
        guard event == .settle, step.wasFirst, step.isFirst, let titles = after.selectionTitles, !titles.contains(nil)
        else { return .notApplicable }
        let selection = titles.compactMap { $0 }
        return Invariant.expect(
          after.value == selection,
          "the wheel settled on \(Snapshot.describe(selection)) but the value is \(Snapshot.describe(after.value))")
      }
    },
  ]

  // MARK: DATE

  static let date: [Invariant] = [
    Invariant(ClauseID(.date, 9)) { step in
      guard let date = step.after.date else { return .notApplicable }
      return Invariant.expect(
        date.text == date.expectedText,
        "the text is \(InputEvent.quoted(date.text)) but the date formats as \(InputEvent.quoted(date.expectedText))")
    },
    Invariant(ClauseID(.date, 3)) { step in
      guard let date = step.after.date, date.mode != .countDownTimer else { return .notApplicable }
      let aboveMinimum = date.effectiveMinimum.map { date.pickerDate >= $0 } ?? true
      let belowMaximum = date.effectiveMaximum.map { date.pickerDate <= $0 } ?? true
      return Invariant.expect(
        aboveMinimum && belowMaximum,
        "the date \(Snapshot.describe(date.pickerDate, start: step.start)) is outside its bounds")
    },
    Invariant(ClauseID(.date, 13)) { step in
      guard let date = step.after.date else { return .notApplicable }
      return Invariant.expect(
        date.date == date.pickerDate,
        "getDate() returned \(Snapshot.describe(date.date, start: step.start)) but the picker shows \(Snapshot.describe(date.pickerDate, start: step.start))"
      )
    },
    Invariant(ClauseID(.date, 12)) { step in
      guard let event = step.event, event.isKeyInput || event.isEditMenu, let before = step.before.date,
        let after = step.after.date
      else { return .notApplicable }
      return Invariant.expect(
        after.text == before.text && after.editActions.isEmpty && !after.showsCaret && after.selectionRectCount == 0,
        "\(event) was not refused: text \(InputEvent.quoted(before.text)) → \(InputEvent.quoted(after.text)), edit menu \(after.editActions.map(\.rawValue)), caret \(after.showsCaret)"
      )
    },
    Invariant(ClauseID(.date, 5)) { step in
      guard let date = step.after.date else { return .notApplicable }
      let duration = date.countDownDuration
      return Invariant.expect(
        duration >= 0 && duration <= 86_340 && duration.truncatingRemainder(dividingBy: 60) == 0,
        "the countdown is \(duration) s, not whole minutes in 0…86,340 s")
    },
    Invariant(ClauseID(.date, 7)) { step in
      guard let event = step.event, event.isApp, let before = step.before.date, let after = step.after.date else {
        return .notApplicable
      }
      return Invariant.expect(
        after.valueChangedCount == before.valueChangedCount, "\(event) sent valueChanged although it is programmatic")
    },
    Invariant(ClauseID(.date, 11)) { step in
      guard step.event == .tapAccessory(.done), step.wasFirst, let before = step.before.date,
        let after = step.after.date
      else { return .notApplicable }
      return Invariant.expect(
        !step.isFirst && after.pickerDate == before.pickerDate, "Done did not dismiss, or changed the date")
    },
    Invariant(ClauseID(.date, 14)) { step in
      guard step.event == .tapAccessory(.cancel), step.wasFirst, step.capabilities.accessoryRoles.contains(.cancel),
        let after = step.after.date, let dateAtOpen = step.dateAtOpen
      else { return .notApplicable }
      // A restored date the current bounds or interval move is judged against the reference instead.
      let inBounds =
        (after.effectiveMinimum.map { dateAtOpen >= $0 } ?? true)
        && (after.effectiveMaximum.map { dateAtOpen <= $0 } ?? true)
      guard inBounds, after.minuteInterval == 1 || after.mode == .date || after.mode == .countDownTimer else {
        return .notApplicable
      }
      return Invariant.expect(
        !step.isFirst && after.pickerDate == dateAtOpen,
        "Cancel left \(Snapshot.describe(after.pickerDate, start: step.start)), not the date when editing began \(Snapshot.describe(dateAtOpen, start: step.start))"
      )
    },
    Invariant(ClauseID(.date, 20)) { step in
      guard step.event == .tapAccessory(.today), step.wasFirst, let before = step.before.date,
        let after = step.after.date, before.pickerDate == after.pickerDate
      else { return .notApplicable }
      return Invariant.expect(
        after.valueChangedCount == before.valueChangedCount, "Today sent valueChanged although the date did not change")
    },
    Invariant(ClauseID(.date, 21)) { step in
      guard step.event == .tapAccessory(.today), step.wasFirst else { return .notApplicable }
      return Invariant.expect(step.isFirst, "Today dismissed the keyboard")
    },
  ]

  // MARK: FACT

  static let factory: [Invariant] = [
    Invariant(ClauseID(.fact, 1)) { step in
      guard step.event == .loadViews, step.before.factory?.viewGenerations == 0, let factory = step.after.factory else {
        return .notApplicable
      }
      let unbound = factory.parts.filter { !$0.isBound || !$0.isInCurrentViews }.map(\.name)
      return Invariant.expect(
        unbound.isEmpty, "parts not bound into the created views: \(unbound.joined(separator: ", "))")
    },
    Invariant(ClauseID(.fact, 4)) { step in
      guard step.event == .loadViews, (step.before.factory?.viewGenerations ?? 0) > 0, let factory = step.after.factory
      else { return .notApplicable }
      let stale = factory.parts.filter { $0.isBound && !$0.isInCurrentViews }.map(\.name)
      return Invariant.expect(
        stale.isEmpty,
        "after creating the views again, parts still point into the old views: \(stale.joined(separator: ", "))")
    },
    Invariant(ClauseID(.fact, 2)) { step in
      guard step.event == .tapPlay, let before = step.before.factory, let after = step.after.factory,
        before.viewGenerations > 0
      else { return .notApplicable }
      return Invariant.expect(
        after.playCount == before.playCount + 1, "tapping Play did not call the owner's action once")
    },
    Invariant(ClauseID(.fact, 5)) { step in
      guard step.event == .loadViews, let before = step.before.factory, let after = step.after.factory else {
        return .notApplicable
      }
      return Invariant.expect(after.playCount == before.playCount, "creating the views called the owner's action")
    },
    Invariant(ClauseID(.fact, 9)) { step in
      guard let factory = step.after.factory else { return .notApplicable }
      let shared = factory.parts.filter(\.isShared).map(\.name)
      return Invariant.expect(shared.isEmpty, "parts bound to the same view: \(shared.joined(separator: ", "))")
    },
  ]
}

extension InputEvent {
  /// Whether the event is key input (typing or delete).
  public var isKeyInput: Bool {
    switch self {
    case .type, .deleteBackward: true
    default: false
    }
  }

  /// Whether the event is an edit-menu choice.
  public var isEditMenu: Bool {
    if case .editMenu = self { return true }
    return false
  }

  /// Whether the event is a programmatic (app) change.
  public var isApp: Bool {
    switch self {
    case .setData, .setComponentData, .selectRow, .setDate, .setBounds, .setMinuteInterval, .setMode, .setLocale,
      .setTimeZone,
      .advanceClock, .setPasteboard, .loadViews:
      true
    default: false
    }
  }
}

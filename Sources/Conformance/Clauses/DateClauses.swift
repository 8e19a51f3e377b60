import Foundation
import InputGenerators

/// The DATE clauses, one declaration each (CONFORMANCE.md, "DATE: date picker and date keyboard").
nonisolated enum DateClauses {
  static let dateFields: Set<ObservedField.Name> = [.date, .pickerDate]

  static let all: [ClauseRule] = [
    // DATE-1: The date defaults to the creation time; an absolute instant.
    ClauseRule(
      ClauseID(.date, 1),
      observations: [
        Observation(dateFields.union([.countDown]), .specific) { $0.isInitial },
        Observation(dateFields) { $0.event.map(\.isClockChange) ?? false },
      ]),
    // DATE-2: Bounds default to nil; crossing bounds are ignored; no bounds in countdown mode.
    ClauseRule(
      ClauseID(.date, 2), needs: { $0.dateSettings.contains(.bounds) || $0.dateSettings.contains(.mode) },
      requires: "an app that changes the bounds or the mode",
      observations: [
        Observation(dateFields, .specific) { step in
          guard let event = step.event, event.isBoundsChange || event.isModeChange else { return false }
          if step.dateMode == .countDownTimer || step.after.date?.mode == .countDownTimer { return true }
          if case .setBounds(let minimum?, let maximum?) = event { return minimum > maximum }
          return false
        }
      ]),
    // DATE-3: The date is always inside the bounds.
    ClauseRule(
      ClauseID(.date, 3),
      observations: [
        Observation(dateFields) { step in
          guard let event = step.event, event.isDateSet else { return false }
          return step.dateInterval == 1 || step.dateMode == .date
        },
        Observation(dateFields, .general) { _ in true },
      ],
      invariant: { step in
        guard let date = step.after.date, date.mode != .countDownTimer else { return .notApplicable }
        let aboveMinimum = date.effectiveMinimum.map { date.pickerDate >= $0 } ?? true
        let belowMaximum = date.effectiveMaximum.map { date.pickerDate <= $0 } ?? true
        return Invariant.expect(
          aboveMinimum && belowMaximum,
          "the date \(Snapshot.describe(date.pickerDate, start: step.start)) is outside its bounds")
      }),
    // DATE-4: The minute interval: valid values, rounding, bounds by whole intervals.
    ClauseRule(
      ClauseID(.date, 4), needs: { $0.usesMinuteInterval },
      requires: "a minute interval declared above 1 or set by the app, in a reachable mode that uses it",
      observations: [
        Observation(dateFields.union([.mode])) { step in
          guard let event = step.event else { return false }
          if event.isIntervalChange { return step.dateMode != .date }
          return event.isDateSet && step.dateInterval > 1 && step.dateMode != .date
        }
      ]),
    // DATE-5: The countdown: whole minutes, clamped.
    ClauseRule(
      ClauseID(.date, 5), needs: { $0.reachableDateModes.contains(.countDownTimer) },
      requires: "a reachable countdown mode",
      observations: [Observation([.countDown]) { !$0.isInitial }],
      invariant: { step in
        guard let date = step.after.date else { return .notApplicable }
        let duration = date.countDownDuration
        return Invariant.expect(
          duration >= 0 && duration <= 86_340 && duration.truncatingRemainder(dividingBy: 60) == 0,
          "the countdown is \(duration) s, not whole minutes in 0…86,340 s")
      }),
    // DATE-6: The modes.
    ClauseRule(
      ClauseID(.date, 6),
      observations: [Observation([.mode]) { !($0.event?.isIntervalChange ?? false) }]),
    // DATE-7: valueChanged once per settled user change, never for a programmatic set.
    ClauseRule(
      ClauseID(.date, 7),
      observations: [
        Observation([.valueChanged]) { !$0.tapped(.today) },
        Observation([.controlEvents]) { step in
          step.capabilities.kind == .dateKeyboard
            && (step.eventsOnEitherSide.contains(.valueChanged) || step.event == .settle || step.tapped(.done))
        },
      ],
      invariant: { step in
        guard let event = step.event, event.isApp, let before = step.before.date, let after = step.after.date else {
          return .notApplicable
        }
        return Invariant.expect(
          after.valueChangedCount == before.valueChangedCount, "\(event) sent valueChanged although it is programmatic")
      }),
    // DATE-8: Locale, calendar and time zone default to the environment's; nil resets.
    ClauseRule(
      ClauseID(.date, 8),
      observations: [
        Observation(dateFields) { $0.event.map(\.isLocaleChange) ?? false },
        Observation([.locale, .calendar, .timeZone], .general) { _ in true },
      ]),
    // DATE-9: The text always equals the formatted value.
    ClauseRule(
      ClauseID(.date, 9),
      observations: [Observation([.text], .general) { _ in true }],
      invariant: { step in
        // An edit that changes the text is DATE-12's fault, judged by its own invariant.
        if let event = step.event, event.isKeyInput || event.isEditMenu { return .notApplicable }
        guard let date = step.after.date else { return .notApplicable }
        // A text in the machine's settings, where the device's differ, is DATE-15's.
        if step.showsMachineText { return .notApplicable }
        return Invariant.expect(
          date.text == date.expectedText,
          "the text is \(InputEvent.quoted(date.text)) but the date formats as \(InputEvent.quoted(date.expectedText))")
      }),
    // DATE-10: Today: the clock's now, bounded and rounded, as a user change.
    ClauseRule(
      ClauseID(.date, 10), needs: { $0.accessoryRoles.contains(.today) }, requires: "a Today button",
      observations: [Observation(dateFields.union([.text, .valueChanged])) { $0.tapped(.today) }]),
    // DATE-11: Done resigns; the date stays.
    ClauseRule(
      ClauseID(.date, 11), needs: { $0.accessoryRoles.contains(.done) }, requires: "a Done button",
      observations: [
        Observation(dateFields.union([.firstResponder, .inWindow, .keyboard])) { $0.tapped(.done) }
      ],
      invariant: { step in
        guard step.tapped(.done), step.wasFirst, let before = step.before.date, let after = step.after.date else {
          return .notApplicable
        }
        return Invariant.expect(
          !step.isFirst && after.pickerDate == before.pickerDate, "Done did not dismiss, or changed the date")
      }),
    // DATE-12: Typing, delete, paste and cut are refused.
    ClauseRule(
      ClauseID(.date, 12),
      observations: [
        // A refused edit changes nothing, and sends no editingChanged either.
        Observation(dateFields.union([.text, .controlEvents]), .specific) { step in
          step.event.map { $0.isKeyInput || $0.isEditMenu } ?? false
        }
      ],
      invariant: { step in
        guard let event = step.event, event.isKeyInput || event.isEditMenu, let before = step.before.date,
          let after = step.after.date
        else { return .notApplicable }
        return Invariant.expect(
          after.text == before.text,
          "\(event) was not refused: text \(InputEvent.quoted(before.text)) → \(InputEvent.quoted(after.text))")
      }),
    // DATE-13: The read-out equals the picker's date.
    ClauseRule(
      ClauseID(.date, 13),
      invariant: { step in
        guard let date = step.after.date else { return .notApplicable }
        return Invariant.expect(
          date.date == date.pickerDate,
          "getDate() returned \(Snapshot.describe(date.date, start: step.start)) but the picker shows \(Snapshot.describe(date.pickerDate, start: step.start))"
        )
      }),
    // DATE-14: Cancel restores the date from when editing began.
    ClauseRule(
      ClauseID(.date, 14), needs: { $0.accessoryRoles.contains(.cancel) }, requires: "a Cancel button",
      observations: [
        Observation(dateFields.union([.text, .firstResponder, .inWindow, .keyboard, .valueChanged])) {
          $0.tapped(.cancel)
        }
      ],
      invariant: { step in
        guard step.tapped(.cancel), step.wasFirst, let after = step.after.date, let dateAtOpen = step.dateAtOpen else {
          return .notApplicable
        }
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
      }),
    // DATE-15: The text depends on nothing but the settings and the injected environment.
    ClauseRule(
      ClauseID(.date, 15),
      observations: [
        // The first text on a device that differs from the machine, where it is right or is the machine's: a text
        // that matches neither is DATE-9's, and so is any text on the standard device, where the machine's settings
        // cannot be told from the device's (DATE-15 precedes DATE-9, so it must not claim what is DATE-9's).
        Observation([.text], .normal) { step in
          guard step.isInitial, step.device != .standard, let date = step.after.date else { return false }
          return date.text == date.expectedText || (date.machineText != nil && date.text == date.machineText)
        },
        // A setting that follows the machine where the device differs from it.
        Observation([.locale, .calendar, .timeZone], .specific) { step in
          guard step.device != .standard, let date = step.after.date else { return false }
          let machine = MachineSettings.current
          return (date.localeIdentifier == machine.locale && step.device.locale != machine.locale)
            || (date.calendarIdentifier == machine.calendar && step.device.calendar != machine.calendar)
            || (date.timeZoneIdentifier == machine.timeZone && step.device.timeZone != machine.timeZone)
        },
      ],
      invariant: { step in
        guard let date = step.after.date, step.device != .standard, date.text != date.expectedText,
          date.machineText != nil
        else { return .notApplicable }
        return Invariant.expect(
          !step.showsMachineText,
          "the text \(InputEvent.quoted(date.text)) is formatted with the machine's settings, not the device's (\(step.device)), which give \(InputEvent.quoted(date.expectedText))"
        )
      }),
    // DATE-16: In .date mode the interval has no effect.
    ClauseRule(
      ClauseID(.date, 16),
      needs: { $0.dateSettings.contains(.minuteInterval) && $0.reachableDateModes.contains(.date) },
      requires: "an app that changes the minute interval, and a reachable .date mode",
      observations: [
        Observation(dateFields.union([.mode])) { ($0.event?.isIntervalChange ?? false) && $0.dateMode == .date }
      ]),
    // DATE-17: Changing constraints from code moves the value inside, silently.
    ClauseRule(
      ClauseID(.date, 17), needs: { $0.dateSettings.contains(.bounds) || $0.dateSettings.contains(.mode) },
      requires: "an app that changes the bounds or the mode",
      observations: [
        Observation(dateFields) { step in
          step.event.map { $0.isBoundsChange || $0.isModeChange } ?? false
        }
      ]),
    // DATE-18: Equal bounds: that instant is the only value.
    ClauseRule(
      ClauseID(.date, 18), needs: { $0.dateSettings.contains(.bounds) }, requires: "an app that changes the bounds",
      observations: [
        Observation(dateFields, .specific) { step in
          if case .setBounds(let minimum?, let maximum?)? = step.event { return minimum == maximum }
          return false
        }
      ]),
    // DATE-19: No multiple of the interval inside the bounds: the bound itself.
    ClauseRule(
      ClauseID(.date, 19),
      needs: {
        $0.dateSettings.contains(.bounds) && $0.usesMinuteInterval
          && !$0.reachableDateModes.isDisjoint(with: [.time, .dateAndTime])
      },
      requires: "an app that changes the bounds, and a minute interval declared above 1 or set,"
        + " in a reachable .time or .dateAndTime mode",
      observations: [
        Observation(dateFields, .specific) { step in
          guard case .setBounds(let minimum?, let maximum?)? = step.event, minimum <= maximum else { return false }
          let interval = step.dateInterval
          return interval > 1 && (step.dateMode == .time || step.dateMode == .dateAndTime)
            && maximum - minimum < interval * 60
        }
      ]),
    // DATE-20: Today on the current now sends no valueChanged.
    ClauseRule(
      ClauseID(.date, 20), needs: { $0.accessoryRoles.contains(.today) }, requires: "a Today button",
      invariant: { step in
        guard step.tapped(.today), step.wasFirst, let before = step.before.date, let after = step.after.date,
          before.pickerDate == after.pickerDate
        else { return .notApplicable }
        return Invariant.expect(
          after.valueChangedCount == before.valueChangedCount,
          "Today sent valueChanged although the date did not change")
      }),
    // DATE-21: Today keeps the keyboard open.
    ClauseRule(
      ClauseID(.date, 21), needs: { $0.accessoryRoles.contains(.today) }, requires: "a Today button",
      observations: [Observation([.firstResponder, .inWindow, .keyboard]) { $0.tapped(.today) }],
      invariant: { step in
        guard step.tapped(.today), step.wasFirst else { return .notApplicable }
        return Invariant.expect(step.isFirst, "Today dismissed the keyboard")
      }),
    // DATE-22: A date picker shown as a keyboard uses the wheels style.
    ClauseRule(
      ClauseID(.date, 22),
      observations: [Observation([.style], .general) { _ in true }],
      misuses: [.unsupportedDatePickerStyle],
      invariant: { step in
        guard step.isFirst, let style = step.after.date?.style else { return .notApplicable }
        return Invariant.expect(
          style == "wheels", "the date picker shown as the keyboard has the \(style) style, not wheels")
      }),
    // DATE-23: Tapping opens on the current value.
    ClauseRule(
      ClauseID(.date, 23),
      observations: [
        Observation(dateFields.union([.countDown, .text]), .normal) {
          $0.opens && $0.capabilities.kind == .dateKeyboard
        }
      ]),
    // DATE-24: No caret, no selection, no edit menu.
    ClauseRule(
      ClauseID(.date, 24),
      observations: [Observation([.editMenu, .caret, .selectionRects]) { _ in true }],
      invariant: { step in
        guard let event = step.event, event.isKeyInput || event.isEditMenu, let after = step.after.date else {
          return .notApplicable
        }
        return Invariant.expect(
          after.editActions.isEmpty && !after.showsCaret && after.selectionRectCount == 0,
          "the field offers edit menu \(after.editActions.map(\.rawValue)), caret \(after.showsCaret ? "shown" : "hidden"), \(after.selectionRectCount) selection rects"
        )
      }),
    // DATE-25: Done during a date spin reads the picker; a settle after the dismissal changes nothing.
    ClauseRule(
      ClauseID(.date, 25), needs: { $0.kind == .dateKeyboard }, requires: "a date keyboard",
      observations: [Observation([.date, .text], .specific) { $0.event == .settle && !$0.wasFirst }],
      invariant: { step in
        guard step.event == .settle, !step.wasFirst, let before = step.before.date, let after = step.after.date
        else { return .notApplicable }
        return Invariant.expect(
          after.date == before.date && after.text == before.text,
          "date wheels that settled after the keyboard went away changed the date from \(before.date) to "
            + "\(after.date) (text \(InputEvent.quoted(before.text)) → \(InputEvent.quoted(after.text)))")
      }),
  ]
}

nonisolated extension InputEvent {
  /// Whether the event sets the date (the user's wheels or the app).
  var isDateSet: Bool {
    switch self {
    case .pickDate, .setDate: true
    default: false
    }
  }

  var isBoundsChange: Bool {
    if case .setBounds = self { return true }
    return false
  }

  var isModeChange: Bool {
    if case .setMode = self { return true }
    return false
  }

  var isIntervalChange: Bool {
    if case .setMinuteInterval = self { return true }
    return false
  }

  var isClockChange: Bool {
    if case .advanceClock = self { return true }
    return false
  }

  var isLocaleChange: Bool {
    switch self {
    case .setLocale, .setTimeZone: true
    default: false
    }
  }
}

/// The machine's own settings, which a component must never read (DATE-15).
nonisolated struct MachineSettings: Sendable {
  var locale: String
  var timeZone: String
  var calendar: String

  /// What the process running the suite would call current.
  static let current = MachineSettings(
    locale: Locale.current.identifier, timeZone: TimeZone.current.identifier,
    calendar: Calendar.current.identifier.name)
}

extension StepContext {
  /// Whether the date keyboard shows, as of this step, the text the machine's settings give where
  /// the device's give another: its first text, or a text this step wrote (DATE-15). A text left
  /// over from before is stale, DATE-9's, even when it happens to read like the machine's.
  var showsMachineText: Bool {
    guard device != .standard, let date = after.date, let machine = date.machineText, date.text == machine,
      date.text != date.expectedText
    else { return false }
    return isInitial || before.date?.text != date.text
  }
}

import Foundation
import InputGenerators

/// Names the clause a difference breaks: which observation differs, after which event.
///
/// The rules go from the specific to the general: the event says what the step
/// exercised, the field says which promise was broken.
public enum Attribution {
  /// The clause a difference in `field` after `step` breaks.
  public static func clause(for field: ObservedField.Name, step: StepContext) -> ClauseID {
    let family = step.family
    guard let event = step.event else { return initialClause(for: field, family: family) }
    switch field {
    case .firstResponder, .inWindow: return responderClause(event, step: step)
    case .lastCallResult:
      switch event {
      case .readInputViews: return ClauseID(.resp, 11)
      case .resignFirstResponder: return ClauseID(.resp, 6)
      default: return responderClause(event, step: step)
      }
    case .keyboard:
      switch event {
      case .readInputViews: return ClauseID(.resp, 11)
      case .reloadInputViews: return ClauseID(.resp, 10)
      case .tap, .becomeFirstResponder, .touchUpOutside, .touchCancel:
        return family == .pick ? ClauseID(.pick, 7) : ClauseID(.resp, 9)
      case .tapAccessory: return responderClause(event, step: step)
      case .resignFirstResponder, .removeFromWindow: return ClauseID(.resp, 15)
      default: return ClauseID(.resp, 9)
      }
    case .controlEvents: return eventsClause(step)
    case .text, .hasText:
      return family == .date ? dateTextClause(event) : keyClause(event, field: field, step: step)
    case .wheels, .rows: return wheelsClause(event, field: field, step: step)
    case .value: return valueClause(event, step: step)
    case .results: return resultsClause(event, step: step)
    case .date, .pickerDate: return dateClause(event, step: step)
    case .countDown: return ClauseID(.date, 5)
    case .mode:
      if case .setMinuteInterval = event { return ClauseID(.date, 4) }
      return ClauseID(.date, 6)
    case .valueChanged:
      if case .tapAccessory(.today) = event { return ClauseID(.date, 10) }
      return ClauseID(.date, 7)
    case .editMenu, .caret, .selectionRects: return ClauseID(.date, 12)
    case .parts:
      if step.capabilities.factory == .none { return event == .loadViews ? ClauseID(.fact, 8) : ClauseID(.fact, 3) }
      if event == .loadViews {
        return (step.before.factory?.viewGenerations ?? 0) > 0 ? ClauseID(.fact, 4) : ClauseID(.fact, 1)
      }
      return ClauseID(.fact, 3)
    case .playCount:
      switch event {
      case .tapPlay: return ClauseID(.fact, 2)
      case .tapPlayInOldViews: return ClauseID(.fact, 4)
      case .loadViews: return (step.before.factory?.viewGenerations ?? 0) > 0 ? ClauseID(.fact, 7) : ClauseID(.fact, 5)
      default: return ClauseID(.fact, 3)
      }
    }
  }

  /// The clause an event mainly exercises: the one a crash during it breaks.
  public static func primaryClause(of event: InputEvent, step: StepContext) -> ClauseID {
    let field: ObservedField.Name =
      switch (step.family, event) {
      case (.key, .type), (.key, .deleteBackward): .text
      case (.pick, .type), (.pick, .deleteBackward): .value
      case (.date, .type), (.date, .deleteBackward), (.date, .editMenu): .text
      case (.pick, .tapAccessory(.done)): .results
      case (.pick, .tapAccessory), (.pick, .setData), (.pick, .settle): .value
      case (.pick, .tap), (.pick, .becomeFirstResponder), (.pick, .spin), (.pick, .selectRow): .wheels
      case (.date, _): .pickerDate
      case (.fact, _): .playCount
      case (_, .readInputViews): .lastCallResult
      default: .firstResponder
      }
    if step.family == .pick, event == .deleteBackward, step.capabilities.acceptsKeyInput,
      step.before.picker?.value == nil
    {
      return ClauseID(.key, 4)
    }
    if step.family == .pick, event == .tap || event == .becomeFirstResponder,
      step.before.picker?.data.contains(where: \.isEmpty) == true
    {
      return ClauseID(.pick, 19)
    }
    return clause(for: field, step: step)
  }

  // MARK: Rules

  static func initialClause(for field: ObservedField.Name, family: ContractFamily) -> ClauseID {
    switch field {
    case .firstResponder, .inWindow, .lastCallResult: ClauseID(.resp, 1)
    case .keyboard, .controlEvents: ClauseID(.resp, 9)
    case .text, .hasText: family == .date ? ClauseID(.date, 15) : ClauseID(.key, 1)
    case .wheels, .rows: ClauseID(.pick, 2)
    case .value, .results: ClauseID(.pick, 11)
    case .date, .pickerDate, .countDown: ClauseID(.date, 1)
    case .mode: ClauseID(.date, 6)
    case .valueChanged: ClauseID(.date, 7)
    case .editMenu, .caret, .selectionRects: ClauseID(.date, 12)
    case .parts: ClauseID(.fact, 8)
    case .playCount: ClauseID(.fact, 5)
    }
  }

  static func responderClause(_ event: InputEvent, step: StepContext) -> ClauseID {
    switch event {
    case .tap, .touchUpOutside, .touchCancel:
      if step.before.responder?.isInWindow == false { return ClauseID(.resp, 4) }
      if step.before.responder.map({ $0.otherIsFirstResponder && $0.otherRefusesToResign }) == true {
        return ClauseID(.resp, 18)
      }
      return ClauseID(.resp, 16)
    case .becomeFirstResponder:
      if step.before.responder?.isInWindow == false { return ClauseID(.resp, 4) }
      if step.before.responder.map({ $0.otherIsFirstResponder && $0.otherRefusesToResign }) == true {
        return ClauseID(.resp, 18)
      }
      return step.wasFirst ? ClauseID(.resp, 3) : ClauseID(.resp, 2)
    case .resignFirstResponder: return ClauseID(.resp, 6)
    case .focusOther: return ClauseID(.resp, 5)
    case .removeFromWindow: return ClauseID(.resp, 7)
    case .setHidden: return ClauseID(.resp, 8)
    case .setEnabled: return ClauseID(.resp, 17)
    case .otherRefusesToResign: return ClauseID(.resp, 18)
    case .tapAccessory(.done): return step.family == .date ? ClauseID(.date, 11) : ClauseID(.pick, 9)
    case .tapAccessory(.cancel): return step.family == .date ? ClauseID(.date, 14) : ClauseID(.pick, 14)
    case .tapAccessory(.close): return ClauseID(.pick, 16)
    case .tapAccessory(.today): return ClauseID(.date, 21)
    case .reloadInputViews, .readInputViews: return ClauseID(.resp, 10)
    default: return ClauseID(.resp, 5)
    }
  }

  static func eventsClause(_ step: StepContext) -> ClauseID {
    if step.family == .key, step.event?.isKeyInput == true { return ClauseID(.key, 8) }
    // An event that is missing shows only on the reference's side: judge by what the step did.
    switch step.event {
    case .removeFromWindow?: return ClauseID(.resp, 7)
    case .resignFirstResponder?, .tapAccessory(.done)?, .tapAccessory(.cancel)?, .tapAccessory(.close)?:
      if step.capabilities.kind == .dateKeyboard { return ClauseID(.resp, 14) }
    case .focusOther?: return step.capabilities.kind == .dateKeyboard ? ClauseID(.resp, 14) : ClauseID(.resp, 5)
    case .tap?, .becomeFirstResponder?:
      if step.capabilities.kind == .dateKeyboard { return ClauseID(.resp, 14) }
    default: break
    }
    let kinds = Set(step.newEvents)
    if kinds.contains(.valueChanged) || step.event.map({ [.settle, .tapAccessory(.done)].contains($0) }) == true {
      if step.capabilities.kind == .pickerKeyboard { return ClauseID(.pick, 18) }
      if step.capabilities.kind == .dateKeyboard { return ClauseID(.date, 7) }
    }
    if kinds.contains(.editingChanged) { return ClauseID(.key, 8) }
    if !kinds.isDisjoint(with: [.editingDidBegin, .editingDidEnd]) { return ClauseID(.resp, 14) }
    if step.event == .becomeFirstResponder && step.wasFirst { return ClauseID(.resp, 3) }
    if step.family == .pick { return ClauseID(.pick, 18) }
    return ClauseID(.resp, 12)
  }

  static func keyClause(_ event: InputEvent, field: ObservedField.Name, step: StepContext) -> ClauseID {
    if field == .hasText { return ClauseID(.key, 1) }
    switch event {
    case .type(let text):
      if text.isEmpty { return ClauseID(.key, 3) }
      if text == "\n" { return ClauseID(.key, 11) }
      if text.unicodeScalars.first?.properties.generalCategory == .nonspacingMark { return ClauseID(.key, 10) }
      return text.count > 1 ? ClauseID(.key, 9) : ClauseID(.key, 2)
    case .deleteBackward:
      return step.before.key?.text.isEmpty == true ? ClauseID(.key, 4) : ClauseID(.key, 5)
    default:
      return ClauseID(.key, 1)
    }
  }

  static func dateTextClause(_ event: InputEvent) -> ClauseID {
    switch event {
    case .type, .deleteBackward, .editMenu: ClauseID(.date, 12)
    case .tapAccessory(.today): ClauseID(.date, 10)
    case .tapAccessory(.cancel): ClauseID(.date, 14)
    default: ClauseID(.date, 9)
    }
  }

  static func wheelsClause(_ event: InputEvent, field: ObservedField.Name, step: StepContext) -> ClauseID {
    switch event {
    case .tap, .becomeFirstResponder, .touchUpOutside, .touchCancel:
      if step.before.picker?.data.contains(where: \.isEmpty) == true { return ClauseID(.pick, 19) }
      return step.valueAtOpen != nil ? ClauseID(.pick, 15) : ClauseID(.pick, 7)
    case .setData: return field == .rows ? ClauseID(.pick, 1) : ClauseID(.pick, 5)
    case .setComponentData: return ClauseID(.pick, 13)
    case .selectRow(let row, let component):
      let rows = step.before.picker?.rowCounts ?? []
      let inRange = rows.indices.contains(component) && (0..<rows[component]).contains(row)
      return inRange ? ClauseID(.pick, 3) : ClauseID(.pick, 4)
    case .spin, .settle: return ClauseID(.pick, 6)
    case .readInputViews: return ClauseID(.resp, 11)
    case .reloadInputViews: return ClauseID(.resp, 10)
    case .tapAccessory, .resignFirstResponder, .removeFromWindow, .focusOther:
      // After a dismissal the wheels differ when one side still presents them: a dismissal question.
      return responderClause(event, step: step)
    default: return field == .rows ? ClauseID(.pick, 1) : ClauseID(.pick, 2)
    }
  }

  static func valueClause(_ event: InputEvent, step: StepContext) -> ClauseID {
    switch event {
    case .tapAccessory(.done): return ClauseID(.pick, 10)
    case .tapAccessory(.cancel): return ClauseID(.pick, 14)
    case .tapAccessory(.close): return ClauseID(.pick, 16)
    case .settle: return step.wasFirst ? ClauseID(.pick, 10) : ClauseID(.pick, 12)
    case .type, .deleteBackward: return ClauseID(.pick, 11)
    case .setData, .setComponentData: return ClauseID(.pick, 21)
    case .selectRow: return ClauseID(.pick, 17)
    case .resignFirstResponder, .removeFromWindow, .focusOther: return ClauseID(.pick, 12)
    default: return ClauseID(.pick, 10)
    }
  }

  static func resultsClause(_ event: InputEvent, step: StepContext) -> ClauseID {
    switch event {
    case .tapAccessory(.done): return step.capabilities.components.count > 1 ? ClauseID(.pick, 13) : ClauseID(.pick, 8)
    case .tapAccessory(.cancel): return ClauseID(.pick, 14)
    case .tapAccessory(.close): return ClauseID(.pick, 16)
    default: return ClauseID(.pick, 8)
    }
  }

  static func dateClause(_ event: InputEvent, step: StepContext) -> ClauseID {
    let interval = step.before.date?.minuteInterval ?? 1
    let mode = step.before.date?.mode ?? .date
    switch event {
    case .pickDate: return interval > 1 && mode != .date ? ClauseID(.date, 4) : ClauseID(.date, 3)
    case .setDate: return interval > 1 && mode != .date ? ClauseID(.date, 4) : ClauseID(.date, 3)
    case .setBounds where mode == .countDownTimer || step.after.date?.mode == .countDownTimer,
      .setMode where mode == .countDownTimer || step.after.date?.mode == .countDownTimer:
      return ClauseID(.date, 2)
    case .setBounds(let minimum, let maximum):
      if let minimum, let maximum, minimum <= maximum, interval > 1, mode == .time || mode == .dateAndTime,
        maximum - minimum < interval * 60
      {
        return ClauseID(.date, 19)
      }
      if let minimum, let maximum, minimum == maximum { return ClauseID(.date, 18) }
      if let minimum, let maximum, minimum > maximum { return ClauseID(.date, 2) }
      return ClauseID(.date, 17)
    case .setMinuteInterval: return mode == .date ? ClauseID(.date, 16) : ClauseID(.date, 4)
    case .setMode: return ClauseID(.date, 17)
    case .tapAccessory(.today): return ClauseID(.date, 10)
    case .tapAccessory(.cancel): return ClauseID(.date, 14)
    case .tapAccessory(.done): return ClauseID(.date, 11)
    case .type, .deleteBackward, .editMenu: return ClauseID(.date, 12)
    case .advanceClock: return ClauseID(.date, 1)
    case .setLocale, .setTimeZone: return ClauseID(.date, 8)
    default: return ClauseID(.date, 3)
    }
  }
}

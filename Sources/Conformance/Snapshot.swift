import Foundation
import InputDriving
import InputGenerators
import InputReference

/// Everything the suite observes of an implementation after a step, for one family.
///
/// Snapshots are compared field by field, exhaustively: an unexpected change
/// is a difference like any other (the TCA TestStore discipline).
public struct Snapshot: Equatable, Sendable {
  /// Responder observations, for every family but FACT.
  public struct Responder: Equatable, Sendable {
    public var isFirstResponder: Bool
    public var otherIsFirstResponder: Bool
    public var otherRefusesToResign: Bool
    public var isInWindow: Bool
    /// Whether the control is enabled (not compared: the events say it).
    public var isEnabled: Bool
    /// `canBecomeFirstResponder` and `canResignFirstResponder`, where the driver can read them (RESP-1).
    public var answers: ResponderAnswers?
    /// Whether the control's window is the key window, where the driver can tell (RESP-23; not compared).
    public var isKeyWindow: Bool?
    /// What the keyboard area shows; `nil` where the family does not judge it (KEY judges
    /// text, not what a key-input control presents, which RESP judges).
    public var keyboard: KeyboardObservation?
    /// The events the control sent during the last step, in order.
    public var stepEvents: [ControlEvent]
    /// How many events the control has sent in all (to find the next step's events; not compared).
    public var eventCount: Int
    /// Editing-begin events sent in all, minus editing-end events (RESP-14; not compared).
    public var editingBalance = 0

    public static func == (lhs: Responder, rhs: Responder) -> Bool {
      lhs.isFirstResponder == rhs.isFirstResponder && lhs.otherIsFirstResponder == rhs.otherIsFirstResponder
        && lhs.otherRefusesToResign == rhs.otherRefusesToResign && lhs.isInWindow == rhs.isInWindow
        && lhs.keyboard == rhs.keyboard && lhs.stepEvents == rhs.stepEvents && lhs.answers == rhs.answers
    }
  }

  /// Key-input observations.
  public struct Key: Equatable, Sendable {
    public var text: String
    public var hasText: Bool
    /// What the view shows (labels, digits), where the driver can tell (KEY-12).
    public var shownText: String?
    /// Every code the view reported complete, where the driver can tell (KEY-13).
    public var completions: [String]?
  }

  /// Picker observations.
  public struct Picker: Equatable, Sendable {
    public var selection: [Int]?
    public var rowCounts: [Int]?
    public var selectionTitles: [String?]?
    public var data: [[String]]
    public var value: [String]?
    public var results: [[String]?]
    /// Every `didSelectRow` the component received, where the driver can tell (PICK-3, PICK-6).
    public var receivedSelections: [PickerSelection]?
    /// The value as row indices, as the component's index getter reads it (PICK-23).
    public var valueRows: [Int]?
    /// How many cancellations the component reported, where the driver can tell (RESP-19, PICK-14).
    public var cancellations: Int?
    /// Whether a wheel is moving (the run remembers it; not compared).
    public var isSpinning = false
    /// Whether a Done tapped during a spin waits for the settle (the run remembers it; not compared).
    public var isDoneWaiting = false
  }

  /// Date observations.
  public struct DateState: Equatable, Sendable {
    public var text: String
    public var expectedText: String
    public var date: Date
    public var pickerDate: Date
    public var minimumDate: Date?
    public var maximumDate: Date?
    public var effectiveMinimum: Date?
    public var effectiveMaximum: Date?
    public var minuteInterval: Int
    public var mode: DateMode
    public var countDownDuration: TimeInterval
    public var localeIdentifier: String
    /// The zone in use (DATE-8).
    public var timeZoneIdentifier: String
    /// Whether the app set the picker's time zone (`nil` is UIKit's default).
    public var timeZoneIsSet: Bool
    public var calendarIdentifier: String
    /// The picker's resolved style (DATE-22), where the driver can tell.
    public var style: String?
    /// The text the machine's locale, calendar and time zone would give, where they differ from
    /// the device's (DATE-15; not compared).
    public var machineText: String?
    /// How many times the component reported done and cancel (RESP-19), where the driver can tell.
    public var outcomes: OutcomeCounts?
    public var valueChangedCount: Int
    public var editActions: [EditAction]
    public var showsCaret: Bool
    public var selectionRectCount: Int
  }

  /// View-factory observations.
  public struct Factory: Equatable, Sendable {
    public var parts: [PartObservation]
    /// The text each part shows, by part name (FACT-7).
    public var shownTexts: [String: String] = [:]
    public var playCount: Int
    public var viewGenerations: Int
  }

  public var responder: Responder?
  public var key: Key?
  public var picker: Picker?
  public var date: DateState?
  public var factory: Factory?
  /// The value the last system call returned (`becomeFirstResponder()` / `resignFirstResponder()`),
  /// or whether the input views read back stable.
  public var lastCallResult: Bool?
  /// The calls UIKit would have rejected during the last step, where the driver can tell (not compared:
  /// each is a finding of its own kind).
  public var misuses: [PlatformMisuse] = []

  /// Observes `driver` for `family`.
  /// - Parameter previousEventCount: how many control events had been sent before the step.
  public static func observe(
    _ driver: DriverFacets, family: ContractFamily, start: Date, previousEventCount: Int = 0,
    previousSelectionCount: Int = 0
  ) -> Snapshot {
    var snapshot = Snapshot()
    if let factory = driver.factory {
      snapshot.factory = Factory(
        parts: factory.parts, shownTexts: factory.shownTexts, playCount: factory.playCount,
        viewGenerations: factory.viewGenerations)
    }
    guard let responder = driver.responder else { return snapshot }
    let events = responder.controlEvents
    snapshot.responder = Responder(
      isFirstResponder: responder.isFirstResponder, otherIsFirstResponder: responder.otherIsFirstResponder,
      otherRefusesToResign: responder.otherRefusesToResign, isInWindow: responder.isInWindow,
      isEnabled: responder.isEnabled, answers: responder.answers, isKeyWindow: responder.isKeyWindow,
      keyboard: family == .key ? nil : responder.keyboard,
      stepEvents: Array(events.dropFirst(min(previousEventCount, events.count))), eventCount: events.count,
      editingBalance: events.reduce(0) { $0 + ($1 == .editingDidBegin ? 1 : $1 == .editingDidEnd ? -1 : 0) })
    if family == .key, let key = driver.key {
      snapshot.key = Key(
        text: key.text, hasText: key.hasText, shownText: key.shownText, completions: key.completions)
    }
    if family == .pick, let picker = driver.picker {
      let wheels = picker.presentedWheels
      snapshot.picker = Picker(
        selection: wheels?.selection, rowCounts: wheels?.rowCounts, selectionTitles: wheels?.titles,
        data: picker.data, value: picker.value, results: picker.results,
        receivedSelections: picker.receivedSelections, valueRows: picker.valueRows,
        cancellations: picker.cancellations)
    }
    if family == .date, let date = driver.date {
      let picker = date.picker
      let bounds = picker.effectiveBounds
      snapshot.date = DateState(
        text: date.text, expectedText: date.expectedText, date: date.date, pickerDate: picker.date,
        minimumDate: picker.minimumDate, maximumDate: picker.maximumDate, effectiveMinimum: bounds.minimum,
        effectiveMaximum: bounds.maximum, minuteInterval: picker.minuteInterval,
        mode: DateMode(picker.datePickerMode), countDownDuration: picker.countDownDuration,
        localeIdentifier: picker.locale.identifier, timeZoneIdentifier: picker.effectiveTimeZone.identifier,
        timeZoneIsSet: picker.timeZone != nil,
        calendarIdentifier: picker.calendar.identifier.name, style: date.style, machineText: nil,
        outcomes: date.outcomes, valueChangedCount: date.pickerValueChangedCount, editActions: date.offeredEditActions,
        showsCaret: date.showsCaret, selectionRectCount: date.selectionRectCount)
      if let state = snapshot.date, state.text != state.expectedText { snapshot.date?.machineText = date.machineText }
    }
    return snapshot
  }

  // MARK: Fields

  /// The snapshot as named, printable fields, in a fixed order; the unit of comparison.
  public func fields(start: Date) -> [ObservedField] {
    fieldNames.map { ObservedField(name: $0, value: value(of: $0, start: start) ?? "") }
  }

  /// The printed value of one field, `nil` where the snapshot does not have it.
  func value(of name: ObservedField.Name, start: Date) -> String? {
    switch name {
    case .firstResponder:
      return responder.map { $0.isFirstResponder ? "control" : $0.otherIsFirstResponder ? "other" : "none" }
    case .inWindow: return responder.map { $0.isInWindow ? "yes" : "no" }
    case .keyboard: return responder?.keyboard?.description
    case .controlEvents:
      return responder.map {
        "[" + $0.stepEvents.filter { !$0.isEditingEvent }.map(\.rawValue).joined(separator: ", ") + "]"
      }
    case .editingEvents:
      return responder.map {
        "[" + $0.stepEvents.filter(\.isEditingEvent).map(\.rawValue).joined(separator: ", ") + "]"
      }
    case .canBecome: return responder?.answers.map { String($0.canBecome) }
    case .canResign: return responder?.answers.map { String($0.canResign) }
    case .lastCallResult: return lastCallResult.map { String($0) }
    case .text: return key.map { InputEvent.quoted($0.text) } ?? date.map { InputEvent.quoted($0.text) }
    case .hasText: return key.map { String($0.hasText) }
    case .shownText: return key?.shownText.map(InputEvent.quoted)
    case .completions:
      return key?.completions.map { "[" + $0.map(InputEvent.quoted).joined(separator: ", ") + "]" }
    case .wheels: return picker.map { $0.selection.map { "\($0)" } ?? "not presented" }
    case .rows: return picker.map { $0.rowCounts.map { "\($0)" } ?? "not presented" }
    case .value: return picker.map { Self.describe($0.value) }
    case .results: return picker.map { "[" + $0.results.map(Self.describe).joined(separator: ", ") + "]" }
    case .callbacks:
      return picker?.receivedSelections.map { "\($0.count) didSelectRow: " + ($0.last?.description ?? "none") }
    case .valueRows: return picker?.valueRows.map { "\($0)" }
    case .cancellations: return picker?.cancellations.map { "\($0)" }
    case .date: return date.map { Self.describe($0.date, start: start) }
    case .pickerDate: return date.map { Self.describe($0.pickerDate, start: start) }
    case .mode:
      return date.map { "." + $0.mode.rawValue + ($0.minuteInterval == 1 ? "" : ", every \($0.minuteInterval) min") }
    case .countDown: return date.map { "\(Int($0.countDownDuration)) s" }
    case .valueChanged: return date.map { "\($0.valueChangedCount)" }
    case .editMenu: return date.map { "[" + $0.editActions.map(\.rawValue).joined(separator: ", ") + "]" }
    case .caret: return date.map { $0.showsCaret ? "shown" : "hidden" }
    case .selectionRects: return date.map { "\($0.selectionRectCount)" }
    case .locale: return date?.localeIdentifier
    case .calendar: return date?.calendarIdentifier
    case .timeZone: return date.map { $0.timeZoneIsSet ? $0.timeZoneIdentifier : "nil (\($0.timeZoneIdentifier))" }
    case .style: return date?.style
    case .outcomes: return date?.outcomes?.description
    case .parts: return factory.map { $0.parts.map(\.description).joined(separator: "; ") }
    case .shownTexts:
      guard let factory, !factory.shownTexts.isEmpty else { return nil }
      return factory.shownTexts.sorted { $0.key < $1.key }.map { "\($0): \(InputEvent.quoted($1))" }
        .joined(separator: "; ")
    case .playCount: return factory.map { "\($0.playCount)" }
    }
  }

  /// Whether what `name` prints from is the same in `other`: then the printed values are equal too (printing is a
  /// function of it), and the comparison needs no text. When it differs, the printed values are compared.
  func hasSameInputs(for name: ObservedField.Name, as other: Snapshot) -> Bool {
    switch name {
    case .firstResponder:
      return responder?.isFirstResponder == other.responder?.isFirstResponder
        && responder?.otherIsFirstResponder == other.responder?.otherIsFirstResponder
    case .inWindow: return responder?.isInWindow == other.responder?.isInWindow
    case .keyboard: return responder?.keyboard == other.responder?.keyboard
    case .controlEvents, .editingEvents: return responder?.stepEvents == other.responder?.stepEvents
    case .canBecome, .canResign: return responder?.answers == other.responder?.answers
    case .lastCallResult: return lastCallResult == other.lastCallResult
    case .text: return key?.text == other.key?.text && date?.text == other.date?.text
    case .hasText: return key?.hasText == other.key?.hasText
    case .shownText: return key?.shownText == other.key?.shownText
    case .completions: return key?.completions == other.key?.completions
    case .wheels: return picker?.selection == other.picker?.selection
    case .rows: return picker?.rowCounts == other.picker?.rowCounts
    case .value: return picker?.value == other.picker?.value
    case .results: return picker?.results == other.picker?.results
    case .callbacks: return picker?.receivedSelections == other.picker?.receivedSelections
    case .valueRows: return picker?.valueRows == other.picker?.valueRows
    case .cancellations: return picker?.cancellations == other.picker?.cancellations
    case .date: return date?.date == other.date?.date
    case .pickerDate: return date?.pickerDate == other.date?.pickerDate
    case .mode: return date?.mode == other.date?.mode && date?.minuteInterval == other.date?.minuteInterval
    case .countDown: return date?.countDownDuration == other.date?.countDownDuration
    case .valueChanged: return date?.valueChangedCount == other.date?.valueChangedCount
    case .editMenu: return date?.editActions == other.date?.editActions
    case .caret: return date?.showsCaret == other.date?.showsCaret
    case .selectionRects: return date?.selectionRectCount == other.date?.selectionRectCount
    case .locale: return date?.localeIdentifier == other.date?.localeIdentifier
    case .calendar: return date?.calendarIdentifier == other.date?.calendarIdentifier
    case .timeZone:
      return date?.timeZoneIsSet == other.date?.timeZoneIsSet
        && date?.timeZoneIdentifier == other.date?.timeZoneIdentifier
    case .style: return date?.style == other.date?.style
    case .outcomes: return date?.outcomes == other.date?.outcomes
    case .parts: return factory?.parts == other.factory?.parts
    case .shownTexts: return factory?.shownTexts == other.factory?.shownTexts
    case .playCount: return factory?.playCount == other.factory?.playCount
    }
  }

  /// The names of ``fields(start:)``, without printing any value.
  public var fieldNames: [ObservedField.Name] {
    var names: [ObservedField.Name] = []
    if let responder {
      names += [.firstResponder, .inWindow] + (responder.keyboard == nil ? [] : [.keyboard])
      names += [.controlEvents, .editingEvents]
      if responder.answers != nil { names += [.canBecome, .canResign] }
    }
    if lastCallResult != nil { names.append(.lastCallResult) }
    if let key {
      names += [.text, .hasText]
      if key.shownText != nil { names.append(.shownText) }
      if key.completions != nil { names.append(.completions) }
    }
    if let picker {
      names += [.wheels, .rows, .value, .results]
      if picker.receivedSelections != nil { names.append(.callbacks) }
      if picker.valueRows != nil { names.append(.valueRows) }
      if picker.cancellations != nil { names.append(.cancellations) }
    }
    if let date {
      names += [.text, .date, .pickerDate, .mode, .countDown, .valueChanged, .editMenu, .caret, .selectionRects]
      names += [.locale, .calendar, .timeZone]
      if date.style != nil { names.append(.style) }
      if date.outcomes != nil { names.append(.outcomes) }
    }
    if let factory {
      names.append(.parts)
      if !factory.shownTexts.isEmpty { names.append(.shownTexts) }
      names.append(.playCount)
    }
    return names
  }

  /// ``fieldNames`` as one word, built without an array (the checking loop reads it at every step); plain bit
  /// arithmetic, which a debug build runs as fast as an optimised one.
  var fieldSet: FieldSet {
    func bit(_ name: ObservedField.Name) -> UInt64 { 1 << UInt64(name.ordinal) }
    var bits: UInt64 = 0
    if let responder {
      bits |= bit(.firstResponder) | bit(.inWindow) | bit(.controlEvents) | bit(.editingEvents)
      if responder.keyboard != nil { bits |= bit(.keyboard) }
      if responder.answers != nil { bits |= bit(.canBecome) | bit(.canResign) }
    }
    if lastCallResult != nil { bits |= bit(.lastCallResult) }
    if let key {
      bits |= bit(.text) | bit(.hasText)
      if key.shownText != nil { bits |= bit(.shownText) }
      if key.completions != nil { bits |= bit(.completions) }
    }
    if let picker {
      bits |= bit(.wheels) | bit(.rows) | bit(.value) | bit(.results)
      if picker.receivedSelections != nil { bits |= bit(.callbacks) }
      if picker.valueRows != nil { bits |= bit(.valueRows) }
      if picker.cancellations != nil { bits |= bit(.cancellations) }
    }
    if let date {
      bits |= bit(.text) | bit(.date) | bit(.pickerDate) | bit(.mode) | bit(.countDown) | bit(.valueChanged)
      bits |= bit(.editMenu) | bit(.caret) | bit(.selectionRects) | bit(.locale) | bit(.calendar) | bit(.timeZone)
      if date.style != nil { bits |= bit(.style) }
      if date.outcomes != nil { bits |= bit(.outcomes) }
    }
    if let factory {
      bits |= bit(.parts) | bit(.playCount)
      if !factory.shownTexts.isEmpty { bits |= bit(.shownTexts) }
    }
    return FieldSet(rawValue: bits)
  }

  /// A value as a trace shows it: `["B"]`, `none`.
  static func describe(_ value: [String]?) -> String {
    guard let value else { return "none" }
    return "[" + value.map(InputEvent.quoted).joined(separator: ", ") + "]"
  }

  /// A date as seconds from the start instant, with its ISO form: `start + 60 s (2026-11-30T00:01:00Z)`.
  static func describe(_ date: Date, start: Date) -> String {
    let seconds = date.timeIntervalSince(start)
    let offset = seconds == 0 ? "" : seconds > 0 ? " + \(Self.number(seconds)) s" : " − \(Self.number(-seconds)) s"
    return "start\(offset) (\(date.ISO8601Format()))"
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}

/// One named, printed observation.
nonisolated public struct ObservedField: Equatable, Sendable {
  /// The observation names, in report order.
  public enum Name: String, Sendable, CaseIterable {
    case firstResponder = "first responder"
    case inWindow = "in window"
    case keyboard
    case controlEvents = "control events this step"
    case editingEvents = "editing events this step"
    case canBecome = "canBecomeFirstResponder"
    case canResign = "canResignFirstResponder"
    case lastCallResult = "call returned"
    case text
    case hasText
    case shownText = "shown text"
    case completions = "completions reported"
    case wheels
    case rows
    case value
    case results
    case callbacks = "didSelectRow received"
    case valueRows = "value rows (index getter)"
    case cancellations = "cancellations reported"
    case date
    case pickerDate = "picker date"
    case mode
    case countDown = "countdown"
    case valueChanged = "valueChanged sent"
    case editMenu = "edit menu"
    case caret
    case selectionRects = "selection rects"
    case locale
    case calendar
    case timeZone = "time zone"
    case style = "date picker style"
    case outcomes = "outcomes reported"
    case parts
    case shownTexts = "texts shown"
    case playCount = "play count"
  }

  public var name: Name
  public var value: String
}

/// What a responder answers when asked whether it can become or resign first responder (RESP-1).
public struct ResponderAnswers: Hashable, Sendable {
  public var canBecome: Bool
  public var canResign: Bool

  public init(canBecome: Bool, canResign: Bool) {
    self.canBecome = canBecome
    self.canResign = canResign
  }
}

/// How many times a component reported each outcome (RESP-19).
public struct OutcomeCounts: Hashable, Sendable, CustomStringConvertible {
  public var done: Int
  public var cancel: Int

  public init(done: Int, cancel: Int) {
    self.done = done
    self.cancel = cancel
  }

  public var description: String { "\(done) done, \(cancel) cancel" }
}

nonisolated extension ControlEvent {
  /// Whether the event is an editing begin or end (RESP-14), which a text-field host sends and a
  /// plain control does not: compared only where the reference is a text field too.
  public var isEditingEvent: Bool {
    self == .editingDidBegin || self == .editingDidEnd
  }
}

import Foundation
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
    var fields: [ObservedField] = []
    func add(_ name: ObservedField.Name, _ value: String) { fields.append(ObservedField(name: name, value: value)) }
    if let responder {
      add(.firstResponder, responder.isFirstResponder ? "control" : responder.otherIsFirstResponder ? "other" : "none")
      add(.inWindow, responder.isInWindow ? "yes" : "no")
      if let keyboard = responder.keyboard { add(.keyboard, keyboard.description) }
      let editing = responder.stepEvents.filter(\.isEditingEvent)
      add(
        .controlEvents,
        "[" + responder.stepEvents.filter { !$0.isEditingEvent }.map(\.rawValue).joined(separator: ", ") + "]")
      add(.editingEvents, "[" + editing.map(\.rawValue).joined(separator: ", ") + "]")
      if let answers = responder.answers {
        add(.canBecome, String(answers.canBecome))
        add(.canResign, String(answers.canResign))
      }
    }
    if let lastCallResult { add(.lastCallResult, String(lastCallResult)) }
    if let key {
      add(.text, InputEvent.quoted(key.text))
      add(.hasText, String(key.hasText))
      if let shown = key.shownText { add(.shownText, InputEvent.quoted(shown)) }
      if let completions = key.completions {
        add(.completions, "[" + completions.map(InputEvent.quoted).joined(separator: ", ") + "]")
      }
    }
    if let picker {
      add(.wheels, picker.selection.map { "\($0)" } ?? "not presented")
      add(.rows, picker.rowCounts.map { "\($0)" } ?? "not presented")
      add(.value, Self.describe(picker.value))
      add(.results, "[" + picker.results.map(Self.describe).joined(separator: ", ") + "]")
      if let received = picker.receivedSelections {
        add(.callbacks, "\(received.count) didSelectRow: " + (received.last?.description ?? "none"))
      }
      if let rows = picker.valueRows { add(.valueRows, "\(rows)") }
      if let cancellations = picker.cancellations { add(.cancellations, "\(cancellations)") }
    }
    if let date {
      add(.text, InputEvent.quoted(date.text))
      add(.date, Self.describe(date.date, start: start))
      add(.pickerDate, Self.describe(date.pickerDate, start: start))
      add(.mode, "." + date.mode.rawValue + (date.minuteInterval == 1 ? "" : ", every \(date.minuteInterval) min"))
      add(.countDown, "\(Int(date.countDownDuration)) s")
      add(.valueChanged, "\(date.valueChangedCount)")
      add(.editMenu, "[" + date.editActions.map(\.rawValue).joined(separator: ", ") + "]")
      add(.caret, date.showsCaret ? "shown" : "hidden")
      add(.selectionRects, "\(date.selectionRectCount)")
      add(.locale, date.localeIdentifier)
      add(.calendar, date.calendarIdentifier)
      add(.timeZone, date.timeZoneIsSet ? date.timeZoneIdentifier : "nil (\(date.timeZoneIdentifier))")
      if let style = date.style { add(.style, style) }
      if let outcomes = date.outcomes { add(.outcomes, outcomes.description) }
    }
    if let factory {
      add(.parts, factory.parts.map(\.description).joined(separator: "; "))
      if !factory.shownTexts.isEmpty {
        add(
          .shownTexts,
          factory.shownTexts.sorted { $0.key < $1.key }.map { "\($0): \(InputEvent.quoted($1))" }.joined(
            separator: "; "))
      }
      add(.playCount, "\(factory.playCount)")
    }
    return fields
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
public struct ObservedField: Equatable, Sendable {
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

extension ControlEvent {
  /// Whether the event is an editing begin or end (RESP-14), which a text-field host sends and a
  /// plain control does not: compared only where the reference is a text field too.
  public var isEditingEvent: Bool {
    self == .editingDidBegin || self == .editingDidEnd
  }
}

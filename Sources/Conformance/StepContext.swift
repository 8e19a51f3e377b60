import Foundation
import InputGenerators
@_spi(Harness) import InputPlatform
import InputReference

/// What a check sees of one step: the event, the observations before and after,
/// and what the run remembers (the value and date when the keyboard opened).
///
/// A class, built once per step and side: every clause's trigger and invariant reads it, and a reference costs
/// nothing to pass where a value this large would be copied.
public final class StepContext {
  /// The family being checked.
  public let family: ContractFamily
  /// The implementation's declaration.
  public let capabilities: Capabilities
  /// The event of this step; `nil` for the initial state.
  public let event: InputEvent?
  /// The observations before the event.
  public let before: Snapshot
  /// The observations after the event.
  public let after: Snapshot
  /// The committed picker value when the keyboard last opened.
  public let valueAtOpen: [String]??
  /// The date when the keyboard last opened.
  public let dateAtOpen: Date?
  /// The start instant.
  public let start: Date
  /// The step before this one, if any.
  public let previous: Previous?
  /// The other side's observations after the event (the reference's, when this is the
  /// implementation's step), for triggers that depend on what either side did.
  public let otherAfter: Snapshot?
  /// The device the case runs on.
  public let device: DeviceSettings
  /// Whether the host is gone: the owner released the model, the host screen went away, or the
  /// control left the window (the run remembers it).
  public let hostIsGone: Bool
  /// Whether the control was first responder when the host screen went away (RESP-20); `nil` while
  /// the host is shown.
  public let firstWhenHostLeft: Bool?
  /// The titles the wheels were flicked toward since they last settled (the run remembers them).
  public let spunTitles: [String]
  /// The event that last took the keyboard away, while the control is not first; `nil` while it is first, or
  /// before it ever was (the run remembers it): a late settle after Done, Cancel or Close is PICK-12's situation,
  /// one after any other dismissal is not.
  public let leftBy: InputEvent?

  public init(
    family: ContractFamily, capabilities: Capabilities, event: InputEvent?, before: Snapshot, after: Snapshot,
    valueAtOpen: [String]?? = nil, dateAtOpen: Date? = nil, start: Date, previous: Previous? = nil,
    otherAfter: Snapshot? = nil, device: DeviceSettings = .standard, hostIsGone: Bool = false,
    firstWhenHostLeft: Bool? = nil, spunTitles: [String] = [], leftBy: InputEvent? = nil
  ) {
    self.family = family
    self.capabilities = capabilities
    self.event = event
    self.before = before
    self.after = after
    self.valueAtOpen = valueAtOpen
    self.dateAtOpen = dateAtOpen
    self.start = start
    self.previous = previous
    self.otherAfter = otherAfter
    self.device = device
    self.hostIsGone = hostIsGone
    self.firstWhenHostLeft = firstWhenHostLeft
    self.spunTitles = spunTitles
    self.leftBy = leftBy
  }

  /// Whether the keyboard last went away by Done, Cancel or Close (PICK-12's situation).
  var leftByButton: Bool {
    guard case .tapAccessory(let role)? = leftBy else { return false }
    return [.done, .cancel, .close].contains(role)
  }

  /// An earlier step: its event and the observations before it.
  nonisolated public struct Previous {
    public var event: InputEvent
    public var before: Snapshot

    public init(event: InputEvent, before: Snapshot) {
      self.event = event
      self.before = before
    }
  }

  /// Whether the control was first responder before the event.
  public var wasFirst: Bool { before.responder?.isFirstResponder ?? false }
  /// Whether the control is first responder after the event.
  public var isFirst: Bool { after.responder?.isFirstResponder ?? false }
  /// The control events this side sent during the step.
  public var newEvents: [ControlEvent] { after.responder?.stepEvents ?? [] }
  /// The control events either side sent during the step.
  public var eventsOnEitherSide: Set<ControlEvent> {
    Set(newEvents).union(otherAfter?.responder?.stepEvents ?? [])
  }
  /// Whether this is the initial observation, before any event.
  public var isInitial: Bool { event == nil }
}

extension StepContext {
  /// Whether the event is a touch that can open the keyboard, or `becomeFirstResponder()`.
  var opens: Bool {
    switch event {
    case .tap?, .touchUpOutside?, .touchCancel?, .becomeFirstResponder?: true
    default: false
    }
  }

  /// Whether the event is a touch on the control.
  var isTouch: Bool {
    switch event {
    case .tap?, .touchUpOutside?, .touchCancel?: true
    default: false
    }
  }

  /// Whether the event is a tap on the accessory button with `role`.
  func tapped(_ role: AccessoryRole) -> Bool { event == .tapAccessory(role) }

  /// Whether the control was outside any window before the event.
  var wasOutsideWindow: Bool { before.responder?.isInWindow == false }

  /// Whether another responder was first and refused to resign before the event.
  var otherHeldOn: Bool { before.responder.map { $0.otherIsFirstResponder && $0.otherRefusesToResign } ?? false }

  /// Whether the event dismisses the keyboard without Done, Cancel or Close (RESP-19).
  var dismissesWithoutButton: Bool {
    switch event {
    case .resignFirstResponder?, .removeFromWindow?, .focusOther?, .endEditing?, .hostDisappears?: wasFirst
    default: false
    }
  }

  /// Whether the event is a callback UIKit may deliver after the host is gone: a late settle, or a
  /// read of the input views, once the owner released the model or the control left the window (RESP-21).
  var isCallbackAfterHostGone: Bool {
    guard hostIsGone else { return false }
    return event == .settle || event == .readInputViews
  }

  /// Whether some wheel of the data is empty before the event.
  var hasEmptyWheel: Bool { before.picker?.data.contains(where: \.isEmpty) == true }

  /// The date picker's minute interval and mode before the event.
  var dateInterval: Int { before.date?.minuteInterval ?? 1 }
  var dateMode: DateMode { before.date?.mode ?? .date }
}

extension PlatformEnvironment {
  /// An environment for `device`: its locale, time zone and calendar are "current", and its
  /// clock starts `device.days` days after the default instant.
  public convenience init(device: DeviceSettings, quirks: PlatformQuirks = .all) {
    let timeZone = TimeZone(identifier: device.timeZone) ?? TimeZone(identifier: "UTC")!
    self.init(
      now: PlatformEnvironment.defaultNow.addingTimeInterval(TimeInterval(device.days) * 86_400),
      locale: Locale(identifier: device.locale), timeZone: timeZone,
      calendarIdentifier: Calendar.Identifier(name: device.calendar) ?? .gregorian, quirks: quirks)
  }
}

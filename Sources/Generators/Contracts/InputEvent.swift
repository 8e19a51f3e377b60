/// One thing that happens to an input control: what a person, the app or the system does.
///
/// Events are plain data, so a failing trace is readable, replayable across
/// versions, and printable as a Swift regression test. Dates are whole seconds
/// from the environment's start instant, so a trace never depends on the machine.
///
/// ```swift
/// let trace: [InputEvent] = [.tap, .spin(component: 0, row: 2), .tapAccessory(.done)]
/// trace.map(\.description)  // ["tap the control", "spin wheel 0 to row 2", "tap Done"]
/// ```
public enum InputEvent: Hashable, Codable, Sendable, CustomStringConvertible {
  // MARK: User
  /// Touch down and up inside the control.
  case tap
  /// Touch down, then up outside the control.
  case touchUpOutside
  /// Touch down, then the system cancels the touch.
  case touchCancel
  /// Flick a wheel of the presented picker toward a row; it has not settled yet.
  case spin(component: Int, row: Int)
  /// Every moving wheel settles.
  case settle
  /// Tap the accessory button with that role.
  case tapAccessory(AccessoryRole)
  /// Type text through key input (a hardware or software keyboard).
  case type(String)
  /// Press delete through key input.
  case deleteBackward
  /// Pick an edit-menu action.
  case editMenu(EditMenuAction)
  /// The date wheels settle on the start instant plus `seconds`.
  case pickDate(seconds: Int)
  /// The countdown wheels settle on a duration.
  case pickCountDown(seconds: Int)
  /// Flick the date wheels toward the start instant plus `seconds`; they have not settled yet (``settle`` settles them).
  case spinDate(seconds: Int)
  /// Tap the Play button of the current views (view factory).
  case tapPlay
  /// Tap the Play button of the views created before the current ones (view factory).
  case tapPlayInOldViews
  /// Tap a key of the control's own input view (a custom keyboard's button).
  case tapKey(String)

  // MARK: App
  /// Replace the picker data (one array of titles per component) and reload.
  case setData([[String]])
  /// Replace one wheel's titles and call `reloadComponent(_:)` for it (a dependent wheel).
  case setComponentData(component: Int, titles: [String])
  /// Select a row from code (may be out of range).
  case selectRow(row: Int, component: Int)
  /// Set the date from code, as seconds from the start instant.
  case setDate(seconds: Int)
  /// Set the bounds from code, as seconds from the start instant.
  case setBounds(minimum: Int?, maximum: Int?)
  /// Set the minute interval from code (may be invalid).
  case setMinuteInterval(Int)
  /// Set the date picker mode from code.
  case setMode(DateMode)
  /// Set the locale from code (`nil` resets).
  case setLocale(String?)
  /// Set the time zone from code (`nil` resets).
  case setTimeZone(String?)
  /// The clock moves on.
  case advanceClock(seconds: Int)
  /// Put a string on the pasteboard.
  case setPasteboard(String)
  /// Create the owner's views again (view factory).
  case loadViews
  /// Set the component's value by row index from code (`nil` clears it): its own index setter.
  case setValue(rows: [Int]?)
  /// Set the text of a key-input view from code.
  case setText(String)
  /// Set the date picker's calendar from code (`nil` resets).
  case setCalendar(String?)
  /// Set the owner's title from code (view factory).
  case setTitle(String)

  // MARK: System
  /// The system (or app) asks the control to become first responder.
  case becomeFirstResponder
  /// The system (or app) asks the control to resign first responder.
  case resignFirstResponder
  /// Another responder in the window asks to become first.
  case focusOther
  /// The control is removed from its window.
  case removeFromWindow
  /// The control is added back to the window.
  case addToWindow
  /// The control is hidden or shown.
  case setHidden(Bool)
  /// The control is enabled or disabled.
  case setEnabled(Bool)
  /// The other responder in the window starts or stops refusing to resign.
  case otherRefusesToResign(Bool)
  /// The app calls `reloadInputViews()` on the control.
  case reloadInputViews
  /// The system reads `inputView` and `inputAccessoryView` again.
  case readInputViews
  /// A tap elsewhere: the window ends editing (`endEditing(true)`).
  case endEditing
  /// The host view controller goes away (another screen is pushed over it).
  case hostDisappears
  /// The host view controller comes back.
  case hostReappears
  /// The owner releases the control's model (the form moves on); callbacks may still arrive.
  case releaseHost
  /// The control re-renders (a timer tick, an appearance property set).
  case refreshAppearance
  /// The control's window becomes key (`true`) or another window does (`false`).
  case setKeyWindow(Bool)
  /// The device the case runs on: its region, time zone, calendar and clock. Only ever the
  /// first event; a case without it runs on the default device (en_US_POSIX, UTC, Gregorian).
  case device(DeviceSettings)

  public var description: String {
    switch self {
    case .tap: "tap the control"
    case .touchUpOutside: "touch the control and lift outside"
    case .touchCancel: "touch the control; the system cancels the touch"
    case .spin(let component, let row): "spin wheel \(component) to row \(row)"
    case .settle: "the wheels settle"
    case .tapAccessory(let role): "tap \(role.displayName)"
    case .type(let text): "type \(Self.quoted(text))"
    case .deleteBackward: "press delete"
    case .editMenu(let action): "choose \(action.rawValue) from the edit menu"
    case .pickDate(let seconds): "pick the date start\(Self.offset(seconds))"
    case .pickCountDown(let seconds): "pick a countdown of \(seconds) s"
    case .spinDate(let seconds): "spin the date wheels toward start\(Self.offset(seconds))"
    case .tapPlay: "tap Play"
    case .tapPlayInOldViews: "tap Play in the previous views"
    case .tapKey(let key): "tap the key \(Self.quoted(key)) of the control's keyboard"
    case .setValue(let rows): "app sets the value to rows \(rows.map { "\($0)" } ?? "nil")"
    case .setText(let text): "app sets the text to \(Self.quoted(text))"
    case .setCalendar(let identifier): "app sets calendar \(identifier.map(Self.quoted) ?? "nil")"
    case .setTitle(let title): "app sets the title to \(Self.quoted(title))"
    case .endEditing: "tap elsewhere (the window ends editing)"
    case .hostDisappears: "the host screen goes away"
    case .hostReappears: "the host screen comes back"
    case .releaseHost: "the owner releases the control's model"
    case .refreshAppearance: "the control re-renders"
    case .setKeyWindow(let key): key ? "the control's window becomes key" : "another window becomes key"
    case .device(let settings): "the device runs \(settings)"
    case .setData(let data): "app sets data \(data)"
    case .setComponentData(let component, let titles): "app sets wheel \(component) to \(titles) and reloads it"
    case .selectRow(let row, let component): "app selects row \(row) of wheel \(component)"
    case .setDate(let seconds): "app sets the date to start\(Self.offset(seconds))"
    case .setBounds(let minimum, let maximum):
      "app sets bounds \(minimum.map { "start" + Self.offset($0) } ?? "nil")…\(maximum.map { "start" + Self.offset($0) } ?? "nil")"
    case .setMinuteInterval(let interval): "app sets the minute interval to \(interval)"
    case .setMode(let mode): "app sets mode .\(mode.rawValue)"
    case .setLocale(let identifier): "app sets locale \(identifier.map(Self.quoted) ?? "nil")"
    case .setTimeZone(let identifier): "app sets time zone \(identifier.map(Self.quoted) ?? "nil")"
    case .advanceClock(let seconds): "the clock moves \(seconds) s"
    case .setPasteboard(let text): "the pasteboard holds \(Self.quoted(text))"
    case .loadViews: "app creates the views again"
    case .becomeFirstResponder: "system: becomeFirstResponder()"
    case .resignFirstResponder: "system: resignFirstResponder()"
    case .focusOther: "another field becomes first responder"
    case .removeFromWindow: "remove the control from the window"
    case .addToWindow: "add the control back to the window"
    case .setHidden(let hidden): hidden ? "hide the control" : "show the control"
    case .setEnabled(let enabled): enabled ? "enable the control" : "disable the control"
    case .otherRefusesToResign(let refuses):
      refuses ? "the other field starts refusing to resign" : "the other field stops refusing to resign"
    case .reloadInputViews: "app calls reloadInputViews()"
    case .readInputViews: "system reads inputView and inputAccessoryView again"
    }
  }

  /// A Swift string literal for `text`, with escapes for quotes, backslashes and control characters.
  public static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if scalar.value < 0x20 || scalar.properties.generalCategory == .nonspacingMark && result.hasSuffix("\"") {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  private static func offset(_ seconds: Int) -> String {
    seconds == 0 ? "" : seconds > 0 ? " + \(seconds) s" : " − \(-seconds) s"
  }
}

/// The edit-menu actions a person can choose.
public enum EditMenuAction: String, CaseIterable, Codable, Sendable {
  case cut, copy, paste, select, selectAll
}

/// The date picker modes, by name.
public enum DateMode: String, CaseIterable, Codable, Sendable {
  case time, date, dateAndTime, countDownTimer, yearAndMonth
}

/// The device a case runs on: what UIKit calls the current locale, time zone and calendar, and
/// where the clock starts. Components must read them from the injected environment, never from
/// the machine (DATE-8, DATE-15).
public struct DeviceSettings: Hashable, Codable, Sendable, CustomStringConvertible {
  /// A locale identifier, such as `ja_JP`.
  public var locale: String
  /// A time zone identifier, such as `Asia/Tokyo`.
  public var timeZone: String
  /// A calendar identifier, as `Calendar.Identifier` names it: `gregorian`, `japanese`, `buddhist`…
  public var calendar: String
  /// Days from the default start instant (2026-11-30 00:00 UTC) to the device's clock.
  public var days: Int

  public init(locale: String, timeZone: String, calendar: String, days: Int) {
    self.locale = locale
    self.timeZone = timeZone
    self.calendar = calendar
    self.days = days
  }

  /// The default device: `en_US_POSIX`, UTC, Gregorian, the default start instant.
  public static let standard = DeviceSettings(locale: "en_US_POSIX", timeZone: "UTC", calendar: "gregorian", days: 0)

  public var description: String {
    "\(locale), \(timeZone), the \(calendar) calendar" + (days == 0 ? "" : ", clock moved \(days) days")
  }
}

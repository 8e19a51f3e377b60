import Foundation
import InputGenerators
import InputReference

/// Performs an ``InputEvent`` through a driver.
enum EventPerformer {
  /// Performs `event`; returns the value of a system call that returns one.
  static func perform(_ event: InputEvent, on facets: DriverFacets, start: Date) -> Bool? {
    if let factory = facets.factory {
      switch event {
      case .loadViews: factory.loadViews()
      case .tapPlay: factory.tapPlay()
      case .tapPlayInOldViews: factory.tapPlayInOldViews()
      case .setTitle(let title): factory.setTitle(title)
      default: break
      }
      return nil
    }
    guard let responder = facets.responder else { return nil }
    return perform(event, on: responder, facets: facets, start: start)
  }

  private static func perform(
    _ event: InputEvent, on driver: any ResponderDriver, facets: DriverFacets, start: Date
  ) -> Bool? {
    let picker = facets.picker
    let date = facets.date
    let key = facets.key
    func instant(_ seconds: Int) -> Date { start.addingTimeInterval(TimeInterval(seconds)) }
    switch event {
    case .tap: driver.tap()
    case .touchUpOutside: driver.touchUpOutside()
    case .touchCancel: driver.touchCancel()
    case .tapAccessory(let role): driver.tapAccessory(role)
    case .becomeFirstResponder: return driver.becomeFirstResponder()
    case .resignFirstResponder: return driver.resignFirstResponder()
    case .focusOther: driver.focusOther()
    case .removeFromWindow: driver.removeFromWindow()
    case .addToWindow: driver.addToWindow()
    case .setHidden(let hidden): driver.setHidden(hidden)
    case .setEnabled(let enabled): driver.setEnabled(enabled)
    case .otherRefusesToResign(let refuses): driver.setOtherRefusesToResign(refuses)
    case .reloadInputViews: driver.reloadInputViews()
    case .readInputViews: return driver.readInputViews()
    case .spin(let component, let row): picker?.spin(component: component, row: row)
    case .settle:
      picker?.settle()
      date?.settleDate()
    case .setData(let data): picker?.setData(data)
    case .setComponentData(let component, let titles): picker?.setComponentData(titles, component: component)
    case .selectRow(let row, let component): picker?.selectRow(row, inComponent: component)
    case .type(let text):
      if let date { date.type(text) } else if let key { key.type(text) } else { picker?.type(text) }
    case .deleteBackward:
      if let date { date.deleteBackward() } else if let key { key.deleteBackward() } else { picker?.deleteBackward() }
    case .editMenu(let action): date?.chooseEditAction(EditAction(action))
    case .pickDate(let seconds): date?.pickDate(instant(seconds))
    case .pickCountDown(let seconds): date?.pickCountDown(TimeInterval(seconds))
    case .spinDate(let seconds): date?.spinDate(instant(seconds))
    case .setDate(let seconds): date?.setDate(instant(seconds))
    case .setBounds(let minimum, let maximum):
      date?.setBounds(minimum: minimum.map(instant), maximum: maximum.map(instant))
    case .setMinuteInterval(let interval): date?.setMinuteInterval(interval)
    case .setMode(let mode): date?.setMode(DatePickerMode(mode))
    case .setLocale(let identifier): date?.setLocale(identifier.map(Locale.init(identifier:)))
    case .setTimeZone(let identifier): date?.setTimeZone(identifier.flatMap(TimeZone.init(identifier:)))
    case .advanceClock(let seconds): date?.advanceClock(by: TimeInterval(seconds))
    case .setPasteboard(let text): date?.setPasteboard(text)
    case .setValue(let rows): picker?.setValue(rows: rows)
    case .setText(let text): key?.setText(text)
    case .tapKey(let title): key?.tapKey(title)
    case .refreshAppearance: key?.refreshAppearance()
    case .setCalendar(let name): date?.setCalendar(name.flatMap(Calendar.Identifier.init(name:)))
    case .endEditing: driver.endEditing()
    case .hostDisappears: driver.hostDisappears()
    case .hostReappears: driver.hostReappears()
    case .releaseHost: driver.releaseHost()
    case .setKeyWindow(let isKey): driver.setKeyWindow(isKey)
    // The device is set up before the drivers are made (CaseExecution).
    case .device: break
    case .loadViews, .tapPlay, .tapPlayInOldViews, .setTitle: break
    }
    return nil
  }
}

nonisolated extension EditAction {
  /// The platform action for a generated edit-menu choice.
  init(_ action: EditMenuAction) {
    self =
      switch action {
      case .cut: .cut
      case .copy: .copy
      case .paste: .paste
      case .select: .select
      case .selectAll: .selectAll
      }
  }
}

nonisolated extension Calendar.Identifier {
  /// The calendars by the names traces and capabilities use.
  static let named: [(name: String, identifier: Calendar.Identifier)] = [
    ("gregorian", .gregorian), ("buddhist", .buddhist), ("chinese", .chinese), ("coptic", .coptic),
    ("ethiopicAmeteMihret", .ethiopicAmeteMihret), ("ethiopicAmeteAlem", .ethiopicAmeteAlem), ("hebrew", .hebrew),
    ("iso8601", .iso8601), ("indian", .indian), ("islamic", .islamic), ("islamicCivil", .islamicCivil),
    ("japanese", .japanese), ("persian", .persian), ("republicOfChina", .republicOfChina),
    ("islamicTabular", .islamicTabular), ("islamicUmmAlQura", .islamicUmmAlQura),
  ]

  /// The identifier named like the enum case (`gregorian`, `japanese`, `islamicUmmAlQura`…), or `nil`.
  public init?(name: String) {
    guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
    self = match.identifier
  }

  /// The name traces and capabilities use for this calendar.
  public var name: String { Self.named.first { $0.identifier == self }?.name ?? "\(self)" }
}

extension PlatformEnvironment {
  /// A calendar as an app on this device makes it: `Calendar(identifier:)` takes the device's
  /// current time zone and locale, never the machine's (DATE-8).
  public func calendar(_ identifier: Calendar.Identifier) -> Calendar {
    var calendar = Calendar(identifier: identifier)
    calendar.timeZone = timeZone
    calendar.locale = locale
    return calendar
  }
}

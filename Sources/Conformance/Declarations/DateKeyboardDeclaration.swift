import Foundation
import InputGenerators
@_spi(Harness) import InputPlatform
import InputReference

/// A date keyboard as its author declares it: a `UITextField` subclass whose input view is (or holds) a
/// `UIDatePicker`. It says where the committed date is, how the field writes its text, and the members through which
/// the app changes the picker's settings; the suite reads the picker as public UIKit shows it (its mode, the locale,
/// calendar and time zone the component sets on it, its minute interval, bounds and starting date) and the toolbar's
/// buttons.
///
/// ```swift
/// let reminder = DateKeyboardDeclaration(name: "reminder", make: ReminderField.init, date: ComponentMember(\.date)) {
///   field in
///   field.dateStyle = .medium
///   field.exposesPicker = ComponentMember(\.datePicker)
/// }.implementation
/// ```
nonisolated public struct DateKeyboardDeclaration<Component: AnyObject>: Sendable {
  /// The name in reports and on the command line.
  public var name: String
  /// Makes a fresh component, as the app does.
  public var make: @MainActor @Sendable () -> Component
  /// The committed date as the app reads it.
  public var date: ComponentMember<Component, Date>
  /// The families of clauses it is judged on.
  public var families: Set<ContractFamily> = [.resp, .date]
  /// The style of the field's text (DATE-9).
  public var dateStyle: DateFormatter.Style = .long
  /// What a dismissal without Done or Cancel does, reported by one callback; `nil` for none (RESP-19).
  public var dismissalOutcome: DismissalOutcome?
  /// How it reports Done and Cancel to the app, if it does (RESP-19).
  public var doneReports: Reported<Component, Void>?
  public var cancelReports: Reported<Component, Void>?

  // MARK: What the app can change, through the member that offers it

  /// The member that hands the app the date picker: every setting is then the picker's own.
  public var exposesPicker: ComponentMember<Component, UIDatePicker>?
  /// The component's own setters, for a component that changes its picker itself (so that its text follows).
  public var setsDate: ComponentMember<Component, Date>?
  public var setsBounds: ComponentMember<Component, DateBounds>?
  public var setsMinuteInterval: ComponentMember<Component, Int>?
  public var setsMode: ComponentMember<Component, UIDatePicker.Mode>?
  public var setsLocale: ComponentMember<Component, Locale?>?
  public var setsTimeZone: ComponentMember<Component, TimeZone?>?
  public var setsCalendar: ComponentMember<Component, Calendar?>?
  /// The modes the app may set, when it can set the mode.
  public var dateModes: Set<DateMode> = Set(DateMode.allCases)
  /// What the app does once the component is on its screen (in a window), as a view controller's `viewDidLoad`
  /// would.
  public var whenShown: (@MainActor @Sendable (Component) -> Void)?
  /// Faults it has on purpose.
  public var knownDeviations: [KnownDeviation] = []

  public init(
    name: String, make: @escaping @MainActor @Sendable () -> Component, date: ComponentMember<Component, Date>,
    _ configure: (inout DateKeyboardDeclaration) -> Void = { _ in }
  ) {
    self.name = name
    self.make = make
    self.date = date
    configure(&self)
  }

  /// The settings the app can change, from the members declared.
  var dateSettings: Set<DateSetting> {
    if exposesPicker != nil { return Set(DateSetting.allCases) }
    let offered: [(DateSetting, Bool)] = [
      (.date, setsDate != nil), (.bounds, setsBounds != nil), (.minuteInterval, setsMinuteInterval != nil),
      (.mode, setsMode != nil), (.locale, setsLocale != nil), (.timeZone, setsTimeZone != nil),
      (.calendar, setsCalendar != nil),
    ]
    return Set(offered.filter(\.1).map(\.0))
  }

  /// The implementation the suite judges.
  public var implementation: Implementation {
    let declaration = self
    let probe = MainThread.run { ComponentProbe.dateKeyboard(of: declaration) }
    var capabilities = Capabilities(kind: .dateKeyboard, families: families)
    capabilities.host = .textField
    capabilities.accessoryRoles = probe.accessoryRoles
    capabilities.dateMode = probe.mode
    capabilities.dateStyle = dateStyle
    capabilities.dateSettings = dateSettings
    capabilities.dateModes = dateModes
    capabilities.localeIdentifier = probe.localeIdentifier
    capabilities.calendarIdentifier = probe.calendarIdentifier
    capabilities.timeZoneIdentifier = probe.timeZoneIdentifier
    capabilities.minuteInterval = probe.minuteInterval
    capabilities.roundsToMinuteInterval = probe.roundsToMinuteInterval
    capabilities.minimumDateOffset = probe.minimumDateOffset
    capabilities.maximumDateOffset = probe.maximumDateOffset
    capabilities.initialDateOffset = probe.initialDateOffset
    capabilities.dismissalOutcome = dismissalOutcome
    return Implementation(name: name, capabilities: capabilities, knownDeviations: knownDeviations) {
      environment, capabilities in
      declaration.driver(in: environment, capabilities: capabilities)
    }
  }

  @MainActor func driver(in environment: PlatformEnvironment, capabilities: Capabilities) -> Implementation.Driver {
    let window = Window(environment: environment)
    let component = make()
    guard let field = component as? TextField else {
      preconditionFailure("\(name): \(type(of: component)) is no UITextField")
    }
    field.layOutOnScreen()
    let outcomes = OutcomeLog()
    let kept = KeptObjects()
    let date = date
    let picker = exposesPicker?.read?(component)
    let app = appEvents(for: component, picker: picker, environment: environment)
    let driver = PlatformDateKeyboardDriver(
      field: field, window: window, capabilities: capabilities, readout: { date.read?(component) ?? .distantPast },
      appEvents: app, picker: picker,
      outcomes: doneReports == nil && cancelReports == nil ? nil : { withExtendedLifetime(kept) { outcomes.counts } })
    // On its screen now: the app configures it, then listens.
    whenShown?(component)
    kept.objects += [doneReports?.listen(component) { outcomes.counts.done += 1 }].compactMap { $0 }
    kept.objects += [cancelReports?.listen(component) { outcomes.counts.cancel += 1 }].compactMap { $0 }
    return .responder(driver)
  }

  /// The app's changes: the component's setters where it has them, else the exposed picker's properties.
  @MainActor private func appEvents(
    for component: Component, picker: UIDatePicker?, environment: PlatformEnvironment
  ) -> PlatformDateKeyboardDriver.AppEvents? {
    if let picker { return .direct(picker) }
    func set<Value>(_ member: ComponentMember<Component, Value>?) -> (Value) -> Void {
      { value in member?.write?(component, value) }
    }
    let setBounds = set(setsBounds)
    let setCalendar = set(setsCalendar)
    return PlatformDateKeyboardDriver.AppEvents(
      setDate: set(setsDate), setBounds: { setBounds(DateBounds(minimum: $0, maximum: $1)) },
      setMinuteInterval: set(setsMinuteInterval), setMode: set(setsMode), setLocale: set(setsLocale),
      setTimeZone: set(setsTimeZone), setCalendar: { setCalendar($0.map(environment.calendar)) })
  }
}

/// What the app keeps alive for a component (its delegates).
@MainActor final class KeptObjects {
  var objects: [AnyObject] = []
}

/// A date picker's bounds, as the app sets them together.
nonisolated public struct DateBounds: Hashable, Sendable {
  public var minimum: Date?
  public var maximum: Date?

  public init(minimum: Date?, maximum: Date?) {
    self.minimum = minimum
    self.maximum = maximum
  }
}

extension ComponentProbe {
  /// A date keyboard's readings.
  struct DateKeyboardReadings: Sendable {
    var accessoryRoles: Set<AccessoryRole>
    var mode: DateMode
    var localeIdentifier: String?
    var calendarIdentifier: String?
    var timeZoneIdentifier: String?
    var minuteInterval: Int
    var roundsToMinuteInterval: Bool
    var minimumDateOffset: Int?
    var maximumDateOffset: Int?
    var initialDateOffset: Int?
  }

  /// Opens one component of `declaration` in a world of its own and reads its date picker.
  static func dateKeyboard<Component>(of declaration: DateKeyboardDeclaration<Component>) -> DateKeyboardReadings {
    let environment = PlatformEnvironment()
    return environment.makeCurrent {
      let window = Window(environment: environment)
      let component = declaration.make()
      guard let field = component as? TextField else {
        preconditionFailure("\(declaration.name): \(type(of: component)) is no UITextField")
      }
      field.layOutOnScreen()
      window.addSubview(field)
      declaration.whenShown?(component)
      _ = field.becomeFirstResponder()
      let area = window.keyboard
      guard
        let picker = declaration.exposesPicker?.read?(component)
          ?? area?.inputView?.firstDescendant(ofType: DatePicker.self)
      else {
        preconditionFailure("\(declaration.name): no UIDatePicker shows once it is open; declare `exposesPicker`")
      }
      let now = environment.now
      func offset(_ date: Date?) -> Int? { date.map { Int($0.timeIntervalSince(now).rounded()) } }
      return DateKeyboardReadings(
        accessoryRoles: area?.accessory.map(accessoryRoles(in:)) ?? [], mode: DateMode(picker.datePickerMode),
        localeIdentifier: picker.setsOwnLocale ? picker.locale.identifier : nil,
        calendarIdentifier: picker.setsOwnCalendar ? picker.calendar.identifier.name : nil,
        timeZoneIdentifier: picker.setsOwnTimeZone ? picker.timeZone.identifier : nil,
        minuteInterval: picker.minuteInterval, roundsToMinuteInterval: picker.roundsToMinuteInterval,
        minimumDateOffset: offset(picker.minimumDate), maximumDateOffset: offset(picker.maximumDate),
        initialDateOffset: picker.date == now ? nil : offset(declaration.date.read?(component)))
    }
  }
}

import Foundation
import InputGenerators
import InputReference

/// The arguments the reference picker keyboard is built with, read from declared capabilities: the
/// configuration an implementation chose for itself is the oracle's too. Mutants are built from the
/// same arguments, so they differ from their oracle only in their fault.
public struct PickerKeyboardArguments {
  public var components: [[String]]
  public var value: [String]?
  public var commitStyle: CommitStyle
  public var buttons: PickerKeyboardButtons
  public var opensOn: ControlEvent
  public var placeholderRow: Int
  public var noneRow: String?
  public var disabledTitles: Set<String>
  public var disabledRowSearch: DisabledRowSearch
  public var noEnabledRow: NoEnabledRow
  public var doneWhileSpinning: DoneWhileSpinning
  public var dismissalOutcome: DismissalOutcome?
  public var picker: PickerView
  /// What the harness tells a keyboard that declared it can tell its wheels move (PICK-25); `nil` for
  /// ``DoneWhileSpinning/readsPicker``.
  public var wheelMotion: WheelMotion?
  /// Whether the keyboard is hosted on a text field (RESP-17).
  public var isTextFieldHost: Bool
  /// Whether the keyboard is shown in a popover presented from the control (host `.popover`).
  public var showsInPopover: Bool
  /// Whether it keeps a start value outside the data until the user chooses (PICK-11).
  public var keepsValueOutsideData: Bool
  /// Whether it opens when its data is empty (PICK-19).
  public var opensOnEmptyData: Bool
  /// Whether Done reports a result (PICK-8).
  public var doneEmitsResult: Bool
  /// Wheels whose titles follow the choice before them (PICK-6, PICK-13).
  public var dependentWheels: DependentWheels?

  public init(_ capabilities: Capabilities, picker: PickerView = PickerView()) {
    var buttons: PickerKeyboardButtons = []
    if capabilities.accessoryRoles.contains(.done) { buttons.insert(.done) }
    if capabilities.accessoryRoles.contains(.cancel) { buttons.insert(.cancel) }
    if capabilities.accessoryRoles.contains(.close) { buttons.insert(.close) }
    components = capabilities.components.isEmpty ? [[]] : capabilities.components
    value = capabilities.initialValue
    commitStyle = capabilities.commitStyle
    self.buttons = buttons
    opensOn = capabilities.opensOn == .touchDown ? .touchDown : .touchUpInside
    placeholderRow = capabilities.placeholderRow
    noneRow = capabilities.noneRow
    disabledTitles = capabilities.disabledTitles
    disabledRowSearch = capabilities.disabledRowSearch
    noEnabledRow = capabilities.noEnabledRow
    doneWhileSpinning = capabilities.doneWhileSpinning
    dismissalOutcome = capabilities.dismissalOutcome
    isTextFieldHost = capabilities.host == .textField
    showsInPopover = capabilities.host == .popover
    keepsValueOutsideData = capabilities.keepsInitialValueOutsideData
    opensOnEmptyData = capabilities.opensOnEmptyData
    doneEmitsResult = capabilities.doneEmitsResult
    dependentWheels = capabilities.dependentWheels
    self.picker = picker
    wheelMotion = capabilities.doneWhileSpinning == .readsPicker ? nil : WheelMotion.observing(picker)
  }
}

extension PickerKeyboard {
  /// A keyboard (or a subclass) built from the reference arguments.
  public convenience init(_ arguments: PickerKeyboardArguments) {
    self.init(
      components: arguments.components, value: arguments.value, commitStyle: arguments.commitStyle,
      buttons: arguments.buttons, opensOn: arguments.opensOn, placeholderRow: arguments.placeholderRow,
      noneRow: arguments.noneRow, disabledTitles: arguments.disabledTitles,
      disabledRowSearch: arguments.disabledRowSearch, noEnabledRow: arguments.noEnabledRow,
      keepsValueOutsideData: arguments.keepsValueOutsideData, doneWhileSpinning: arguments.doneWhileSpinning,
      dismissalOutcome: arguments.dismissalOutcome, picker: arguments.picker)
    wheelMotion = arguments.wheelMotion
    isTextFieldHost = arguments.isTextFieldHost
    showsInPopover = arguments.showsInPopover
    opensOnEmptyData = arguments.opensOnEmptyData
    doneEmitsResult = arguments.doneEmitsResult
    dependentWheels = arguments.dependentWheels
  }
}

/// The arguments the reference date keyboard is built with, read from declared capabilities.
public struct DateKeyboardArguments {
  public var environment: PlatformEnvironment
  public var mode: DatePickerMode
  public var locale: Locale?
  public var dateStyle: DateFormatter.Style
  public var offersCancel: Bool
  /// Whether the toolbar has Today (DATE-10).
  public var offersToday: Bool
  public var calendar: Calendar?
  public var timeZone: TimeZone?
  public var minuteInterval: Int
  public var roundsToMinuteInterval: Bool
  public var minimumDate: Date?
  public var maximumDate: Date?
  public var date: Date?
  public var dismissalOutcome: DismissalOutcome?
  public var picker: DatePicker

  public init(_ capabilities: Capabilities, environment: PlatformEnvironment, picker: DatePicker? = nil) {
    func instant(_ seconds: Int?) -> Date? { seconds.map { environment.now.addingTimeInterval(TimeInterval($0)) } }
    self.environment = environment
    mode = DatePickerMode(capabilities.dateMode)
    locale = capabilities.localeIdentifier.map(Locale.init(identifier:))
    dateStyle = capabilities.dateStyle
    offersCancel = capabilities.accessoryRoles.contains(.cancel)
    offersToday = capabilities.accessoryRoles.contains(.today)
    calendar = capabilities.calendarIdentifier.flatMap(Calendar.Identifier.init(name:)).map(environment.calendar)
    timeZone = capabilities.timeZoneIdentifier.flatMap(TimeZone.init(identifier:))
    minuteInterval = capabilities.minuteInterval
    roundsToMinuteInterval = capabilities.roundsToMinuteInterval
    minimumDate = instant(capabilities.minimumDateOffset)
    maximumDate = instant(capabilities.maximumDateOffset)
    date = instant(capabilities.initialDateOffset)
    dismissalOutcome = capabilities.dismissalOutcome
    self.picker = picker ?? DatePicker(environment: environment)
  }
}

extension DateKeyboard {
  /// A keyboard (or a subclass) built from the reference arguments.
  public convenience init(_ arguments: DateKeyboardArguments) {
    self.init(
      environment: arguments.environment, mode: arguments.mode, locale: arguments.locale,
      dateStyle: arguments.dateStyle, offersCancel: arguments.offersCancel, calendar: arguments.calendar,
      timeZone: arguments.timeZone, minuteInterval: arguments.minuteInterval,
      roundsToMinuteInterval: arguments.roundsToMinuteInterval, minimumDate: arguments.minimumDate,
      maximumDate: arguments.maximumDate, date: arguments.date, dismissalOutcome: arguments.dismissalOutcome,
      picker: arguments.picker)
    setOffersToday(arguments.offersToday)
  }
}

import Foundation
import InputGenerators
import InputReference

/// Builds the reference component that mirrors an implementation's declared
/// capabilities: the oracle it is run beside.
public enum ReferenceImplementation {
  /// The reference configured like `capabilities`, with the driver for `family`.
  public static func driver(
    for capabilities: Capabilities, family: ContractFamily, environment: PlatformEnvironment
  ) -> Implementation.Driver {
    let window = Window(environment: environment)
    if family == .key && capabilities.kind != .keyInputView {
      return keyInputView(capabilities, window: window)
    }
    switch capabilities.kind {
    case .pickerKeyboard: return pickerKeyboard(capabilities, window: window)
    case .dateKeyboard: return dateKeyboard(capabilities, window: window, environment: environment)
    case .keyInputView: return keyInputView(capabilities, window: window)
    case .viewFactory: return viewFactory(capabilities)
    }
  }

  static func pickerKeyboard(_ capabilities: Capabilities, window: Window) -> Implementation.Driver {
    var buttons: PickerKeyboardButtons = []
    if capabilities.accessoryRoles.contains(.done) { buttons.insert(.done) }
    if capabilities.accessoryRoles.contains(.cancel) { buttons.insert(.cancel) }
    if capabilities.accessoryRoles.contains(.close) { buttons.insert(.close) }
    // The configuration the implementation chose for itself is the reference's too.
    let keyboard = PickerKeyboard(
      components: capabilities.components.isEmpty ? [[]] : capabilities.components, value: capabilities.initialValue,
      commitStyle: capabilities.commitStyle, buttons: buttons,
      opensOn: capabilities.opensOn == .touchDown ? .touchDown : .touchUpInside,
      placeholderRow: capabilities.placeholderRow, noneRow: capabilities.noneRow,
      disabledTitles: capabilities.disabledTitles, disabledRowSearch: capabilities.disabledRowSearch,
      doneWhileSpinning: capabilities.doneWhileSpinning, dismissalOutcome: capabilities.dismissalOutcome)
    let results = ResultLog()
    let cancellations = ResultLog()
    keyboard.onDone = { results.values.append($0) }
    keyboard.onCancel = { cancellations.values.append(nil) }
    let hooks = PickerComponentHooks(
      selectRow: capabilities.hasSelectionAPI ? { keyboard.selectRow($0, inComponent: $1) } : nil,
      setValueRows: capabilities.hasValueSetter ? { keyboard.setValue(rows: $0) } : nil,
      valueRows: { keyboard.valueRows }, receivedSelections: { keyboard.receivedSelections },
      cancellations: { cancellations.values.count })
    return .responder(
      PlatformPickerKeyboardDriver(
        control: keyboard, window: window, capabilities: capabilities,
        value: { keyboard.value }, results: { results.values }, data: { keyboard.components },
        setData: { keyboard.setComponents($0) }, setComponent: { keyboard.setComponent($1, titles: $0) },
        hooks: hooks))
  }

  static func dateKeyboard(
    _ capabilities: Capabilities, window: Window, environment: PlatformEnvironment
  ) -> Implementation.Driver {
    // The configuration the implementation chose for itself is the reference's too.
    func instant(_ seconds: Int?) -> Date? { seconds.map { environment.now.addingTimeInterval(TimeInterval($0)) } }
    let field = DateKeyboard(
      environment: environment, mode: DatePickerMode(capabilities.dateMode),
      locale: capabilities.localeIdentifier.map(Locale.init(identifier:)), dateStyle: capabilities.dateStyle,
      offersCancel: capabilities.accessoryRoles.contains(.cancel),
      calendar: capabilities.calendarIdentifier.flatMap(Calendar.Identifier.init(name:)).map(environment.calendar),
      timeZone: capabilities.timeZoneIdentifier.flatMap(TimeZone.init(identifier:)),
      minuteInterval: capabilities.minuteInterval, roundsToMinuteInterval: capabilities.roundsToMinuteInterval,
      minimumDate: instant(capabilities.minimumDateOffset), maximumDate: instant(capabilities.maximumDateOffset),
      date: instant(capabilities.initialDateOffset), dismissalOutcome: capabilities.dismissalOutcome)
    let outcomes = OutcomeLog()
    field.onDone = { _ in outcomes.counts.done += 1 }
    field.onCancel = { outcomes.counts.cancel += 1 }
    let app = PlatformDateKeyboardDriver.AppEvents(
      setDate: { field.setDate($0) }, setBounds: { field.setBounds(minimum: $0, maximum: $1) },
      setMinuteInterval: { field.setMinuteInterval($0) }, setMode: { field.setMode($0) },
      setLocale: { field.setLocale($0) }, setTimeZone: { field.setTimeZone($0) },
      setCalendar: { field.setCalendar($0.map(environment.calendar)) })
    return .responder(
      PlatformDateKeyboardDriver(
        field: field, window: window, capabilities: capabilities, readout: { field.date }, appEvents: app,
        outcomes: { outcomes.counts }))
  }

  static func keyInputView(_ capabilities: Capabilities, window: Window) -> Implementation.Driver {
    let view = KeyInputTextView(codeLength: capabilities.codeLength, customKeys: capabilities.customKeys)
    if let limit = capabilities.changeLimit {
      view.shouldChangeText = { current, replacement in replacement.isEmpty || (current + replacement).count <= limit }
    }
    let completions = ResultLog()
    view.onComplete = { completions.values.append([$0]) }
    let hooks = KeyInputHooks(
      setText: capabilities.appSetsText ? { view.setText($0) } : nil,
      shownText: capabilities.showsText ? { view.shownText } : nil,
      completions: capabilities.codeLength == nil ? nil : { completions.values.compactMap { $0?.first } },
      refreshAppearance: { view.refreshAppearance() })
    return .responder(
      PlatformKeyInputDriver(
        control: view, window: window, capabilities: capabilities, text: { view.text }, hooks: hooks))
  }

  static func viewFactory(_ capabilities: Capabilities) -> Implementation.Driver {
    let factory: (any ViewFactory)? =
      switch capabilities.factory {
      case .code: CodeViewFactory()
      case .template: try? TemplateViewFactory()
      case .none: nil
      }
    return playerDriver(owner: PlayerViewController(factory: factory), capabilities: capabilities)
  }

  /// The driver of a ``PlayerViewController`` owner, whatever factory it was given.
  public static func playerDriver(owner: PlayerViewController, capabilities: Capabilities) -> Implementation.Driver {
    .factory(
      PlatformViewFactoryDriver(
        capabilities: capabilities, load: { owner.loadView() }, root: { owner.view },
        parts: {
          [("titleLabel", owner.titleLabel), ("captionLabel", owner.captionLabel), ("imageView", owner.imageView)]
        },
        playCount: { owner.playCount }, setTitle: { owner.title = $0 },
        shownTexts: { ["titleLabel": owner.titleLabel?.text ?? ""] }))
  }
}

/// A reference-typed list of emitted results, shared between a component's callback and its driver.
public final class ResultLog {
  public var values: [[String]?] = []
  public init() {}
}

/// Reference-typed counts of a component's done and cancel callbacks, shared with its driver (RESP-19).
public final class OutcomeLog {
  public var counts = OutcomeCounts(done: 0, cancel: 0)
  public init() {}
}

extension DatePickerMode {
  /// The platform mode for a generated mode name.
  public init(_ mode: DateMode) {
    self = DatePickerMode(rawValue: mode.rawValue)!  // the two enums name the same four modes
  }
}

extension DateMode {
  /// The generated mode name for a platform mode.
  public init(_ mode: DatePickerMode) {
    self = DateMode(rawValue: mode.rawValue)!  // the two enums name the same four modes
  }
}

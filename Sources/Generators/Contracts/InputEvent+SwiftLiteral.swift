extension InputEvent {
  /// The event as Swift source, for ready-to-paste regression tests: `.spin(component: 0, row: 2)`.
  public var swiftLiteral: String {
    func optional(_ value: Int?) -> String { value.map(String.init) ?? "nil" }
    func optional(_ value: String?) -> String { value.map(Self.quoted) ?? "nil" }
    return switch self {
    case .tap: ".tap"
    case .touchUpOutside: ".touchUpOutside"
    case .touchCancel: ".touchCancel"
    case .spin(let component, let row): ".spin(component: \(component), row: \(row))"
    case .settle: ".settle"
    case .tapAccessory(let role): ".tapAccessory(.\(role.rawValue))"
    case .type(let text): ".type(\(Self.quoted(text)))"
    case .deleteBackward: ".deleteBackward"
    case .editMenu(let action): ".editMenu(.\(action.rawValue))"
    case .pickDate(let seconds): ".pickDate(seconds: \(seconds))"
    case .pickCountDown(let seconds): ".pickCountDown(seconds: \(seconds))"
    case .spinDate(let seconds): ".spinDate(seconds: \(seconds))"
    case .tapPlay: ".tapPlay"
    case .tapPlayInOldViews: ".tapPlayInOldViews"
    case .setData(let data):
      ".setData([" + data.map { "[" + $0.map(Self.quoted).joined(separator: ", ") + "]" }.joined(separator: ", ") + "])"
    case .setComponentData(let component, let titles):
      ".setComponentData(component: \(component), titles: [" + titles.map(Self.quoted).joined(separator: ", ") + "])"
    case .selectRow(let row, let component): ".selectRow(row: \(row), component: \(component))"
    case .setDate(let seconds): ".setDate(seconds: \(seconds))"
    case .setBounds(let minimum, let maximum):
      ".setBounds(minimum: \(optional(minimum)), maximum: \(optional(maximum)))"
    case .setMinuteInterval(let interval): ".setMinuteInterval(\(interval))"
    case .setMode(let mode): ".setMode(.\(mode.rawValue))"
    case .setLocale(let identifier): ".setLocale(\(optional(identifier)))"
    case .setTimeZone(let identifier): ".setTimeZone(\(optional(identifier)))"
    case .advanceClock(let seconds): ".advanceClock(seconds: \(seconds))"
    case .setPasteboard(let text): ".setPasteboard(\(Self.quoted(text)))"
    case .loadViews: ".loadViews"
    case .becomeFirstResponder: ".becomeFirstResponder"
    case .resignFirstResponder: ".resignFirstResponder"
    case .focusOther: ".focusOther"
    case .removeFromWindow: ".removeFromWindow"
    case .addToWindow: ".addToWindow"
    case .setHidden(let hidden): ".setHidden(\(hidden))"
    case .setEnabled(let enabled): ".setEnabled(\(enabled))"
    case .otherRefusesToResign(let refuses): ".otherRefusesToResign(\(refuses))"
    case .reloadInputViews: ".reloadInputViews"
    case .readInputViews: ".readInputViews"
    case .tapKey(let key): ".tapKey(\(Self.quoted(key)))"
    case .setValue(let rows): ".setValue(rows: \(rows.map { "\($0)" } ?? "nil"))"
    case .setText(let text): ".setText(\(Self.quoted(text)))"
    case .setCalendar(let identifier): ".setCalendar(\(optional(identifier)))"
    case .setTitle(let title): ".setTitle(\(Self.quoted(title)))"
    case .endEditing: ".endEditing"
    case .hostDisappears: ".hostDisappears"
    case .hostReappears: ".hostReappears"
    case .releaseHost: ".releaseHost"
    case .refreshAppearance: ".refreshAppearance"
    case .setKeyWindow(let key): ".setKeyWindow(\(key))"
    case .device(let settings):
      ".device(DeviceSettings(locale: \(Self.quoted(settings.locale)), timeZone: \(Self.quoted(settings.timeZone)), "
        + "calendar: \(Self.quoted(settings.calendar)), days: \(settings.days)))"
    }
  }
}

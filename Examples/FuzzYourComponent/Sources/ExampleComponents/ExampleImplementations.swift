import InputConformance
import InputGenerators
import InputReference

/// The size keyboard as a picker keyboard: transactional, with Cancel and Done.
public let sizeKeyboard = makeSizeKeyboard(named: "size-keyboard", families: [.resp, .pick], acceptsKeyInput: false)

/// The size keyboard's key input: its type-ahead buffer judged as key-input text (KEY).
///
/// It is declared apart from ``sizeKeyboard``: the picker-keyboard clauses compare the keyboard with a
/// reference that takes no key input, so typing would count against them.
public let sizeKeyboardTyping = makeSizeKeyboard(
  named: "size-keyboard (typing)", families: [.key], acceptsKeyInput: true)

private func makeSizeKeyboard(
  named name: String, families: Set<ContractFamily>, acceptsKeyInput: Bool
) -> Implementation {
  var capabilities = Capabilities(kind: .pickerKeyboard, families: families)
  capabilities.commitStyle = .transactional
  capabilities.accessoryRoles = [.cancel, .done]
  capabilities.components = [SizeKeyboard().sizes]
  capabilities.acceptsKeyInput = acceptsKeyInput
  capabilities.appReachesPicker = true  // its `inputView` is the picker it presents
  return Implementation(name: name, capabilities: capabilities) { environment, capabilities in
    let keyboard = SizeKeyboard()
    let results = ResultLog()
    keyboard.onDone = { results.values.append($0.map { [$0] }) }
    return .responder(
      PlatformPickerKeyboardDriver(
        control: keyboard, window: Window(environment: environment), capabilities: capabilities,
        value: { keyboard.size.map { [$0] } }, results: { results.values }, data: { [keyboard.sizes] },
        keyInputText: { keyboard.typed }))
  }
}

/// The reminder field as the suite judges it: a date keyboard in `.date` mode, medium style, with
/// Today, Done and Cancel; its input view is a panel that holds the date picker.
public let reminderField: Implementation = {
  var capabilities = Capabilities(kind: .dateKeyboard, families: [.resp, .date])
  capabilities.accessoryRoles = [.today, .done, .cancel]
  capabilities.dateMode = .date
  capabilities.dateStyle = .medium
  capabilities.dateSettings = Set(DateSetting.allCases)  // every setter below, every mode passed through
  return Implementation(name: "reminder-field", capabilities: capabilities) { environment, capabilities in
    let field = ReminderField(environment: environment)
    // The app changes the settings through the field, so that its text follows.
    let app = PlatformDateKeyboardDriver.AppEvents(
      setDate: { field.setDate($0) }, setBounds: { field.setBounds(minimum: $0, maximum: $1) },
      setMinuteInterval: { field.setMinuteInterval($0) }, setMode: { field.setMode($0) },
      setLocale: { field.setLocale($0) }, setTimeZone: { field.setTimeZone($0) },
      setCalendar: { field.setCalendar($0.map(environment.calendar)) })
    return .responder(
      PlatformDateKeyboardDriver(
        field: field, window: Window(environment: environment), capabilities: capabilities,
        readout: { field.date }, appEvents: app))
  }
}()

/// The colour popover as the suite judges it: a picker keyboard whose host is a popover presented from the app's
/// button, with Cancel and Done, transactional, and a tap outside that cancels (RESP-19's discard).
///
/// The app keeps the colour Done reports and shows the popover on it again; the driver finds the popover over the
/// window, and reads what the app keeps.
public let colorPopover: Implementation = {
  var capabilities = Capabilities(kind: .pickerKeyboard, families: [.resp, .pick])
  capabilities.host = .popover
  capabilities.components = [ColorPopover.colors]
  capabilities.accessoryRoles = [.cancel, .done]
  capabilities.commitStyle = .transactional
  capabilities.dismissalOutcome = .discard
  return Implementation(name: "color-popover", capabilities: capabilities) { environment, capabilities in
    let window = Window(environment: environment)
    let button = Button(title: "Colour")
    let popover = ColorPopover()
    let app = ColorApp()
    popover.onDone = { [unowned app] color in
      app.color = color
      app.results.values.append(color.map { [$0] })
    }
    popover.onCancel = { [unowned app] in app.cancellations += 1 }
    button.addAction(for: [.touchUpInside]) { [unowned button] _, _ in popover.show(from: button, on: app.color) }
    return .responder(
      PlatformPickerKeyboardDriver(
        control: button, window: window, capabilities: capabilities, value: { app.color.map { [$0] } },
        results: { app.results.values }, data: { [ColorPopover.colors] },
        hooks: PickerComponentHooks(cancellations: { withExtendedLifetime(popover) { app.cancellations } })))
  }
}()

/// What the app keeps of the colour popover: the colour, the results and the cancellations.
private final class ColorApp {
  var color: String?
  let results = ResultLog()
  var cancellations = 0
}

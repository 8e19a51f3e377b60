import Foundation
import InputConformance
import InputGenerators
import InputReference

/// The arguments a reference picker keyboard is built with, read from declared capabilities
/// exactly as ``ReferenceImplementation`` reads them, so a mutant differs from its oracle only
/// in its fault.
public struct PickerKeyboardArguments {
  public var components: [[String]]
  public var commitStyle: CommitStyle
  public var buttons: PickerKeyboardButtons
  public var opensOn: ControlEvent
  public var placeholderRow: Int
  public var picker: PickerView

  init(_ capabilities: Capabilities, picker: PickerView) {
    var buttons: PickerKeyboardButtons = []
    if capabilities.accessoryRoles.contains(.done) { buttons.insert(.done) }
    if capabilities.accessoryRoles.contains(.cancel) { buttons.insert(.cancel) }
    if capabilities.accessoryRoles.contains(.close) { buttons.insert(.close) }
    self.components = capabilities.components.isEmpty ? [[]] : capabilities.components
    self.commitStyle = capabilities.commitStyle
    self.buttons = buttons
    self.opensOn = capabilities.opensOn == .touchDown ? .touchDown : .touchUpInside
    self.placeholderRow = capabilities.placeholderRow
    self.picker = picker
  }
}

extension PickerKeyboard {
  /// A keyboard (or a mutant subclass) built from the reference arguments.
  public convenience init(_ arguments: PickerKeyboardArguments) {
    self.init(
      components: arguments.components, commitStyle: arguments.commitStyle, buttons: arguments.buttons,
      opensOn: arguments.opensOn, placeholderRow: arguments.placeholderRow, picker: arguments.picker)
  }
}

/// The arguments a reference date keyboard is built with.
public struct DateKeyboardArguments {
  public var environment: PlatformEnvironment
  public var mode: DatePickerMode
  public var locale: Locale?
  public var dateStyle: DateFormatter.Style
  public var offersCancel: Bool
  public var picker: DatePicker

  init(_ capabilities: Capabilities, environment: PlatformEnvironment, picker: DatePicker) {
    self.environment = environment
    self.mode = DatePickerMode(capabilities.dateMode)
    self.locale = capabilities.localeIdentifier.map(Locale.init(identifier:))
    self.dateStyle = capabilities.dateStyle
    self.offersCancel = capabilities.accessoryRoles.contains(.cancel)
    self.picker = picker
  }
}

extension DateKeyboard {
  /// A keyboard (or a mutant subclass) built from the reference arguments.
  public convenience init(_ arguments: DateKeyboardArguments) {
    self.init(
      environment: arguments.environment, mode: arguments.mode, locale: arguments.locale,
      dateStyle: arguments.dateStyle, offersCancel: arguments.offersCancel, picker: arguments.picker)
  }
}

/// Builds mutant implementations the way ``ReferenceImplementation`` wraps the reference
/// components: same capabilities as a reference configuration, the free platform drivers,
/// and the name `mutant/<id>`.
enum MutantBuild {
  /// The capabilities of `base`, judged only on `families`.
  static func capabilities(of base: Implementation, families: Set<ContractFamily>) -> Capabilities {
    var capabilities = base.capabilities
    capabilities.families = families
    return capabilities
  }

  static func name(_ id: String) -> String { "mutant/\(id)" }

  /// A picker keyboard mutant derived from `base` (a reference picker configuration).
  static func pickerKeyboard(
    _ id: String, like base: Implementation, families: Set<ContractFamily>,
    keyboard: @escaping @Sendable (PickerKeyboardArguments) -> PickerKeyboard = { PickerKeyboard($0) },
    picker: @escaping @Sendable () -> PickerView = { PickerView() }
  ) -> Implementation {
    let capabilities = capabilities(of: base, families: families)
    return Implementation(name: name(id), capabilities: capabilities) { environment in
      let window = Window(environment: environment)
      let control = keyboard(PickerKeyboardArguments(capabilities, picker: picker()))
      let results = ResultLog()
      control.onDone = { results.values.append($0) }
      return .responder(
        PlatformPickerKeyboardDriver(
          control: control, window: window, capabilities: capabilities,
          value: { control.value }, results: { results.values }, data: { control.components },
          setData: { control.setComponents($0) }))
    }
  }

  /// A date keyboard mutant derived from the reference date keyboard configuration.
  ///
  /// `readout` reads the component's `getDate()`; by default the keyboard's `date`.
  static func dateKeyboard(
    _ id: String, families: Set<ContractFamily>,
    keyboard: @escaping @Sendable (DateKeyboardArguments) -> DateKeyboard = { DateKeyboard($0) },
    picker: @escaping @Sendable (PlatformEnvironment) -> DatePicker = { DatePicker(environment: $0) },
    readout: @escaping @Sendable (DateKeyboard) -> Date = { $0.date }
  ) -> Implementation {
    let capabilities = capabilities(of: ReferenceImplementations.dateKeyboard, families: families)
    return Implementation(name: name(id), capabilities: capabilities) { environment in
      let window = Window(environment: environment)
      let field = keyboard(DateKeyboardArguments(capabilities, environment: environment, picker: picker(environment)))
      let app = PlatformDateKeyboardDriver.AppEvents(
        setDate: { field.setDate($0) }, setBounds: { field.setBounds(minimum: $0, maximum: $1) },
        setMinuteInterval: { field.setMinuteInterval($0) }, setMode: { field.setMode($0) },
        setLocale: { field.setLocale($0) }, setTimeZone: { field.setTimeZone($0) })
      return .responder(
        PlatformDateKeyboardDriver(
          field: field, window: window, capabilities: capabilities, readout: { readout(field) }, appEvents: app))
    }
  }

  /// A key-input view mutant derived from the reference key-input view configuration.
  static func keyInputView(
    _ id: String, families: Set<ContractFamily>, view: @escaping @Sendable () -> KeyInputTextView
  ) -> Implementation {
    let capabilities = capabilities(of: ReferenceImplementations.keyInputView, families: families)
    return Implementation(name: name(id), capabilities: capabilities) { environment in
      let window = Window(environment: environment)
      let control = view()
      return .responder(
        PlatformKeyInputDriver(control: control, window: window, capabilities: capabilities, text: { control.text }))
    }
  }

  /// A view-factory mutant: the reference owner with a faulty factory, judged like the code factory.
  static func viewFactory(_ id: String, factory: @escaping @Sendable () -> any ViewFactory) -> Implementation {
    let base = ReferenceImplementations.all.first {
      $0.capabilities.kind == .viewFactory && $0.capabilities.factory == .code
    }!
    let capabilities = capabilities(of: base, families: [.fact])
    return Implementation(name: name(id), capabilities: capabilities) { _ in
      ReferenceImplementation.playerDriver(owner: PlayerViewController(factory: factory()), capabilities: capabilities)
    }
  }
}

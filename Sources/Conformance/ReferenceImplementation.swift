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
    pickerKeyboard(capabilities, window: window) { PickerKeyboard($0) }
  }

  /// The driver of a picker keyboard built by `make` from the reference arguments, wired as the
  /// reference is: a mutant built this way differs from its oracle only in its fault.
  public static func pickerKeyboard(
    _ capabilities: Capabilities, window: Window, picker: PickerView = PickerView(),
    make: (PickerKeyboardArguments) -> PickerKeyboard
  ) -> Implementation.Driver {
    let keyboard = make(PickerKeyboardArguments(capabilities, picker: picker))
    let results = ResultLog()
    let cancellations = ResultLog()
    keyboard.onDone = { results.values.append($0) }
    keyboard.onCancel = { cancellations.values.append(nil) }
    let hooks = PickerComponentHooks(
      selectRow: capabilities.hasSelectionAPI ? { keyboard.selectRow($0, inComponent: $1) } : nil,
      setValueRows: capabilities.hasValueSetter ? { keyboard.setValue(rows: $0) } : nil,
      valueRows: { keyboard.valueRows }, receivedSelections: { keyboard.receivedSelections },
      cancellations: { cancellations.values.count })
    let driver = PlatformPickerKeyboardDriver(
      control: keyboard, window: window, capabilities: capabilities,
      value: { keyboard.value }, results: { results.values }, data: { keyboard.components },
      setData: { keyboard.setComponents($0) }, setComponent: { keyboard.setComponent($1, titles: $0) },
      hooks: hooks)
    driver.onReleaseHost = { keyboard.releaseModel() }
    return .responder(driver)
  }

  static func dateKeyboard(
    _ capabilities: Capabilities, window: Window, environment: PlatformEnvironment
  ) -> Implementation.Driver {
    dateKeyboard(capabilities, window: window, environment: environment) { DateKeyboard($0) }
  }

  /// The driver of a date keyboard built by `make` from the reference arguments, wired as the
  /// reference is; `readout` reads the component's `getDate()`.
  public static func dateKeyboard(
    _ capabilities: Capabilities, window: Window, environment: PlatformEnvironment, picker: DatePicker? = nil,
    readout: ((DateKeyboard) -> Date)? = nil, make: (DateKeyboardArguments) -> DateKeyboard
  ) -> Implementation.Driver {
    let field = make(DateKeyboardArguments(capabilities, environment: environment, picker: picker))
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
        field: field, window: window, capabilities: capabilities, readout: { readout?(field) ?? field.date },
        appEvents: app, outcomes: { outcomes.counts }))
  }

  static func keyInputView(_ capabilities: Capabilities, window: Window) -> Implementation.Driver {
    keyInputView(capabilities, window: window) {
      KeyInputTextView(codeLength: $0.codeLength, customKeys: $0.customKeys)
    }
  }

  /// The driver of a key-input view built by `make` (given the capabilities), configured and wired
  /// as the reference is.
  public static func keyInputView(
    _ capabilities: Capabilities, window: Window, make: (Capabilities) -> KeyInputTextView
  ) -> Implementation.Driver {
    let view = make(capabilities)
    view.returnEndsEditing = capabilities.host == .textField
    view.returnResigns = capabilities.returnResigns
    view.resignsWhenFilled = capabilities.resignsWhenFilled
    if capabilities.sanitizesInsertions {
      let accepted = capabilities.acceptedCharacters
      let length = min(capabilities.codeLength ?? .max, capabilities.changeLimit ?? .max)
      view.sanitizeInsertion = { current, inserted in
        let kept = accepted.map { accepted in inserted.filter { accepted.accepts(String($0)) } } ?? inserted
        return String(kept.prefix(max(0, length - current.count)))
      }
    }
    if let accepted = capabilities.acceptedCharacters { view.acceptsInsertion = accepted.accepts }
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

nonisolated extension DatePickerMode {
  /// The platform mode for a generated mode name.
  public init(_ mode: DateMode) {
    self = DatePickerMode(rawValue: mode.rawValue)!  // the two enums name the same four modes
  }
}

nonisolated extension DateMode {
  /// The generated mode name for a platform mode.
  public init(_ mode: DatePickerMode) {
    self = DateMode(rawValue: mode.rawValue)!  // the two enums name the same four modes
  }
}

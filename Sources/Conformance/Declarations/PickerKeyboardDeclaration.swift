import InputGenerators
@_spi(Harness) import InputPlatform
import InputReference

/// A picker keyboard as its author declares it: how to make one, where its value and results are, the members
/// through which the app changes it, and the choices the contract leaves to it. The rest the suite reads from the
/// component as public UIKit shows it: the wheels from its picker's data source, the accessory buttons from its
/// toolbar, the host from its class (a `UITextField` subclass is a text field), key input from `UIKeyInput`.
///
/// ```swift
/// let sizePicker = PickerKeyboardDeclaration(name: "size-picker", make: SizePicker.init) { picker in
///   picker.value = .title(\.size)
///   picker.results = .closure(\.onDone)
/// }.implementation
/// ```
nonisolated public struct PickerKeyboardDeclaration<Component: AnyObject>: Sendable {
  /// The name in reports and on the command line.
  public var name: String
  /// Makes a fresh component, as the app does.
  public var make: @MainActor @Sendable () -> Component
  /// The families of clauses it is judged on.
  public var families: Set<ContractFamily> = [.resp, .pick]
  /// Where the picker shows.
  public var host: PickerHost<Component> = .responder
  /// The touch that opens it (RESP-16).
  public var opensOn: Capabilities.OpeningTouch = .touchUpInside

  // MARK: Where the value and the results are

  /// The committed value as the app reads it; `nil`: the last result the component reported (the app keeps it).
  public var value: PickerValue<Component>?
  /// How Done reports its result; `nil` for a Done that reports nothing (a live component whose value the app
  /// reads) (PICK-8).
  public var results: Reported<Component, [String]?>?
  /// How it reports a cancellation, if it does (RESP-19, PICK-14).
  public var cancellations: Reported<Component, Void>?
  /// The text key input edits, when the component adopts `UIKeyInput` and keeps what is typed apart from its value
  /// (a type-ahead buffer); KEY is judged on it.
  public var keyInputText: ComponentMember<Component, String>?

  // MARK: What the app can do, through the member that offers it

  /// The member that replaces the data (PICK-5, PICK-13).
  public var setsData: ComponentMember<Component, [[String]]>?
  /// The component's own selection API (PICK-4, PICK-20).
  public var selectsRow: ComponentMember<Component, PickerRow>?
  /// The component's index setter for its value (PICK-23).
  public var setsValueRows: ComponentMember<Component, [Int]?>?
  /// The member that hands the app the picker the keyboard presents, to select its rows from code (PICK-8, PICK-15).
  public var exposesPicker: ComponentMember<Component, UIPickerView>?

  // MARK: Choices the contract leaves to the component

  /// Live or transactional (PICK-10).
  public var commitStyle: CommitStyle = .transactional
  /// What Done does while a wheel spins (PICK-8, PICK-25).
  public var doneWhileSpinning: DoneWhileSpinning = .readsPicker
  /// What a dismissal without Done, Cancel or Close does, reported by one callback; `nil` for none (RESP-19).
  public var dismissalOutcome: DismissalOutcome?
  /// The row shown when there is no value (PICK-7).
  public var placeholderRow = 0
  /// A leading row meaning "no value".
  public var noneRow: String?
  /// Titles the data source refuses, and where a settle on one moves the wheel (PICK-24).
  public var disabledTitles: Set<String> = []
  public var disabledRowSearch: DisabledRowSearch = .both
  public var noEnabledRow: NoEnabledRow = .staysPut
  /// Wheels whose titles follow the wheels before them (PICK-6, PICK-13).
  public var dependentWheels: DependentWheels?
  /// Whether a starting value outside the data is kept until the user chooses (PICK-20).
  public var keepsInitialValueOutsideData = false
  /// Whether the keyboard opens on empty data (PICK-19).
  public var opensOnEmptyData = true

  /// What the app does once the component is on its screen (in a window), as a view controller's `viewDidLoad`
  /// would: configure it, give it its data.
  public var whenShown: (@MainActor @Sendable (Component) -> Void)?

  /// The wheels, when the component's picker cannot be read before a case (it shows only once data is set, say);
  /// `nil`: read from the picker's data source.
  public var wheels: [[String]]?
  /// Faults it has on purpose.
  public var knownDeviations: [KnownDeviation] = []

  public init(
    name: String, make: @escaping @MainActor @Sendable () -> Component,
    _ configure: (inout PickerKeyboardDeclaration) -> Void = { _ in }
  ) {
    self.name = name
    self.make = make
    configure(&self)
  }

  /// The implementation the suite judges: the declaration, with what the suite reads from one component made for
  /// the purpose (its wheels, toolbar, host and starting value).
  public var implementation: Implementation {
    let declaration = self
    let probe = MainThread.run { ComponentProbe.picker(of: declaration) }
    var capabilities = Capabilities(kind: .pickerKeyboard, families: families)
    capabilities.host = probe.host
    capabilities.opensOn = opensOn
    capabilities.acceptsKeyInput = keyInputText != nil && probe.adoptsKeyInput
    capabilities.accessoryRoles = probe.accessoryRoles
    capabilities.commitStyle = commitStyle
    capabilities.components = probe.wheels
    capabilities.placeholderRow = placeholderRow
    capabilities.dependentWheels = dependentWheels
    capabilities.canSetData = setsData != nil
    capabilities.doneWhileSpinning = doneWhileSpinning
    capabilities.dismissalOutcome = dismissalOutcome
    capabilities.initialValue = probe.initialValue
    capabilities.keepsInitialValueOutsideData = keepsInitialValueOutsideData
    capabilities.opensOnEmptyData = opensOnEmptyData
    capabilities.doneEmitsResult = results != nil || probe.host == .popover
    capabilities.noneRow = noneRow
    capabilities.disabledTitles = disabledTitles
    capabilities.disabledRowSearch = disabledRowSearch
    capabilities.noEnabledRow = noEnabledRow
    capabilities.hasSelectionAPI = selectsRow != nil
    capabilities.hasValueSetter = setsValueRows != nil
    capabilities.appReachesPicker = exposesPicker != nil
    return Implementation(name: name, capabilities: capabilities, knownDeviations: knownDeviations) {
      environment, capabilities in
      declaration.driver(in: environment, capabilities: capabilities, wheels: probe.wheels)
    }
  }

  /// A fresh component in a fresh window of `environment`, and its driver.
  @MainActor func driver(
    in environment: PlatformEnvironment, capabilities: Capabilities, wheels: [[String]]
  ) -> Implementation.Driver {
    let window = Window(environment: environment)
    let component = make()
    let app = PickerApp(data: wheels)
    let control = Self.control(of: component, host: host, in: window, app: app)
    let value = value
    let setsData = setsData
    let selectsRow = selectsRow
    var hooks = PickerComponentHooks(
      selectRow: selectsRow?.write.map { write in { row, wheel in write(component, PickerRow(row, inComponent: wheel)) }
      },
      setValueRows: setsValueRows?.write.map { write in { rows in write(component, rows) } },
      cancellations: cancellations == nil && !capabilities.presentsPopover ? nil : { app.cancellations })
    hooks.keyInputText = keyInputText?.read.map { read in { read(component) } }
    let driver = PlatformPickerKeyboardDriver(
      control: control, window: window, capabilities: capabilities,
      value: { value?.member.read?(component) ?? app.results.last ?? nil },
      results: { app.results },
      data: { setsData?.read?(component) ?? app.data },
      setData: setsData?.write.map { write in
        { data in
          app.data = data
          write(component, data)
        }
      },
      hooks: hooks)
    // On its screen now: the app configures it, then listens.
    whenShown?(component)
    app.kept += [results?.listen(component) { app.results.append($0) }].compactMap { $0 }
    app.kept += [cancellations?.listen(component) { app.cancellations += 1 }].compactMap { $0 }
    return .responder(driver)
  }

  /// What a person taps: the component itself, or the app's button that presents it.
  @MainActor private static func control(
    of component: Component, host: PickerHost<Component>, in window: Window, app: PickerApp
  ) -> Control {
    switch host {
    case .responder:
      guard let control = component as? Control else {
        preconditionFailure("\(type(of: component)) is no UIControl: declare `host = .popover(…)`, or make it one")
      }
      control.layOutOnScreen()
      return control
    case .popover(let present):
      let screen = UIViewController()
      window.rootViewController = screen
      let button = Button(title: "Show")
      button.layOutOnScreen()
      screen.view.addSubview(button)
      let showing = PopoverShowing(
        origin: button, viewController: screen, report: { app.results.append($0) }, cancel: { app.cancellations += 1 },
        keptValue: { app.results.last ?? nil })
      button.addAction(for: [.touchUpInside]) { _, _ in present.write?(component, showing) }
      return button
    }
  }
}

/// A row of a wheel, as the app selects it from code.
nonisolated public struct PickerRow: Hashable, Sendable {
  public let row: Int
  public let component: Int

  public init(_ row: Int, inComponent component: Int) {
    self.row = row
    self.component = component
  }
}

/// What the app keeps of a picker keyboard: the results it heard, the cancellations, the data it gave.
@MainActor final class PickerApp {
  var results: [[String]?] = []
  var cancellations = 0
  var data: [[String]]
  /// What the app keeps alive for the component (its delegates).
  var kept: [AnyObject] = []

  init(data: [[String]]) { self.data = data }
}

import InputGenerators
@_spi(Harness) import InputPlatform
import InputReference

/// A view that takes key input as its author declares it: how to make one, where its text is, the members through
/// which the app changes it, and the limits it keeps. The suite reads the rest from the component as public UIKit
/// shows it: the host from its class (a `UITextField` subclass is a text field), the keys of its own input view,
/// if it has one, from that view's buttons. The keyboard types into the first responder inside it, so a code view
/// that hides a text field of its own (as PIN views do) is driven as it is.
///
/// ```swift
/// let pin = KeyInputDeclaration(name: "pin", make: PinView.init, text: ComponentMember(\.code)) { pin in
///   pin.codeLength = 4
/// }.implementation
/// ```
nonisolated public struct KeyInputDeclaration<Component: AnyObject>: Sendable {
  /// The name in reports and on the command line.
  public var name: String
  /// Makes a fresh component, as the app does.
  public var make: @MainActor @Sendable () -> Component
  /// The text as the component holds it (KEY-1 … KEY-9).
  public var text: ComponentMember<Component, String>
  /// The families of clauses it is judged on.
  public var families: Set<ContractFamily> = [.resp, .key]
  /// The touch that opens it (RESP-16).
  public var opensOn: Capabilities.OpeningTouch = .touchUpInside
  /// The member through which the app sets the text (KEY-12).
  public var setsText: ComponentMember<Component, String>?
  /// What the component shows of its text, when it shows it in views of its own (KEY-12).
  public var shownText: ComponentMember<Component, String>?
  /// How it reports a complete code (KEY-13).
  public var completions: Reported<Component, String>?
  /// The member that re-renders it (KEY-13).
  public var refreshesAppearance: ComponentMember<Component, Void>?
  /// A fixed code length (KEY-13); `nil` for free text.
  public var codeLength: Int?
  /// The most characters its edit gate lets the text hold (KEY-14).
  public var changeLimit: Int?
  /// The characters it accepts; `nil` for any.
  public var acceptedCharacters: AcceptedCharacters?
  /// Whether Return ends editing (resigns, inserting nothing): on a plain view rather than inserting "\n" (KEY-11's
  /// latitude), on a text field because its `textFieldShouldReturn` resigns.
  public var returnResigns = false
  /// Whether an insertion keeps its accepted characters, as many as fit, rather than being refused whole (KEY-9).
  public var sanitizesInsertions = false
  /// Whether, as a fixed-length code view, it ends editing when its last slot fills (resigns after reporting).
  public var resignsWhenFilled = false
  /// What the app does once the component is on its screen (in a window), as a view controller's `viewDidLoad`
  /// would.
  public var whenShown: (@MainActor @Sendable (Component) -> Void)?
  /// Faults it has on purpose.
  public var knownDeviations: [KnownDeviation] = []

  public init(
    name: String, make: @escaping @MainActor @Sendable () -> Component, text: ComponentMember<Component, String>,
    _ configure: (inout KeyInputDeclaration) -> Void = { _ in }
  ) {
    self.name = name
    self.make = make
    self.text = text
    configure(&self)
  }

  /// The implementation the suite judges.
  public var implementation: Implementation {
    let declaration = self
    let probe = MainThread.run { ComponentProbe.keyInput(of: declaration) }
    let capabilities = capabilities(reading: probe)
    return Implementation(name: name, capabilities: capabilities, knownDeviations: knownDeviations) {
      environment, capabilities in
      declaration.driver(in: environment, capabilities: capabilities)
    }
  }

  /// What the declaration says, with what was read from one component opened for the purpose.
  func capabilities(reading probe: ComponentProbe.KeyInputReadings) -> Capabilities {
    var capabilities = Capabilities(kind: .keyInputView, families: families)
    capabilities.host = probe.host
    capabilities.opensOn = opensOn
    capabilities.acceptsKeyInput = true
    capabilities.acceptedCharacters = acceptedCharacters
    capabilities.codeLength = codeLength
    capabilities.changeLimit = changeLimit
    capabilities.customKeys = probe.customKeys
    capabilities.accessoryRoles = probe.accessoryRoles
    capabilities.showsText = shownText != nil
    capabilities.appSetsText = setsText != nil
    capabilities.returnResigns = returnResigns
    capabilities.resignsWhenFilled = resignsWhenFilled
    capabilities.sanitizesInsertions = sanitizesInsertions
    return capabilities
  }

  /// What the app keeps of the component: how the suite reads and sets it through the declared members, and the
  /// codes it reported.
  @MainActor func appSide(of component: Component) -> (text: () -> String, hooks: KeyInputHooks, log: CompletionLog) {
    let finished = CompletionLog()
    let (text, setsText, shownText, refresh) = (text, setsText, shownText, refreshesAppearance)
    let hooks = KeyInputHooks(
      setText: setsText?.write.map { write in { write(component, $0) } },
      shownText: shownText?.read.map { read in { read(component) } },
      completions: completions == nil ? nil : { finished.codes },
      refreshAppearance: refresh?.write.map { write in { write(component, ()) } })
    return ({ text.read?(component) ?? "" }, hooks, finished)
  }

  @MainActor func driver(in environment: PlatformEnvironment, capabilities: Capabilities) -> Implementation.Driver {
    let window = Window(environment: environment)
    let component = make()
    guard let view = component as? View else {
      preconditionFailure("\(name): \(type(of: component)) is no UIView")
    }
    view.layOutOnScreen()
    let app = appSide(of: component)
    let driver = PlatformEmbeddedKeyInputDriver(
      component: view, window: window, capabilities: capabilities, text: app.text, hooks: app.hooks)
    // On its screen now: the app configures it, then listens.
    whenShown?(component)
    app.log.kept = completions?.listen(component) { app.log.codes.append($0) }
    return .responder(driver)
  }
}

/// The codes a component reported complete, and what the app keeps alive to hear them.
@MainActor final class CompletionLog {
  var codes: [String] = []
  var kept: AnyObject?
}

extension ComponentProbe {
  /// A key-input view's readings.
  struct KeyInputReadings: Sendable {
    var host: Capabilities.Host
    var customKeys: [String]
    var accessoryRoles: Set<AccessoryRole>
  }

  /// Opens one component of `declaration` in a world of its own and reads its host and its own keys.
  static func keyInput<Component>(of declaration: KeyInputDeclaration<Component>) -> KeyInputReadings {
    let environment = PlatformEnvironment()
    return environment.makeCurrent {
      let window = Window(environment: environment)
      let component = declaration.make()
      guard let view = component as? View else {
        preconditionFailure("\(declaration.name): \(type(of: component)) is no UIView")
      }
      view.layOutOnScreen()
      window.addSubview(view)
      declaration.whenShown?(component)
      _ = view.becomeFirstResponder()
      let area = window.keyboard
      let keys = (area?.inputView?.selfAndDescendants ?? []).compactMap { ($0 as? Button)?.title }
      let roles = area?.accessory.map(accessoryRoles(in:)) ?? []
      // The host is what takes the keys: the component, or the text field inside it that becomes first responder.
      let takesKeys = window.firstResponder ?? view
      return KeyInputReadings(
        host: takesKeys is TextField ? .textField : .control, customKeys: keys, accessoryRoles: roles)
    }
  }
}

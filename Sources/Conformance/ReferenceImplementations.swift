import InputGenerators
import InputReference

/// The reference components judged as implementations: every configuration
/// the suite checks the oracle in. Together they form the `reference` row of
/// the conformance matrix, and must pass every clause that applies.
nonisolated public enum ReferenceImplementations {
  /// The name of the reference row.
  public static let name = "reference"

  /// Every reference configuration.
  public static let all: [Implementation] =
    [
      transactionalPicker, livePicker, closePicker, optionsPicker, restoredPicker, dateKeyboard,
      committingDateKeyboard, keyInputView, codeView, pinView,
    ] + Capabilities.FactoryKind.allCases.map { viewFactory($0) }

  /// A transactional picker keyboard with Done and Cancel whose data the app changes.
  public static let transactionalPicker = picker(
    "transactional picker", style: .transactional, roles: [.done, .cancel],
    components: [["Mon", "Tue", "Wed", "Thu", "Fri"]], families: [.resp, .pick])

  /// A live picker keyboard with two wheels and Done.
  public static let livePicker = picker(
    "live picker", style: .live, roles: [.done], components: [["A", "B", "C"], ["1", "2"]], families: [.pick])

  /// A live picker keyboard with Close only, opening on touch down (seed 004's design, done right).
  public static let closePicker = picker(
    "close picker", style: .live, roles: [.close], components: [["A", "B", "C", "D", "E"]], families: [.pick],
    opensOn: .touchDown)

  /// A transactional picker with a leading "Select" row, a disabled title, an index setter, Done
  /// ignored while a wheel spins, and a dismissal that discards with a cancel callback.
  public static let optionsPicker: Implementation = {
    var capabilities = Capabilities(kind: .pickerKeyboard, families: [.resp, .pick])
    capabilities.commitStyle = .transactional
    capabilities.accessoryRoles = [.done, .cancel]
    capabilities.components = [["Red", "Green", "Blue", "Gray"]]
    capabilities.noneRow = "Select"
    capabilities.disabledTitles = ["Green"]
    capabilities.disabledRowSearch = .below
    capabilities.doneWhileSpinning = .ignored
    capabilities.dismissalOutcome = .discard
    capabilities.canSetData = true
    capabilities.hasSelectionAPI = true
    capabilities.hasValueSetter = true
    return reference("options picker", capabilities)
  }()

  /// A transactional picker keyboard restored from saved state: its owner's initial row lies past the
  /// data (seed 001's `initSelectedRow`) and the saved value is no longer in the data (PICK-20).
  public static let restoredPicker: Implementation = {
    var capabilities = Capabilities(kind: .pickerKeyboard, families: [.pick])
    capabilities.commitStyle = .transactional
    capabilities.accessoryRoles = [.done, .cancel]
    capabilities.components = [["S", "M", "L"]]
    capabilities.placeholderRow = 5
    capabilities.initialValue = ["XL"]
    capabilities.appReachesPicker = true  // its public `picker`, the one it presents
    return reference("restored picker", capabilities)
  }()

  /// A date-and-time keyboard on its own calendar, 15-minute interval and bounds, whose dismissals commit.
  public static let committingDateKeyboard: Implementation = {
    var capabilities = Capabilities(kind: .dateKeyboard, families: [.resp, .date])
    capabilities.accessoryRoles = [.today, .done]
    capabilities.dateMode = .dateAndTime
    capabilities.dateSettings = Set(DateSetting.allCases)
    capabilities.calendarIdentifier = "japanese"
    capabilities.minuteInterval = 15
    capabilities.minimumDateOffset = -86_400 * 30
    capabilities.maximumDateOffset = 86_400 * 30
    capabilities.dismissalOutcome = .commit
    return reference("committing date keyboard", capabilities)
  }()

  /// A four-digit code view with its own keys, a gate of three characters, shown digits and an app setter.
  public static let codeView: Implementation = {
    var capabilities = Capabilities(kind: .keyInputView, families: [.resp, .key])
    capabilities.acceptsKeyInput = true
    capabilities.codeLength = 4
    capabilities.customKeys = ["1", "2", "3", "⌫"]
    capabilities.changeLimit = 3
    capabilities.showsText = true
    capabilities.appSetsText = true
    return reference("code view", capabilities)
  }()

  /// A four-digit code view on the system keyboard with no gate and shown digits: typing fills the
  /// code, so completion after a fill, a delete and a refill is exercised (KEY-13; the code view's gate
  /// of three characters never lets its four slots fill by key input).
  public static let pinView: Implementation = {
    var capabilities = Capabilities(kind: .keyInputView, families: [.resp, .key])
    capabilities.acceptsKeyInput = true
    capabilities.codeLength = 4
    capabilities.showsText = true
    return reference("pin view", capabilities)
  }()

  /// A date keyboard with Today, Done and Cancel in Japanese (seed 002's design, done right).
  public static let dateKeyboard: Implementation = {
    var capabilities = Capabilities(kind: .dateKeyboard, families: [.resp, .date])
    capabilities.accessoryRoles = [.today, .done, .cancel]
    capabilities.localeIdentifier = "ja"
    capabilities.dateSettings = Set(DateSetting.allCases)
    return reference("date keyboard", capabilities)
  }()

  /// A key-input text view.
  public static let keyInputView: Implementation = {
    var capabilities = Capabilities(kind: .keyInputView, families: [.resp, .key])
    capabilities.acceptsKeyInput = true
    return reference("key input view", capabilities)
  }()

  static func picker(
    _ label: String, style: CommitStyle, roles: Set<AccessoryRole>, components: [[String]],
    families: Set<ContractFamily>, opensOn: Capabilities.OpeningTouch = .touchUpInside
  ) -> Implementation {
    var capabilities = Capabilities(kind: .pickerKeyboard, families: families)
    capabilities.commitStyle = style
    capabilities.accessoryRoles = roles
    capabilities.components = components
    capabilities.canSetData = true
    capabilities.opensOn = opensOn
    capabilities.hasSelectionAPI = true
    capabilities.hasValueSetter = true
    capabilities.ownerReleasesModel = true
    return reference(label, capabilities)
  }

  static func viewFactory(_ kind: Capabilities.FactoryKind) -> Implementation {
    var capabilities = Capabilities(kind: .viewFactory, families: [.fact])
    capabilities.factory = kind
    return reference("\(kind.rawValue) view factory", capabilities)
  }

  static func reference(_ label: String, _ capabilities: Capabilities) -> Implementation {
    Implementation(name: "\(name) (\(label))", capabilities: capabilities) { environment in
      let family: ContractFamily = capabilities.kind == .keyInputView ? .key : capabilities.families.max()!
      return ReferenceImplementation.driver(for: capabilities, family: family, environment: environment)
    }
  }
}

import InputDriving
import InputGenerators
@_spi(Harness) import InputPlatform
import InputReference

/// The free driver for a picker keyboard written on the platform model.
///
/// The port supplies only what the harness cannot find by looking: where the
/// committed value and the emitted results are, and how the app sets data.
/// Spins, settles and programmatic selection act on the presented picker.
public final class PlatformPickerKeyboardDriver: PlatformDriver, PickerKeyboardDriver, KeyInputDriver {
  /// The app's side of the component, shared with a device driver of the same component (``DeviceDrivenPicker``).
  let appSide: PickerAppSide

  /// Creates the driver.
  ///
  /// - Parameters:
  ///   - value: the committed value as the app sees it.
  ///   - results: the results emitted so far.
  ///   - data: the data the component holds.
  ///   - setData: how the app replaces the data, if it can.
  ///   - setComponent: how the app replaces one wheel's titles and reloads it, if it can;
  ///     by default the whole data is replaced through `setData`.
  ///   - selectRow: how the app selects a row from code, `(row, component)`, when the component has
  ///     its own setter (which may keep an index of its own, or notify its delegate); by default the
  ///     presented picker's `selectRow(_:inComponent:animated:)`, as an app that reaches the picker does.
  ///   - keyInputText: the text key input edits, for a keyboard that keeps what is typed apart from its
  ///     value (a type-ahead buffer that jumps to the first matching row, say); by default key input
  ///     edits the value itself, read as its titles joined by spaces.
  ///   - hooks: what else the component offers (an index setter, logs of callbacks); `selectRow` and
  ///     `keyInputText` given here take precedence over the same hooks.
  public init(
    control: Control, window: Window, capabilities: Capabilities,
    value: @escaping () -> [String]?, results: @escaping () -> [[String]?],
    data: @escaping () -> [[String]], setData: (([[String]]) -> Void)? = nil,
    setComponent: (([String], Int) -> Void)? = nil, selectRow: ((Int, Int) -> Void)? = nil,
    keyInputText: (() -> String)? = nil, hooks: PickerComponentHooks = PickerComponentHooks()
  ) {
    var hooks = hooks
    if let selectRow { hooks.selectRow = selectRow }
    if let keyInputText { hooks.keyInputText = keyInputText }
    appSide = PickerAppSide(
      value: value, results: results, data: data, setData: setData, setComponent: setComponent, hooks: hooks)
    super.init(control: control, window: window, capabilities: capabilities)
  }

  /// The picker the user last spun: its wheel can still settle after the keyboard is gone (PICK-12).
  private weak var spunPicker: PickerView?

  public func spin(component: Int, row: Int) {
    spunPicker = presentedPicker
    presentedPicker?.spin(component: component, toRow: row)
  }

  public func settle() { (presentedPicker ?? spunPicker)?.settle() }

  /// Selects `rows` in the presented picker: the reference taking over a choice the
  /// specification leaves to the implementation (CONFORMANCE.md, "Latitude").
  public func adoptSelection(_ rows: [Int]) {
    guard let picker = presentedPicker else { return }
    // Only the wheels that differ: selecting from code abandons a wheel's spin, and a wheel the implementation left
    // alone keeps its spin on both sides.
    for (component, row) in rows.enumerated()
    where row >= 0 && component < picker.numberOfComponents && picker.selectedRow(inComponent: component) != row {
      picker.selectRow(row, inComponent: component, animated: false)
    }
  }
  public func setData(_ components: [[String]]) { appSide.setData?(components) }
  public func setComponentData(_ titles: [String], component: Int) { appSide.setComponentData(titles, component) }

  public func selectRow(_ row: Int, inComponent component: Int) {
    if let select = appSide.hooks.selectRow {
      select(row, component)
    } else {
      presentedPicker?.selectRow(row, inComponent: component, animated: false)
    }
  }

  public func setValue(rows: [Int]?) { appSide.hooks.setValueRows?(rows) }
  public var valueRows: [Int]? { appSide.valueRows }
  public var receivedSelections: [PickerSelection]? { appSide.hooks.receivedSelections?() }
  public var isSpinning: Bool? { (presentedPicker ?? spunPicker)?.isSpinning }
  public var cancellations: Int? { appSide.hooks.cancellations?() }

  public func type(_ text: String) {
    guard isFirstResponder, let input = control as? any KeyInput else { return }
    SystemKeyboard.type(text, into: input)
  }

  public func deleteBackward() {
    guard isFirstResponder, let input = control as? any KeyInput else { return }
    SystemKeyboard.deleteBackward(in: input)
  }

  public var text: String { appSide.keyInputText }
  public var hasText: Bool { (control as? any KeyInput)?.hasText ?? false }

  public var presentedSelection: [Int]? {
    presentedPicker.map { picker in (0..<picker.numberOfComponents).map { picker.selectedRow(inComponent: $0) } }
  }

  public var presentedRowCounts: [Int]? {
    presentedPicker.map { picker in (0..<picker.numberOfComponents).map { picker.numberOfRows(inComponent: $0) } }
  }

  public var presentedSelectionTitles: [String?]? {
    presentedPicker.map { picker in
      (0..<picker.numberOfComponents).map { picker.title(forRow: picker.selectedRow(inComponent: $0), inComponent: $0) }
    }
  }

  public var presentedWheels: PresentedWheels? {
    guard let picker = presentedPicker else { return nil }
    let components = 0..<picker.numberOfComponents
    let selection = components.map { picker.selectedRow(inComponent: $0) }
    return PresentedWheels(
      selection: selection, rowCounts: components.map { picker.numberOfRows(inComponent: $0) },
      titles: components.map { picker.title(forRow: selection[$0], inComponent: $0) })
  }

  public var data: [[String]] { appSide.data() }
  public var value: [String]? { appSide.value() }
  public var results: [[String]?] { appSide.results() }
}

/// The app's side of a picker keyboard: where its value, results and data are, and what the app does to it, through
/// the members the component offers. A platform driver and a device driver of one component share it.
struct PickerAppSide {
  let value: () -> [String]?
  let results: () -> [[String]?]
  let data: () -> [[String]]
  let setData: (([[String]]) -> Void)?
  let setComponent: (([String], Int) -> Void)?
  let hooks: PickerComponentHooks

  /// The app replaces one wheel's titles: through its own member, else by replacing the whole data.
  func setComponentData(_ titles: [String], _ component: Int) {
    if let setComponent {
      setComponent(titles, component)
    } else if let setData {
      var data = data()
      guard data.indices.contains(component) else { return }
      data[component] = titles
      setData(data)
    }
  }

  /// The value as row indices: the component's index getter, else the rows of the value's titles.
  var valueRows: [Int]? {
    if let read = hooks.valueRows { return read() }
    guard let value = value() else { return nil }
    return zip(value, data()).map { title, titles in titles.firstIndex(of: title) ?? -1 }
  }

  /// The text key input edits: the type-ahead buffer, else the value's titles joined by spaces.
  var keyInputText: String { hooks.keyInputText?() ?? value()?.joined(separator: " ") ?? "" }
}

/// What a picker keyboard offers beyond its value, results and data, where it has it: its own
/// selection API, an index setter, and logs of the callbacks it receives and makes.
nonisolated public struct PickerComponentHooks {
  /// The component's own `selectRow(_:inComponent:)`; without it the app selects on the presented picker.
  public var selectRow: ((Int, Int) -> Void)?
  /// The component's index setter (PICK-23).
  public var setValueRows: (([Int]?) -> Void)?
  /// The component's index getter; by default the rows of the value's titles.
  public var valueRows: (() -> [Int]?)?
  /// Every `didSelectRow` the component's delegate received (PICK-3).
  public var receivedSelections: (() -> [PickerSelection])?
  /// How many times the component reported a cancellation (RESP-19, PICK-14).
  public var cancellations: (() -> Int)?
  /// The text key input edits, for a keyboard with a type-ahead buffer kept apart from its value.
  public var keyInputText: (() -> String)?

  public init(
    selectRow: ((Int, Int) -> Void)? = nil, setValueRows: (([Int]?) -> Void)? = nil,
    valueRows: (() -> [Int]?)? = nil, receivedSelections: (() -> [PickerSelection])? = nil,
    cancellations: (() -> Int)? = nil
  ) {
    self.selectRow = selectRow
    self.setValueRows = setValueRows
    self.valueRows = valueRows
    self.receivedSelections = receivedSelections
    self.cancellations = cancellations
  }
}

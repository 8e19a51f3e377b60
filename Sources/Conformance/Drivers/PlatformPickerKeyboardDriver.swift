import InputGenerators
import InputReference

/// The free driver for a picker keyboard written on the platform model.
///
/// The port supplies only what the harness cannot find by looking: where the
/// committed value and the emitted results are, and how the app sets data.
/// Spins, settles and programmatic selection act on the presented picker.
public final class PlatformPickerKeyboardDriver: PlatformDriver, PickerKeyboardDriver, KeyInputDriver {
  private let readValue: () -> [String]?
  private let readResults: () -> [[String]?]
  private let readData: () -> [[String]]
  private let writeData: (([[String]]) -> Void)?
  private let writeComponent: (([String], Int) -> Void)?
  private let writeSelection: ((Int, Int) -> Void)?
  private let readKeyInputText: (() -> String)?

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
  public init(
    control: Control, window: Window, capabilities: Capabilities,
    value: @escaping () -> [String]?, results: @escaping () -> [[String]?],
    data: @escaping () -> [[String]], setData: (([[String]]) -> Void)? = nil,
    setComponent: (([String], Int) -> Void)? = nil, selectRow: ((Int, Int) -> Void)? = nil,
    keyInputText: (() -> String)? = nil
  ) {
    self.writeSelection = selectRow
    self.readKeyInputText = keyInputText
    self.writeComponent = setComponent
    self.readValue = value
    self.readResults = results
    self.readData = data
    self.writeData = setData
    super.init(control: control, window: window, capabilities: capabilities)
  }

  /// The picker the user last spun: its wheel can still settle after the keyboard is gone (PICK-12).
  private weak var spunPicker: PickerView?

  public func spin(component: Int, row: Int) {
    spunPicker = presentedPicker
    presentedPicker?.spin(component: component, toRow: row)
  }

  public func settle() { (presentedPicker ?? spunPicker)?.settle() }
  public func setData(_ components: [[String]]) { writeData?(components) }

  public func setComponentData(_ titles: [String], component: Int) {
    if let writeComponent {
      writeComponent(titles, component)
    } else if let writeData {
      var data = readData()
      guard data.indices.contains(component) else { return }
      data[component] = titles
      writeData(data)
    }
  }

  public func selectRow(_ row: Int, inComponent component: Int) {
    if let writeSelection {
      writeSelection(row, component)
    } else {
      presentedPicker?.selectRow(row, inComponent: component, animated: false)
    }
  }

  public func type(_ text: String) {
    guard isFirstResponder, let input = control as? any KeyInput else { return }
    input.insertText(text)
  }

  public func deleteBackward() {
    guard isFirstResponder, let input = control as? any KeyInput else { return }
    input.deleteBackward()
  }

  public var text: String { readKeyInputText?() ?? readValue()?.joined(separator: " ") ?? "" }
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

  public var data: [[String]] { readData() }
  public var value: [String]? { readValue() }
  public var results: [[String]?] { readResults() }
}

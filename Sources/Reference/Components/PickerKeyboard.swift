/// The reference picker keyboard: a control that shows a picker as its keyboard.
///
/// Tapping it makes it first responder and presents its picker, preselected on
/// the current value (PICK-7). Done emits exactly one result read from the picker
/// at the moment of the tap, commits it and dismisses (PICK-8, PICK-9); Cancel
/// restores the value from before opening (PICK-10); callbacks that arrive after
/// dismissal change nothing (PICK-12).
///
/// ```swift
/// let keyboard = PickerKeyboard(components: [["A", "B", "C"]], commitStyle: .transactional)
/// window.addSubview(keyboard)
/// keyboard.tap()                               // first responder, picker on row 0
/// keyboard.picker.spin(component: 0, toRow: 2)
/// keyboard.picker.settle()
/// keyboard.done()                              // emits ["C"], value ["C"], dismissed
/// ```
open class PickerKeyboard: Control, PickerViewDataSource, PickerViewDelegate {
  /// When the value changes.
  public let commitStyle: CommitStyle
  /// The accessory buttons offered.
  public let buttons: PickerKeyboardButtons
  /// The rows of each component.
  public private(set) var components: [[String]]
  /// The committed value: one title per component, or `nil` for none (PICK-11).
  public internal(set) var value: [String]?
  /// The row each wheel shows when there is no value (an owner's initial row); ignored when out of range (PICK-20).
  public let placeholderRow: Int
  /// Called once per Done with the emitted selection, `nil` meaning "no selection" (PICK-8).
  public var onDone: (([String]?) -> Void)?

  /// The picker shown as the keyboard; the same instance on every read (RESP-11).
  public let picker: PickerView
  /// The accessory toolbar; the same instance on every read (RESP-11).
  public let toolbar = Toolbar()
  /// The value when the keyboard last opened; what Cancel restores.
  public private(set) var valueAtOpen: [String]?

  /// Creates a picker keyboard.
  ///
  /// - Parameters:
  ///   - components: the rows of each wheel; at least one component.
  ///   - value: the initial value; ignored unless each title is in its component.
  ///   - commitStyle: live or transactional.
  ///   - buttons: the accessory buttons; by default Done, plus Cancel when transactional.
  ///   - opensOn: the touch event that opens the keyboard (RESP-16).
  ///   - placeholderRow: the row shown when there is no value.
  ///   - picker: the picker to show (a subclass, for instance).
  public init(
    components: [[String]], value: [String]? = nil, commitStyle: CommitStyle = .transactional,
    buttons: PickerKeyboardButtons? = nil, opensOn: ControlEvent = .touchUpInside, placeholderRow: Int = 0,
    picker: PickerView = PickerView()
  ) {
    self.picker = picker
    precondition(!components.isEmpty, "a picker keyboard needs at least one component")
    self.components = components
    self.commitStyle = commitStyle
    self.placeholderRow = placeholderRow
    self.buttons = buttons ?? (commitStyle == .transactional ? [.done, .cancel] : [.done])
    super.init()
    self.value = Self.validated(value, in: components)
    picker.dataSource = self
    picker.delegate = self
    toolbar.setItems(makeItems(), animated: false)
    addAction(for: [opensOn]) { control, _ in control.becomeFirstResponder() }
  }

  private func makeItems() -> [BarButtonItem] {
    var items: [BarButtonItem] = []
    if buttons.contains(.cancel) { items.append(BarButtonItem(systemItem: .cancel) { [weak self] in self?.cancel() }) }
    items.append(BarButtonItem(systemItem: .flexibleSpace))
    if buttons.contains(.close) { items.append(BarButtonItem(title: "Close") { [weak self] in self?.close() }) }
    if buttons.contains(.done) { items.append(BarButtonItem(systemItem: .done) { [weak self] in self?.done() }) }
    return items
  }

  open override var canBecomeFirstResponder: Bool { true }
  open override var inputView: View? { picker }
  open override var inputAccessoryView: View? { toolbar }

  open override func responderDidBecomeFirst() {
    valueAtOpen = value
    picker.reloadAllComponents()
    showValueInPicker()
  }

  /// The picker's current selection as titles, or `nil` when a wheel is empty (PICK-8).
  open var currentSelection: [String]? {
    var titles: [String] = []
    for (index, rows) in components.enumerated() {
      let row = picker.selectedRow(inComponent: index)
      guard rows.indices.contains(row) else { return nil }
      titles.append(rows[row])
    }
    return titles
  }

  // MARK: Accessory actions

  /// Emits the picker's selection, commits it and dismisses (PICK-8, PICK-9).
  open func done() {
    guard isFirstResponder else { return }
    let selection = currentSelection
    commit(selection)
    onDone?(selection)
    resignFirstResponder()
  }

  /// Restores the value from before opening, emits nothing and dismisses (PICK-10).
  open func cancel() {
    guard isFirstResponder else { return }
    commit(valueAtOpen)
    resignFirstResponder()
  }

  /// Dismisses, keeping the value (PICK-16).
  open func close() {
    guard isFirstResponder else { return }
    resignFirstResponder()
  }

  // MARK: App events

  /// Replaces the data; the value survives only if each title is still present (PICK-11).
  open func setComponents(_ newComponents: [[String]]) {
    precondition(!newComponents.isEmpty, "a picker keyboard needs at least one component")
    components = newComponents
    value = Self.validated(value, in: newComponents)
    valueAtOpen = Self.validated(valueAtOpen, in: newComponents)
    picker.reloadAllComponents()
    if isFirstResponder { showValueInPicker() }
  }

  /// Replaces one wheel's titles and reloads only that wheel; the other wheels keep their
  /// selection (PICK-13), and the value survives only if it is still in the data (PICK-21).
  open func setComponent(_ component: Int, titles: [String]) {
    guard components.indices.contains(component) else { return }
    components[component] = titles
    value = Self.validated(value, in: components)
    valueAtOpen = Self.validated(valueAtOpen, in: components)
    picker.reloadComponent(component)
    if isFirstResponder, let value, let row = titles.firstIndex(of: value[component]) {
      picker.selectRow(row, inComponent: component, animated: false)
    }
  }

  /// Selects a row from code: no callback, no value change (PICK-3).
  open func selectRow(_ row: Int, inComponent component: Int) {
    picker.selectRow(row, inComponent: component, animated: false)
  }

  // MARK: Picker data source and delegate

  open func numberOfComponents(in pickerView: PickerView) -> Int { components.count }

  open func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
    components.indices.contains(component) ? components[component].count : 0
  }

  open func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    guard components.indices.contains(component), components[component].indices.contains(row) else { return nil }
    return components[component][row]
  }

  open func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
    guard isFirstResponder, commitStyle == .live, let selection = currentSelection else { return }
    commit(selection)
  }

  // MARK: Helpers

  /// Sets the value, sending `valueChanged` when it changed (PICK-18).
  public func commit(_ newValue: [String]?) {
    guard newValue != value else { return }
    value = newValue
    sendActions(for: .valueChanged)
  }

  /// Selects the value's rows (or the placeholder row) in the picker (PICK-7, PICK-15).
  public func showValueInPicker() {
    guard let value else {
      for component in components.indices {
        let row = components[component].indices.contains(placeholderRow) ? placeholderRow : 0
        picker.selectRow(row, inComponent: component, animated: false)
      }
      return
    }
    for (component, title) in value.enumerated() {
      if let row = components[component].firstIndex(of: title) {
        picker.selectRow(row, inComponent: component, animated: false)
      }
    }
  }

  private static func validated(_ value: [String]?, in components: [[String]]) -> [String]? {
    guard let value, value.count == components.count else { return nil }
    return zip(value, components).allSatisfy { $1.contains($0) } ? value : nil
  }
}

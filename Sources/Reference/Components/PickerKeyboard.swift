import Foundation

/// The reference picker keyboard: a control that shows a picker as its keyboard.
///
/// Tapping it makes it first responder and presents its picker, preselected on
/// the current value (PICK-7). Done emits exactly one result read from the picker,
/// commits it and dismisses (PICK-8, PICK-9); during a spin it reads the picker too (the row
/// the wheel is leaving), or, given a ``WheelMotion``, waits for the settle, settles first or is
/// ignored, as declared (PICK-25). Cancel restores the value from before
/// opening (PICK-14); a dismissal through none of the buttons has the declared
/// outcome (RESP-19); callbacks that arrive after dismissal change nothing (PICK-12, RESP-21).
///
/// Shown in a popover (``showsInPopover``), the control is the origin button the popover is presented from
/// (ActionSheetPicker, SwiftyPickerPopover): the tap presents a popover holding the toolbar and the picker,
/// and the keyboard is open while the popover shows. A tap outside it is the system's dismissal, with the
/// declared outcome (RESP-19); the value reaches the app through the callbacks only, with no `valueChanged`.
///
/// ```swift
/// // A person's tap and spin are the harness's hooks (`@_spi(Harness) import InputPlatform`), not the keyboard's.
/// let keyboard = PickerKeyboard(components: [["A", "B", "C"]], commitStyle: .transactional)
/// window.addSubview(keyboard)
/// keyboard.tap()                               // first responder, picker on row 0
/// keyboard.picker.spin(component: 0, toRow: 2)
/// keyboard.picker.settle()
/// keyboard.done()                              // emits ["C"], value ["C"], dismissed
/// ```
open class PickerKeyboard: UIControl, UIPickerViewDataSource, UIPickerViewDelegate, PopoverControllerDelegate {
  public typealias DoneWhileSpinning = InputReference.DoneWhileSpinning
  public typealias DismissalOutcome = InputReference.DismissalOutcome
  public typealias DisabledRowSearch = InputReference.DisabledRowSearch

  /// When the value changes.
  public let commitStyle: CommitStyle
  /// The accessory buttons offered.
  public let buttons: PickerKeyboardButtons
  /// The rows of each component: the real data, without the none row.
  public private(set) var components: [[String]]
  /// The committed value: one title per component, or `nil` for none (PICK-11).
  public internal(set) var value: [String]?
  /// The row each wheel shows when there is no value (an owner's initial row); ignored when out
  /// of range (PICK-20), and when a none row is shown.
  public let placeholderRow: Int
  /// A leading row meaning "no value" (IQDropDownTextField's "Select"): row 0 of the only wheel of a
  /// single-component keyboard; ignored with several components.
  public let noneRow: String?
  /// Titles the keyboard refuses: a wheel settling on one moves to an enabled row (PICK-24).
  public let disabledTitles: Set<String>
  /// Where the enabled row is looked for (PICK-24).
  public let disabledRowSearch: DisabledRowSearch
  /// What a settle on a disabled title does when no row is enabled (PICK-24).
  public let noEnabledRow: NoEnabledRow
  /// What Done does while a wheel spins (PICK-8, PICK-25).
  public let doneWhileSpinning: DoneWhileSpinning
  /// How the keyboard tells its wheels move, for a ``doneWhileSpinning`` other than ``DoneWhileSpinning/readsPicker``;
  /// without one, Done reads the picker.
  public var wheelMotion: WheelMotion?
  /// What a dismissal through none of the buttons does; `nil`: no outcome callback (RESP-19, PICK-10).
  public let dismissalOutcome: DismissalOutcome?
  /// Whether the keyboard is hosted on a text field (a `UITextField` subclass, as IQDropDownTextField, or one it
  /// drives, as DownPicker): then, as a text field, it refuses first responder while disabled and resigns when
  /// disabled (RESP-17).
  public var isTextFieldHost = false
  /// Whether the keyboard is shown in a popover presented from the control, instead of as its input view.
  public var showsInPopover = false
  /// Whether the keyboard opens when every wheel is empty; `false` refuses first responder then (PICK-19).
  public var opensOnEmptyData = true
  /// Whether Done reports a result; `false` for a Done that only ends editing, the value being live (PICK-8).
  public var doneEmitsResult = true
  /// Wheels whose titles follow the choice on the wheels before them; `nil` for independent wheels.
  public var dependentWheels: DependentWheels?
  /// Called once per Done with the emitted selection, `nil` meaning "no selection" (PICK-8).
  public var onDone: (([String]?) -> Void)?
  /// Called once per Cancel (PICK-14), and per discarding dismissal (RESP-19).
  public var onCancel: (() -> Void)?

  /// The picker shown as the keyboard; the same instance on every read (RESP-11).
  public let picker: UIPickerView
  /// The accessory toolbar; the same instance on every read (RESP-11).
  public let toolbar = UIToolbar()
  /// The value when the keyboard last opened; what Cancel restores.
  public private(set) var valueAtOpen: [String]?
  /// Every call of ``pickerView(_:didSelectRow:inComponent:)``, late ones included (PICK-3, PICK-12).
  public private(set) var receivedSelections: [PickerSelection] = []

  /// The popover showing the toolbar and the picker, while it shows (``showsInPopover``).
  private var popover: PopoverController?
  /// The popover's content: the toolbar above the picker, built once.
  private lazy var popoverContent: UIView = {
    let content = UIView()
    content.addSubview(toolbar)
    content.addSubview(picker)
    return content
  }()

  /// Done was tapped during a spin and waits for the settle (PICK-25).
  private var isDonePending = false
  /// The keyboard is resigning through Done, Cancel or Close, not through another dismissal.
  private var isResigningThroughButton = false

  /// Creates a picker keyboard.
  ///
  /// - Parameters:
  ///   - components: the rows of each wheel; at least one component.
  ///   - value: the initial value; ignored unless each title is in its component, or `keepsValueOutsideData`.
  ///   - commitStyle: live or transactional.
  ///   - buttons: the accessory buttons; by default Done, plus Cancel when transactional.
  ///   - opensOn: the touch event that opens the keyboard (RESP-16).
  ///   - placeholderRow: the row shown when there is no value.
  ///   - noneRow: the title of a leading "no value" row, if any.
  ///   - disabledTitles: titles a settle moves away from, searching `disabledRowSearch`.
  ///   - noEnabledRow: what a settle on a disabled title does when no row is enabled.
  ///   - doneWhileSpinning: what Done does during a spin.
  ///   - dismissalOutcome: what a dismissal through none of the buttons does.
  ///   - picker: the picker to show (a subclass, for instance).
  public init(
    components: [[String]], value: [String]? = nil, commitStyle: CommitStyle = .transactional,
    buttons: PickerKeyboardButtons? = nil, opensOn: ControlEvent = .touchUpInside, placeholderRow: Int = 0,
    noneRow: String? = nil, disabledTitles: Set<String> = [], disabledRowSearch: DisabledRowSearch = .both,
    noEnabledRow: NoEnabledRow = .staysPut, keepsValueOutsideData: Bool = false,
    doneWhileSpinning: DoneWhileSpinning = .readsPicker,
    dismissalOutcome: DismissalOutcome? = nil,
    picker: UIPickerView = UIPickerView()
  ) {
    self.picker = picker
    precondition(!components.isEmpty, "a picker keyboard needs at least one component")
    self.components = components
    self.commitStyle = commitStyle
    self.placeholderRow = placeholderRow
    self.noneRow = noneRow
    self.disabledTitles = disabledTitles
    self.disabledRowSearch = disabledRowSearch
    self.noEnabledRow = noEnabledRow
    self.doneWhileSpinning = doneWhileSpinning
    self.dismissalOutcome = dismissalOutcome
    self.buttons = buttons ?? (commitStyle == .transactional ? [.done, .cancel] : [.done])
    super.init(frame: .zero)
    // A start outside the data is kept only when the component keeps it (a text left in its field, PICK-11).
    self.value = keepsValueOutsideData ? value : Self.validated(value, in: components)
    picker.dataSource = self
    picker.delegate = self
    toolbar.setItems(makeItems(), animated: false)
    addAction(for: [opensOn]) { control, _ in (control as? PickerKeyboard)?.open() }
  }

  public required init?(coder: NSCoder) { nil }

  private func makeItems() -> [UIBarButtonItem] {
    var items: [UIBarButtonItem] = []
    if buttons.contains(.cancel) {
      items.append(
        UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: Selector("cancel", PickerKeyboard.cancel)))
    }
    items.append(UIBarButtonItem(systemItem: .flexibleSpace))
    if buttons.contains(.close) {
      items.append(
        UIBarButtonItem(title: "Close", style: .plain, target: self, action: Selector("close", PickerKeyboard.close)))
    }
    if buttons.contains(.done) {
      items.append(
        UIBarButtonItem(barButtonSystemItem: .done, target: self, action: Selector("done", PickerKeyboard.done)))
    }
    return items
  }

  open override var canBecomeFirstResponder: Bool { showsInPopover ? false : isTextFieldHost ? isEnabled : true }

  /// Whether the keyboard is open: first responder, or its popover shows.
  public var isOpen: Bool { isFirstResponder || popover?.isPopoverVisible == true }

  /// Opens the keyboard: makes the control first responder, or presents the popover from it.
  public func open() {
    guard showsInPopover else {
      becomeFirstResponder()
      return
    }
    guard !isOpen, window != nil else { return }
    if !opensOnEmptyData, components.allSatisfy(\.isEmpty) { return }
    let popover = PopoverController(contentView: popoverContent)
    popover.delegate = self
    self.popover = popover
    popover.presentPopover(from: self, animated: true)
    keyboardDidOpen()
  }

  /// The user tapped outside the popover: a dismissal through none of the buttons (RESP-19).
  open func popoverControllerDidDismissPopover(_ popoverController: PopoverController) {
    guard popoverController === popover else { return }
    popover = nil
    keyboardDidClose()
  }

  /// Refuses to begin editing when every wheel is empty and the keyboard does not open then, as a text field's
  /// `textFieldShouldBeginEditing:` answering `NO` (PICK-19).
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if !opensOnEmptyData, !isFirstResponder, components.allSatisfy(\.isEmpty) { return false }
    return super.becomeFirstResponder()
  }

  /// Disabling a text-field host that is first makes it resign, as a `UITextField` (RESP-17).
  open override var isEnabled: Bool {
    didSet { if isTextFieldHost, !isEnabled, isFirstResponder { resignFirstResponder() } }
  }
  open override var inputView: UIView? { showsInPopover ? nil : picker }
  open override var inputAccessoryView: UIView? { showsInPopover ? nil : toolbar }

  open override func responderDidBecomeFirst() { keyboardDidOpen() }

  /// Ends editing; a dismissal through none of the buttons has the declared outcome (RESP-19).
  open override func responderDidResign() { keyboardDidClose() }

  /// The keyboard opened: it shows the value (PICK-7, PICK-15).
  private func keyboardDidOpen() {
    valueAtOpen = value
    isDonePending = false
    picker.reloadAllComponents()
    showValueInPicker()
  }

  /// The keyboard closed; a dismissal through none of the buttons has the declared outcome (RESP-19).
  private func keyboardDidClose() {
    isDonePending = false
    guard !isResigningThroughButton, let dismissalOutcome else { return }
    switch dismissalOutcome {
    case .commit:
      let selection = currentSelection
      commit(selection)
      onDone?(selection)
    case .discard:
      commit(valueAtOpen)
      onCancel?()
    }
  }

  /// The picker's current selection as titles, or `nil` when a wheel is empty or the none row
  /// is selected (PICK-8).
  open var currentSelection: [String]? {
    var titles: [String] = []
    for component in components.indices {
      guard let row = dataRow(forPickerRow: picker.selectedRow(inComponent: component), inComponent: component)
      else { return nil }
      titles.append(components[component][row])
    }
    return titles
  }

  /// The rows of the value in the data (the first row for a title that repeats), or `nil` for none (PICK-23).
  public var valueRows: [Int]? {
    guard let value else { return nil }
    let rows = zip(value, components).compactMap { title, titles in titles.firstIndex(of: title) }
    return rows.count == components.count ? rows : nil
  }

  // MARK: Accessory actions

  /// Emits the picker's selection, commits it and dismisses (PICK-8, PICK-9). During a spin it reads the
  /// picker as well, or waits for the settle, settles first or does nothing, as ``doneWhileSpinning``
  /// declares and ``wheelMotion`` lets it tell (PICK-25).
  open func done() {
    guard isOpen else { return }
    if doneWhileSpinning != .readsPicker, let wheelMotion, wheelMotion.isMoving() {
      switch doneWhileSpinning {
      case .readsPicker:
        break
      case .waitsForSettle:
        isDonePending = true
        return
      case .settlesFirst:
        wheelMotion.stop()
        guard isOpen else { return }
      case .ignored:
        return
      }
    }
    isDonePending = false
    if doneEmitsResult {
      let selection = currentSelection
      commit(selection)
      onDone?(selection)
    }
    resignThroughButton()
  }

  /// Restores the value from before opening, emits nothing, calls ``onCancel`` and dismisses (PICK-14).
  open func cancel() {
    guard isOpen else { return }
    commit(valueAtOpen)
    onCancel?()
    resignThroughButton()
  }

  /// Dismisses, keeping the value (PICK-16).
  open func close() {
    guard isOpen else { return }
    resignThroughButton()
  }

  private func resignThroughButton() {
    isResigningThroughButton = true
    defer { isResigningThroughButton = false }
    if let popover {
      // Dismissed from code: the popover's delegate hears nothing.
      self.popover = nil
      popover.dismissPopover(animated: true)
      keyboardDidClose()
    } else {
      resignFirstResponder()
    }
  }

  // MARK: App events

  /// Replaces the data; the value survives only if each title is still present (PICK-21).
  /// The data changes before the picker reloads (PICK-22).
  open func setComponents(_ newComponents: [[String]]) {
    precondition(!newComponents.isEmpty, "a picker keyboard needs at least one component")
    components = newComponents
    value = Self.validated(value, in: newComponents)
    valueAtOpen = Self.validated(valueAtOpen, in: newComponents)
    picker.reloadAllComponents()
    if isOpen { showValueInPicker() }
  }

  /// Replaces one wheel's titles and reloads only that wheel; the other wheels keep their
  /// selection (PICK-13), and the value survives only if it is still in the data (PICK-21).
  open func setComponent(_ component: Int, titles: [String]) {
    guard components.indices.contains(component) else { return }
    components[component] = titles
    value = Self.validated(value, in: components)
    valueAtOpen = Self.validated(valueAtOpen, in: components)
    picker.reloadComponent(component)
    if isOpen, let value, let row = titles.firstIndex(of: value[component]) {
      picker.selectRow(pickerRow(forDataRow: row, inComponent: component), inComponent: component, animated: false)
    }
  }

  /// Selects a row of the picker (none row included) from code: no callback, no value change
  /// (PICK-3, PICK-17). A row or component out of range is ignored, never forwarded (PICK-4).
  open func selectRow(_ row: Int, inComponent component: Int) {
    guard (0..<picker.numberOfComponents).contains(component), row >= 0,
      row < picker.numberOfRows(inComponent: component)
    else { return }
    picker.selectRow(row, inComponent: component, animated: false)
  }

  /// The component's index setter: sets the value to the titles at `rows` of the data, or clears
  /// it with `nil` (PICK-23). Rows out of range are ignored and never forwarded to the picker
  /// (PICK-4); the change is programmatic and sends no `valueChanged` (RESP-13).
  public func setValue(rows: [Int]?) {
    guard let rows else {
      value = nil
      if isOpen { showValueInPicker() }
      return
    }
    guard rows.count == components.count, zip(rows, components).allSatisfy({ $1.indices.contains($0) }) else {
      return
    }
    value = zip(rows, components).map { row, titles in titles[row] }
    if isOpen { showValueInPicker() }
  }

  // MARK: Picker data source and delegate

  open func numberOfComponents(in pickerView: UIPickerView) -> Int { components.count }

  open func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    components.indices.contains(component) ? components[component].count + noneRowOffset(component) : 0
  }

  open func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    guard components.indices.contains(component) else { return nil }
    if noneRowOffset(component) == 1, row == 0 { return noneRow }
    guard let dataRow = dataRow(forPickerRow: row, inComponent: component) else { return nil }
    return components[component][dataRow]
  }

  /// Whether the owner released this control's model (its row left the form): a late callback
  /// then finds nothing to change (RESP-21).
  public private(set) var isModelReleased = false

  /// The owner releases the control's model while the keyboard may still be up.
  public func releaseModel() { isModelReleased = true }

  /// A wheel settled: moves off a disabled title (PICK-24), commits in live style (PICK-10), and
  /// completes a Done that waited for the settle (PICK-25). After dismissal it changes nothing (PICK-12).
  open func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    receivedSelections.append(PickerSelection(row: row, component: component))
    guard isOpen, pickerView === picker, !isModelReleased else { return }
    reloadWheels(after: component)
    let showsEnabledRow = moveOffDisabledTitle(inComponent: component)
    if commitStyle == .live, showsEnabledRow {
      if isNoneRowSelected {
        commit(nil)
      } else if let selection = currentSelection {
        commit(selection)
      }
    }
    if isDonePending, wheelMotion?.isMoving() != true { done() }
  }

  // MARK: Dependent wheels

  /// Reloads the dependent wheels after `component` with the titles the choice before each leads to: a wheel keeps
  /// its title where it still has it, and goes to its first row where it does not.
  private func reloadWheels(after component: Int) {
    guard let dependentWheels, component + 1 < components.count else { return }
    for next in (component + 1)..<components.count {
      let choice = (0..<next).compactMap(selectedTitle(inComponent:))
      guard choice.count == next, let titles = dependentWheels.titles(after: choice) else { return }
      let kept = selectedTitle(inComponent: next)
      guard titles != components[next] else { continue }
      components[next] = titles
      picker.reloadComponent(next)
      let row = kept.flatMap(titles.firstIndex(of:)) ?? 0
      if !titles.isEmpty { picker.selectRow(row, inComponent: next, animated: false) }
    }
  }

  /// The title the wheel shows, if it shows a data row.
  private func selectedTitle(inComponent component: Int) -> String? {
    guard components.indices.contains(component) else { return nil }
    let row = picker.selectedRow(inComponent: component)
    guard let dataRow = dataRow(forPickerRow: row, inComponent: component) else { return nil }
    return components[component].indices.contains(dataRow) ? components[component][dataRow] : nil
  }

  // MARK: None row and disabled titles

  /// 1 for the wheel that shows the none row, else 0.
  private func noneRowOffset(_ component: Int) -> Int {
    noneRow != nil && components.count == 1 && component == 0 ? 1 : 0
  }

  private var isNoneRowSelected: Bool { noneRowOffset(0) == 1 && picker.selectedRow(inComponent: 0) == 0 }

  private func pickerRow(forDataRow row: Int, inComponent component: Int) -> Int { row + noneRowOffset(component) }

  /// The data row a picker row shows, `nil` for the none row or a row outside the data.
  private func dataRow(forPickerRow row: Int, inComponent component: Int) -> Int? {
    guard components.indices.contains(component) else { return nil }
    let dataRow = row - noneRowOffset(component)
    return components[component].indices.contains(dataRow) ? dataRow : nil
  }

  private func isEnabled(pickerRow row: Int, inComponent component: Int) -> Bool {
    guard let dataRow = dataRow(forPickerRow: row, inComponent: component) else { return true }
    return !disabledTitles.contains(components[component][dataRow])
  }

  /// Moves the wheel off a disabled title to the nearest enabled row, or, when none is, as ``noEnabledRow``
  /// declares (PICK-24).
  ///
  /// - Returns: `false` when the wheel stays on a disabled title, so the value does not change.
  private func moveOffDisabledTitle(inComponent component: Int) -> Bool {
    let row = picker.selectedRow(inComponent: component)
    guard row >= 0, !isEnabled(pickerRow: row, inComponent: component) else { return true }
    let rows = picker.numberOfRows(inComponent: component)
    if let enabled = disabledRowSearch.candidates(from: row, rows: rows).first(where: {
      isEnabled(pickerRow: $0, inComponent: component)
    }) {
      picker.selectRow(enabled, inComponent: component, animated: true)
      return true
    }
    switch noEnabledRow {
    case .staysPut: return false
    case .firstRow:
      picker.selectRow(0, inComponent: component, animated: true)
      return true
    }
  }

  // MARK: Helpers

  /// Sets the value, sending `valueChanged` when it changed (PICK-18).
  public func commit(_ newValue: [String]?) {
    guard newValue != value else { return }
    value = newValue
    // Shown in a popover, the control is only the origin: the value reaches the app through the callbacks.
    if !showsInPopover { sendActions(for: .valueChanged) }
  }

  /// Selects the value's rows (or the none row, or the placeholder row) in the picker (PICK-7, PICK-15).
  public func showValueInPicker() {
    guard let value else {
      if noneRowOffset(0) == 1 { return picker.selectRow(0, inComponent: 0, animated: false) }
      for component in components.indices {
        let row = components[component].indices.contains(placeholderRow) ? placeholderRow : 0
        if !components[component].isEmpty { picker.selectRow(row, inComponent: component, animated: false) }
      }
      // Dependent wheels show the titles the first wheel's row leads to.
      reloadWheels(after: 0)
      return
    }
    // Dependent wheels show the titles the value's path leads to.
    if let dependentWheels, value.count == components.count {
      for next in components.indices.dropFirst() {
        guard let titles = dependentWheels.titles(after: Array(value[..<next])), titles != components[next] else {
          continue
        }
        components[next] = titles
        picker.reloadComponent(next)
      }
    }
    for (component, title) in value.enumerated() {
      if let row = components[component].firstIndex(of: title) {
        picker.selectRow(pickerRow(forDataRow: row, inComponent: component), inComponent: component, animated: false)
      }
    }
  }

  private static func validated(_ value: [String]?, in components: [[String]]) -> [String]? {
    guard let value, value.count == components.count else { return nil }
    return zip(value, components).allSatisfy { $1.contains($0) } ? value : nil
  }
}

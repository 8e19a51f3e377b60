import Foundation

/// A spinning-wheel picker, as `UIPickerView`.
///
/// Counts come from the data source and are cached until a reload (PICK-1).
/// Selection is -1 for an empty wheel, otherwise always in bounds (PICK-2, PICK-5).
/// A user spin moves the wheel; it reports `didSelectRow` once, when it settles
/// (PICK-6), and until then ``selectedRow(inComponent:)`` reports the row the wheel left.
///
/// A reload asks the delegate for new data, as Apple documents: the counts, and the titles of the rows the
/// wheel shows (the selection and two rows either side) (PICK-1, PICK-22). A call UIKit rejects is recorded as
/// platform misuse in the environment of the picker's window (the last window it was in, or the next one it
/// joins): an out-of-range ``selectRow(_:inComponent:animated:)`` (PICK-4).
///
/// ```swift
/// picker.dataSource = source; picker.delegate = source
/// picker.selectedRow(inComponent: 0) // 0 (data loaded, nothing chosen)
/// picker.spin(component: 0, toRow: 2) // wheel moving, nothing reported
/// picker.settle()                     // didSelectRow(2, 0)
/// ```
@preconcurrency @MainActor open class PickerView: View {
  /// Where counts come from. When `nil`, a delegate that also adopts
  /// ``PickerViewDataSource`` is asked instead (the model's reading of the seeds,
  /// which set only `delegate` and report a working picker).
  public weak var dataSource: (any PickerViewDataSource)?
  /// Titles and selection callbacks.
  public weak var delegate: (any PickerViewDelegate)?

  private var rowCounts: [Int]?
  /// The selected row of each component.
  private(set) var selection: [Int] = []
  private var spins: [Int: Int] = [:]
  /// Every `didSelectRow` the picker delivered, in order.
  @_spi(Harness) public private(set) var deliveredSelections: [PickerSelection] = []

  /// The environment of the last window the picker was in, where misuse is recorded.
  private var lastEnvironment: PlatformEnvironment?
  /// Misuse from before the picker was ever in a window, recorded when it joins one.
  private var unrecordedMisuses: [PlatformMisuse] = []

  /// Whether the selection indicator shows, as `showsSelectionIndicator`: inert.
  open var showsSelectionIndicator = true

  public override init(frame: CGRect) { super.init(frame: frame) }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  private var effectiveDataSource: (any PickerViewDataSource)? {
    dataSource ?? (delegate as? any PickerViewDataSource)
  }

  /// The cached row counts, loading them on first use.
  private var counts: [Int] {
    if let rowCounts { return rowCounts }
    loadAll()
    return rowCounts ?? []
  }

  /// The number of wheels (cached).
  public var numberOfComponents: Int { counts.count }

  /// The number of rows of `component` (cached); 0 for a component that does not exist.
  open func numberOfRows(inComponent component: Int) -> Int {
    let counts = counts
    return counts.indices.contains(component) ? counts[component] : 0
  }

  /// The selected row of `component`: -1 when the wheel is empty or does not exist (PICK-2).
  open func selectedRow(inComponent component: Int) -> Int {
    _ = counts
    return selection.indices.contains(component) ? selection[component] : -1
  }

  /// What a row of the cached count shows, or `nil` out of range: the text of the delegate's view for it when it
  /// has one (a label, or the first label inside it), else its attributed title, else its title.
  @_spi(Harness) open func title(forRow row: Int, inComponent component: Int) -> String? {
    guard row >= 0, row < numberOfRows(inComponent: component), let delegate else { return nil }
    return Self.shownTitle(of: delegate, in: self, row: row, component: component)
  }

  /// What a row shows, asked of the delegate in UIKit's order.
  static func shownTitle(
    of delegate: any PickerViewDelegate, in picker: PickerView, row: Int, component: Int
  )
    -> String?
  {
    let rowView = delegate.pickerView(picker, viewForRow: row, forComponent: component, reusing: nil)
    if rowView !== untitledRowView,
      let text = rowView.selfAndDescendants.lazy.compactMap({ ($0 as? Label)?.text }).first
    {
      return text
    }
    if let attributed = delegate.pickerView(picker, attributedTitleForRow: row, forComponent: component) {
      return attributed.string
    }
    return delegate.pickerView(picker, titleForRow: row, forComponent: component)
  }

  /// The row view of a delegate that gives none: the wheel then shows the titles.
  static let untitledRowView = View()

  /// How many rows either side of the selection a wheel shows, whose titles a reload asks for.
  static let visibleRowsEachSide = 2

  /// Asks the delegate for the titles of the rows `component`'s wheel shows (the selection, two either side),
  /// when the picker is in a window: what UIKit does when it reloads a wheel ("query the delegate for new data")
  /// or scrolls it to a row selected from code.
  private func readShownTitles(inComponent component: Int) {
    guard window != nil else { return }
    let rows = numberOfRows(inComponent: component)
    guard rows > 0, selection.indices.contains(component) else { return }
    let selected = selection[component]
    let shown = max(0, selected - Self.visibleRowsEachSide)...min(rows - 1, selected + Self.visibleRowsEachSide)
    guard let delegate else { return }
    for row in shown { _ = Self.shownTitle(of: delegate, in: self, row: row, component: component) }
  }

  /// Selects a row without calling `didSelectRow` (PICK-3); the wheel shows it, so the titles around it are read.
  /// A row or component out of range
  /// raises `NSRangeException` in UIKit: the model records the misuse and ignores the call (PICK-4).
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    let components = numberOfComponents
    guard (0..<components).contains(component) else {
      return record(.selectRowOutOfRange(row: row, component: component, rows: nil, components: components))
    }
    let rows = numberOfRows(inComponent: component)
    guard row >= 0, row < rows else {
      return record(.selectRowOutOfRange(row: row, component: component, rows: rows, components: components))
    }
    spins[component] = nil
    selection[component] = row
    abandonSettle(of: [component])
    readShownTitles(inComponent: component)
  }

  /// Re-reads every count and the shown titles; selections are clamped, spins abandoned with quirk
  /// `reload-abandons-spin`, else kept on a row of the new data (PICK-1, PICK-5).
  open func reloadAllComponents() {
    let moving = spins
    loadAll()
    if reloadAbandonsSpin {
      abandonSettle(of: 0..<numberOfComponents)
    } else {
      for (component, row) in moving { keepSpin(of: component, toward: row) }
    }
    for component in 0..<numberOfComponents { readShownTitles(inComponent: component) }
  }

  /// Re-reads one component's count and shown titles; its selection is clamped, its spin abandoned (PICK-13).
  open func reloadComponent(_ component: Int) {
    guard var counts = rowCounts else { return loadAll() }
    guard counts.indices.contains(component) else { return }
    let rows = max(0, effectiveDataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    counts[component] = rows
    rowCounts = counts
    selection[component] = Self.clamp(selection[component], rows: rows)
    if reloadAbandonsSpin {
      spins[component] = nil
      abandonSettle(of: [component])
    } else if let row = spins[component] {
      keepSpin(of: component, toward: row)
    }
    readShownTitles(inComponent: component)
  }

  /// Whether a reload stops a moving wheel (quirk `reload-abandons-spin`; on for a picker that was never in a window).
  private var reloadAbandonsSpin: Bool {
    (window?.environment ?? lastEnvironment)?.quirks.contains(.reloadAbandonsSpin) ?? true
  }

  /// Keeps a reloaded wheel moving toward `row`, moved inside its new rows; an emptied wheel stops.
  private func keepSpin(of component: Int, toward row: Int) {
    let rows = rowCounts.flatMap { $0.indices.contains(component) ? $0[component] : nil } ?? 0
    spins[component] = rows == 0 ? nil : min(row, rows - 1)
  }

  private func loadAll() {
    let source = effectiveDataSource
    let components = max(0, source?.numberOfComponents(in: self) ?? 0)
    let counts = (0..<components).map { max(0, source?.pickerView(self, numberOfRowsInComponent: $0) ?? 0) }
    let previous = selection
    rowCounts = counts
    selection = counts.indices.map { index in
      Self.clamp(previous.indices.contains(index) ? previous[index] : 0, rows: counts[index])
    }
    spins = [:]
  }

  private static func clamp(_ row: Int, rows: Int) -> Int {
    rows == 0 ? -1 : min(max(row, 0), rows - 1)
  }

  // MARK: Platform misuse

  private func record(_ misuse: PlatformMisuse) {
    if let environment = window?.environment ?? lastEnvironment {
      environment.recordMisuse(misuse)
    } else {
      unrecordedMisuses.append(misuse)
    }
  }

  open override func didMoveToWindow() {
    if let environment = window?.environment {
      lastEnvironment = environment
      for misuse in unrecordedMisuses { environment.recordMisuse(misuse) }
      unrecordedMisuses = []
    } else if lastEnvironment?.quirks.contains(.lateCallbacks) == false {
      spins = [:]
    }
  }

  // MARK: User gestures

  /// Whether a wheel is still moving after a user spin. UIKit has no such property: it stands
  /// for what apps read from the wheels, their scroll views' `isDragging || isDecelerating` (PICK-8).
  @_spi(Harness) public var isSpinning: Bool { !spins.isEmpty }

  /// Whether the wheel of `component` is still moving after a user spin (see ``isSpinning``).
  @_spi(Harness) public func isSpinning(inComponent component: Int) -> Bool { spins[component] != nil }

  /// The row a moving wheel will settle on, if it is moving.
  @_spi(Harness) @_spi(PlatformMutation) public func spinTarget(inComponent component: Int) -> Int? { spins[component] }

  /// The user flicks a wheel toward `row`; nothing is reported until it settles.
  /// Rows out of range are ignored.
  ///
  /// A wheel still moving when the picker leaves the window settles later, delivering its
  /// callbacks then, with quirk `late-callbacks`; without it, leaving the window stops it silently.
  @_spi(Harness) @_spi(PlatformMutation) open func spin(component: Int, toRow row: Int) {
    guard row >= 0, row < numberOfRows(inComponent: component) else { return }
    spins[component] = row
  }

  /// Every moving wheel stops on its destination: selection updates, the settled rows' titles
  /// are read, then `didSelectRow` is called once per wheel, in component order (PICK-6). A wheel that an
  /// earlier wheel's `didSelectRow` reloads or selects from code (a dependent wheel) is no longer on the row
  /// it was spinning to: its spin was abandoned, and it reports nothing.
  @_spi(Harness) open func settle() {
    let settling = spins.sorted { $0.key < $1.key }.filter { selection.indices.contains($0.key) }
    spins = [:]
    for (component, row) in settling { selection[component] = row }
    for (component, row) in settling { _ = title(forRow: row, inComponent: component) }
    abandonedWhileSettling = []
    isSettling = true
    defer { isSettling = false }
    for (component, _) in settling where !abandonedWhileSettling.contains(component) {
      // The row it stopped on: a reload during an earlier wheel's callback may have moved it inside new data.
      guard selection.indices.contains(component), selection[component] >= 0 else { continue }
      let row = selection[component]
      deliveredSelections.append(PickerSelection(row: row, component: component))
      delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
  }

  /// Whether ``settle()`` is delivering its callbacks, and the wheels a callback reloaded or selected meanwhile.
  private var isSettling = false
  private var abandonedWhileSettling: Set<Int> = []

  /// Notes that `components` were reloaded or moved from code while the wheels deliver their settle.
  private func abandonSettle(of components: some Sequence<Int>) {
    if isSettling { abandonedWhileSettling.formUnion(components) }
  }

  /// Stops every moving wheel on its destination now, as ``settle()`` does: what a component
  /// that "settles first" calls. UIKit apps do it by scrolling each wheel's scroll view to its
  /// target offset.
  @_spi(Harness) public func finishSpinning() { settle() }
}

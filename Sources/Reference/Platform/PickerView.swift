/// A spinning-wheel picker, as `UIPickerView`.
///
/// Counts come from the data source and are cached until a reload (PICK-1).
/// Selection is -1 for an empty wheel, otherwise always in bounds (PICK-2, PICK-4,
/// PICK-5). A user spin moves the wheel; it reports `didSelectRow` once, when it
/// settles (PICK-6), and until then ``selectedRow(inComponent:)`` reports the row
/// the wheel left.
///
/// ```swift
/// picker.dataSource = source; picker.delegate = source
/// picker.selectedRow(inComponent: 0) // 0 (data loaded, nothing chosen)
/// picker.spin(component: 0, toRow: 2) // wheel moving, nothing reported
/// picker.settle()                     // didSelectRow(2, 0)
/// ```
open class PickerView: View {
  /// Where counts come from. When `nil`, a delegate that also adopts
  /// ``PickerViewDataSource`` is asked instead (the model's reading of the seeds,
  /// which set only `delegate` and report a working picker).
  public weak var dataSource: (any PickerViewDataSource)?
  /// Titles and selection callbacks.
  public weak var delegate: (any PickerViewDelegate)?

  private var rowCounts: [Int]?
  /// The selected row of each component; subclasses may read it.
  public private(set) var selection: [Int] = []
  private var spins: [Int: Int] = [:]

  public override init() {}

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

  /// The delegate's title for a row, or `nil` out of range.
  open func title(forRow row: Int, inComponent component: Int) -> String? {
    guard row >= 0, row < numberOfRows(inComponent: component) else { return nil }
    return delegate?.pickerView(self, titleForRow: row, forComponent: component)
  }

  /// Selects a row without calling the delegate (PICK-3); out-of-range requests are ignored (PICK-4).
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    guard row >= 0, row < numberOfRows(inComponent: component) else { return }
    spins[component] = nil
    selection[component] = row
  }

  /// Re-reads every count; selections are clamped, spins abandoned (PICK-1, PICK-5).
  open func reloadAllComponents() {
    loadAll()
  }

  /// Re-reads one component's count; its selection is clamped, its spin abandoned (PICK-13).
  open func reloadComponent(_ component: Int) {
    guard var counts = rowCounts else { return loadAll() }
    guard counts.indices.contains(component) else { return }
    let rows = max(0, effectiveDataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    counts[component] = rows
    rowCounts = counts
    selection[component] = Self.clamp(selection[component], rows: rows)
    spins[component] = nil
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

  // MARK: User gestures

  /// Whether a wheel is still moving after a user spin.
  public var isSpinning: Bool { !spins.isEmpty }

  /// The row a moving wheel will settle on, if it is moving.
  public func spinTarget(inComponent component: Int) -> Int? { spins[component] }

  /// The user flicks a wheel toward `row`; nothing is reported until it settles.
  /// Rows out of range are ignored.
  open func spin(component: Int, toRow row: Int) {
    guard row >= 0, row < numberOfRows(inComponent: component) else { return }
    spins[component] = row
  }

  /// Every moving wheel stops: selection updates, then `didSelectRow` once per wheel (PICK-6).
  open func settle() {
    let settling = spins.sorted { $0.key < $1.key }
    spins = [:]
    for (component, row) in settling where selection.indices.contains(component) {
      selection[component] = row
    }
    for (component, row) in settling where selection.indices.contains(component) {
      delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
  }
}

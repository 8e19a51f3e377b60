import Foundation

/// A list of rows in sections, as `UITableView`: it asks its data source for counts and cells,
/// shows the cells as its subviews, and tells its delegate when the user selects a row.
///
/// What the model keeps of UIKit, because form libraries depend on it:
/// - Row counts are cached and re-read only by ``reloadData()`` and by row updates; after
///   ``insertRows(at:with:)`` or ``deleteRows(at:with:)`` the data source's new count must equal
///   the old count plus insertions minus deletions, or UIKit raises
///   `NSInternalInconsistencyException` ("Invalid update: invalid number of rows"): the model traps.
/// - Updates between ``beginUpdates()`` and ``endUpdates()`` are applied together at the end:
///   deletions first (at old index paths), then insertions (at new index paths).
/// - A deleted cell is animated out: it stays a subview of the table, and so stays alive and in
///   the window (and stays first responder if it was), until the animation ends
///   (``finishAnimations()``, the model's run-loop turn after the animation). Only then is it
///   removed, which forces a first-responder cell to resign (RESP-7).
/// - Every row is visible: the model does not scroll.
///
/// ```swift
/// table.dataSource = controller; table.delegate = controller
/// table.reloadData()                       // asks counts and one cell per row
/// cell.tap()                               // delegate: tableView(_:didSelectRowAt:)
/// table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
/// table.finishAnimations()                 // the deleted cell leaves the window
/// ```
@preconcurrency @MainActor open class TableView: View {
  /// The row animations, as `UITableView.RowAnimation`; none has an observable effect in the model.
  public enum RowAnimation: Sendable {
    case fade, right, left, top, bottom, none, middle, automatic
  }

  /// Where counts and cells come from.
  public weak var dataSource: (any TableViewDataSource)?
  /// Hears selections.
  public weak var delegate: (any TableViewDelegate)?

  /// The displayed cells, per section, in row order.
  private var rows: [[TableViewCell]] = []
  /// Deleted cells still animating out (subviews until ``finishAnimations()``).
  private var animatingOut: [TableViewCell] = []
  private var updateDepth = 0
  private var pendingDeletions: [IndexPath] = []
  private var pendingInsertions: [IndexPath] = []
  /// The selected row, as `indexPathForSelectedRow`.
  public private(set) var indexPathForSelectedRow: IndexPath?

  public override init(frame: CGRect) { super.init(frame: frame) }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  // MARK: Reading

  /// The number of sections (cached).
  public var numberOfSections: Int { rows.count }

  /// The number of rows in `section` (cached); 0 for a section that does not exist.
  public func numberOfRows(inSection section: Int) -> Int {
    rows.indices.contains(section) ? rows[section].count : 0
  }

  /// The displayed cell at `indexPath`, or `nil` (as `cellForRow(at:)`).
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    guard rows.indices.contains(indexPath.section), rows[indexPath.section].indices.contains(indexPath.row) else {
      return nil
    }
    return rows[indexPath.section][indexPath.row]
  }

  /// The index path of a displayed cell, or `nil` (as `indexPath(for:)`).
  public func indexPath(for cell: TableViewCell) -> IndexPath? {
    for (section, cells) in rows.enumerated() {
      if let row = cells.firstIndex(where: { $0 === cell }) { return IndexPath(row: row, section: section) }
    }
    return nil
  }

  /// The displayed cells, section by section.
  public var visibleCells: [TableViewCell] { rows.flatMap { $0 } }

  // MARK: Reloading and updating

  /// Re-reads every count and cell. Cells the data source returns again stay in place (a first
  /// responder among them stays first); cells it no longer returns are removed. Running
  /// deletion animations end first.
  open func reloadData() {
    finishAnimations()
    let source = dataSource
    let sections = max(0, source?.numberOfSections(in: self) ?? 0)
    let fresh: [[TableViewCell]] = (0..<sections).map { section in
      let count = max(0, source?.tableView(self, numberOfRowsInSection: section) ?? 0)
      return (0..<count).map { row in
        guard let source else { preconditionFailure("UITableView asks its data source for cells") }
        return source.tableView(self, cellForRowAt: IndexPath(row: row, section: section))
      }
    }
    let kept = Set(fresh.flatMap { $0 }.map(ObjectIdentifier.init))
    for cell in visibleCells where !kept.contains(ObjectIdentifier(cell)) && cell.superview === self {
      cell.removeFromSuperview()
    }
    rows = fresh
    for cell in visibleCells where cell.superview !== self { addSubview(cell) }
    indexPathForSelectedRow = nil
  }

  /// Starts a batch of row updates, applied together at the matching ``endUpdates()``.
  public func beginUpdates() { updateDepth += 1 }

  /// Ends a batch of row updates: applies deletions, then insertions, and checks the counts.
  public func endUpdates() {
    guard updateDepth > 0 else { return }
    updateDepth -= 1
    if updateDepth == 0 { applyPendingUpdates() }
  }

  /// Inserts rows at new index paths, asking the data source for their cells.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    pendingInsertions += indexPaths
    if updateDepth == 0 { applyPendingUpdates() }
  }

  /// Deletes rows at old index paths; their cells animate out (see the type's documentation).
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    pendingDeletions += indexPaths
    if updateDepth == 0 { applyPendingUpdates() }
  }

  /// Reloads rows: asks the data source for their cells again and shows them in place (a cell it
  /// returns again stays, and stays first responder if it was).
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    guard let source = dataSource else { return }
    for path in indexPaths {
      guard let old = cellForRow(at: path) else {
        preconditionFailure(
          "UIKit would raise NSInternalInconsistencyException: attempt to reload row \(path.row) from section \(path.section), which does not exist"
        )
      }
      let cell = source.tableView(self, cellForRowAt: path)
      rows[path.section][path.row] = cell
      if cell !== old, old.superview === self { old.removeFromSuperview() }
      if cell.superview !== self { addSubview(cell) }
    }
  }

  /// Ends the running deletion animations: deleted cells leave the table (and the window).
  @_spi(Harness) public func finishAnimations() {
    let leaving = animatingOut
    animatingOut = []
    let displayed = Set(visibleCells.map(ObjectIdentifier.init))
    for cell in leaving where cell.superview === self && !displayed.contains(ObjectIdentifier(cell)) {
      cell.removeFromSuperview()
    }
  }

  private func applyPendingUpdates() {
    let deletions = pendingDeletions
    let insertions = pendingInsertions
    pendingDeletions = []
    pendingInsertions = []
    guard !deletions.isEmpty || !insertions.isEmpty else { return }
    let before = rows.map(\.count)
    for path in deletions.sorted(by: >) {
      guard rows.indices.contains(path.section), rows[path.section].indices.contains(path.row) else {
        preconditionFailure(
          "UIKit would raise NSInternalInconsistencyException: attempt to delete row \(path.row) from section \(path.section), which only contains \(numberOfRows(inSection: path.section)) rows"
        )
      }
      animatingOut.append(rows[path.section].remove(at: path.row))
    }
    for path in insertions.sorted() {
      guard rows.indices.contains(path.section), (0...rows[path.section].count).contains(path.row),
        let source = dataSource
      else {
        preconditionFailure(
          "UIKit would raise NSInternalInconsistencyException: attempt to insert row \(path.row) into section \(path.section)"
        )
      }
      let cell = source.tableView(self, cellForRowAt: path)
      rows[path.section].insert(cell, at: path.row)
      if cell.superview !== self { addSubview(cell) }
    }
    for section in rows.indices {
      let expected = dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
      guard expected == rows[section].count else {
        preconditionFailure(
          "UIKit would raise NSInternalInconsistencyException: Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(expected)) must be equal to the number of rows contained in that section before the update (\(before[section])), plus or minus the number of rows inserted or deleted"
        )
      }
    }
    indexPathForSelectedRow = nil
  }

  // MARK: Selection and editing

  /// The user selects `cell`'s row: the table selects it and tells its delegate.
  func userDidSelect(_ cell: TableViewCell) {
    guard let indexPath = indexPath(for: cell) else { return }
    indexPathForSelectedRow = indexPath
    delegate?.tableView(self, didSelectRowAt: indexPath)
  }

  /// Deselects a row; `animated` has no observable effect.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
  }
}

/// Supplies a table view's counts and cells, as `UITableViewDataSource`.
@preconcurrency @MainActor public protocol TableViewDataSource: AnyObject {
  /// The number of sections; 1 by default.
  func numberOfSections(in tableView: TableView) -> Int
  /// The number of rows of a section.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The cell of a row.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

extension TableViewDataSource {
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
}

/// Hears a table view's selections, as `UITableViewDelegate`.
@preconcurrency @MainActor public protocol TableViewDelegate: AnyObject {
  /// The user selected a row.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
}

import Foundation

extension Eureka {
  /// `open class Section` (Source/Core/Section.swift at 744f3573): an ordered list of rows.
  ///
  /// Eureka keeps the shown rows in a KVO-observed `NSMutableArray` and every row in `_allRows`;
  /// the KVO observer tells the form's delegate about insertions and removals as they happen. The
  /// port calls the delegate at the same points.
  public final class Section {
    /// The form this section belongs to.
    public internal(set) weak var form: Form?

    /// `kvoWrapper.rows`: the rows shown.
    private var rows: [BaseRow] = []
    /// `kvoWrapper._allRows`: every row, hidden ones included.
    private var _allRows: [BaseRow] = []

    /// Returns the index of this section in the form it belongs to.
    public var index: Int? { return form?.firstIndex(of: self) }

    public init() {}

    /// Every row, hidden ones included.
    public var allRows: [BaseRow] { return _allRows }

    public var count: Int { return rows.count }

    public var startIndex: Int { return 0 }
    public var endIndex: Int { return rows.count }

    public subscript(position: Int) -> BaseRow {
      return rows[position]
    }

    /// The index of a shown row, by identity.
    public func firstIndex(of row: BaseRow) -> Int? {
      return rows.firstIndex { $0 === row }
    }

    /// The rows shown, in order.
    public var shownRows: [BaseRow] { return rows }

    public func append(_ formRow: BaseRow) {
      insertShown(formRow, at: rows.count)
      _allRows.append(formRow)
      formRow.wasAddedTo(section: self)
    }

    /// `insert(_:at:)` of `RangeReplaceableCollection`, through Eureka's `replaceSubrange`.
    public func insert(_ newRow: BaseRow, at i: Int) {
      let allRowsIndex = indexForInsertion(at: i)
      insertShown(newRow, at: i)
      _allRows.insert(newRow, at: allRowsIndex)
      newRow.wasAddedTo(section: self)
    }

    @discardableResult
    public func remove(at position: Int) -> BaseRow {
      let row = rows[position]
      row.willBeRemovedFromSection()
      rows.remove(at: position)
      notifyRemoved([row], at: [position])
      if let index = _allRows.firstIndex(of: row) {
        _allRows.remove(at: index)
      }
      return row
    }

    public func removeAll() {
      let removed = _allRows
      let shown = rows
      rows = []
      _allRows.removeAll()
      notifyRemoved(shown, at: Array(shown.indices))
      for row in removed {
        row.willBeRemovedFromSection()
      }
    }

    private func insertShown(_ row: BaseRow, at position: Int) {
      rows.insert(row, at: position)
      if let index {
        form?.delegate?.rowsHaveBeenAdded([row], at: [IndexPath(row: position, section: index)])
      }
    }

    private func notifyRemoved(_ removed: [BaseRow], at positions: [Int]) {
      guard !removed.isEmpty, let index else { return }
      form?.delegate?.rowsHaveBeenRemoved(removed, at: positions.map { IndexPath(row: $0, section: index) })
    }

    private func indexForInsertion(at index: Int) -> Int {
      guard index != 0 else { return 0 }
      let row = rows[index - 1]
      if let i = _allRows.firstIndex(of: row) {
        return i + 1
      }
      return _allRows.count
    }

    func wasAddedTo(form: Form) {
      self.form = form
      for row in _allRows {
        row.wasAddedTo(section: self)
      }
    }
  }
}

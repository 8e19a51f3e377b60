import Foundation
@_spi(Harness) import InputPlatform
import InputReference
import Testing

/// The platform model's table view: what form libraries rely on.
@Suite struct TableViewModelTests {
  /// A data source of one section whose titles are its rows.
  final class Rows: TableViewDataSource {
    var titles: [String]
    var cells: [String: TableViewCell] = [:]
    init(_ titles: [String]) { self.titles = titles }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let title = titles[indexPath.row]
      if let cell = cells[title] { return cell }
      let cell = FocusableCell(style: .value1)
      cell.textLabel?.text = title
      cells[title] = cell
      return cell
    }
  }

  /// A cell that can become first responder.
  final class FocusableCell: TableViewCell {
    override var canBecomeFirstResponder: Bool { true }
  }

  static func shown(_ rows: Rows) -> (Window, TableView) {
    let window = Window(environment: PlatformEnvironment())
    let table = TableView()
    table.dataSource = rows
    window.addSubview(table)
    table.reloadData()
    return (window, table)
  }

  @Test func aDeletedCellAnimatesOutAndStaysFirstUntilTheAnimationEnds() {
    let rows = Rows(["A", "B"])
    let (window, table) = Self.shown(rows)
    weak let deleted = rows.cells["B"]
    deleted?.becomeFirstResponder()
    rows.titles.removeLast()
    rows.cells["B"] = nil
    table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    #expect(table.numberOfRows(inSection: 0) == 1)
    #expect(
      deleted != nil && deleted?.isFirstResponder == true, "the deleted cell is alive and first while it animates out")
    table.finishAnimations()
    #expect(deleted == nil, "once the animation ends the table lets the cell go")
    #expect(window.firstResponder == nil)
  }

  @Test func insertionsAskTheDataSourceForTheNewCell() {
    let rows = Rows(["A"])
    let (window, table) = Self.shown(rows)
    rows.titles.insert("Z", at: 0)
    table.beginUpdates()
    table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    table.endUpdates()
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["Z", "A"])
    #expect(table.indexPath(for: rows.cells["A"]!) == IndexPath(row: 1, section: 0))
    withExtendedLifetime(window) {}
  }

  @Test func anUpdateThatDisagreesWithTheDataSourceTraps() async {
    await #expect(processExitsWith: .trap) {
      await MainActor.run {
        let rows = Rows(["A", "B"])
        let (window, table) = TableViewModelTests.shown(rows)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)  // the data still has two rows
        withExtendedLifetime(window) {}
      }
    }
  }

  @Test func endEditingMakesTheFirstResponderInsideResign() {
    let rows = Rows(["A"])
    let (window, table) = Self.shown(rows)
    let cell = rows.cells["A"]!
    cell.becomeFirstResponder()
    #expect(table.endEditing(true))
    #expect(!cell.isFirstResponder)
    withExtendedLifetime(window) {}
  }

  @Test func aTouchUpInsideACellSelectsItsRow() {
    final class Selections: TableViewDelegate {
      var selected: [IndexPath] = []
      func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    }
    let rows = Rows(["A", "B"])
    let (window, table) = Self.shown(rows)
    let selections = Selections()
    table.delegate = selections
    rows.cells["B"]!.tap()
    #expect(selections.selected == [IndexPath(row: 1, section: 0)])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    withExtendedLifetime(window) {}
  }
}

@_spi(Harness) import InputPlatform
import InputReference
import Testing

/// Quirk `reload-abandons-spin` (CONFORMANCE.md, "Quirks"): with it, a reload stops a spinning wheel and its settle
/// reports nothing; without it, the wheel goes on to its row inside the new data and reports it.
@MainActor @Suite struct ReloadDuringSpinTests {
  /// A two-wheel data source whose row counts the test changes, recording each `didSelectRow`.
  final class Source: PickerViewDataSource, PickerViewDelegate {
    var rows = [5, 5]
    var selections: [String] = []

    func numberOfComponents(in pickerView: PickerView) -> Int { rows.count }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
      "\(row)"
    }
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
      selections.append("\(row)@\(component)")
    }
  }

  /// A picker on screen in a world with `quirks`, its wheel 0 spinning toward row 4, then `reload` and a settle.
  static func selections(
    quirks: PlatformQuirks, rows: [Int], reload: (PickerView) -> Void
  ) -> (
    delivered: [String], selected: Int
  ) {
    let source = Source()
    let window = Window(environment: PlatformEnvironment(quirks: quirks))
    let picker = PickerView()
    picker.dataSource = source
    picker.delegate = source
    window.addSubview(picker)
    _ = picker.numberOfComponents
    picker.spin(component: 0, toRow: 4)
    source.rows = rows
    reload(picker)
    picker.settle()
    return (source.selections, picker.selectedRow(inComponent: 0))
  }

  @Test("With the quirk, reloading every wheel or the spinning one stops it: the settle reports nothing")
  func quirkAbandonsTheSpin() {
    for reload in [{ (picker: PickerView) in picker.reloadAllComponents() }, { $0.reloadComponent(0) }] {
      let result = Self.selections(quirks: .all, rows: [5, 5], reload: reload)
      #expect(result.delivered.isEmpty)
      #expect(result.selected == 0)
    }
  }

  @Test("Without it, the wheel goes on to its row, moved inside the new data, and reports it")
  func withoutTheQuirkTheSpinGoesOn() {
    for reload in [{ (picker: PickerView) in picker.reloadAllComponents() }, { $0.reloadComponent(0) }] {
      let kept = Self.selections(quirks: [], rows: [5, 5], reload: reload)
      #expect(kept.delivered == ["4@0"])
      #expect(kept.selected == 4)
      let shrunk = Self.selections(quirks: [], rows: [3, 5], reload: reload)
      #expect(shrunk.delivered == ["2@0"])
      #expect(shrunk.selected == 2)
      let emptied = Self.selections(quirks: [], rows: [0, 5], reload: reload)
      #expect(emptied.delivered.isEmpty)
      #expect(emptied.selected == -1)
    }
  }

  @Test("Reloading another wheel never stops this one")
  func otherWheelKeepsSpinning() {
    let result = Self.selections(quirks: .all, rows: [5, 2], reload: { $0.reloadComponent(1) })
    #expect(result.delivered == ["4@0"])
  }

  @Test("The quirk has its name, and --quirks none turns it off")
  func named() {
    #expect(PlatformQuirks.named("reload-abandons-spin") == .reloadAbandonsSpin)
    #expect(PlatformQuirks.all.contains(.reloadAbandonsSpin))
    #expect(PlatformQuirks.named("none")?.contains(.reloadAbandonsSpin) == false)
  }
}

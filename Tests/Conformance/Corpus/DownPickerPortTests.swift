import InputImplementations
@_spi(Harness) import InputPlatform
import InputReference
import Testing

/// The DownPicker ports perform each corpus trigger as written, on the platform model: the buggy commit
/// shows the bug, the fix commit does not. Each bug's port is its own commit (see the port files).
@Suite("DownPicker ports (Darkseal/DownPicker)")
struct DownPickerPortTests {
  /// A text field wrapped by a DownPicker port, in a window, counting the DownPicker's `valueChanged`.
  final class Host<Picker: Control> {
    let field = TextField()
    let window: Window
    let picker: Picker
    private(set) var valueChanges = 0

    init(text: String? = nil, make: (TextField) -> Picker) {
      field.text = text
      picker = make(field)
      window = CorpusPortSteps.window(with: field)
      picker.addAction(for: [.valueChanged]) { [unowned self] _, _ in self.valueChanges += 1 }
    }

    func tapField() { field.tap() }
    func spinAndSettle(to row: Int) { CorpusPortSteps.spinAndSettle(in: window, to: row) }
    @discardableResult func tap(_ title: String) -> Bool { CorpusPortSteps.tapAccessory(titled: title, in: window) }
    var presentedRow: Int? { CorpusPortSteps.presentedRow(in: window) }
  }

  /// A picker that raises, as `UIPickerView` does, when asked to select a row it does not have.
  final class RaisingPickerView: PickerView {
    override func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
      precondition(
        row >= 0 && row < numberOfRows(inComponent: component),
        "NSRangeException: selectRow(\(row), inComponent: \(component)) with \(numberOfRows(inComponent: component)) rows"
      )
      super.selectRow(row, inComponent: component, animated: animated)
    }
  }

  @Test("B17 DownPicker: reopening shows the committed value (PICK-15)", arguments: [CorpusVersion.buggy, .fixed])
  func b17(_ version: CorpusVersion) {
    let host = Host { DownPickerB17(textField: $0, withData: ["a", "b", "c"], version: version) }
    host.tapField()
    host.spinAndSettle(to: 2)
    #expect(host.tap("Done"))
    #expect(host.field.text == "c")
    host.tapField()
    #expect(host.field.isFirstResponder)
    #expect(host.presentedRow == (version == .buggy ? 0 : 2))
  }

  @Test(
    "B18 DownPicker: Done without spinning commits the first option (PICK-8)", arguments: [CorpusVersion.buggy, .fixed])
  func b18(_ version: CorpusVersion) {
    let host = Host { DownPickerB18(textField: $0, withData: ["a", "b", "c"], version: version) }
    host.tapField()
    #expect(host.presentedRow == 0)
    #expect(host.tap("Done"))
    #expect(!host.field.isFirstResponder)
    #expect(host.valueChanges == 1)
    #expect(host.field.text == (version == .buggy ? "" : "a"))
  }

  @Test("B19 DownPicker: Done on empty data traps (buggy)")
  func b19Buggy() async {
    await #expect(processExitsWith: .trap) {
      await MainActor.run {
        let host = Host { DownPickerB19(textField: $0, withData: [], version: .buggy) }
        host.tapField()
        #expect(host.field.isFirstResponder)
        host.tap("Done")  // [dataArray objectAtIndex:0] on an empty array
      }
    }
  }

  @Test("B19 DownPicker: empty data does not open the keyboard (fixed)")
  func b19Fixed() {
    let host = Host { DownPickerB19(textField: $0, withData: [], version: .fixed) }
    host.tapField()
    #expect(!host.field.isFirstResponder)
    #expect(host.window.keyboard == nil)
    #expect(!host.tap("Done"))
  }

  @Test("B20 DownPicker: a text outside the data makes showPicker select NSNotFound (buggy)")
  func b20Buggy() async {
    await #expect(processExitsWith: .trap) {
      await MainActor.run {
        let host = Host(text: "x") { field in
          let picker = DownPickerB20(textField: field, withData: ["a", "b"], version: .buggy)
          picker.makePickerView = { RaisingPickerView() }
          return picker
        }
        host.tapField()  // selectRow:NSNotFound -> NSRangeException in UIPickerView
      }
    }
  }

  @Test("B20 DownPicker: a text outside the data opens the keyboard on row 0 (fixed)")
  func b20Fixed() {
    let host = Host(text: "x") { field in
      let picker = DownPickerB20(textField: field, withData: ["a", "b"], version: .fixed)
      picker.makePickerView = { RaisingPickerView() }
      return picker
    }
    host.tapField()
    #expect(host.field.isFirstResponder)
    #expect(host.presentedRow == 0)
  }

  @Test(
    "B21 DownPicker: Done never commits a text outside the data (PICK-11)", arguments: [CorpusVersion.buggy, .fixed])
  func b21(_ version: CorpusVersion) {
    let host = Host(text: "x") { DownPickerB21(textField: $0, withData: ["a", "b"], version: version) }
    host.tapField()
    #expect(host.presentedRow == 0)
    #expect(host.tap("Done"))
    #expect(host.field.text == (version == .buggy ? "x" : "a"))
  }

  @Test(
    "B22 DownPicker: Cancel restores the value from before opening (PICK-14)", arguments: [CorpusVersion.buggy, .fixed])
  func b22(_ version: CorpusVersion) {
    let host = Host { DownPickerB22(textField: $0, withData: ["a", "b", "c"], version: version) }
    host.tapField()
    host.spinAndSettle(to: 1)
    #expect(host.tap("Done"))
    #expect(host.field.text == "b")
    host.tapField()
    host.spinAndSettle(to: 2)
    #expect(host.field.text == "c")
    #expect(host.tap("Cancel"))
    #expect(!host.field.isFirstResponder)
    #expect(host.field.text == (version == .buggy ? "" : "b"))
  }

  @Test("B23 DownPicker: selectedIndex round-trips index 0 (PICK-23)", arguments: [CorpusVersion.buggy, .fixed])
  func b23(_ version: CorpusVersion) {
    let host = Host { DownPickerB23(textField: $0, withData: ["a", "b"], version: version) }
    host.picker.appSetsSelectedIndex(1)
    #expect(host.field.text == "b")
    #expect(host.picker.appReadsSelectedIndex() == 1)
    host.picker.appSetsSelectedIndex(0)
    #expect(host.field.text == (version == .buggy ? "" : "a"))
    host.tapField()
    host.spinAndSettle(to: 1)
    host.spinAndSettle(to: 0)
    #expect(host.field.text == "a")
    #expect(host.picker.appReadsSelectedIndex() == (version == .buggy ? nil : 0))
  }

  @Test(
    "B24 DownPicker: a settle that changes the value sends valueChanged (PICK-18)",
    arguments: [CorpusVersion.buggy, .fixed])
  func b24(_ version: CorpusVersion) {
    let host = Host { DownPickerB24(textField: $0, withData: ["a", "b", "c"], version: version) }
    host.tapField()
    let beforeSpin = host.valueChanges
    host.spinAndSettle(to: 1)
    #expect(host.field.text == "b")
    #expect(host.valueChanges - beforeSpin == (version == .buggy ? 0 : 1))
  }

  @Test("B25 DownPicker: app setters and the auto-select send valueChanged, Done sends it again (RESP-13)")
  func b25() {
    let host = Host { DownPickerB25(textField: $0, withData: ["a", "b", "c"]) }
    host.picker.selectedIndex = 1
    #expect(host.field.text == "b")
    #expect(host.valueChanges == 1)  // a programmatic change sent an action
    host.picker.text = nil
    #expect(host.field.text == "")
    host.tapField()
    #expect(host.field.text == "a")
    #expect(host.valueChanges == 2)  // opening the empty field auto-selected row 0 and sent an action
    #expect(host.tap("Done"))
    #expect(host.field.text == "a")
    #expect(host.valueChanges == 3)  // Done sent valueChanged although nothing changed
  }
}

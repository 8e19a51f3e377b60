import InputImplementations
@_spi(Harness) import InputPlatform
import InputReference
import Testing

/// The IQDropDownTextField ports perform each corpus trigger as written, on the platform model: the buggy
/// commit shows the bug, the fix commit does not.
@Suite("IQDropDownTextField ports (hackiftekhar/IQDropDownTextField)")
struct IQDropDownTextFieldPortTests {
  @Test(
    "B01 IQDropDownTextField: a settle on an optional drop-down commits that row (PICK-10)",
    arguments: [CorpusVersion.buggy, .fixed])
  func b01(_ version: CorpusVersion) {
    let field = IQDropDownTextFieldB01(version: version)
    field.isOptionalDropDown = true
    field.itemList = ["a", "b", "c"]
    let window = CorpusPortSteps.window(with: field)
    field.tap()
    #expect(CorpusPortSteps.presentedPicker(in: window) === field.pickerView)
    #expect(CorpusPortSteps.presentedRow(in: window) == 0)  // the "Select" row
    CorpusPortSteps.spinAndSettle(in: window, to: 1)  // 'a'
    #expect(field.text == (version == .buggy ? "b" : "a"))
    #expect(CorpusPortSteps.presentedRow(in: window) == (version == .buggy ? 2 : 1))
    CorpusPortSteps.spinAndSettle(in: window, to: 3)  // 'c', the bottom row
    #expect(field.text == (version == .buggy ? "b" : "c"))
  }

  @Test(
    "B02 IQDropDownTextField: Done on an untouched wheel reads the shown item (PICK-8)",
    arguments: [CorpusVersion.buggy, .fixed])
  func b02(_ version: CorpusVersion) {
    let field = IQDropDownTextFieldB02(version: version)
    field.isOptionalDropDown = false
    field.itemList = ["a", "b"]
    let window = CorpusPortSteps.window(with: field)
    field.tap()
    #expect(field.text == "a")
    #expect(CorpusPortSteps.presentedRow(in: window) == 0)
    field.resignFirstResponder()  // the app's Done
    #expect(field.selectedItem == (version == .buggy ? nil : "a"))
  }

  @Test(
    "B03 IQDropDownTextField: re-applying the same item list keeps the value (PICK-21)",
    arguments: [CorpusVersion.buggy, .fixed])
  func b03(_ version: CorpusVersion) {
    let (field, selectedItem, setItemList): (TextField, () -> String?, ([String]) -> Void)
    switch version {
    case .buggy:
      let port = IQDropDownTextFieldB03Buggy()
      (field, selectedItem, setItemList) = (port, { port.selectedItem }, { port.itemList = $0 })
    case .fixed:
      let port = IQDropDownTextFieldB03Fixed()
      (field, selectedItem, setItemList) = (port, { port.selectedItem }, { port.itemList = $0 })
    }
    setItemList(["a", "b", "c"])
    let window = CorpusPortSteps.window(with: field)
    field.tap()
    CorpusPortSteps.spinAndSettle(in: window, to: 3)  // 'c' below the "Select" row
    #expect(selectedItem() == "c")
    #expect(field.text == "c")
    setItemList(["a", "b", "c"])
    #expect(selectedItem() == (version == .buggy ? "b" : "c"))
    setItemList(["a", "b", "c"])
    #expect(selectedItem() == (version == .buggy ? "a" : "c"))
    #expect(field.text == (version == .buggy ? "a" : "c"))
  }

  /// UIKit loads a picker's columns when the picker is first laid out, so rows added before it is first
  /// shown appear; the model loads them at the first query and keeps them until a reload. At 5f8fd1d
  /// `setItemList:` does not reload (its `setIsOptionalDropDown:` call changes nothing), so the test plays
  /// the first layout's load.
  static func firstLayout(of picker: PickerView) { picker.reloadAllComponents() }

  /// The data source of the B04 trigger: 'b' cannot be selected, look below.
  static func refusingB() -> IQDropDownTextFieldDataSource {
    let dataSource = IQDropDownTextFieldDataSource()
    dataSource.canSelectItem = { _, item in item != "b" }
    dataSource.proposedSelectionModeForItem = { _, _ in .below }
    dataSource.canSelectItemRow = { _, item, _ in item != "b" }
    dataSource.proposedSelectionModeForItemRow = { _, _, _ in .below }
    return dataSource
  }

  @Test("B04 IQDropDownTextField: a refused row below-search reads itemList[-1] (buggy)")
  func b04Buggy() async {
    await #expect(processExitsWith: .trap) {
      await MainActor.run {
        let field = IQDropDownTextFieldB04(version: .buggy)
        let dataSource = Self.refusingB()
        field.dataSource = dataSource
        field.itemList = ["a", "b", "c"]
        let window = CorpusPortSteps.window(with: field)
        field.tap()
        Self.firstLayout(of: field.pickerView)
        CorpusPortSteps.spinAndSettle(in: window, to: 2)  // 'b' below the "Select" row: [itemList objectAtIndex:-1]
        withExtendedLifetime(dataSource) {}
      }
    }
  }

  @Test("B04 IQDropDownTextField: a refused row moves to the nearest enabled row below (fixed)")
  func b04Fixed() {
    let field = IQDropDownTextFieldB04(version: .fixed)
    let dataSource = Self.refusingB()
    field.dataSource = dataSource
    field.itemList = ["a", "b", "c"]
    let window = CorpusPortSteps.window(with: field)
    field.tap()
    Self.firstLayout(of: field.pickerView)
    #expect(CorpusPortSteps.presentedRow(in: window) == 0)  // the "Select" row
    CorpusPortSteps.spinAndSettle(in: window, to: 2)
    #expect(field.selectedItem == "c")
    #expect(CorpusPortSteps.presentedRow(in: window) == 3)
    withExtendedLifetime(dataSource) {}
  }

  /// The app's container view in the same nib: its `awakeFromNib` configures the drop-down outlet.
  final class FormView: View, NibAwaking {
    var dropDown: IQDropDownTextFieldB56!
    override func awakeFromNib() { dropDown.dropDownMode = .datePicker }
  }

  @Test(
    "B56 IQDropDownTextField: a nib-loaded drop-down keeps its container's configuration (FACT-3)",
    arguments: [CorpusVersion.buggy, .fixed], Nib.AwakeOrder.allCases)
  func b56(_ version: CorpusVersion, _ order: Nib.AwakeOrder) {
    let environment = PlatformEnvironment()
    var form: FormView!
    var field: IQDropDownTextFieldB56!
    Nib {
      form = FormView()
      field = IQDropDownTextFieldB56(coderIn: environment, version: version)
      form.addSubview(field)
      form.dropDown = field  // the outlet
      return [form, field]  // archive order: the container, then its subview
    }.instantiate(awakeOrder: order)
    // Built in code and configured the same way, the drop-down is a date picker.
    let coded = IQDropDownTextFieldB56(environment: environment, version: version)
    coded.dropDownMode = .datePicker
    #expect(coded.dropDownMode == .datePicker)
    #expect(coded.inputView is DatePicker)
    let lost = version == .buggy && order == .archiveOrder  // the container woke first
    #expect(field.dropDownMode == (lost ? .textPicker : .datePicker))
    #expect((field.inputView is DatePicker) == !lost)
  }
}

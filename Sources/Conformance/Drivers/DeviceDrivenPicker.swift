import InputDriving
import InputReference

/// The suite's driver over a picker-keyboard device driver: spins, settles, taps and the presented wheels go
/// through public UIKit; the value, the results, the data and the component's own API through its declared members,
/// as through its platform driver (``PickerAppSide``). A wheel's in-flight state is not observed.
public final class DeviceDrivenPicker: DeviceDrivenResponder, PickerKeyboardDriver, KeyInputDriver {
  private let picker: any PickerKeyboardDevice
  private let app: PickerAppSide

  init(
    device: any PickerKeyboardDevice, capabilities: Capabilities, onReleaseHost: (() -> Void)?, app: PickerAppSide
  ) {
    self.picker = device
    self.app = app
    super.init(device: device, capabilities: capabilities, observesAnswers: true, onReleaseHost: onReleaseHost)
  }

  public func spin(component: Int, row: Int) { picker.spin(component: component, row: row) }
  public func settle() { picker.settle() }
  public func setData(_ components: [[String]]) { app.setData?(components) }

  public func setComponentData(_ titles: [String], component: Int) { app.setComponentData(titles, component) }

  public func selectRow(_ row: Int, inComponent component: Int) {
    if let select = app.hooks.selectRow {
      select(row, component)
    } else {
      picker.selectRowOnPresentedPicker(row, inComponent: component)
    }
  }

  public func setValue(rows: [Int]?) { app.hooks.setValueRows?(rows) }

  public var valueRows: [Int]? { app.valueRows }

  public var receivedSelections: [PickerSelection]? { app.hooks.receivedSelections?() }
  public var cancellations: Int? { app.hooks.cancellations?() }
  public var isSpinning: Bool? { nil }

  public func type(_ text: String) { picker.type(text) }
  public func deleteBackward() { picker.deleteBackward() }
  public var text: String { app.keyInputText }
  public var hasText: Bool { picker.hasText }

  public var presentedWheels: PresentedWheels? { picker.presentedWheels }
  public var presentedSelection: [Int]? { picker.presentedWheels?.selection }
  public var presentedRowCounts: [Int]? { picker.presentedWheels?.rowCounts }
  public var presentedSelectionTitles: [String?]? { picker.presentedWheels?.titles }

  public var data: [[String]] { app.data() }
  public var value: [String]? { app.value() }
  public var results: [[String]?] { app.results() }
}

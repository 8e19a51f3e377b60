// The README's "Checking your implementation" example, compiled and run as a test. No `@_spi` import here:
// the example component compiles against the platform's public API, as a user's would.
import Foundation
import InputConformance
import InputConformanceTesting
import InputGenerators
import InputReference
import Testing

// MARK: README example begins

/// A small picker keyboard written on the platform model: tap it, pick a size, tap Done.
final class SizePicker: Control, PickerViewDataSource, PickerViewDelegate {
  let sizes = ["S", "M", "L", "XL"]
  private(set) var size: String?
  var onDone: ((String?) -> Void)?
  private let picker = PickerView()
  private let toolbar = Toolbar()

  override init(frame: CGRect) {
    super.init(frame: frame)
    picker.dataSource = self
    picker.delegate = self
    toolbar.setItems([BarButtonItem(systemItem: .done) { [weak self] in self?.done() }], animated: false)
    addAction(for: [.touchUpInside]) { control, _ in control.becomeFirstResponder() }
  }

  required init?(coder: NSCoder) { nil }

  override var canBecomeFirstResponder: Bool { true }
  override var inputView: View? { picker }
  override var inputAccessoryView: View? { toolbar }

  override func responderDidBecomeFirst() {
    picker.selectRow(size.flatMap(sizes.firstIndex(of:)) ?? 0, inComponent: 0, animated: false)
  }

  private func done() {
    // Done reads the picker (PICK-8); while the wheel still moves, that is the row it is leaving (PICK-25).
    let row = picker.selectedRow(inComponent: 0)
    let chosen = sizes.indices.contains(row) ? sizes[row] : nil
    onDone?(chosen)
    if chosen != size {
      size = chosen
      sendActions(for: .valueChanged)
    }
    resignFirstResponder()
  }

  func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
  func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { sizes.count }
  func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    sizes[row]
  }
}

/// What the size picker declares, and its driver: the harness finds the picker and the Done
/// button by itself; the driver only says where the value and the emitted results are.
let sizePicker: Implementation = {
  var capabilities = Capabilities(kind: .pickerKeyboard, families: [.resp, .pick])
  capabilities.commitStyle = .transactional
  capabilities.accessoryRoles = [.done]
  capabilities.components = [["S", "M", "L", "XL"]]
  capabilities.doneWhileSpinning = .readsPicker  // the default; public UIKit cannot tell a wheel moves
  return Implementation(name: "size-picker", capabilities: capabilities) { environment, capabilities in
    let control = SizePicker()
    let results = ResultLog()
    control.onDone = { results.values.append($0.map { [$0] }) }
    return .responder(
      PlatformPickerKeyboardDriver(
        control: control, window: Window(environment: environment), capabilities: capabilities,
        value: { control.size.map { [$0] } }, results: { results.values }, data: { [control.sizes] }))
  }
}()

let sizePickerConformance = ConformanceCheck(sizePicker)

@Test(arguments: ConformanceCheck.clauses(of: sizePicker))
func sizePickerConforms(to clause: ClauseID) async {
  await sizePickerConformance.expect(clause)
}

// MARK: README example ends

import InputDriving
import UIKit

/// A picker keyboard driven through public UIKit: a flicked wheel lands with `selectRow(_:inComponent:animated:
/// true)` and its delegate's `pickerView(_:didSelectRow:inComponent:)`, as UI tests move a wheel on a device.
open class UIKitPickerKeyboardDevice: UIKitKeyInputDevice, PickerKeyboardDevice {
  /// The rows the user flicked the wheels toward, by wheel, until they land.
  private var flicked: [Int: Int] = [:]

  public func spin(component: Int, row: Int) {
    guard let picker = presentedPicker, component >= 0, component < picker.numberOfComponents,
      row >= 0, row < picker.numberOfRows(inComponent: component)
    else { return }
    flicked[component] = row
  }

  public func settle() {
    let landing = flicked.sorted { $0.key < $1.key }
    flicked = [:]
    guard let picker = presentedPicker else { return }
    for (component, row) in landing where component < picker.numberOfComponents {
      picker.selectRow(row, inComponent: component, animated: true)
    }
    for (component, row) in landing
    where component < picker.numberOfComponents && picker.selectedRow(inComponent: component) == row {
      picker.delegate?.pickerView?(picker, didSelectRow: row, inComponent: component)
    }
  }

  public func selectRowOnPresentedPicker(_ row: Int, inComponent component: Int) {
    presentedPicker?.selectRow(row, inComponent: component, animated: false)
  }

  public var presentedWheels: PresentedWheels? {
    guard let picker = presentedPicker else { return nil }
    let components = 0..<picker.numberOfComponents
    let selection = components.map { picker.selectedRow(inComponent: $0) }
    return PresentedWheels(
      selection: selection, rowCounts: components.map { picker.numberOfRows(inComponent: $0) },
      titles: components.map { Self.title(of: picker, row: selection[$0], component: $0) })
  }

  /// The picker in the input view the system displays.
  public var presentedPicker: UIPickerView? {
    guard let input = displayedInput else { return nil }
    return Self.selfAndDescendants(of: input).lazy.compactMap { $0 as? UIPickerView }.first
  }

  /// What a row shows, as its delegate gives it: the text of its view (a label, or the first label inside it), else
  /// its attributed title, else its title; `nil` out of range.
  static func title(of picker: UIPickerView, row: Int, component: Int) -> String? {
    guard row >= 0, row < picker.numberOfRows(inComponent: component), let delegate = picker.delegate else {
      return nil
    }
    // Optional on iOS (a delegate may not give views), a view with no text by default in the model.
    let view: UIView? = delegate.pickerView?(picker, viewForRow: row, forComponent: component, reusing: nil)
    if let view, let text = selfAndDescendants(of: view).lazy.compactMap({ ($0 as? UILabel)?.text }).first {
      return text
    }
    if let attributed = delegate.pickerView?(picker, attributedTitleForRow: row, forComponent: component) {
      return attributed.string
    }
    return delegate.pickerView?(picker, titleForRow: row, forComponent: component)
  }
}

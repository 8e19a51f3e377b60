/// Supplies a picker's component and row counts, as `UIPickerViewDataSource` (PICK-1).
@preconcurrency @MainActor public protocol PickerViewDataSource: AnyObject {
  /// How many wheels the picker has.
  func numberOfComponents(in pickerView: PickerView) -> Int
  /// How many rows a wheel has.
  func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Supplies titles and hears user selections, as `UIPickerViewDelegate` (PICK-3, PICK-6).
@preconcurrency @MainActor public protocol PickerViewDelegate: AnyObject {
  /// The title of a row.
  func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
  /// Called once when a user spin settles on a row; never for programmatic selection.
  func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
}

extension PickerViewDelegate {
  public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    nil
  }

  public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
}

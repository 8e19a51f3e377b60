import Foundation

/// Supplies a picker's component and row counts, as `UIPickerViewDataSource` (PICK-1).
@preconcurrency @MainActor public protocol PickerViewDataSource: AnyObject {
  /// How many wheels the picker has.
  func numberOfComponents(in pickerView: PickerView) -> Int
  /// How many rows a wheel has.
  func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Supplies titles (or views) and hears user selections, as `UIPickerViewDelegate` (PICK-3, PICK-6): every method,
/// each optional with UIKit's default.
///
/// What a row shows, as UIKit decides it: the delegate's view for the row when it returns one with text (a label,
/// or a label inside it), else its attributed title, else its title.
@preconcurrency @MainActor public protocol PickerViewDelegate: AnyObject {
  /// The title of a row.
  func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
  /// The title of a row with attributes, as `pickerView(_:attributedTitleForRow:forComponent:)`; it wins over the
  /// plain title.
  func pickerView(
    _ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString?
  /// The view a row shows, as `pickerView(_:viewForRow:forComponent:reusing:)`; `view` is one the wheel offers for
  /// reuse (the model offers none). By default a view with no text, so the titles show.
  func pickerView(
    _ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?
  ) -> View
  /// A wheel's width, as `pickerView(_:widthForComponent:)`: inert.
  func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat
  /// A row's height, as `pickerView(_:rowHeightForComponent:)`: inert.
  func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat
  /// Called once when a user spin settles on a row; never for programmatic selection.
  func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
}

extension PickerViewDelegate {
  public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    nil
  }

  public func pickerView(
    _ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? {
    nil
  }

  public func pickerView(
    _ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?
  ) -> View {
    PickerView.untitledRowView
  }

  public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat { 0 }

  public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat { 0 }

  public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
}

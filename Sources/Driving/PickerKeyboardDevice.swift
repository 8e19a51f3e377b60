/// A picker keyboard, driven through public UIKit: its presented picker's wheels move by
/// `selectRow(_:inComponent:animated:)` and report through its delegate's `pickerView(_:didSelectRow:inComponent:)`.
@MainActor public protocol PickerKeyboardDevice: KeyInputDevice {
  /// The user flicks a wheel toward a row: nothing moves until ``settle()`` (``DeviceLimitation/wheelInFlight``).
  func spin(component: Int, row: Int)
  /// The flicked wheels land: `selectRow(_:inComponent:animated: true)`, then the delegate's `didSelectRow`, wheel by
  /// wheel in component order.
  func settle()
  /// The app selects a row on the presented picker, as `selectRow(_:inComponent:animated: false)`.
  func selectRowOnPresentedPicker(_ row: Int, inComponent component: Int)
  /// What the presented picker's wheels show, or `nil` when no picker is presented.
  var presentedWheels: PresentedWheels? { get }
}

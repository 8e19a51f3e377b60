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
  var presentedWheels: DeviceWheels? { get }
}

/// What a presented picker shows, wheel by wheel: the selected row, the row count and the selected row's title.
public struct DeviceWheels: Hashable, Sendable {
  public var selection: [Int]
  public var rowCounts: [Int]
  public var titles: [String?]

  public init(selection: [Int], rowCounts: [Int], titles: [String?]) {
    self.selection = selection
    self.rowCounts = rowCounts
    self.titles = titles
  }
}

import InputDriving
import InputReference

/// What the suite can do to, and observe of, a picker keyboard (PICK).
@MainActor public protocol PickerKeyboardDriver: ResponderDriver {
  /// The user flicks a wheel of the presented picker toward a row.
  func spin(component: Int, row: Int)
  /// The moving wheels of the presented picker settle.
  func settle()
  /// The app replaces the data and reloads (only when `capabilities.canSetData`).
  func setData(_ components: [[String]])
  /// The app replaces one wheel's titles and reloads that wheel (only when `capabilities.canSetData`).
  func setComponentData(_ titles: [String], component: Int)
  /// The app selects a row from code.
  func selectRow(_ row: Int, inComponent component: Int)
  /// Key input, for components that adopt it; otherwise ignored.
  func type(_ text: String)
  /// Key input, for components that adopt it; otherwise ignored.
  func deleteBackward()

  /// The selected rows of the presented picker, or `nil` when no picker is presented.
  var presentedSelection: [Int]? { get }
  /// The row counts of the presented picker, or `nil` when none is presented.
  var presentedRowCounts: [Int]? { get }
  /// The titles of the presented picker's selected rows, `nil` per empty wheel.
  var presentedSelectionTitles: [String?]? { get }
  /// All three of the above in one look (a driver can find the picker once).
  var presentedWheels: PresentedWheels? { get }
  /// The data the component holds now, one array of titles per component.
  var data: [[String]] { get }
  /// The committed value, one title per component, or `nil` for none.
  var value: [String]? { get }
  /// Every result emitted so far (Done), in order; `nil` is "no selection".
  var results: [[String]?] { get }
  /// Every `didSelectRow` the component's delegate received, in order, where the driver can
  /// tell (PICK-3); `nil` leaves it unobserved.
  var receivedSelections: [PickerSelection]? { get }
  /// The app sets the value by row index through the component's own setter (PICK-23).
  func setValue(rows: [Int]?)
  /// The component's value as row indices, as its index getter reads it (PICK-23).
  var valueRows: [Int]? { get }
  /// How many cancellations the component reported (RESP-19, PICK-14); `nil` leaves it unobserved.
  var cancellations: Int? { get }
  /// Whether a wheel of the presented (or last spun) picker is moving; `nil` when the driver cannot tell.
  var isSpinning: Bool? { get }
}

extension PickerKeyboardDriver {
  public var receivedSelections: [PickerSelection]? { nil }
  public func setValue(rows: [Int]?) {}
  public var valueRows: [Int]? { nil }
  public var cancellations: Int? { nil }
  public var isSpinning: Bool? { nil }
}

extension PickerKeyboardDriver {
  public var presentedWheels: PresentedWheels? {
    guard let selection = presentedSelection, let rowCounts = presentedRowCounts,
      let titles = presentedSelectionTitles
    else { return nil }
    return PresentedWheels(selection: selection, rowCounts: rowCounts, titles: titles)
  }
}

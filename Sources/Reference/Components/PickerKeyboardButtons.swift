/// The accessory buttons a picker keyboard offers (PICK-10, PICK-16).
public struct PickerKeyboardButtons: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Commits the selection, emits it and dismisses.
  public static let done = PickerKeyboardButtons(rawValue: 1 << 0)
  /// Restores the value from before opening and dismisses.
  public static let cancel = PickerKeyboardButtons(rawValue: 1 << 1)
  /// Dismisses, keeping the value.
  public static let close = PickerKeyboardButtons(rawValue: 1 << 2)
}

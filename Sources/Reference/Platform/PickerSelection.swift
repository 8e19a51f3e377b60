/// A row a picker reported as selected: one `didSelectRow` call (PICK-3, PICK-6).
public struct PickerSelection: Hashable, Sendable, CustomStringConvertible {
  /// The row the wheel settled on.
  public var row: Int
  /// The wheel.
  public var component: Int

  public init(row: Int, component: Int) {
    self.row = row
    self.component = component
  }

  public var description: String { "row \(row) of wheel \(component)" }
}

/// What the presented picker's wheels show, wheel by wheel: the selected row, the row count and the selected row's
/// title.
public struct PresentedWheels: Sendable, Hashable {
  public var selection: [Int]
  public var rowCounts: [Int]
  public var titles: [String?]

  public init(selection: [Int], rowCounts: [Int], titles: [String?]) {
    self.selection = selection
    self.rowCounts = rowCounts
    self.titles = titles
  }
}

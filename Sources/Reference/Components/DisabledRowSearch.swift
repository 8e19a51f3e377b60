/// Where a picker keyboard looks for an enabled row when a wheel settles on a disabled title (PICK-24).
///
/// "Below" is the rows after the settled one (higher indices), "above" the rows before it.
public enum DisabledRowSearch: String, Sendable, CaseIterable {
  /// The nearest enabled row after the settled one.
  case below
  /// The nearest enabled row before the settled one.
  case above
  /// The nearest enabled row on either side; at equal distance, the one below.
  case both

  /// The rows to try from `row` in a wheel of `rows` rows, nearest first.
  func candidates(from row: Int, rows: Int) -> [Int] {
    let below = Array((row + 1)..<max(row + 1, rows))
    let above = Array(stride(from: row - 1, through: 0, by: -1))
    switch self {
    case .below: return below
    case .above: return above
    case .both:
      var order: [Int] = []
      for index in 0..<max(below.count, above.count) {
        if index < below.count { order.append(below[index]) }
        if index < above.count { order.append(above[index]) }
      }
      return order
    }
  }
}

/// Where a picker keyboard looks for an enabled row when a wheel settles on a disabled title, and what it does
/// when no row is enabled (PICK-24): the component's policy, which it declares.
///
/// "Below" is the rows after the settled one (higher indices), "above" the rows before it.
public enum DisabledRowSearch: String, Sendable, CaseIterable {
  /// The nearest enabled row after the settled one.
  case below
  /// The nearest enabled row before the settled one.
  case above
  /// The nearest enabled row on either side; at equal distance, the one below.
  case both
  /// The nearest enabled row on either side; at equal distance, the one above: IQDropDownTextField's
  /// `IQProposedSelectionBoth` (`IQDropDownTextField.m`, `pickerView:didSelectRow:inComponent:`, which tries the
  /// row above first in each round).
  case bothAboveFirst

  /// The rows to try from `row` in a wheel of `rows` rows, nearest first.
  func candidates(from row: Int, rows: Int) -> [Int] {
    let below = Array((row + 1)..<max(row + 1, rows))
    let above = Array(stride(from: row - 1, through: 0, by: -1))
    switch self {
    case .below: return below
    case .above: return above
    case .both, .bothAboveFirst:
      let (first, second) = self == .both ? (below, above) : (above, below)
      var order: [Int] = []
      for index in 0..<max(below.count, above.count) {
        if index < first.count { order.append(first[index]) }
        if index < second.count { order.append(second[index]) }
      }
      return order
    }
  }
}

/// What a picker keyboard does when a wheel settles on a disabled title and no row is enabled (PICK-24).
public enum NoEnabledRow: String, Sendable, CaseIterable {
  /// The wheel stays where it settled, and the value does not change.
  case staysPut
  /// The wheel moves to its first row and the value becomes that row's title, enabled or not:
  /// IQDropDownTextField's `return [self setSelectedRow:0 animated:YES];`.
  case firstRow
}

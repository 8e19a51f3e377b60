import Foundation

/// Wall-clock seconds of `body`, with its result.
func timed<T>(_ body: () throws -> T) rethrows -> (value: T, seconds: Double) {
  let start = DispatchTime.now().uptimeNanoseconds
  let value = try body()
  return (value, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
}

/// The median of a non-empty list.
func median(_ values: [Int]) -> Double? {
  guard !values.isEmpty else { return nil }
  let sorted = values.sorted()
  return sorted.count % 2 == 1
    ? Double(sorted[sorted.count / 2]) : Double(sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// A fixed-width table.
func table(_ rows: [[String]]) -> String {
  let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
  return rows.map { row in
    row.enumerated().map { column, cell in
      column == 0
        ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
        : String(repeating: " ", count: widths[column] - cell.count) + cell
    }.joined(separator: "  ")
  }.joined(separator: "\n")
}

/// `12.3`
func format(_ value: Double, digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

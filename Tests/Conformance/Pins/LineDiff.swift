/// A line diff of two texts in the failure-text style (`−` expected, `+` actual, two spaces otherwise), with
/// unchanged runs longer than `context` lines on either side of a change elided.
enum LineDiff {
  static func render(expected: String, actual: String, context: Int = 3) -> String {
    let old = expected.components(separatedBy: "\n")
    let new = actual.components(separatedBy: "\n")
    // Longest common subsequence table, from the ends.
    var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var lines: [(mark: Character, text: String)] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        lines.append((" ", old[i]))
        (i, j) = (i + 1, j + 1)
      } else if i < old.count, j == new.count || table[i + 1][j] >= table[i][j + 1] {
        lines.append(("−", old[i]))
        i += 1
      } else {
        lines.append(("+", new[j]))
        j += 1
      }
    }
    let changed = lines.indices.filter { lines[$0].mark != " " }
    let shown = Set(changed.flatMap { max(0, $0 - context)...min(lines.count - 1, $0 + context) })
    var output: [String] = []
    var elided = false
    for index in lines.indices {
      if shown.contains(index) {
        output.append("\(lines[index].mark) \(lines[index].text)")
        elided = false
      } else if !elided {
        output.append("  …")
        elided = true
      }
    }
    return output.joined(separator: "\n")
  }
}

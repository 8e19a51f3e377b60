import Foundation
import InputConformance

/// Where each clause's row is in CONFORMANCE.md, for the SARIF report's locations.
enum ClauseLines {
  /// The 1-based line of each clause's table row (`| KEY-4 | MUST | …`) in `text`.
  static func lines(in text: String) -> [ClauseID: Int] {
    var lines: [ClauseID: Int] = [:]
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard line.hasPrefix("| ") else { continue }
      let cell = line.dropFirst(2).prefix { $0 != " " && $0 != "|" }
      if let id = ClauseID(String(cell)), lines[id] == nil { lines[id] = index + 1 }
    }
    return lines
  }

  /// The lines of CONFORMANCE.md in the current directory (a run from the package's root); empty when it is not
  /// there (a user's project), and every location is then its first line.
  static func inConformance() -> [ClauseID: Int] {
    guard let text = try? String(contentsOfFile: "CONFORMANCE.md", encoding: .utf8) else { return [:] }
    return lines(in: text)
  }
}

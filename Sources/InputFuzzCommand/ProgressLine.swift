import Foundation
import InputConformance
import InputGenerators

/// What the progress line shows: the pace, the evidence and coverage reached, and what was found.
struct ProgressSnapshot {
  var program: String
  var elapsed: Double
  /// The time budget, for `--seconds` campaigns.
  var budget: Double?
  var cases: Int
  var clausesWithEvidence: Int
  var applicableClauses: Int
  var labels: Int
  /// Coverage labels first reached since the previous mark.
  var newLabels: Int
  var violations: Int
  /// The implementation and family running now.
  var running: String

  /// The line, with ANSI colours or without.
  func text(colored: Bool) -> String {
    func bold(_ text: String) -> String { colored ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    let found = "\(violations) violation\(violations == 1 ? "" : "s")"
    let tinted = colored ? (violations > 0 ? "\u{1B}[1;31m\(found)\u{1B}[0m" : "\u{1B}[32m\(found)\u{1B}[0m") : found
    let time = Self.clock(elapsed) + (budget.map { " of " + Self.clock($0) } ?? "")
    return [
      "\(program): \(time)", "\(bold(String(cases))) cases", "\(Int(Double(cases) / max(elapsed, 0.001))) cases/s",
      "\(bold("\(clausesWithEvidence)/\(applicableClauses)")) clauses with evidence",
      "\(labels) coverage labels (\(newLabels) new)", tinted, running,
    ].joined(separator: " · ")
  }

  /// `m:ss`, or `h:mm:ss` from an hour on.
  static func clock(_ seconds: Double) -> String {
    let total = Int(seconds.rounded(.down))
    let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
    return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
  }
}

/// The progress line on standard error: redrawn in place, in colour, on a terminal; plain lines every
/// `interval` seconds when standard error is not a terminal, `NO_COLOR` is set or `TERM` is `dumb`.
final class ProgressLine {
  /// Whether the line is redrawn in place with colours.
  let isLive: Bool
  let interval: Double
  private var lastDraw: UInt64 = 0
  private var lastPlain: UInt64
  private var drewLive = false

  init(
    interval: Double, environment: [String: String] = ProcessInfo.processInfo.environment,
    isTerminal: Bool = isatty(STDERR_FILENO) != 0
  ) {
    self.interval = interval
    // NO_COLOR counts when it is set and not empty (no-color.org).
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    isLive = isTerminal && !noColor && environment["TERM"] != "dumb"
    lastPlain = DispatchTime.now().uptimeNanoseconds
  }

  /// Shows `snapshot`: redrawn at most ten times a second on a terminal, else as a plain line every
  /// `interval` seconds (or when `force`d). Returns whether a mark passed: a plain line was written, or
  /// on a terminal `interval` seconds went by (what is "new" counts from the previous mark).
  @discardableResult
  func show(_ snapshot: ProgressSnapshot, force: Bool = false) -> Bool {
    let now = DispatchTime.now().uptimeNanoseconds
    let markIsDue = force || now - lastPlain >= UInt64(interval * 1e9)
    if isLive {
      if force || now - lastDraw >= 100_000_000 {
        lastDraw = now
        drewLive = true
        FileHandle.standardError.write(Data("\r\u{1B}[K\(snapshot.text(colored: true))".utf8))
      }
    } else if markIsDue {
      FileHandle.standardError.write(Data("\(snapshot.text(colored: false))\n".utf8))
    }
    if markIsDue { lastPlain = now }
    return markIsDue
  }

  /// Clears a live line before the summary is printed.
  func finish() {
    if isLive && drewLive { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
  }
}

/// What the fresh cases of a campaign have reached so far, for the progress line.
final class CampaignTally {
  var clausesWithEvidence: Set<ClauseID> = []
  var labels: Set<String> = []
  /// The label count at the previous mark (a plain line, or every interval on a terminal).
  var labelsAtMark = 0

  /// Notes what a run has reached after a stretch.
  func note(_ progress: FamilyProgress, family: ContractFamily) {
    for (clause, count) in progress.evidence where count > 0 { clausesWithEvidence.insert(clause) }
    for label in progress.labelCounts.keys { labels.insert("\(family.rawValue): \(label)") }
  }
}

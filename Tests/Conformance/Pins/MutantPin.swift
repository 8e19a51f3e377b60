import InputConformance
import InputGenerators
import InputImplementations

/// What the suite does with one mutant at the default seed and budget, as pinned in `Tests/Pins/mutants.json`.
///
/// The ideal: the hand-written minimal trace breaks the mutant's clause at its last event; the default budget
/// reports the clause; the shrunk trace, replayed alone, breaks the clause; and it is no longer than the minimal
/// trace. A pin that falls short of the ideal anywhere carries a `gap`: why the runner, not the mutant, is at fault.
nonisolated struct MutantPin: PinValue {
  /// The clause the mutant declares (for the reader; the catalogue owns it).
  var clause: String
  /// What replaying the minimal trace breaks, and where: `PICK-9 at its last event`, `RESP-17 at event 1 of 2`,
  /// `nothing`.
  var minimalTraceBreaks: String
  /// The default budget's report of the clause; `nil` when it misses it.
  var detection: Detection?
  /// Why this mutant falls short of the ideal (written by hand, kept by record mode).
  var gap: String?

  struct Detection: Codable, Equatable, Sendable {
    /// The case (1-based) that first reports the clause.
    var cases: Int
    /// The shrunk trace.
    var trace: [String]
    /// The clause the shrunk trace breaks when replayed alone from a fresh start (`nothing`: none).
    var replaysAs: String
    /// Whether the shrunk trace is no longer than the minimal trace.
    var minimal: Bool
  }

  var reviewedFacts: [String: String] {
    var facts = ["minimal trace breaks": minimalTraceBreaks, "caught": detection == nil ? "no" : "yes"]
    if let detection {
      facts["shrunk trace replays as"] = detection.replaysAs
      facts["minimal"] = detection.minimal ? "yes" : "no"
    }
    return facts
  }

  /// Where the pin falls short of the ideal, in words; empty when it meets it.
  var shortfalls: [String] {
    var shortfalls: [String] = []
    // A trapping mutant's ideal is a trap attributed to its clause: `KEY-4 (crash)`.
    let ideal = [clause, "\(clause) (crash)", "\(clause) (hang)"]
    if !ideal.map({ "\($0) at its last event" }).contains(minimalTraceBreaks) {
      shortfalls.append("minimal trace breaks \(minimalTraceBreaks)")
    }
    guard let detection else { return shortfalls + ["not caught"] }
    if !ideal.contains(detection.replaysAs) { shortfalls.append("shrunk trace replays as \(detection.replaysAs)") }
    if !detection.minimal { shortfalls.append("shrunk to \(detection.trace.count) events") }
    return shortfalls
  }
}

extension MutantPin {
  /// What replaying a minimal trace found, in the pin's words.
  static func minimalTraceBreaks(_ outcome: CaseOutcome, minimalLength: Int) -> String {
    guard let finding = outcome.finding else { return "nothing" }
    return finding.step == minimalLength
      ? "\(describe(finding)) at its last event"
      : "\(describe(finding)) at event \(finding.step) of \(minimalLength)"
  }

  /// A finding's clause, marked when it is a bad oracle, a trap or a hang: `KEY-4 (crash)`.
  static func describe(_ finding: Finding) -> String {
    let oracle = finding.isBadOracle ? " (bad oracle)" : ""
    let end = finding.kind.isAbnormalEnd ? " (\(finding.kind.rawValue))" : ""
    return "\(finding.clause)\(oracle)\(end)"
  }
}

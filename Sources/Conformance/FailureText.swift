import InputGenerators
import InputReference

/// The words of a failure, built in one place: for a person at 2 a.m.
///
/// ```
/// PICK-9 violated by seed-001 (MUST): Done left the keyboard up.
///   Done (and Close, where offered) resigns first responder: the keyboard goes away.
///
/// Trace (2 events, shrunk from 14 with 37 shrink evaluations):
///   1. tap the control
///   2. tap Done  ← fails here
///
/// Diff at step 2 (Expected: −, Actual: +):
///   − first responder: none
///   + first responder: control
///
/// Seed 20261130, case 3 (found after 4 cases).
/// Replay: swift run input-fuzz --implementation seed-001 --family pick --replay icf1-pick-…
/// ```
nonisolated public enum FailureText {
  /// The headline: clause, implementation, level and what is wrong.
  public static func headline(_ violation: ConformanceViolation) -> String {
    let clause = ClauseCatalog.clause(violation.clause)
    let what = violation.finding.isBadOracle ? "Bad oracle: the reference broke" : "\(clause.id) violated by"
    let subject =
      violation.finding.isBadOracle
      ? "\(clause.id) (running beside \(violation.implementation))" : violation.implementation
    let kind = violation.finding.kind == .assertion ? "" : " [\(violation.finding.kind.rawValue)]"
    return "\(what) \(subject) (\(clause.level.rawValue))\(kind): \(sentence(violation.finding.detail))"
  }

  /// The full report of one violation.
  public static func render(_ violation: ConformanceViolation, replayCommand: String? = nil) -> String {
    let clause = ClauseCatalog.clause(violation.clause)
    var lines = [headline(violation), "  " + clause.sentence]
    if let root = violation.rootClause {
      lines.append("  " + followOnSentence(violation, root: root))
    }
    if !violation.finding.followOns.isEmpty {
      lines.append(
        "  The same step also breaks "
          + violation.finding.followOns.map(\.description).joined(separator: ", ") + " (follow-ons).")
    }
    lines.append("")
    lines.append(
      "Trace (\(count(violation.trace.count, "event")), shrunk from \(violation.originalLength) with "
        + "\(count(violation.shrinkEvaluations, "shrink evaluation"))):")
    lines += trace(violation.trace, failingStep: violation.finding.step)
    if !violation.finding.differences.isEmpty {
      lines.append("")
      lines.append("Diff at step \(violation.finding.step) (Expected: −, Actual: +):")
      lines += diff(violation.finding.differences)
    }
    lines.append("")
    lines.append(
      violation.caseIndex < 0
        ? "Replayed from a stored or given trace."
        : "Seed \(violation.seed), case \(violation.caseIndex) (found after \(count(violation.casesToDetection, "case")))."
    )
    lines.append("Replay: " + (replayCommand ?? Self.replayCommand(violation)))
    if violation.quirks != PlatformQuirks.all.names {
      let on = violation.quirks.isEmpty ? "none" : violation.quirks.joined(separator: ", ")
      lines.append("UIKit quirks reproduced: \(on) (CONFORMANCE.md, \"Quirks\").")
    }
    if violation.isKnownDeviation { lines.append("Declared a known deviation of \(violation.implementation).") }
    return lines.joined(separator: "\n")
  }

  /// The numbered trace, with the failing step marked.
  /// What a follow-on follows, in the words of its own trace: where the trace breaks the root, or that it does not.
  static func followOnSentence(_ violation: ConformanceViolation, root: ClauseID) -> String {
    guard let step = violation.rootStep else {
      return "A follow-on of \(root): found while a \(root) fault kept the two sides apart; this trace alone does not "
        + "break \(root) before it. Fix \(root) first, then run again."
    }
    let at =
      step == violation.finding.step
      ? "at the same event"
      : violation.trace.indices.contains(step - 1) ? "at event \(step) (\(violation.trace[step - 1]))" : "at the start"
    return "A follow-on of \(root): with no clause set aside, this trace breaks \(root) first, \(at); fix that first."
  }

  public static func trace(_ events: [InputEvent], failingStep: Int) -> [String] {
    if events.isEmpty { return ["  (no events: the initial state is wrong)"] }
    return events.enumerated().map { index, event in
      "  \(index + 1). \(event)" + (index + 1 == failingStep ? "  ← fails here" : "")
    }
  }

  /// The diff lines: `− name: expected` then `+ name: actual` for each field.
  public static func diff(_ differences: [FieldDifference]) -> [String] {
    differences.flatMap { ["  − \($0.name): \($0.expected)", "  + \($0.name): \($0.actual)"] }
  }

  /// The command line that replays the shrunk case, with the package's fuzzing executable `program`
  /// (`input-fuzz`, or a package's own executable built on `InputFuzzCommand`).
  public static func replayCommand(_ violation: ConformanceViolation, program: String = "input-fuzz") -> String {
    let quirks =
      violation.quirks == PlatformQuirks.all.names
      ? "" : " --quirks " + (violation.quirks.isEmpty ? "none" : violation.quirks.joined(separator: ","))
    return "swift run \(shellQuoted(program)) --implementation \(shellQuoted(violation.implementation)) --family "
      + "\(violation.family.rawValue)\(quirks) --replay \(violation.token.encoded)"
  }

  /// `text` as one shell word: unchanged when it is plain, else in single quotes.
  public static func shellQuoted(_ text: String) -> String {
    let plain =
      !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./:=+".contains($0)) }
    return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// The shrunk trace as a ready-to-paste Swift Testing regression test.
  ///
  /// - Parameter implementation: Swift source that evaluates to the `Implementation`.
  public static func regressionTest(_ violation: ConformanceViolation, implementation: String) -> String {
    let name = "\(violation.implementation)_\(violation.clause)".map { $0.isLetter || $0.isNumber ? $0 : "_" }
    let events = violation.trace.map { "      \($0.swiftLiteral)," }.joined(separator: "\n")
    guard !violation.finding.kind.isAbnormalEnd else {
      // A trap or a hang would take the test process down: replay it in an exit test.
      let events = violation.trace.map { "        \($0.swiftLiteral)," }.joined(separator: "\n")
      return """
        @Test("\(violation.clause) regression: \(violation.implementation) (\(violation.finding.kind.rawValue))")
        func regression_\(String(name))() async {
          await #expect(processExitsWith: .success) {
            await MainActor.run {
              _ = CaseExecution(implementation: \(implementation), family: .\(violation.family.rawValue))
                .run(events: [
          \(events)
                ])
            }
          }
        }
        """
    }
    return """
      @Test("\(violation.clause) regression: \(violation.implementation)")
      @MainActor func regression_\(String(name))() {
        let outcome = CaseExecution(implementation: \(implementation), family: .\(violation.family.rawValue))
          .run(events: [
      \(events)
          ])
        #expect(outcome.finding == nil, "\\(outcome.finding.map(String.init(describing:)) ?? "")")
      }
      """
  }

  private static func sentence(_ text: String) -> String {
    guard let first = text.first else { return text }
    let capitalised = first.uppercased() + text.dropFirst()
    return capitalised.hasSuffix(".") ? capitalised : capitalised + "."
  }

  private static func count(_ value: Int, _ noun: String) -> String {
    "\(value) \(noun)\(value == 1 ? "" : "s")"
  }
}

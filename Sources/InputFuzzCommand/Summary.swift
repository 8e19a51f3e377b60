import Foundation
import InputConformance
import InputGenerators

/// What a campaign found so far: the table, each violation, and the JSON report.
struct Summary {
  /// One implementation-family run's report and the time spent on it.
  struct Slot {
    var group: String
    var report: FamilyReport
    var seconds: Double
  }

  let seed: UInt64
  let slots: [Slot]
  let elapsed: Double
  let families: [ContractFamily]
  /// The command's name, for replay lines.
  let program: String
  /// Each violation's tier (``TierJudge``).
  let tierOf: (ConformanceViolation) -> TierJudge.Judgement
  /// The tiers that fail the run (`--fail-on`, `--unusual-input`).
  let failing: FailingTiers

  var violations: [ConformanceViolation] { slots.flatMap(\.report.violations) }
  var badOracles: [ConformanceViolation] { slots.flatMap(\.report.badOracles) }
  var totalCases: Int { slots.reduce(0) { $0 + $1.report.cases } }

  /// A fault with its tier: the most serious of its violations' tiers.
  struct TieredFault {
    var fault: Fault
    var tier: FaultTier
    /// For a quirk-dependent fault, the quirks it needs.
    var quirks: [String]?
  }

  /// The violations grouped by cause (``FaultGrouping``), by tier (defects first), otherwise in the order found.
  var faults: [TieredFault] {
    Fault.faults(of: violations).map { fault in
      let judged = ([fault.root] + fault.others).map(tierOf)
      let tier = judged.map(\.tier).min() ?? .defect
      return TieredFault(fault: fault, tier: tier, quirks: judged.first { $0.tier == tier }?.quirks)
    }.enumerated().sorted { ($0.element.tier, $0.offset) < ($1.element.tier, $1.offset) }.map(\.element)
  }

  /// 0, 1 or 3, as the help text says.
  var exitStatus: Int32 {
    if !badOracles.isEmpty { return 3 }
    return FaultExit.status(faults: faults.map { ($0.tier, $0.fault.root.isKnownDeviation, false) }, failing: failing)
  }

  /// "3 faults (1 defect, 2 advisories) from 7 violations": each tier that has some.
  var faultCount: String {
    let faults = faults
    let parts = FaultTier.allCases.compactMap { tier -> String? in
      let count = faults.filter { $0.tier == tier }.count
      guard count > 0 else { return nil }
      return "\(count) \(count == 1 ? tier.displayName : tier.pluralName)"
    }
    let tiers = parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    return "\(faults.count) \(faults.count == 1 ? "fault" : "faults")\(tiers) from \(violations.count) "
      + (violations.count == 1 ? "violation" : "violations")
  }

  /// The faults of each implementation run (a member of a group, such as a corpus port), by tier, declared ones
  /// counted too; `nil` when a single implementation ran.
  func faultTable() -> String? {
    var members: [String] = []
    for slot in slots where !members.contains(slot.report.implementation) { members.append(slot.report.implementation) }
    guard members.count > 1 else { return nil }
    let faults = faults
    var rows = [["implementation", "", "faults"] + FaultTier.allCases.map(\.displayName) + ["declared"]]
    for member in members {
      let own = faults.filter { $0.fault.root.implementation == member }
      rows.append(
        [member, "", String(own.count)]
          + FaultTier.allCases.map { tier in String(own.filter { $0.tier == tier }.count) }
          + [String(own.filter(\.fault.root.isKnownDeviation).count)])
    }
    return TableText.render(rows)
  }

  /// Each clause a run could show that got fewer checked steps than the evidence floor, per implementation and
  /// family, with why; `nil` when every clause reached it.
  func shortfallText() -> String? {
    let shortfalls = slots.flatMap { slot in slot.report.shortfalls.map { (slot.report, $0) } }
    guard let floor = shortfalls.first?.1.floor else { return nil }
    let lines = shortfalls.map { report, shortfall in
      "  \(report.implementation) · \(report.family.rawValue): \(shortfall)"
    }
    return "Below the evidence floor (\(floor) checked steps per clause; CONFORMANCE.md, \"Evidence floor\"):\n"
      + lines.joined(separator: "\n")
  }

  /// The implementation × family table.
  func table() -> String {
    var rows = [
      [
        "implementation", "family", "cases", "pass", "fail", "known", "n/a", "not exercised", "least evidence",
        "cases/s",
      ]
    ]
    for group in groupNames {
      for family in families {
        let reports = slots.filter { $0.group == group && $0.report.family == family }
        guard !reports.isEmpty else { continue }
        let verdicts = combinedVerdicts(group: group, family: family)
        let cases = reports.reduce(0) { $0 + $1.report.cases }
        let seconds = reports.reduce(0) { $0 + $1.seconds }
        let evidence = combinedEvidence(group: group, family: family)
        rows.append(
          [group, family.rawValue, String(cases)]
            + TableText.verdictCells(verdicts, evidence: evidence) + [String(Int(Double(cases) / max(seconds, 0.001)))])
      }
    }
    return TableText.render(rows)
  }

  /// Every bad oracle, then every fault of a failing tier (defects first) in full: the root's failure text, and
  /// the other clauses the same cause breaks (their traces are in `--json`). Then the faults of the other tiers,
  /// apart, one line each: tier, member, clauses, headline and the line that replays it.
  func violationText() -> String {
    let oracles = badOracles.map {
      FailureText.render($0, replayCommand: FailureText.replayCommand($0, program: program))
    }
    let faults = faults
    let failing = faults.filter { self.failing.fails($0.tier) }
    let texts = failing.enumerated().map { index, tiered in
      let fault = tiered.fault
      let header =
        "Fault \(index + 1) of \(failing.count) (\(tiered.tier.displayName), \(fault.level.rawValue)"
        + "\(fault.root.isKnownDeviation ? ", declared" : "")\(Self.quirkWords(tiered.quirks))): "
        + "\(fault.root.implementation), \(fault.clauses.map(\.description).joined(separator: ", "))"
      let root = FailureText.render(fault.root, replayCommand: FailureText.replayCommand(fault.root, program: program))
      let also = fault.clauses.dropFirst()
      let tail =
        also.isEmpty
        ? ""
        : "\n\nThe same cause also breaks \(also.map(\.description).joined(separator: ", ")) (follow-ons; --json has their traces)."
      return header + "\n" + root + tail
    }
    let others = faults.filter { !self.failing.fails($0.tier) }
    let apart =
      others.isEmpty
      ? []
      : [
        "Not failing this run (\(others.count); --fail-on and --unusual-input say which tiers fail; "
          + "CONFORMANCE.md, \"Tiers\"):\n"
          + others.map { tiered in
            let fault = tiered.fault
            return "  \(tiered.tier.displayName)\(Self.quirkWords(tiered.quirks))"
              + "\(fault.root.isKnownDeviation ? ", declared" : ""): \(fault.root.implementation) "
              + "\(fault.clauses.map(\.description).joined(separator: ", ")): \(FailureText.headline(fault.root)) "
              + "Replay: \(FailureText.replayCommand(fault.root, program: program))"
          }.joined(separator: "\n")
      ]
    return (oracles + texts + apart).joined(separator: "\n\n")
  }

  /// ", needs quirk late-callbacks (evidence: CONFORMANCE.md, "Tiers")" for a quirk-dependent fault; empty
  /// otherwise.
  static func quirkWords(_ quirks: [String]?) -> String {
    guard let quirks, !quirks.isEmpty else { return "" }
    return ", needs quirk\(quirks.count == 1 ? "" : "s") " + quirks.joined(separator: " + ")
      + " (its evidence: CONFORMANCE.md, \"Tiers\")"
  }

  /// The report (the shape is documented in the README).
  func report(shard: ConformanceConfiguration.Shard, finished: Bool) -> FuzzReport {
    let entries = groupNames.map { group in
      var verdicts: [FuzzReport.VerdictEntry] = []
      for family in families {
        let evidence = combinedEvidence(group: group, family: family)
        for (clause, verdict) in combinedVerdicts(group: group, family: family).sorted(by: { $0.key < $1.key }) {
          verdicts.append(
            FuzzReport.VerdictEntry(
              clause: clause, status: verdict, evidence: evidence[clause, default: 0],
              reason: verdict == .notApplicable ? notApplicableReason(group: group, clause: clause) : nil))
        }
      }
      let found = slots.filter { $0.group == group }.flatMap { $0.report.badOracles + $0.report.violations }
      return FuzzReport.Entry(
        name: group, verdicts: verdicts,
        violations: FuzzReport.ViolationEntry.agreeingOnRoots(
          found.map { FuzzReport.ViolationEntry($0, program: program, tier: tierOf($0)) }))
    }
    return FuzzReport(
      specVersion: ClauseCatalog.specVersion, seed: seed, cases: totalCases,
      elapsedSeconds: (elapsed * 1000).rounded() / 1000,
      shards: ["\(shard.index + 1)/\(shard.count)"], finished: finished, implementations: entries)
  }

  private var groupNames: [String] {
    var seen: [String] = []
    for slot in slots where !seen.contains(slot.group) { seen.append(slot.group) }
    return seen
  }

  /// The group's combined verdict for one clause, or `nil` when its family was not run.
  func verdict(group: String, clause: ClauseID) -> Verdict? {
    combinedVerdicts(group: group, family: clause.family)[clause]
  }

  /// The first violation of `clause` by a member of `group`.
  func violation(group: String, clause: ClauseID) -> ConformanceViolation? {
    slots.filter { $0.group == group }.flatMap { $0.report.violations + $0.report.badOracles }.first {
      $0.clause == clause
    }
  }

  /// Why `clause` does not apply to the members of `group`, each different reason once.
  func notApplicableReason(group: String, clause: ClauseID) -> String? {
    var reasons: [String] = []
    for slot in slots where slot.group == group {
      if let reason = slot.report.notApplicableReasons[clause], !reasons.contains(reason) { reasons.append(reason) }
    }
    return reasons.isEmpty ? nil : reasons.joined(separator: "; ")
  }

  /// The group's evidence for one clause: steps that checked it, over every member and family.
  func evidence(group: String, clause: ClauseID) -> Int {
    combinedEvidence(group: group, family: clause.family)[clause, default: 0]
  }

  private func combinedEvidence(group: String, family: ContractFamily) -> [ClauseID: Int] {
    slots.filter { $0.group == group }.reduce(into: [:]) { total, slot in
      total.merge(slot.report.evidence.filter { $0.key.family == family }, uniquingKeysWith: +)
    }
  }

  /// The group's verdict for each clause of `family`, combined over every member and every family run
  /// (a RESP run can break a PICK clause).
  private func combinedVerdicts(group: String, family: ContractFamily) -> [ClauseID: Verdict] {
    let reports = slots.filter { $0.group == group }.map(\.report)
    guard reports.contains(where: { $0.family == family }) else { return [:] }
    var result: [ClauseID: Verdict] = [:]
    for clause in ClauseCatalog.clauses(of: family) {
      result[clause.id] = ImplementationGroup.combine(reports.compactMap { $0.verdicts[clause.id] })
    }
    return result
  }
}

/// The plain-text tables of a run and of a merge.
enum TableText {
  /// The verdict columns: pass, fail, known, n/a, not exercised, least evidence.
  static func verdictCells(_ verdicts: [ClauseID: Verdict], evidence: [ClauseID: Int]) -> [String] {
    func count(_ verdict: Verdict) -> String { String(verdicts.values.filter { $0 == verdict }.count) }
    let least = verdicts.filter { $0.value == .pass }.keys.sorted().min {
      evidence[$0, default: 0] < evidence[$1, default: 0]
    }
    return [
      count(.pass), count(.fail), count(.known), count(.notApplicable), count(.notExercised),
      least.map { "\(evidence[$0, default: 0]) (\($0))" } ?? "-",
    ]
  }

  /// Rows in columns: the first two left-aligned, the rest right-aligned.
  static func render(_ rows: [[String]]) -> String {
    let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { column, cell in
        column < 2
          ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
          : String(repeating: " ", count: widths[column] - cell.count) + cell
      }.joined(separator: "  ")
    }.joined(separator: "\n")
  }
}

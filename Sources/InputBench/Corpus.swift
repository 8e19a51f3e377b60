import Foundation
import InputConformance
import InputGenerators
import InputImplementations

/// Section 5: the real-bug corpus (issue 12). For every drivable bug, the buggy port at the default
/// budget over seeds 1…N (caught when its expected clause is reported), its shrunk trace at the default
/// seed against the corpus trigger, and the fixed port's violations at the default seed, each explained
/// (``CorpusVerdicts``) or listed as unexplained. Every case runs in a worker process: ports trap.
enum CorpusDetection {
  /// The rows of an earlier run (its JSON report), with each fixed port run again at the default seed, its
  /// violations given their tiers and explained from today's ``CorpusVerdicts`` (the told-apart measurement over the
  /// seeds is not repeated).
  static func rows(fromJSON url: URL, isolated: ProcessPoolEvaluator) throws -> (rows: [Row], seeds: Int) {
    struct Stored: Decodable {
      var seeds: Int
      var corpus: [Row]
    }
    let stored = try JSONDecoder().decode(Stored.self, from: Data(contentsOf: url))
    let runner = ConformanceRunner(configuration: ConformanceConfiguration(unusualInput: true), evaluator: isolated)
    let rows = stored.corpus.map { row in
      var row = row
      guard row.fixedViolations != nil, let bug = CorpusCatalogue.bug(row.bug) else { return row }
      row.fixedViolations = fixedViolations(bug, runner: runner, evaluator: isolated)
      return row
    }
    return (rows, stored.seeds)
  }

  /// The fixed port's violations at the default seed, each with its tier (``TierJudge``, replayed through
  /// `evaluator`) and explained.
  static func fixedViolations(
    _ bug: CorpusBug, runner: ConformanceRunner, evaluator: any CaseEvaluator
  )
    -> [FixedViolation]?
  {
    CorpusCatalogue.implementation(bug, .fixed).map { fixed in
      let judge = TierJudge(evaluator: evaluator, quirks: runner.configuration.quirks, members: [fixed])
      return explained(
        bug: bug.id,
        runner.run(fixed).violations.map { violation in
          let entry = FixedViolation(
            clause: violation.clause.description, family: violation.family.rawValue,
            root: violation.rootClause?.description, crash: violation.finding.kind.isAbnormalEnd,
            trace: violation.trace.map(\.description), literal: literal(violation.trace),
            replay: violation.token.encoded, explanation: nil, upstream: nil, kind: "unexplained",
            tier: judge.judge(violation).tier.displayName)
          return (entry, violation.trace)
        })
    }
  }

  /// Each violation explained as ``CorpusVerdicts/verdicts(bug:for:)`` says: by its shrunk trace, a follow-on by
  /// its root's.
  static func explained(bug: String, _ violations: [(FixedViolation, [InputEvent])]) -> [FixedViolation] {
    let findings = violations.compactMap { violation, trace in
      ClauseID(violation.clause).map { clause in
        CorpusVerdicts.Finding(
          clause: clause, root: violation.root.flatMap(ClauseID.init),
          family: ContractFamily(rawValue: violation.family) ?? clause.family, trace: trace)
      }
    }
    let verdicts = CorpusVerdicts.verdicts(bug: bug, for: findings)
    return zip(violations, verdicts).map { pair, found in
      var violation = pair.0
      violation.explanation = found?.explanation
      violation.upstream = found?.upstream
      violation.kind = found?.kind.rawValue ?? "unexplained"
      return violation
    }
  }

  struct Row: Codable {
    var bug: String
    var repository: String
    var expectedClause: String
    var seeds: Int
    /// Seeds whose default budget reports the expected clause on the buggy port at all (root or follow-on).
    var caught: Int
    /// Seeds where it is reported as a root fault.
    var reportedAsRoot: Int = 0
    /// Seeds where it is told apart from the fixed port (``CorpusToldApart``).
    var toldApart: Int = 0
    /// Seeds where the fixed port breaks the clause on the buggy port's trace too.
    var fixedBreaksToo: Int = 0
    /// Whether the bug has a fix commit (one without is never told apart, and counted apart).
    var hasFix: Bool = true
    /// The judgement at the default seed.
    var defaultOutcome: String?
    var medianCases: Double?
    var worstCases: Int?
    var buggyClauses: [String]
    /// The buggy port's root violations at the default seed: clause, kind, shrunk trace.
    var buggyRoots: [String]
    var shrunkTrace: [String]?
    /// The shrunk trace as Swift source, for the regression pins.
    var shrunkLiteral: String?
    var family: String?
    var triggerLength: Int
    var fixedViolations: [FixedViolation]?
    /// The buggy port's faults at the default seed (``Fault``), as `input-fuzz` counts them.
    var buggyFaults: Int?
    /// Whether the fixed port reports the expected clause too at the default seed (a catch that does not
    /// tell the buggy port from the fixed one).
    var fixedAlsoFails: Bool?
  }

  /// The faults among a fixed port's violations, grouped as `input-fuzz` groups them (``FaultGrouping``).
  static func faultCount(_ violations: [FixedViolation], member: String) -> Int {
    FaultGrouping.group(
      violations.compactMap { violation in
        ClauseID(violation.clause).map { clause in
          FaultGrouping.Key(
            member: member, family: ContractFamily(rawValue: violation.family) ?? clause.family, clause: clause,
            trace: violation.trace, followOnOf: violation.root.flatMap(ClauseID.init))
        }
      }
    ).count
  }

  /// The faults among a fixed port's violations that are root violations of the defect tier (a follow-on adds none).
  static func defectCount(_ violations: [FixedViolation], member: String) -> Int {
    faultCount(violations.filter { $0.root == nil && $0.tier == FaultTier.defect.displayName }, member: member)
  }

  struct FixedViolation: Codable {
    var clause: String
    var family: String
    var root: String?
    var crash: Bool
    var trace: [String]
    var literal: String
    /// The shrunk trace's replay token (absent from reports written before explanations were matched on traces).
    var replay: String?
    var explanation: String?
    /// The upstream lines the explanation cites.
    var upstream: [String]?
    var kind: String  // "second bug", "suite false positive", "declared known deviation", "unexplained"
    /// Its tier (CONFORMANCE.md, "Tiers"); absent from reports written before tiers.
    var tier: String?
  }

  /// Every drivable bug's row (or `only` one's); the seeds' judgements and the bugs' default-seed runs side by side
  /// (``SideBySide``), each deterministic, so the rows are those of a serial loop.
  static func rows(seeds: Int, isolated: ProcessPoolEvaluator, only: String?) -> [Row] {
    let bugs = CorpusCatalogue.drivable.filter { only == nil || $0.id == only }
    let seedList = (1...max(1, seeds)).map(UInt64.init) + [ConformanceConfiguration.defaultSeed]
    let pairs = bugs.flatMap { bug in seedList.map { (bug, $0) } }
    let judgements = SideBySide.map(pairs, like: isolated) { pair, evaluator in
      CorpusToldApart.judge(pair.0, seed: pair.1, evaluator: evaluator)
    }
    let defaultRuns = SideBySide.map(bugs, like: isolated) { bug, evaluator in
      let runner = ConformanceRunner(configuration: ConformanceConfiguration(unusualInput: true), evaluator: evaluator)
      return (
        runner.run(CorpusCatalogue.implementation(bug, .buggy)!),
        fixedViolations(bug, runner: runner, evaluator: evaluator)
      )
    }
    return bugs.indices.map { index in
      let mine = Array(judgements[index * seedList.count..<(index + 1) * seedList.count])
      return row(
        bugs[index], seeds: seeds, judgements: mine.dropLast(), atDefault: mine.last!,
        buggyReport: defaultRuns[index].0, fixedViolations: defaultRuns[index].1)
    }
  }

  /// A bug's row from its judgements over seeds 1…`seeds`, its judgement at the default seed, and the default
  /// seed's runs of its buggy and fixed ports.
  static func row(
    _ bug: CorpusBug, seeds: Int, judgements: ArraySlice<CorpusToldApart.Judgement>,
    atDefault: CorpusToldApart.Judgement, buggyReport: ImplementationReport, fixedViolations: [FixedViolation]?
  ) -> Row {
    let clause = ClauseID(bug.expectedClause)
    let detections = judgements.compactMap(\.cases)
    let outcomes = judgements.map(\.outcome)
    let caught = buggyReport.violations.first { $0.clause == clause }
    let roots: Set<CorpusToldApart.Outcome> = [.toldApart, .fixedBreaksToo, .noFixCommit]
    return Row(
      bug: bug.id, repository: bug.repository, expectedClause: bug.expectedClause, seeds: seeds,
      caught: detections.count, reportedAsRoot: outcomes.filter(roots.contains).count,
      toldApart: outcomes.filter { $0 == .toldApart }.count,
      fixedBreaksToo: outcomes.filter { $0 == .fixedBreaksToo }.count, hasFix: bug.fixed != nil,
      defaultOutcome: atDefault.outcome.rawValue, medianCases: median(detections), worstCases: detections.max(),
      buggyClauses: clauses(buggyReport.violations),
      buggyRoots: buggyReport.violations.filter { !$0.isFollowOn }.map {
        "\($0.clause) \($0.finding.kind) \(literal($0.trace))"
      }, shrunkTrace: caught?.trace.map(\.description),
      shrunkLiteral: caught.map { literal($0.trace) }, family: caught?.family.rawValue,
      triggerLength: bug.trigger.count, fixedViolations: fixedViolations,
      buggyFaults: Fault.faults(of: buggyReport.violations).count,
      fixedAlsoFails: fixedViolations.map { $0.contains { $0.clause == bug.expectedClause && $0.root == nil } })
  }

  static func literal(_ trace: [InputEvent]) -> String { "[" + trace.map(\.swiftLiteral).joined(separator: ", ") + "]" }

  static func clauses(_ violations: [ConformanceViolation]) -> [String] {
    Array(Set(violations.map(\.clause))).sorted { ($0.family.prefix, $0.number) < ($1.family.prefix, $1.number) }
      .map(\.description)
  }

  /// The generated section of CORPUS.md (between the markers).
  static func markdown(_ rows: [Row], seeds: Int) -> String {
    var lines: [String] = []
    let bugs = CorpusCatalogue.bugs
    let ported = bugs.filter { $0.notPortable == nil }
    let budget = ConformanceConfiguration.defaultCases
    func onAlmostEvery(_ count: Int, _ row: Row) -> Bool { count * 100 >= row.seeds * 99 }
    let withFix = rows.filter(\.hasFix)
    let toldApart = withFix.filter { onAlmostEvery($0.toldApart, $0) }
    let rootWithFix = withFix.filter { onAlmostEvery($0.reportedAsRoot, $0) }
    let noFix = rows.filter { !$0.hasFix }
    lines.append(
      "Generated by `swift run -c release input-bench --section corpus --seeds \(seeds) --corpus-md CORPUS.md`; the "
        + "default budget (\(budget) cases per family, \(ConformanceConfiguration(unusualInput: true).maxSteps) steps, as `input-fuzz`), "
        + "seeds 1…\(seeds); the shrunk trace and the fixed port's violations at the default seed "
        + "(\(ConformanceConfiguration.defaultSeed)).")
    lines.append("")
    lines.append(
      "**Told apart** (the definition above) **on at least 99% of seeds: \(toldApart.count) of \(withFix.count) drivable "
        + "bugs with a fix commit** (\(ported.count) of \(bugs.count) bugs are ported, \(rows.count) drivable). "
        + "Reported as a root on at least 99% of seeds: \(rootWithFix.count) of \(withFix.count). Bugs with no fix "
        + "commit, never counted as told apart: \(noFix.count) (\(noFix.filter { onAlmostEvery($0.reportedAsRoot, $0) }.count) "
        + "reported as a root on at least 99% of seeds).")
    lines.append("")
    lines.append(
      "**faults, buggy / fixed** counts each port's faults at the default seed as `swift run input-fuzz "
        + "--implementation corpus --seed \(ConformanceConfiguration.defaultSeed)` prints them under \"Faults by "
        + "implementation\" (one cause, with its follow-ons, is one fault); the fixed port's count says how many of "
        + "its faults are of the defect tier (CONFORMANCE.md, \"Tiers\"), and each fixed-port finding shows its tier. "
        + "Faults are counted per clause and trace, not yet per upstream cause: two findings of one cause count twice.")
    lines.append("")
    lines.append(
      "| bug | repository | expected clause | told apart | root | reported | fixed breaks it too | median cases | worst "
        + "| at the default seed | shrunk / trigger | faults, buggy / fixed | buggy port reports "
        + "| fixed port at the default seed |")
    lines.append("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for row in rows {
      let shrunk =
        row.shrunkTrace.map { "\($0.count) / \(row.triggerLength): `\($0.joined(separator: "; "))`" }
        ?? "not reported / \(row.triggerLength)"
      let fixed: String
      if let violations = row.fixedViolations {
        var seen = Set<String>()
        let roots = violations.filter { $0.root == nil && seen.insert($0.clause).inserted }
        let followOns = Set(violations.filter { $0.root != nil }.map(\.clause)).subtracting(seen).sorted()
        fixed =
          violations.isEmpty
          ? "no violation"
          : roots.map { "\($0.clause) (\($0.kind)\($0.tier.map { ", " + $0 } ?? ""))" }.joined(separator: ", ")
            + (followOns.isEmpty ? "" : "; follow-ons: " + followOns.joined(separator: " "))
      } else {
        fixed = "no fix commit"
      }
      let told = row.hasFix ? "\(row.toldApart)/\(row.seeds)" : "— (no fix)"
      let faults =
        "\(row.buggyFaults.map(String.init) ?? "-") / "
        + "\(row.fixedViolations.map { "\(faultCount($0, member: row.bug)) (\(defectCount($0, member: row.bug)) defects)" } ?? "—")"
      lines.append(
        "| \(row.bug) | \(row.repository) | \(row.expectedClause) | \(told) | \(row.reportedAsRoot)/\(row.seeds) | "
          + "\(row.caught)/\(row.seeds) | \(row.hasFix ? "\(row.fixedBreaksToo)/\(row.seeds)" : "—") | "
          + "\(row.medianCases.map { format($0) } ?? "-") | \(row.worstCases.map(String.init) ?? "-") | "
          + "\(row.defaultOutcome ?? "-") | \(shrunk) | \(faults) | \(row.buggyClauses.joined(separator: " ")) | \(fixed) |"
      )
    }
    lines.append("")
    lines.append(
      "Expected clauses, frozen: the corpus catalogue's clause (`../shared/corpus/bugs.json`), mapped once to v2.")
    lines.append("")
    for bug in bugs {
      lines.append("- \(bug.id): \(bug.clause) → \(bug.expectedClause)")
    }
    lines.append("")
    lines.append("Fixed ports' violations at the default seed, with their shrunk traces:")
    lines.append("")
    for row in rows {
      for violation in row.fixedViolations ?? [] {
        let root = violation.root.map { ", follow-on of \($0)" } ?? ""
        let crash = (violation.crash ? ", crash" : "") + (violation.tier.map { ", \($0)" } ?? "")
        lines.append(
          "- \(row.bug) fixed, \(violation.clause) [\(violation.family)\(crash)\(root)] (\(violation.kind)): "
            + "`\(violation.trace.joined(separator: "; "))`"
            + (violation.explanation.map { " — \($0)" } ?? "")
            + (violation.upstream.map { links in
              links.isEmpty ? "" : " (" + links.map { "[upstream](\($0))" }.joined(separator: ", ") + ")"
            } ?? ""))
      }
    }
    lines.append("")
    lines.append("Not drivable yet (buggy port not declared), with what is missing:")
    lines.append("")
    for bug in bugs where bug.buggy == nil {
      let reason = bug.notPortable.map { "not portable: \($0)" } ?? bug.needs.joined(separator: "; ")
      lines.append("- \(bug.id) (\(bug.repository), \(bug.expectedClause)): \(reason)")
    }
    return lines.joined(separator: "\n")
  }

  static let begin = "<!-- corpus:begin (generated by input-bench --section corpus; do not edit) -->"
  static let end = "<!-- corpus:end -->"

  /// Replaces the generated section of the file at `path` (created with the markers when absent).
  static func write(_ section: String, into path: String) throws {
    let url = URL(fileURLWithPath: path)
    let old = (try? String(contentsOf: url, encoding: .utf8)) ?? "# The real-bug corpus\n\n\(begin)\n\(end)\n"
    guard let start = old.range(of: begin), let stop = old.range(of: end), start.upperBound <= stop.lowerBound else {
      throw CocoaError(.fileReadCorruptFile)
    }
    let text = old[..<start.upperBound] + "\n" + section + "\n" + old[stop.lowerBound...]
    try String(text).write(to: url, atomically: true, encoding: .utf8)
  }
}

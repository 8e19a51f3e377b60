import Foundation
import InputConformance
import InputGenerators

/// What `merge` was asked: the reports and store folders to merge, and where the results go.
struct MergeOptions: Equatable {
  var jsonPath: String?
  var storeDirectory: String?
  var junitPath: String?
  var sarifPath: String?
  var inputs: [String] = []
  var help = false
  /// The tiers that fail the merge, as they fail a run (`--fail-on`, `--unusual-input`).
  var failing = FailingTiers.defects

  /// Parses the arguments after `merge`.
  static func parse(_ arguments: [String]) throws(UsageError) -> MergeOptions {
    var options = MergeOptions()
    var reader = ArgumentReader(arguments)
    while let (flag, inline) = reader.nextFlag() {
      switch flag {
      case "--json": options.jsonPath = try reader.value(for: flag, inline: inline)
      case "--store": options.storeDirectory = try reader.value(for: flag, inline: inline)
      case "--junit": options.junitPath = try reader.value(for: flag, inline: inline)
      case "--sarif": options.sarifPath = try reader.value(for: flag, inline: inline)
      case "--fail-on":
        let text = try reader.value(for: flag, inline: inline)
        guard let tier = FailingTiers.thresholdNames.first(where: { $0.name == text })?.tier else {
          throw .badValue(flag: flag, value: text, expected: "defect, quirk or advisory")
        }
        options.failing.threshold = tier
      case "--unusual-input": options.failing.unusualInput = true
      case "--help", "-h": options.help = true
      default:
        if flag.hasPrefix("-") { throw .unknownFlag(flag) }
        options.inputs.append(flag)
      }
    }
    return options
  }
}

/// `merge`: one report from the shards' reports, one store from the shards' stores.
struct MergeCommand {
  let program: String
  let printError: (String) -> Void

  /// Runs the merge; returns the exit status (that of a run with the merged findings, or 2).
  func run(_ arguments: [String]) -> Int32 {
    let options: MergeOptions
    var reports: [String] = []
    var stores: [String] = []
    do throws(UsageError) {
      options = try MergeOptions.parse(arguments)
      if options.help {
        print(FuzzOptions.usage(program: program))
        return 0
      }
      for input in options.inputs {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else {
          throw .missingInput(input)
        }
        if isFolder.boolValue { stores.append(input) } else { reports.append(input) }
      }
      if reports.isEmpty && stores.isEmpty { throw .nothingToMerge }
      if !stores.isEmpty && options.storeDirectory == nil { throw .storesNeedOutput(stores) }
      if let path = options.jsonPath { try OutputPaths.checkReport(path, flag: "--json") }
      if let path = options.junitPath { try OutputPaths.checkReport(path, flag: "--junit") }
      if let path = options.sarifPath { try OutputPaths.checkReport(path, flag: "--sarif") }
      if let path = options.storeDirectory { try OutputPaths.checkStore(path, flag: "--store") }
    } catch {
      printError(error.message(program: program))
      return 2
    }

    var merged: FuzzReport?
    if !reports.isEmpty {
      do throws(MergeError) {
        let inputs = try reports.map { path throws(MergeError) in ReportMerge.Input(path: path, report: try read(path))
        }
        let (report, missing) = try ReportMerge.merge(inputs)
        if !missing.isEmpty {
          printError("merge: no report covers shard \(missing.joined(separator: ", ")); the merge is incomplete")
        }
        merged = report
      } catch {
        printError(error.message)
        return 2
      }
    }
    if let path = options.jsonPath, let merged {
      do {
        try merged.encoded().write(to: URL(fileURLWithPath: path), options: .atomic)
      } catch {
        printError("could not write the merged report to \(path): \(ErrorWords.describe(error))")
        return 2
      }
    }
    if let output = options.storeDirectory {
      let target = ConformanceStore(directory: URL(fileURLWithPath: output))
      var written = 0
      for folder in stores {
        do {
          let (count, problems) = try target.absorb(ConformanceStore(directory: URL(fileURLWithPath: folder)))
          written += count
          for problem in problems { printError(problem.description) }
        } catch {
          printError("could not merge the store \(folder) into \(output): \(ErrorWords.describe(error))")
          return 2
        }
      }
      print("Merged \(written) stored cases from \(stores.count) folders into \(output).")
    }
    guard let merged else { return 0 }
    if !CIReports.write(
      merged, junit: options.junitPath, sarif: options.sarifPath, failing: options.failing, printError: printError)
    {
      return 2
    }
    print(Self.text(merged, failing: options.failing))
    return merged.exitStatus(failing: options.failing)
  }

  /// Reads one report.
  private func read(_ path: String) throws(MergeError) -> FuzzReport {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .unreadable(path, reason: ErrorWords.describe(error))
    }
    guard !data.isEmpty else { throw .unreadable(path, reason: "the file is empty") }
    do {
      return try JSONDecoder().decode(FuzzReport.self, from: data)
    } catch {
      throw .unreadable(path, reason: ErrorWords.describe(error))
    }
  }

  /// The merged report for a person: the verdict table, each violation of a failing tier in full (defects first),
  /// the others one line each, and a closing line.
  static func text(_ report: FuzzReport, failing: FailingTiers = .defects) -> String {
    var rows = [["implementation", "family", "pass", "fail", "known", "n/a", "not exercised", "least evidence"]]
    for entry in report.implementations {
      for family in ContractFamily.allCases {
        let verdicts = entry.verdicts.filter { $0.clause.family == family }
        guard !verdicts.isEmpty else { continue }
        rows.append(
          [entry.name, family.rawValue]
            + TableText.verdictCells(
              Dictionary(uniqueKeysWithValues: verdicts.map { ($0.clause, $0.status) }),
              evidence: Dictionary(uniqueKeysWithValues: verdicts.map { ($0.clause, $0.evidence) })))
      }
    }
    var lines = [TableText.render(rows)]
    let violations = report.implementations.flatMap(\.violations)
    let shown = violations.enumerated().sorted { ($0.element.tier, $0.offset) < ($1.element.tier, $1.offset) }
      .map(\.element)
    for violation in shown where violation.badOracle || failing.fails(violation.tier) {
      lines.append("")
      lines.append(violation.headline)
      lines.append(
        "Trace (\(violation.trace.count) event\(violation.trace.count == 1 ? "" : "s"), \(violation.family.rawValue) run):"
      )
      lines +=
        violation.trace.isEmpty
        ? ["  (no events: the initial state is wrong)"]
        : violation.trace.enumerated().map { "  \($0.offset + 1). \($0.element)" }
      lines.append("Replay: \(violation.replay)")
    }
    let apart = shown.filter { !$0.badOracle && !failing.fails($0.tier) }
    if !apart.isEmpty {
      lines.append("")
      lines.append("Not failing (\(apart.count); --fail-on and --unusual-input say which tiers fail):")
      lines += apart.map {
        "  \($0.tier.displayName)\(Summary.quirkWords($0.quirks)): \($0.headline) Replay: \($0.replay)"
      }
    }
    lines.append("")
    lines.append(
      "Merged \(report.shards.count) shard\(report.shards.count == 1 ? "" : "s") (\(report.shards.joined(separator: ", "))) "
        + "of seed \(report.seed): \(report.cases) cases; \(faultCount(report)) from "
        + "\(violations.filter { !$0.badOracle }.count) violations, \(violations.filter(\.badOracle).count) bad oracles."
    )
    return lines.joined(separator: "\n")
  }

  /// "3 faults (1 defect, 2 advisories)": each tier that has some.
  private static func faultCount(_ report: FuzzReport) -> String {
    let faults = report.implementations.flatMap(\.faults).filter { !$0.badOracle }
    let parts = FaultTier.allCases.compactMap { tier -> String? in
      let count = faults.filter { $0.tier == tier }.count
      return count == 0 ? nil : "\(count) \(count == 1 ? tier.displayName : tier.pluralName)"
    }
    return "\(faults.count) \(faults.count == 1 ? "fault" : "faults")"
      + (parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")")
  }
}

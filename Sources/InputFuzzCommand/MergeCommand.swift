import Foundation
import InputConformance
import InputGenerators

/// What `merge` was asked: the reports and store folders to merge, and where the results go.
struct MergeOptions: Equatable {
  var jsonPath: String?
  var storeDirectory: String?
  var inputs: [String] = []
  var help = false

  /// Parses the arguments after `merge`.
  static func parse(_ arguments: [String]) throws(UsageError) -> MergeOptions {
    var options = MergeOptions()
    var reader = ArgumentReader(arguments)
    while let (flag, inline) = reader.nextFlag() {
      switch flag {
      case "--json": options.jsonPath = try reader.value(for: flag, inline: inline)
      case "--store": options.storeDirectory = try reader.value(for: flag, inline: inline)
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
    print(Self.text(merged))
    return merged.exitStatus
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

  /// The merged report for a person: the verdict table, each violation, and a closing line.
  static func text(_ report: FuzzReport) -> String {
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
    for violation in violations {
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
    lines.append("")
    lines.append(
      "Merged \(report.shards.count) shard\(report.shards.count == 1 ? "" : "s") (\(report.shards.joined(separator: ", "))) "
        + "of seed \(report.seed): \(report.cases) cases; \(faultCount(report)) from "
        + "\(violations.filter { !$0.badOracle }.count) violations, \(violations.filter(\.badOracle).count) bad oracles."
    )
    return lines.joined(separator: "\n")
  }

  /// "3 faults (2 MUST, 1 SHOULD)".
  private static func faultCount(_ report: FuzzReport) -> String {
    let faults = report.implementations.flatMap(\.faults).filter { !$0.badOracle }
    let must = faults.filter { $0.level == .must }.count
    return "\(faults.count) \(faults.count == 1 ? "fault" : "faults") (\(must) MUST, \(faults.count - must) SHOULD)"
  }
}

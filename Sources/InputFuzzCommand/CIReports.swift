import Foundation
import InputConformance

/// The reports CI systems show, written beside the JSON: JUnit XML (`--junit`) and SARIF 2.1.0 (`--sarif`).
enum CIReports {
  /// Writes `report` as JUnit XML to `junit` and as SARIF to `sarif`, where given; returns `false` after printing
  /// why when a file cannot be written.
  static func write(
    _ report: FuzzReport, junit: String?, sarif: String?, failing: FailingTiers, printError: (String) -> Void
  ) -> Bool {
    do {
      if let junit {
        try Data(JUnitReport.xml(report, failing: failing).utf8).write(
          to: URL(fileURLWithPath: junit), options: .atomic)
      }
    } catch {
      printError("could not write the JUnit report to \(junit ?? ""): \(ErrorWords.describe(error))")
      return false
    }
    do {
      if let sarif {
        // Where CONFORMANCE.md is published (your fork, or the package's repository), for the rules' links.
        let specURL = ProcessInfo.processInfo.environment["INPUT_CONTRACTS_SPEC_URL"].flatMap { $0.isEmpty ? nil : $0 }
        try SarifReport.json(
          report, failing: failing, conformanceLines: ClauseLines.inConformance(), specURL: specURL
        )
        .write(to: URL(fileURLWithPath: sarif), options: .atomic)
      }
    } catch {
      printError("could not write the SARIF report to \(sarif ?? ""): \(ErrorWords.describe(error))")
      return false
    }
    return true
  }
}

extension PropertyResult {
  /// A human report: a one-sentence headline, counts, counterexamples, seed and a replay command.
  ///
  /// ```swift
  /// let result = PropertyRunner().check(Generator.int(in: 0...99)) { $0 < 50 }
  /// print(result.report(testName: "smallNumbers"))
  /// // Property "property" failed: The property returned false.
  /// // Falsified after 3 cases and 12 shrink evaluations (4 shrinks).
  /// // ...
  /// // Replay: INPUT_CONTRACTS_REPLAY=icr1-… swift test --filter smallNumbers
  /// ```
  public func report(testName: String? = nil) -> String {
    var lines: [String] = []
    let filter = testName ?? name
    switch status {
    case .passed:
      lines.append("Property \"\(name)\" passed \(casesRun) cases (seed \(seed)).")
    case .failed:
      guard let failure else { break }
      lines.append("Property \"\(name)\" failed: \(failure.error)")
      lines.append(
        "Falsified after \(casesRun) cases and \(failure.shrinkEvaluations) shrink evaluations "
          + "(\(failure.shrinkSteps) shrinks).")
      switch failure.source {
      case .generated(let index): lines.append("Found by case \(index) of the run.")
      case .replayToken: lines.append("Reproduced from the replay token.")
      case .failureStore(let summary): lines.append("Reproduced from the failure store (\(summary)).")
      }
      lines.append("Original counterexample: \(failure.original.description)")
      if failure.originalError != failure.error { lines.append("Original failure: \(failure.originalError)") }
      lines.append("Shrunk counterexample: \(failure.shrunk.description)")
      lines.append("Seed: \(seed) (rerun with \(PropertyConfiguration.seedVariable)=\(seed))")
      lines.append(
        "Replay: \(PropertyConfiguration.replayVariable)=\(failure.replayToken) swift test --filter \(filter)")
    case .insufficientCoverage:
      let shortfalls = coverage.filter { $0.status == .insufficient }.map(\.description)
      lines.append("Property \"\(name)\" has insufficient coverage: \(shortfalls.joined(separator: "; ")).")
      lines.append(
        "Checked \(casesRun) cases; seed: \(seed) (rerun with \(PropertyConfiguration.seedVariable)=\(seed))")
    case .gaveUp:
      lines.append("Property \"\(name)\" gave up: \(gaveUpReason ?? "too many discarded cases.")")
      lines.append("Ran \(casesRun) cases (\(discardedCases) discarded); seed: \(seed)")
    }
    if !labels.counts.isEmpty {
      lines.append("Labels:")
      lines.append(labels.table)
    }
    for problem in storeProblems { lines.append(problem.description) }
    return lines.joined(separator: "\n")
  }
}

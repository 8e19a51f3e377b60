/// What the suite does with one drivable bug of the real-bug corpus at the default seed, as pinned in
/// `Tests/Pins/corpus.json`: on the buggy port, the family and case that first report the bug's expected clause
/// and the shrunk trace; on the fixed port, each clause the first cases of the default loop break, and whether
/// `CorpusVerdicts` explains it or it is a follow-on of an explained root.
struct CorpusPin: PinValue {
  /// The family run on the buggy port.
  var family: String
  /// The case (1-based) that first reports the expected clause; `nil`: the default budget misses it.
  var cases: Int?
  /// The shrunk trace the run reports, one event per line.
  var trace: [String]?
  /// The same trace as a replay token (`input-fuzz --replay`): what the test replays.
  var replay: String?
  /// Why the default budget misses it (written by hand, kept by record mode; required for a miss).
  var miss: String?
  /// The fixed port's findings in the first ``CorpusVerdictTests/fixedCases`` cases of each family, by clause:
  /// `explained` (``CorpusVerdicts``), `follow-on` (of an explained root, in the full run), or `unexplained`
  /// (admitted only by a reviewed change, whose reason says what it is).
  var fixedFindings: [String: String] = [:]

  var reviewedFacts: [String: String] {
    var facts = ["caught": cases == nil ? "no" : "yes"]
    for (clause, status) in fixedFindings { facts["fixed port: \(clause)"] = status }
    return facts
  }
}

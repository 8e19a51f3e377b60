/// What the suite does with one drivable bug of the real-bug corpus at the default seed, as pinned in
/// `Tests/Pins/corpus.json`: whether the buggy port is told apart from the fixed one (``CorpusToldApart``, the
/// definition CORPUS.md counts), with the family, case and shrunk trace that report it; and, on the fixed port,
/// each clause the first cases of the default loop break, and whether `CorpusVerdicts` explains it.
nonisolated struct CorpusPin: PinValue {
  /// `told apart`, `fixed port breaks it too`, `no fix commit`, `only a follow-on` or `not reported`.
  var outcome: String
  /// The family whose run reports the expected clause.
  var family: String?
  /// The case (1-based) that first reports it.
  var cases: Int?
  /// The shrunk trace the run reports, one event per line.
  var trace: [String]?
  /// The same trace as a replay token (`input-fuzz --replay`).
  var replay: String?
  /// Why a bug with a fix commit is not told apart (written by hand, kept by record mode; required then).
  var why: String?
  /// The fixed port's findings in the first ``CorpusVerdictTests/fixedCases`` cases of each family, by clause:
  /// `explained` (``CorpusVerdicts``), `follow-on` (of an explained root, in the full run), or `unexplained`
  /// (admitted only by a reviewed change, whose reason says what it is).
  var fixedFindings: [String: String] = [:]

  var reviewedFacts: [String: String] {
    var facts = ["default seed": outcome]
    for (clause, status) in fixedFindings { facts["fixed port: \(clause)"] = status }
    return facts
  }
}

import InputGenerators

/// The result of judging one implementation on one family.
nonisolated public struct FamilyReport: Sendable {
  public var implementation: String
  public var family: ContractFamily
  /// Cases run.
  public var cases: Int
  /// Events performed in those cases (shrinking not included).
  public var steps: Int
  /// Each clause broken, once, shrunk.
  public var violations: [ConformanceViolation]
  /// Disagreements of the reference with itself.
  public var badOracles: [ConformanceViolation]
  /// The verdict for every clause of the family.
  public var verdicts: [ClauseID: Verdict]
  /// Per clause, how many steps checked it; a pass always has some.
  public var evidence: [ClauseID: Int]
  /// Coverage requirements and whether they were met.
  public var coverage: [CoverageCheck]
  /// How many cases reached each edge-case label.
  public var labelCounts: [String: Int]
  /// The clauses this run could show that got fewer checked steps than the evidence floor, with why.
  public var shortfalls: [EvidenceShortfall] = []
  /// Per clause that does not apply, why: what it needs that the declaration lacks.
  public var notApplicableReasons: [ClauseID: String] = [:]

  /// Violations not declared as known deviations.
  public var unexpectedViolations: [ConformanceViolation] { violations.filter { !$0.isKnownDeviation } }
}

/// The result of judging one implementation on all its families.
nonisolated public struct ImplementationReport: Sendable {
  public var name: String
  public var families: [FamilyReport]

  /// Every violation.
  public var violations: [ConformanceViolation] { families.flatMap(\.violations) }
  /// Every bad oracle.
  public var badOracles: [ConformanceViolation] { families.flatMap(\.badOracles) }

  /// The verdict per clause over all families, combined with ``ImplementationGroup/combine(_:)``
  /// (clauses of families not judged are not applicable).
  public var verdicts: [ClauseID: Verdict] {
    var result: [ClauseID: Verdict] = [:]
    for clause in ClauseCatalog.all {
      result[clause.id] = ImplementationGroup.combine(families.compactMap { $0.verdicts[clause.id] })
    }
    return result
  }
}

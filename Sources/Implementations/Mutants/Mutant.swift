import InputConformance
import InputGenerators

/// A single-fault variant of a reference component: a small, realistic bug of one
/// of the bug classes in the research notes, with the clause it must break and the
/// shortest trace known to show it.
public struct Mutant: Sendable {
  /// A stable identifier, e.g. `delete-on-empty-traps`.
  public let id: String
  /// The bug class (1…26 of the contract research) it belongs to.
  public let bugClass: Int
  /// What the fault is, in one sentence.
  public let summary: String
  /// The clause the suite must report.
  public let clause: ClauseID
  /// The family the clause belongs to.
  public var family: ContractFamily { clause.family }
  /// The shortest event trace known to break the clause.
  public let minimalTrace: [InputEvent]
  /// Whether the fault traps (so it must run in a child process).
  public let traps: Bool
  /// The faulty implementation.
  public let implementation: Implementation

  public init(
    id: String, bugClass: Int, summary: String, clause: ClauseID, minimalTrace: [InputEvent], traps: Bool = false,
    implementation: Implementation
  ) {
    self.id = id
    self.bugClass = bugClass
    self.summary = summary
    self.clause = clause
    self.minimalTrace = minimalTrace
    self.traps = traps
    self.implementation = implementation
  }
}

/// One cause of failure: the root violation, shown by one shrunk trace, and the follow-ons of other clauses it
/// breaks (``FaultGrouping``).
nonisolated public struct Fault: Sendable {
  /// The root violation: its clause, trace and replay line are the fault's.
  public var root: ConformanceViolation
  /// The other violations of the same cause: the root seen by another family's run, and the follow-ons.
  public var others: [ConformanceViolation]

  /// Every clause the fault breaks, each once: the root's, then the others in clause order.
  public var clauses: [ClauseID] {
    [root.clause] + Set(others.map(\.clause)).subtracting([root.clause]).sorted()
  }

  /// MUST when it breaks a MUST clause or traps or hangs; a SHOULD advisory otherwise.
  public var level: FaultLevel {
    FaultLevel(clauses: clauses, abnormalEnd: ([root] + others).contains { $0.finding.kind.isAbnormalEnd })
  }

  /// The faults among `violations`, in the order their roots were found.
  public static func faults(of violations: [ConformanceViolation]) -> [Fault] {
    let keys = violations.map {
      FaultGrouping.Key(
        member: $0.implementation, family: $0.family, clause: $0.clause, trace: $0.trace.map(\.description),
        followOnOf: $0.rootClause)
    }
    return FaultGrouping.group(keys).map { indices in
      Fault(root: violations[indices[0]], others: indices.dropFirst().map { violations[$0] })
    }
  }
}

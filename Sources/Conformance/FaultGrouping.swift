import InputGenerators

/// Groups violations into faults: one fault is one cause, shown by one shrunk trace, with every clause it breaks.
///
/// A root violation starts a fault; the same member's root of the same clause on the same trace, found by
/// another family's run, is the same fault. A follow-on joins the fault of the root it follows (through a chain of
/// follow-ons if need be): the same member's fault of that root clause, from the same family's run when there is
/// one. A follow-on whose root was never reported starts a fault of its own.
///
/// ```swift
/// FaultGrouping.group(report.violations).count   // how many things are wrong
/// ```
nonisolated public enum FaultGrouping {
  /// What grouping reads of a violation.
  nonisolated public struct Key: Hashable, Sendable {
    public var member: String
    public var family: ContractFamily
    public var clause: ClauseID
    /// The shrunk trace, as text (the same events give the same text).
    public var trace: [String]
    /// The root clause, for a follow-on.
    public var followOnOf: ClauseID?

    /// The break itself, whichever family's run met it: the member, the clause and the trace.
    var identity: [String] { [member, clause.description] + trace }

    public init(member: String, family: ContractFamily, clause: ClauseID, trace: [String], followOnOf: ClauseID?) {
      self.member = member
      self.family = family
      self.clause = clause
      self.trace = trace
      self.followOnOf = followOnOf
    }
  }

  /// The clause a violation follows, agreed over every family's run: `nil` (a root) when the same member's same
  /// clause on the same trace is a root in any family's run. A root is a root in every family: which clauses a family
  /// checks must not make the same break a follow-on in one report and a root in the other.
  public static func agreedFollowOnOf(_ keys: [Key]) -> [ClauseID?] {
    let roots = Set(keys.filter { $0.followOnOf == nil }.map(\.identity))
    return keys.map { roots.contains($0.identity) ? nil : $0.followOnOf }
  }

  /// The faults among `keys`, each as the indices of its violations, its root's first; faults in the order
  /// their roots come.
  public static func group(_ keys: [Key]) -> [[Int]] {
    let agreed = agreedFollowOnOf(keys)
    let keys = zip(keys, agreed).map { key, followOnOf in
      Key(member: key.member, family: key.family, clause: key.clause, trace: key.trace, followOnOf: followOnOf)
    }
    var faults: [[Int]] = []
    var faultOfRoot: [Key: Int] = [:]
    for (index, key) in keys.enumerated() where key.followOnOf == nil {
      let root = Key(member: key.member, family: key.family, clause: key.clause, trace: key.trace, followOnOf: nil)
      let anyFamily = faultOfRoot.first {
        $0.key.member == key.member && $0.key.clause == key.clause && $0.key.trace == key.trace
      }
      if let existing = faultOfRoot[root] ?? anyFamily?.value {
        faults[existing].append(index)
      } else {
        faultOfRoot[root] = faults.count
        faults.append([index])
      }
    }
    for (index, key) in keys.enumerated() where key.followOnOf != nil {
      if let fault = fault(of: key, in: keys, faults: faults, roots: faultOfRoot) {
        faults[fault].append(index)
      } else {
        faults.append([index])
      }
    }
    return faults
  }

  /// The fault a follow-on belongs to: its root clause's, up the chain of follow-ons.
  private static func fault(of key: Key, in keys: [Key], faults: [[Int]], roots: [Key: Int]) -> Int? {
    var clause = key.followOnOf
    var seen: Set<ClauseID> = [key.clause]
    while let root = clause, seen.insert(root).inserted {
      let candidates = roots.filter { $0.key.member == key.member && $0.key.clause == root }
      if let same = candidates.first(where: { $0.key.family == key.family })
        ?? candidates.min(by: { $0.value < $1.value })
      {
        return same.value
      }
      clause = keys.first { $0.member == key.member && $0.clause == root && $0.followOnOf != nil }?.followOnOf
    }
    return nil
  }
}

/// How serious a fault is: a MUST fault breaks a MUST clause, or traps or hangs; the rest are SHOULD advisories.
nonisolated public enum FaultLevel: String, Sendable, Hashable, Codable, Comparable {
  case must = "MUST"
  case should = "SHOULD"

  /// The level of a fault that breaks `clauses`, and traps or hangs when `abnormalEnd`.
  public init(clauses: [ClauseID], abnormalEnd: Bool) {
    let must = abnormalEnd || clauses.contains { ClauseCatalog.clause($0).level == .must }
    self = must ? .must : .should
  }

  public static func < (lhs: FaultLevel, rhs: FaultLevel) -> Bool { lhs == .must && rhs == .should }
}

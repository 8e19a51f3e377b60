import InputConformance
import InputGenerators

/// One violation as pinned: the clause, how it broke, root or follow-on, and the shrunk trace as Swift source.
nonisolated struct PinnedViolation: Codable, Equatable, Sendable {
  var clause: String
  var kind: String
  /// The root clause this violation follows from; `nil` for a root.
  var followOnOf: String?
  /// The shrunk trace, one event per line: recorded detail, free to move on a re-record.
  var trace: [String]

  init(_ violation: ConformanceViolation) {
    clause = violation.clause.description
    kind = violation.finding.kind.rawValue
    followOnOf = violation.rootClause?.description
    trace = violation.trace.map(\.swiftLiteral)
  }

  /// The verdict this pin protects: `root assertion`, `crash follow-on of PICK-9`.
  var fact: String { "\(kind) " + (followOnOf.map { "follow-on of \($0)" } ?? "root") }
}

/// What one run of one implementation on one family reports: every violation, in clause order (an isolated
/// campaign's stretches may report them in either order).
nonisolated struct RunPin: PinValue {
  var violations: [PinnedViolation]

  init(_ report: FamilyReport) {
    // A clause's faults keep the order they were found in: the first, then the ones found under it later.
    violations = report.violations.enumerated().sorted {
      ($0.element.clause, $0.offset) < ($1.element.clause, $1.offset)
    }
    .map { PinnedViolation($0.element) }
  }

  /// Per fault, its verdict: a clause's second fault is `PICK-8 (2)`, so a fault found or lost under a clause
  /// already broken is a reviewed change too.
  var reviewedFacts: [String: String] {
    var facts: [String: String] = [:]
    var seen: [String: Int] = [:]
    for violation in violations {
      seen[violation.clause, default: 0] += 1
      let count = seen[violation.clause]!
      facts[count == 1 ? violation.clause : "\(violation.clause) (\(count))"] = violation.fact
    }
    return facts
  }

  /// The root clauses.
  var roots: [String] { violations.filter { $0.followOnOf == nil }.map(\.clause) }
  /// Every clause broken, roots and follow-ons.
  var clauses: Set<String> { Set(violations.map(\.clause)) }
}

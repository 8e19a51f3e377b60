import InputConformance
import InputGenerators

/// One violation as pinned: the clause, how it broke, root or follow-on, and the shrunk trace as Swift source.
struct PinnedViolation: Codable, Equatable, Sendable {
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
struct RunPin: PinValue {
  var violations: [PinnedViolation]

  init(_ report: FamilyReport) {
    violations = report.violations.sorted { $0.clause < $1.clause }.map(PinnedViolation.init)
  }

  var reviewedFacts: [String: String] {
    Dictionary(violations.map { ($0.clause, $0.fact) }, uniquingKeysWith: { first, _ in first })
  }

  /// The root clauses.
  var roots: [String] { violations.filter { $0.followOnOf == nil }.map(\.clause) }
  /// Every clause broken, roots and follow-ons.
  var clauses: Set<String> { Set(violations.map(\.clause)) }
}

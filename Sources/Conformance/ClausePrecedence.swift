/// One clause comes before another when both break at the same step: the root is the clause whose sentence speaks
/// of the situation most precisely (CONFORMANCE.md, "Which clause is the root").
///
/// The relation is written in CONFORMANCE.md beside both clauses ("*Precedes DATE-3 (narrower: equal bounds).*",
/// "*Preceded by DATE-2, DATE-18.*") and generated into ``ClauseCatalog/precedences``.
///
/// ```swift
/// ClausePrecedence.root(of: [ClauseID(.date, 3), ClauseID(.date, 18)])   // DATE-18
/// ```
nonisolated public struct ClausePrecedence: Hashable, Sendable {
  /// Why one clause comes first.
  nonisolated public enum Kind: String, Hashable, Sendable {
    /// Its sentence states the other's requirement for a narrower situation (an event, a mode, a data shape).
    case narrower
    /// The other's sentence is stated in terms of what this clause governs (the text is formatted in the locale
    /// DATE-8 governs): when this clause breaks, the other's break follows from it.
    case premise
  }

  /// The clause that is the root.
  public let first: ClauseID
  /// The clause it comes before, reported as its follow-on.
  public let over: ClauseID
  public let kind: Kind
  /// The situation, in the words of the first clause's sentence.
  public let reason: String

  public init(first: ClauseID, over: ClauseID, kind: Kind, reason: String) {
    self.first = first
    self.over = over
    self.kind = kind
    self.reason = reason
  }

  /// The clauses each clause comes before, directly or through others.
  private static let closure: [ClauseID: Set<ClauseID>] = {
    var direct: [ClauseID: Set<ClauseID>] = [:]
    for precedence in ClauseCatalog.precedences { direct[precedence.first, default: []].insert(precedence.over) }
    var closure: [ClauseID: Set<ClauseID>] = [:]
    for clause in direct.keys {
      var reached: Set<ClauseID> = []
      var frontier = Array(direct[clause] ?? [])
      while let next = frontier.popLast() {
        guard reached.insert(next).inserted else { continue }
        frontier.append(contentsOf: direct[next] ?? [])
      }
      closure[clause] = reached
    }
    return closure
  }()

  /// Whether `clause` comes before `other`, directly or through other clauses.
  public static func precedes(_ clause: ClauseID, _ other: ClauseID) -> Bool {
    closure[clause]?.contains(other) ?? false
  }

  /// `clauses`, broken at one step and given in their default order, with each clause moved before the first clause
  /// it precedes; otherwise the order is kept. Its first element is the step's root.
  public static func ordered(_ clauses: [ClauseID]) -> [ClauseID] {
    var remaining: [ClauseID] = []
    for clause in clauses where !remaining.contains(clause) { remaining.append(clause) }
    var result: [ClauseID] = []
    while !remaining.isEmpty {
      // The first clause, or a clause that precedes it, or one that precedes that one… (the relation has no
      // cycle: a test checks it).
      var next = remaining[0]
      while let narrower = remaining.first(where: { $0 != next && precedes($0, next) }) { next = narrower }
      result.append(next)
      remaining.removeAll { $0 == next }
    }
    return result
  }

  /// The root among `clauses` broken at one step: ``ordered(_:)``'s first.
  public static func root(of clauses: [ClauseID]) -> ClauseID? { ordered(clauses).first }
}

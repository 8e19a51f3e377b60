/// A clause ID that is no longer in force. IDs are stable: a retired ID is never reused or renumbered, and
/// a declaration that still names it (a known deviation) is rejected with its successor's name.
nonisolated public struct RetiredClause: Hashable, Sendable {
  /// The retired ID.
  public let id: ClauseID
  /// The version of CONFORMANCE.md that retired it (`"2.1"`).
  public let retiredIn: String
  /// The clause that now states what it stated, if any.
  public let successor: ClauseID?
  /// Why it was retired.
  public let reason: String

  public init(id: ClauseID, retiredIn: String, successor: ClauseID?, reason: String) {
    self.id = id
    self.retiredIn = retiredIn
    self.successor = successor
    self.reason = reason
  }
}

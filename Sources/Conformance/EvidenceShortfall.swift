/// A clause that applies and can be shown by a family's run, but got fewer checked steps than the evidence floor
/// (CONFORMANCE.md, "Evidence floor"), and why the run's steering did not bring it there.
nonisolated public struct EvidenceShortfall: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Why the floor was not met.
  nonisolated public enum Reason: Sendable, Hashable, Codable {
    /// No case reached a step that checks the clause, nor stood one event away from one, although this many cases
    /// searched for it.
    case neverReached(searched: Int)
    /// Cases steered back toward the clause stopped adding evidence (a fault found earlier in the same trace ends
    /// them first, say).
    case steeringFruitless(steered: Int)
    /// The budget ended first: too few cases were left, or steered toward it.
    case budgetEnded(steered: Int)
  }

  public var clause: ClauseID
  public var evidence: Int
  public var floor: Int
  public var reason: Reason

  public init(clause: ClauseID, evidence: Int, floor: Int, reason: Reason) {
    self.clause = clause
    self.evidence = evidence
    self.floor = floor
    self.reason = reason
  }

  public var description: String {
    let why =
      switch reason {
      case .neverReached(let searched):
        "no case reached a step that checks it, nor stood one event away from one (\(searched) cases searched for it)"
      case .steeringFruitless(let steered):
        "\(steered) cases steered back to it stopped reaching it (an earlier finding ends them first)"
      case .budgetEnded(let steered): "the budget ended (\(steered) cases steered toward it); run more cases"
      }
    return "\(clause): \(evidence) of \(floor) checked steps: \(why)"
  }
}

nonisolated extension Steering {
  /// The clauses of `targets` under `floor` with `evidence`, except those in `broken` (a broken clause needs no
  /// evidence to fail), each with why steering did not lift it.
  public func shortfalls(
    targets: [ClauseID], evidence: [ClauseID: Int], floor: Int, broken: Set<ClauseID>
  ) -> [EvidenceShortfall] {
    targets.filter { evidence[$0, default: 0] < floor && !broken.contains($0) }.map { clause in
      let count = evidence[clause, default: 0]
      let steered = steeredCases[clause, default: 0]
      let reason: EvidenceShortfall.Reason =
        if count == 0 {
          .neverReached(searched: searchCases[clause, default: 0])
        } else if fruitlessCases[clause, default: 0] >= Self.fruitlessLimit {
          .steeringFruitless(steered: steered)
        } else {
          .budgetEnded(steered: steered)
        }
      return EvidenceShortfall(clause: clause, evidence: count, floor: floor, reason: reason)
    }
  }
}

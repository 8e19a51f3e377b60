/// A case's evidence while it runs: per clause of its ``ClauseRules`` (by index), the steps that checked it, counted
/// in an array instead of a dictionary keyed by clause; the outcome gets the dictionary when the case ends.
nonisolated struct EvidenceTally {
  private var counts: [Int]
  /// The clauses with some evidence.
  private(set) var distinct = 0
  /// The clauses that got their first evidence since ``takeFresh()``, by index.
  private var fresh: [Int] = []

  init(clauses: Int) {
    counts = Array(repeating: 0, count: clauses)
  }

  /// One more checked step of the clause at `index`.
  mutating func add(_ index: Int) {
    if counts[index] == 0 {
      distinct += 1
      fresh.append(index)
    }
    counts[index] += 1
  }

  /// The clauses that got their first evidence since the last call, by index.
  mutating func takeFresh() -> [Int] {
    defer { fresh.removeAll(keepingCapacity: true) }
    return fresh
  }

  /// The evidence as the outcome keeps it: the clauses with some, named by `ids`.
  func evidence(ids: [ClauseID]) -> [ClauseID: Int] {
    var evidence: [ClauseID: Int] = [:]
    for (index, count) in counts.enumerated() where count > 0 { evidence[ids[index]] = count }
    return evidence
  }
}

import Testing

/// The reviewed-changes ledger stays true: every entry says why, and the last entry for a fact is the fact's
/// value in its pin today (a hand edit of a pin file that skipped the ledger shows here).
@Suite struct ReviewedPinChangeTests {
  /// Every pin store, by name, with the reviewed facts of each pin.
  static let stores: [String: @MainActor @Sendable (String) -> [String: String]?] = [
    SeedPins.store.name: { SeedPins.store.pin($0)?.reviewedFacts },
    MutantPins.store.name: { MutantPins.store.pin($0)?.reviewedFacts },
    CorpusPins.store.name: { CorpusPins.store.pin($0)?.reviewedFacts },
    FailureTextTests.store.name: { FailureTextTests.store.pin($0)?.reviewedFacts },
  ]

  @Test("Every reviewed change gives its reason and names a pin store")
  func entriesAreComplete() throws {
    let entries = try ReviewedPinChanges.entries.get()
    for entry in entries {
      #expect(!entry.reason.isEmpty && !entry.reason.contains("<why"), "\(entry.pin) \(entry.fact): no reason")
      let store = entry.pin.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
      #expect(Self.stores[store] != nil, "\(entry.pin): no pin store named \(store)")
      #expect(entry.from != entry.to, "\(entry.pin) \(entry.fact): changes nothing")
    }
  }

  @Test("The last reviewed change of each fact is its pinned value")
  func ledgerMatchesPins() throws {
    var last: [String: ReviewedPinChange] = [:]
    for entry in try ReviewedPinChanges.entries.get() { last["\(entry.pin)\u{0}\(entry.fact)"] = entry }
    for entry in last.values {
      let parts = entry.pin.split(separator: "/", maxSplits: 1).map(String.init)
      guard parts.count == 2, let facts = Self.stores[parts[0]] else { continue }
      // A pin that is gone (its mutant or bug removed from the code) keeps its history.
      guard let pinned = facts(parts[1]) else { continue }
      #expect(pinned[entry.fact] == entry.to, "\(entry.pin) \(entry.fact): the ledger says \(entry.to ?? "gone")")
    }
  }
}

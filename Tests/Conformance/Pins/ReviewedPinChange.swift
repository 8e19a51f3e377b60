import Foundation

/// One reviewed change of a pinned verdict: which fact of which pin went from what to what, and why.
///
/// The file `Tests/Pins/reviewed-changes.json` is a ledger, oldest first. Record mode applies a change of a
/// reviewed fact only when the ledger lists it; the entries stay, so the ledger tells how each verdict came to be.
struct ReviewedPinChange: Codable, Equatable, Sendable {
  /// `store/key`: `seeds/seed-001 pick`.
  var pin: String
  /// The fact's name in the pin: `PICK-8`, `caught`.
  var fact: String
  /// The value before (`nil`: the fact did not exist).
  var from: String?
  /// The value after (`nil`: the fact is gone).
  var to: String?
  /// Why the change is right: what moved in the runner, the spec or the implementation.
  var reason: String

  /// Whether this entry allows `change`.
  func allows(_ change: FactChange, pin key: String) -> Bool {
    pin == key && fact == change.fact && from == change.from && to == change.to
  }
}

/// A reviewed fact whose value differs between the pin and the run.
struct FactChange: Equatable, Sendable {
  var fact: String
  var from: String?
  var to: String?

  /// The facts that differ between `pinned` and `actual`, by fact name.
  static func between(_ pinned: [String: String], _ actual: [String: String]) -> [FactChange] {
    Set(pinned.keys).union(actual.keys).sorted().compactMap { fact in
      pinned[fact] == actual[fact] ? nil : FactChange(fact: fact, from: pinned[fact], to: actual[fact])
    }
  }

  /// The change as two diff lines.
  var diffLines: [String] {
    (from.map { ["  − \(fact): \($0)"] } ?? []) + (to.map { ["  + \(fact): \($0)"] } ?? [])
  }
}

/// The ledger file.
enum ReviewedPinChanges {
  static let url = PinFiles.directory.appendingPathComponent("reviewed-changes.json")

  /// The ledger's entries, or why it cannot be read.
  static let entries: Result<[ReviewedPinChange], any Error> = Result {
    guard FileManager.default.fileExists(atPath: url.path) else { return [] }
    return try JSONDecoder().decode([ReviewedPinChange].self, from: Data(contentsOf: url))
  }

  /// The entries that `change` of `pin` is not covered by, written as ledger entries to paste.
  static func entryText(for changes: [FactChange], pin: String) -> String {
    let entries = changes.map {
      ReviewedPinChange(pin: pin, fact: $0.fact, from: $0.from, to: $0.to, reason: "<why this verdict changed>")
    }
    return PinFiles.text(entries)
  }
}

import Foundation
import Testing

extension PinStore {
  /// Compares `actual` with the pin under `key`, or re-records it in record mode.
  ///
  /// A difference fails the test with the reviewed facts that changed, a diff of the pin and the command that
  /// re-records it. In record mode the pin is rewritten when every changed reviewed fact is listed in
  /// `Tests/Pins/reviewed-changes.json` (a new pin records freely); otherwise nothing is written and the test
  /// fails with the ledger entries to fill in.
  ///
  /// - Returns: whether the run agrees with the pin (in record mode: whether the pin was written or unchanged).
  @discardableResult
  func check(_ actual: Value, key: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    if let loadError {
      Issue.record(Comment(rawValue: loadError), sourceLocation: sourceLocation)
      return false
    }
    let pinned = pin(key)
    if pinned == actual { return true }
    let changes = pinned.map { FactChange.between($0.reviewedFacts, actual.reviewedFacts) } ?? []
    let diff = LineDiff.render(expected: pinned.map(PinFiles.text) ?? "", actual: PinFiles.text(actual))
    return RecordMode.isOn
      ? record(actual, key: key, changes: changes, diff: diff, sourceLocation: sourceLocation)
      : reportMismatch(pinned, key: key, changes: changes, diff: diff, sourceLocation: sourceLocation)
  }

  /// Fails, in normal mode, with what moved and how to re-record it.
  private func reportMismatch(
    _ pinned: Value?, key: String, changes: [FactChange], diff: String, sourceLocation: SourceLocation
  ) -> Bool {
    let headline =
      pinned == nil
      ? "No pin \(name)/\(key) in Tests/Pins/\(name).json. Record it: \(recordCommand)"
      : changes.isEmpty
        ? "The pin \(name)/\(key) moved: only recorded detail (a trace, a case count) changed, no verdict. "
          + "Re-record it: \(recordCommand), and review `git diff Tests/Pins`."
        : "The pin \(name)/\(key) changed a verdict. List each change below in Tests/Pins/reviewed-changes.json "
          + "with its reason, then re-record: \(recordCommand)"
    let facts =
      changes.isEmpty
      ? ""
      : "\n\nReviewed facts (Expected: −, Actual: +):\n"
        + changes.flatMap(\.diffLines)
        .joined(separator: "\n")
    Issue.record(
      Comment(rawValue: "\(headline)\(facts)\n\nPin (Expected: −, Actual: +):\n\(diff)"), sourceLocation: sourceLocation
    )
    return false
  }

  /// Writes the pin when every changed verdict is reviewed; fails with the entries to write otherwise.
  private func record(
    _ actual: Value, key: String, changes: [FactChange], diff: String, sourceLocation: SourceLocation
  ) -> Bool {
    let ledger: [ReviewedPinChange]
    switch ReviewedPinChanges.entries {
    case .success(let entries): ledger = entries
    case .failure(let error):
      Issue.record("Tests/Pins/reviewed-changes.json cannot be read: \(error)", sourceLocation: sourceLocation)
      return false
    }
    let pinKey = "\(name)/\(key)"
    let unreviewed = changes.filter { change in !ledger.contains { $0.allows(change, pin: pinKey) } }
    guard unreviewed.isEmpty else {
      Issue.record(
        Comment(
          rawValue: "Not re-recorded: \(pinKey) changes a verdict no reviewed change lists. If the change is right, "
            + "add these entries to Tests/Pins/reviewed-changes.json, with the reason, and record again:\n"
            + ReviewedPinChanges.entryText(for: unreviewed, pin: pinKey) + "\n\nPin (Expected: −, Actual: +):\n\(diff)"),
        sourceLocation: sourceLocation)
      return false
    }
    do {
      try write(actual, for: key)
    } catch {
      Issue.record("Could not write Tests/Pins/\(name).json: \(error)", sourceLocation: sourceLocation)
      return false
    }
    Issue.record(
      Comment(rawValue: "Re-recorded \(pinKey):\n\(diff)"), severity: .warning, sourceLocation: sourceLocation)
    return true
  }

  /// Checks that the file pins exactly `subjects`: a missing one fails (record it), a stale one fails, and is
  /// removed in record mode (its subject is gone from the code, which the code's own diff shows).
  func checkKeys(_ subjects: Set<String>, sourceLocation: SourceLocation = #_sourceLocation) {
    if let loadError {
      Issue.record(Comment(rawValue: loadError), sourceLocation: sourceLocation)
      return
    }
    let stale = keys.subtracting(subjects).sorted()
    let missing = subjects.subtracting(keys).sorted()
    if RecordMode.isOn {
      for key in stale { try? write(nil, for: key) }
      if !stale.isEmpty {
        Issue.record("Removed stale pins of \(name): \(stale)", severity: .warning, sourceLocation: sourceLocation)
      }
      return
    }
    #expect(stale.isEmpty, "Stale pins in Tests/Pins/\(name).json: \(stale); remove them: \(recordCommand)")
    #expect(missing.isEmpty, "Unpinned in Tests/Pins/\(name).json: \(missing); record them: \(recordCommand)")
  }
}

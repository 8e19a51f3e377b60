/// A rendered text, pinned whole: its clause and headline are reviewed; the rest (trace, counts, replay token)
/// moves with the engine on a re-record.
nonisolated struct TextPin: PinValue {
  var clause: String
  var text: String

  var reviewedFacts: [String: String] {
    ["clause": clause, "headline": text.components(separatedBy: "\n").first ?? ""]
  }
}

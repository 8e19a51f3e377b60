import InputConformance

/// What the fixed ports of the corpus report at the default seed, explained: each violation is a real
/// second bug of the fixed commit (the line named) or a false positive of the suite (the rule change it
/// needs is in CORPUS.md). `input-bench --section corpus` and `CorpusVerdictTests` read these.
public enum CorpusVerdicts {
  public struct Verdict: Sendable {
    public enum Kind: String, Sendable { case secondBug = "second bug", falsePositive = "suite false positive" }
    public let kind: Kind
    public let explanation: String
  }

  /// The explained violations of bug `id`'s fixed port, by clause.
  public static func fixed(_ id: String) -> [ClauseID: Verdict] { table[id] ?? [:] }

  static func second(_ text: String) -> Verdict { Verdict(kind: .secondBug, explanation: text) }
  static func falsePositive(_ text: String) -> Verdict { Verdict(kind: .falsePositive, explanation: text) }

  static let table: [String: [ClauseID: Verdict]] = [:]
}

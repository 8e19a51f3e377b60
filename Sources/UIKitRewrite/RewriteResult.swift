/// What rewriting one file gave: its copy's text, the changes made, and the refusals that withhold the copy.
public nonisolated struct RewriteResult: Sendable, Equatable {
  /// The file's path, as given to `SourceRewrite.rewrite(_:file:)`.
  public let file: String
  /// The copy's text, with as many lines as the original; nil when the file is refused.
  public let rewrittenText: String?
  /// The changes, by line; for a refused file, the changes the copy would have had.
  public let changes: [RewriteChange]
  /// The reasons the file is refused, by line; empty when it is rewritten.
  public let refusals: [Refusal]

  public init(file: String, rewrittenText: String?, changes: [RewriteChange], refusals: [Refusal]) {
    self.file = file
    self.rewrittenText = rewrittenText
    self.changes = changes
    self.refusals = refusals
  }

  /// Whether the file is refused whole (it has no copy).
  public var isRefused: Bool { !refusals.isEmpty }

  /// The number of distinct lines with a change.
  public var changedLineCount: Int { Set(changes.map(\.line)).count }
}

/// A clause's result for one implementation.
nonisolated public enum Verdict: String, Sendable, Hashable, Codable, CaseIterable {
  /// Exercised and never broken.
  case pass
  /// Broken.
  case fail
  /// Broken, and declared a known deviation of this implementation.
  case known
  /// The implementation's capabilities exclude the clause.
  case notApplicable
  /// Applies, but no case reached it.
  case notExercised
}

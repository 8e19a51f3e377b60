/// Why a generator could not produce a value; every message is worded here, in one place.
///
/// ```swift
/// do { _ = try generator.generate(in: &context) } catch GenerationError.overrun { /* replay ran out */ }
/// ```
public enum GenerationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A replayed choice sequence ended before the generator finished (the candidate is simply invalid).
  case overrun(position: Int)
  /// A fresh draw needed more choices than the context allows.
  case tooManyChoices(limit: Int)
  /// A filter rejected `limit` consecutive values.
  case filterExhausted(limit: Int, filter: String?)
  /// A generator was built with impossible arguments (for example an empty range).
  case invalidArgument(String)

  /// A one-sentence explanation.
  public var description: String {
    switch self {
    case .overrun(let position):
      return "The replayed choice sequence ended at position \(position) before the generator finished."
    case .tooManyChoices(let limit):
      return "The generator made more than \(limit) choices for one value; it is probably unbounded."
    case .filterExhausted(let limit, let filter):
      let what = filter.map { "filter \"\($0)\"" } ?? "a filter"
      return "\(what.prefix(1).uppercased() + what.dropFirst()) rejected \(limit) values in a row; "
        + "generate values that satisfy it directly or relax it."
    case .invalidArgument(let message):
      return "Invalid generator argument: \(message)"
    }
  }
}

import Foundation
import InputGenerators

/// A clause check that holds whatever the reference says: selected row in
/// bounds, Done emits the current selection, Cancel leaves the value unchanged,
/// delete on empty text is safe, and the like.
///
/// It is run on the implementation (a failure is a violation of ``clause``) and
/// on the reference (a failure is a bad oracle).
nonisolated public struct Invariant: Sendable {
  /// What one evaluation found.
  nonisolated public enum Result: Equatable, Sendable {
    /// The step is not one the clause speaks about.
    case notApplicable
    /// The clause held on this step.
    case held
    /// The clause broke; the sentence says how.
    case broken(String)
  }

  /// The clause it enforces.
  public let clause: ClauseID
  /// The check.
  public let evaluate: @MainActor @Sendable (StepContext) -> Result

  public init(_ clause: ClauseID, _ evaluate: @escaping @MainActor @Sendable (StepContext) -> Result) {
    self.clause = clause
    self.evaluate = evaluate
  }

  /// `.held` when `condition` is true, else `.broken(message)`.
  static func expect(_ condition: Bool, _ message: @autoclosure () -> String) -> Result {
    condition ? .held : .broken(message())
  }
}

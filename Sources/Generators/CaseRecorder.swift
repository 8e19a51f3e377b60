/// Collects labels while a property runs, for coverage statistics.
///
/// ```swift
/// PropertyRunner().check(Generator.int(in: -5...5)) { (x: Int, recorder: CaseRecorder) in
///   recorder.label(x < 0 ? "negative" : "non-negative")
/// }
/// ```
public final class CaseRecorder {
  /// The labels recorded so far for the current case.
  public private(set) var labels: [String] = []

  init() {}

  /// Records `label` for the current case (duplicates count once).
  ///
  /// ```swift
  /// recorder.label("empty")
  /// ```
  public func label(_ label: String) {
    if !labels.contains(label) { labels.append(label) }
  }

  /// Discards the current case unless `condition` holds.
  ///
  /// ```swift
  /// try recorder.assume(!list.isEmpty)
  /// ```
  public func assume(_ condition: Bool) throws {
    if !condition { throw CaseDiscarded() }
  }
}

/// What a keyboard's dismissal does when it comes from none of its buttons (another field
/// becoming first, `endEditing(true)`, leaving the window, the host going away): RESP-19.
///
/// A keyboard declaring no outcome (`nil`) makes no outcome callback on such a dismissal:
/// a live picker keeps its value, a transactional one discards the selection silently.
public enum DismissalOutcome: String, Sendable, CaseIterable {
  /// Keeps the selection as if Done were tapped: commits it and calls the done callback once.
  case commit
  /// Restores the value from when the keyboard opened and calls the cancel callback once.
  case discard
}

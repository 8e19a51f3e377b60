/// When a picker keyboard's value changes (PICK-10).
public enum CommitStyle: String, Sendable, CaseIterable {
  /// The value follows every settled user selection; the toolbar only dismisses (seeds 000, 004).
  case live
  /// The value changes only on Done; Cancel restores it (seed 001).
  case transactional
}

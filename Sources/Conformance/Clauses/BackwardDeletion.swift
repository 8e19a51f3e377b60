import InputReference

/// What one `deleteBackward()` removes (KEY-5): UIKit's backward-deletion cluster, the runner's
/// oracle for KEY-5 and KEY-7.
///
/// It is the reference's rule, `backwardDeletionRange(in:)`: CoreFoundation's
/// `kCFStringBackwardDeletionCluster` ported from CFString.c and tested against CoreFoundation itself.
///
/// ```swift
/// BackwardDeletion.deleting(from: "कि")   // "क"
/// BackwardDeletion.deleting(from: "é")    // "" (e + U+0301 goes whole)
/// ```
nonisolated enum BackwardDeletion {
  /// `text` after one backward deletion; empty text stays empty.
  static func deleting(from text: String) -> String { text.droppingBackwardDeletionCluster() }
}

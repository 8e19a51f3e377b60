/// What one `deleteBackward()` removes (KEY-5): UIKit's backward-deletion cluster.
///
/// The last `Character` (an extended grapheme cluster of Unicode 15.1), except that when it
/// has more than one scalar and its last scalar lies in U+0530…U+194F (Hebrew, Arabic, the
/// Indic scripts, Thai, Khmer and their neighbours), only that scalar goes: CoreFoundation's
/// `kCFStringBackwardDeletionCluster`.
///
/// ```swift
/// BackwardDeletion.deleting(from: "कि")   // "क"
/// BackwardDeletion.deleting(from: "é")    // "" (e + U+0301 goes whole)
/// ```
enum BackwardDeletion {
  /// The scalars whose marks are deleted one at a time.
  static let scriptsDeletedByScalar: ClosedRange<UInt32> = 0x0530...0x194F

  /// `text` after one backward deletion; empty text stays empty.
  static func deleting(from text: String) -> String {
    guard let last = text.last else { return text }
    let scalars = last.unicodeScalars
    if scalars.count > 1, let final = scalars.last, scriptsDeletedByScalar.contains(final.value) {
      var result = String(text.dropLast())
      result.unicodeScalars.append(contentsOf: scalars.dropLast())
      return result
    }
    return String(text.dropLast())
  }
}

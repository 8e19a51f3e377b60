/// The range one `deleteBackward()` removes from the end of `text`: its last
/// *backward-deletion cluster*, as CoreFoundation's `kCFStringBackwardDeletionCluster`,
/// which UIKit's text input uses (KEY-5).
///
/// It is the last `Character` (an extended grapheme cluster of Unicode 15.1), except
/// that when that character has more than one scalar and its last scalar lies in
/// U+0530…U+194F (Armenian, Hebrew, Arabic, Syriac, Thaana, the Indic scripts, Sinhala,
/// Thai, Lao, Tibetan, Myanmar, Georgian, Hangul Jamo, Ethiopic, Cherokee, Canadian
/// syllabics, Ogham, Runic, Tagalog, Khmer, Mongolian, Limbu) only that scalar goes.
/// Empty text gives an empty range at its end.
///
/// ```swift
/// backwardDeletionRange(in: "कि")    // the vowel sign only: "क" is left
/// backwardDeletionRange(in: "cafe\u{301}")  // "e\u{301}" whole: "caf" is left
/// ```
public func backwardDeletionRange(in text: String) -> Range<String.Index> {
  guard !text.isEmpty else { return text.endIndex..<text.endIndex }
  let lastCharacter = text.index(before: text.endIndex)
  let scalars = text[lastCharacter...].unicodeScalars
  if scalars.count > 1, let last = scalars.last, backwardDeletionScalarRange.contains(last.value) {
    return text.unicodeScalars.index(before: text.endIndex)..<text.endIndex
  }
  return lastCharacter..<text.endIndex
}

/// The scripts whose marks are deleted one scalar at a time (KEY-5).
private let backwardDeletionScalarRange: ClosedRange<UInt32> = 0x0530...0x194F

extension String {
  /// The text after one `deleteBackward()`: without its last backward-deletion cluster (KEY-5).
  public func droppingBackwardDeletionCluster() -> String {
    var text = self
    text.removeSubrange(backwardDeletionRange(in: self))
    return text
  }
}

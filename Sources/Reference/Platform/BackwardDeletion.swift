/// The range one `deleteBackward()` removes from the end of `text`: its last
/// *backward-deletion cluster*, CoreFoundation's `kCFStringBackwardDeletionCluster`, which UIKit's
/// text input uses (KEY-5). Empty text gives an empty range at its end.
///
/// `CFStringGetRangeOfCharacterClusterAtIndex(string, length - 1, kCFStringBackwardDeletionCluster)`
/// of swift-corelibs-foundation 761b621d, ported on Unicode scalars
/// (https://github.com/swiftlang/swift-corelibs-foundation/blob/761b621da93a856a48995efc29ed11028c283306/Sources/CoreFoundation/CFString.c#L4357-L4568):
///
/// 1. Marks (L4194–L4239): from the last scalar, step back over mark-like scalars (General Category
///    M, skin tones U+1F3FB…U+1F3FF, tags U+E0020…U+E007F, U+FF9E, U+FF9F, U+F870…U+F87F) to the
///    first other scalar, and take it; a scalar in U+0530…U+194F (Armenian to Limbu) stops the
///    walk and is its first scalar, so a mark there goes alone and the walk never passes it.
/// 2. Hangul (L4241–L4287): a conjoining jamo or syllable takes the jamo and syllables before it
///    that make one syllable with it (L* V+ T*, L* LV V* T*, L* LVT T*, in CoreFoundation's
///    jamo ranges).
/// 3. Transcoding hints U+F860…U+F86F covering the end take the cluster from the hint (L4462–L4492).
/// 4. A lone regional indicator after an odd number of them takes its partner (L4495–L4511).
/// 5. An extended pictographic sequence that contains the cluster and ends the text replaces it
///    (L4514–L4546, `PictographicSequence`).
/// 6. A lone ZWJ takes the marks-and-Hangul cluster before it (L4549–L4559).
///
/// Viramas and conjuncts are not joined (L4385 applies that only to other cluster types), nor are
/// CR LF, Prepend + base, or ZWNJ + what precedes it. The Unicode properties are those of that
/// CoreFoundation's tables (`CoreFoundationScalarProperties`).
///
/// ```swift
/// backwardDeletionRange(in: "कि")           // the vowel sign: "क" is left
/// backwardDeletionRange(in: "कि\u{301}")    // vowel sign and accent: "क" is left
/// backwardDeletionRange(in: "\u{1100}\u{1161}\u{11A8}")  // the whole jamo syllable 각
/// backwardDeletionRange(in: "cafe\u{301}")  // "e\u{301}": "caf" is left
/// ```
public func backwardDeletionRange(in text: String) -> Range<String.Index> {
  let scalars = Array(text.unicodeScalars)
  guard !scalars.isEmpty else { return text.endIndex..<text.endIndex }
  let start = BackwardDeletionCluster(scalars).start
  let lower = text.unicodeScalars.index(text.unicodeScalars.endIndex, offsetBy: start - scalars.count)
  return lower..<text.endIndex
}

extension String {
  /// The text after one `deleteBackward()`: without its last backward-deletion cluster (KEY-5).
  public func droppingBackwardDeletionCluster() -> String {
    var text = self
    text.removeSubrange(backwardDeletionRange(in: self))
    return text
  }
}

/// The steps of `backwardDeletionRange(in:)` on the scalars of a non-empty text.
///
/// ```swift
/// BackwardDeletionCluster(Array("🇺🇸🇫🇷".unicodeScalars)).start  // 2
/// ```
struct BackwardDeletionCluster {
  let scalars: [Unicode.Scalar]

  init(_ scalars: [Unicode.Scalar]) {
    precondition(!scalars.isEmpty, "A backward-deletion cluster needs a non-empty text.")
    self.scalars = scalars
  }

  /// The index of the cluster's first scalar; the cluster ends with the text.
  var start: Int {
    var start = composedStart(of: scalars.count - 1)
    start = transcodingHintStart(from: start)
    start = regionalIndicatorStart(from: start)
    if let sequence = PictographicSequence.range(around: start, in: scalars), sequence.upperBound == scalars.count {
      start = min(start, sequence.lowerBound)
    }
    if start == scalars.count - 1, start > 0, scalars[start] == "\u{200D}" {
      start = composedStart(of: start - 1)
    }
    return start
  }

  /// Steps 1 and 2, `_CFStringInlineBufferGetComposedRange` backwards from `index` (L4194–L4287); its
  /// forward parts add nothing here, as the scalar after `index` is none or a ZWJ.
  func composedStart(of index: Int) -> Int {
    var start = index
    while start > 0, !Self.isInScriptsDeletedByScalar(scalars[start]), Self.isMarkLike(scalars[start]) {
      start -= 1
    }
    return hangulStart(of: start)
  }

  /// Step 2: the Hangul state machine, backwards (L4241–L4287).
  func hangulStart(of index: Int) -> Int {
    let scalar = scalars[index].value
    guard Self.isHangul(scalar) else { return index }
    var state: HangulState =
      switch scalar {
      case ..<0x1160: .leading
      case ..<0x11A8: .vowel
      case ..<0xAC00: .trailing
      default: Self.isLVT(scalar) ? .syllableWithTrailing : .syllable
      }
    var start = index
    while start > 0 {
      let previous = scalars[start - 1].value
      guard Self.isHangul(previous), let next = state.before(previous) else { break }
      state = next
      start -= 1
    }
    return start
  }

  /// Step 3: a transcoding hint whose span ends at the end of the text (L4462–L4492), counted in
  /// UTF-16 code units as CoreFoundation does.
  func transcodingHintStart(from start: Int) -> Int {
    let length = scalars.reduce(0) { $0 + $1.utf16.count }
    var offset = length
    var candidates: [(index: Int, offset: Int)] = []
    for index in scalars.indices.reversed() {
      offset -= scalars[index].utf16.count
      guard offset >= max(0, length - 5) else { break }
      if index <= start { candidates.append((index, offset)) }
    }
    for candidate in candidates.reversed() {
      let value = scalars[candidate.index].value
      guard (0xF860...0xF86F).contains(value) else { continue }
      let end = candidate.offset + Self.transcodingHintLengths[Int(value - 0xF860)] + 1
      guard end >= length else { continue }
      return end == length ? candidate.index : start
    }
    return start
  }

  /// Step 4: regional indicators pair from the start of their run (L4495–L4511).
  func regionalIndicatorStart(from start: Int) -> Int {
    guard start == scalars.count - 1, Self.isRegionalIndicator(scalars[start]) else { return start }
    var run = start
    while run > 0, Self.isRegionalIndicator(scalars[run - 1]) { run -= 1 }
    return (start - run) % 2 == 1 ? start - 1 : start
  }

  /// Mark-like for the walk of step 1 (L4226–L4233).
  static func isMarkLike(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1F3FB...0x1F3FF, 0xE0020...0xE007F, 0xFF9E, 0xFF9F, 0xF870...0xF87F: true
    default: CoreFoundationScalarProperties.isNonBase(scalar)
    }
  }

  /// Armenian to Limbu, whose marks are not combined for backward deletion (L4203–L4204, L4214).
  static func isInScriptsDeletedByScalar(_ scalar: Unicode.Scalar) -> Bool { (0x0530...0x194F).contains(scalar.value) }

  static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool { (0x1F1E6...0x1F1FF).contains(scalar.value) }

  /// Jamo U+1100…U+11F9 or a syllable U+AC00…U+D7AF, CoreFoundation's ranges (L2436–L2444).
  static func isHangul(_ value: UInt32) -> Bool {
    (0x1100...0x11F9).contains(value) || (0xAC00...0xD7AF).contains(value)
  }

  /// A syllable with a trailing consonant (`_CFStringIsHangulLVT`, L3656–L3657).
  static func isLVT(_ value: UInt32) -> Bool { (value &- 0xAC00) % 28 != 0 }

  /// The span after each hint U+F860…U+F86F, in UTF-16 code units (L3660–L3662).
  static let transcodingHintLengths = [2, 3, 4, 4, 4, 4, 4, 2, 2, 2, 2, 4, 0, 0, 0, 0]
}

/// Where the backward Hangul walk stands (CFString.c L3664–L3671).
enum HangulState {
  case leading, vowel, trailing, syllable, syllableWithTrailing

  /// The state after stepping back over `previous`, a jamo or syllable; `nil` stops the walk.
  func before(_ previous: UInt32) -> HangulState? {
    let isSyllable = previous >= 0xAC00
    switch self {
    case .vowel:
      if previous <= 0x115F { return .leading }
      if isSyllable && !BackwardDeletionCluster.isLVT(previous) { return .syllable }
      return previous > 0x11A2 ? nil : .vowel
    case .trailing:
      if (0x1160...0x11A2).contains(previous) { return .vowel }
      if isSyllable { return BackwardDeletionCluster.isLVT(previous) ? .syllableWithTrailing : .syllable }
      return previous < 0x1160 ? nil : .trailing
    case .leading, .syllable, .syllableWithTrailing:
      return previous < 0x1160 ? .leading : nil
    }
  }
}

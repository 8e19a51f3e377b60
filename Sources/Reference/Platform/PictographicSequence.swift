/// CoreFoundation's extended pictographic sequence around a scalar: UAX #29's
/// `precore* core postcore*` with precore = Prepend, core = `ExtPict (Extend* ZWJ ExtPict)*` and
/// postcore = `[Extend ZWJ SpacingMark]`, found by scanning back and then forward from the scalar.
///
/// A port on scalar indices of `__CFStringGetExtendedPictographicSequence` and
/// `__CFStringGetExtendedPictographicSequenceComponent`, CFString.c lines 3740–4180
/// (https://github.com/swiftlang/swift-corelibs-foundation/blob/761b621da93a856a48995efc29ed11028c283306/Sources/CoreFoundation/CFString.c#L3740-L4180),
/// kept step for step, quirks included; a UTF-16 index there is a scalar index here.
///
/// ```swift
/// let family = Array("👨‍👩‍👧".unicodeScalars)
/// PictographicSequence.range(around: 2, in: family)  // 0..<5
/// ```
enum PictographicSequence {
  /// One component of the core: a lone pictograph, or `Extend* ZWJ ExtPict` (CFString.c lines 3743–3748).
  private struct Component {
    var range: Range<Int>
    var firstExtend: Int?
    var joiner: Int?
    var pictograph: Int?
  }

  private typealias Scalars = CoreFoundationScalarProperties

  /// The sequence containing the scalar at `index`, or `nil` when there is none (lines 3985–4180).
  static func range(around index: Int, in scalars: [Unicode.Scalar]) -> Range<Int>? {
    guard scalars.indices.contains(index) else { return nil }
    // Postcore scalars before and at `index` (lines 4005–4016).
    var current = index
    var postcore: Range<Int>?
    while isPostcore(scalars[current]) {
      postcore = current..<(postcore?.upperBound ?? current + 1)
      if current == 0 { return nil }
      current -= 1
    }
    // The core, backwards (lines 4019–4033).
    var core = current..<current
    var last: Component?
    var cursor = current
    while let component = component(at: cursor, in: scalars) {
      last = component
      core = component.range.lowerBound..<(component.range.lowerBound + core.count + component.range.count)
      cursor = component.range.lowerBound - 1
      if component.joiner == nil { break }
    }
    var looksForPrecore = true
    if let last, last.firstExtend != nil || last.joiner != nil, let pictograph = last.pictograph {
      // The earliest component had Extend or ZWJ before its pictograph: start at the pictograph (lines 4035–4062).
      core = pictograph..<(pictograph + core.count - (pictograph - last.range.lowerBound))
      cursor = pictograph + 1
      looksForPrecore = false
    }
    if postcore != nil && core.isEmpty { return nil }
    // Precore, backwards then forwards (lines 4071–4101).
    var precore = cursor..<cursor
    if looksForPrecore {
      if cursor >= 0 {
        var position = cursor
        while isPrepend(at: position, in: scalars) {
          precore = position..<(precore.isEmpty ? position + 1 : precore.upperBound)
          if position == 0 { break }
          position -= 1
        }
      }
      while isPrepend(at: precore.upperBound, in: scalars) { precore = precore.lowerBound..<(precore.upperBound + 1) }
    }
    if precore.isEmpty && core.isEmpty { return nil }
    // The core, forwards (lines 4103–4126).
    if core.isEmpty { core = precore.upperBound..<precore.upperBound }
    cursor = core.upperBound
    while let component = component(at: cursor, in: scalars) {
      if !core.isEmpty && component.joiner == nil { break }
      core = core.lowerBound..<(core.upperBound + component.range.count)
      cursor += component.range.count
    }
    // Postcore already seen inside the core is core; more postcore may follow (lines 4128–4162).
    var trailing: Range<Int>
    if let seen = postcore {
      trailing = core.upperBound >= seen.upperBound ? core.upperBound..<core.upperBound : seen
      cursor = trailing.upperBound
    } else {
      trailing = cursor..<cursor
    }
    if cursor < scalars.count {
      while scalars.indices.contains(cursor) && isPostcore(scalars[cursor]) {
        trailing = trailing.lowerBound..<(trailing.upperBound + 1)
        cursor += 1
      }
    }
    guard !core.isEmpty else { return nil }
    // The union of precore, core and postcore, as CoreFoundation adds their lengths (lines 4164–4179).
    let lower = precore.isEmpty ? core.lowerBound : precore.lowerBound
    return lower..<(lower + precore.count + core.count + trailing.count)
  }

  /// The core component containing `index` (lines 3750–3947).
  private static func component(at index: Int, in scalars: [Unicode.Scalar]) -> Component? {
    guard scalars.indices.contains(index) else { return nil }
    var match = Component(range: index..<index, firstExtend: nil, joiner: nil, pictograph: nil)
    var position = index
    // Backwards as far as the component can reach (lines 3776–3823).
    while position >= 0 {
      let scalar = scalars[position]
      if Scalars.isExtend(scalar) {
        match.firstExtend = position
      } else if scalar == zeroWidthJoiner {
        if match.firstExtend != nil || match.joiner != nil { break }
        match.joiner = position
      } else if Scalars.isExtendedPictographic(scalar) {
        if match.pictograph != nil || match.joiner != nil || match.firstExtend != nil { break }
        match.pictograph = position
      } else {
        break
      }
      match.range = position..<(position + match.range.count + 1)
      position -= 1
    }
    if let pictograph = match.pictograph {
      // Extend right before a pictograph with no ZWJ belongs to the previous cluster (lines 3842–3877).
      if match.firstExtend != nil && match.joiner == nil {
        match.range = pictograph..<match.range.upperBound
      }
      return match
    }
    if match.joiner == nil && match.firstExtend == nil { return nil }
    // Forwards to the pictograph (lines 3879–3946).
    position = match.range.upperBound
    while match.pictograph == nil && position < scalars.count {
      let scalar = scalars[position]
      if Scalars.isExtend(scalar) {
        if match.joiner != nil { break }
      } else if scalar == zeroWidthJoiner {
        if match.joiner != nil { break }
        match.joiner = position
      } else if Scalars.isExtendedPictographic(scalar) {
        match.pictograph = position
      } else {
        break
      }
      match.range = match.range.lowerBound..<(match.range.upperBound + 1)
      position += 1
    }
    return match.pictograph == nil ? nil : match
  }

  /// Postcore: Extend, ZWJ or SpacingMark (lines 3731–3738).
  private static func isPostcore(_ scalar: Unicode.Scalar) -> Bool {
    scalar == zeroWidthJoiner || Scalars.isExtend(scalar) || Scalars.isSpacingMark(scalar)
  }

  /// Precore: Prepend (lines 3721–3728); false outside the text, as CoreFoundation reads 0 there.
  private static func isPrepend(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
    scalars.indices.contains(index) && Scalars.isPrepend(scalars[index])
  }

  private static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"
}

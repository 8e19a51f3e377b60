/// The shrink passes: each one proposes smaller candidates to `consider`/`evaluate` in its own way.
///
/// Cheap passes (run every round) delete and simplify whole structures and lower single choices; fallback
/// passes (run when the cheap ones stall) handle pairs of choices, counts, merges and index shifts.
extension ShrinkSession {
  /// The structure of the same kind that starts where `span` ends, if any.
  static func nextSibling(of span: ChoiceSpan, in ordered: [ChoiceSpan]) -> ChoiceSpan? {
    ordered.first { $0.start == span.end && $0.label == span.label }
  }

  // MARK: Cheap passes

  /// Deletes whole structures (array elements, tree nodes, branches), together with as many following
  /// siblings as possible (galloping: 1, 2, 3, 4, 8, … structures at once).
  ///
  /// A label whose deletions keep running out of choices (fixed-length structures) is skipped for the rest
  /// of the pass.
  func deleteSpans() {
    var index = 0
    var invalidStreak: [String: Int] = [:]
    while !exhausted {
      let ordered = orderedSpans
      guard index < ordered.count else { return }
      let span = ordered[index]
      if invalidStreak[span.label, default: 0] >= 2 {
        index += 1
        continue
      }
      var siblings = [span]
      while let next = Self.nextSibling(of: siblings.last!, in: ordered) {
        siblings.append(next)
      }
      let base = current
      var firstVerdict = Verdict.skipped
      let deleted = findLargest(limit: siblings.count) { count in
        var candidate = base
        candidate.removeSubrange(span.start..<siblings[count - 1].end)
        let verdict = self.evaluate(candidate)
        if count == 1 { firstVerdict = verdict }
        return verdict == .accepted
      }
      if deleted > 0 {
        invalidStreak[span.label] = 0
        continue
      }
      switch firstVerdict {
      case .invalid: invalidStreak[span.label, default: 0] += 1
      case .boring: invalidStreak[span.label] = 0
      case .accepted, .skipped: break
      }
      index += 1
    }
  }

  /// Merges adjacent structures of the same kind by deleting the choices at their boundary
  /// (the end marker of the first and the "continue?" flag of the second), e.g. two lists into one.
  func mergeAdjacentSpans() {
    var index = 0
    while !exhausted {
      let ordered = orderedSpans
      guard index < ordered.count else { return }
      let first = ordered[index]
      index += 1
      guard let second = Self.nextSibling(of: first, in: ordered) else { continue }
      if consider(replacing(first.end - 1..<second.start + 1, with: [])) { index -= 1 }
    }
  }

  /// Simplifies a structure in one step: first sets its non-Boolean choices to zero (keeping its shape), and
  /// if that fails, zeroes every choice after its first (so a tree node keeps being a node but gets the
  /// simplest operator and children).
  func zeroSpans() {
    var index = 0
    while !exhausted {
      let ordered = orderedSpans
      guard index < ordered.count else { return }
      let span = ordered[index]
      index += 1
      // Single values (with their flag) are left to `minimiseChoices`, which also tries zero first.
      guard span.length > 2 else { continue }
      var valuesOnly = current
      for position in span.start..<span.end where maxima[position] > 1 { valuesOnly[position] = 0 }
      if valuesOnly != current, consider(valuesOnly) { continue }
      var allButFirst = current
      for position in span.start + 1..<span.end { allButFirst[position] = 0 }
      if allButFirst != current, allButFirst != valuesOnly { consider(allButFirst) }
    }
  }

  /// Lowers each choice on its own as far as it will go.
  func minimiseChoices() {
    var index = 0
    while index < current.count, !exhausted {
      let position = index
      searchDown(from: current[position]) { value in
        guard position < self.current.count, value < self.current[position] else { return false }
        return self.consider(self.replacing(position..<position + 1, with: [value]))
      }
      index += 1
    }
  }

  /// Lowers each choice in steps of two, keeping its parity: zigzag-encoded integers alternate sign with
  /// parity, so this shrinks a magnitude without flipping the sign.
  func minimiseMagnitudes() {
    var index = 0
    while index < current.count, !exhausted {
      let position = index
      let start = current[position]
      if start > 2, maxima[position] > 2 {
        let parity = start % 2
        searchDown(from: start / 2) { half in
          let value = half * 2 + parity
          guard position < self.current.count, value < self.current[position] else { return false }
          return self.consider(self.replacing(position..<position + 1, with: [value]))
        }
      }
      index += 1
    }
  }

  // MARK: Expensive passes

  /// Deletes runs of 8, 7 … 1 consecutive choices (when no spans describe the structure).
  func deleteBlocks() {
    guard spans.isEmpty else { return }
    let sizes = [8, 7, 6, 5, 4, 3, 2, 1]
    for size in sizes {
      var start = current.count - size
      while start >= 0, !exhausted {
        if !consider(replacing(start..<start + size, with: [])) { start -= 1 }
        start = min(start, current.count - size)
      }
    }
  }

  /// Replaces runs of 8, 4 and 2 consecutive choices by zeros (when no spans describe the structure).
  func zeroBlocks() {
    guard spans.isEmpty else { return }
    for size in [8, 4, 2] {
      var start = 0
      while start + size <= current.count, !exhausted {
        if current[start..<start + size].contains(where: { $0 != 0 }) {
          consider(replacing(start..<start + size, with: Array(repeating: 0, count: size)))
        }
        start += 1
      }
    }
  }

  /// Lowers every occurrence of a repeated value together.
  func minimiseDuplicates() {
    var groups: [UInt64: [Int]] = [:]
    for (index, value) in current.enumerated() where value > 1 { groups[value, default: []].append(index) }
    let repeated = groups.filter { $0.value.count > 1 }.sorted { $0.key > $1.key }
    for (value, positions) in repeated where !exhausted {
      let base = current
      guard positions.allSatisfy({ $0 < base.count && base[$0] == value }) else { continue }
      searchDown(from: value) { lowered in
        var candidate = base
        for position in positions { candidate[position] = lowered }
        return self.consider(candidate)
      }
    }
  }

  /// Pairs worth trying for two-choice passes: non-Boolean choices of the same kind (same bound) at most
  /// 8 positions apart.
  func pairs() -> [(Int, Int)] {
    let count = current.count
    var result: [(Int, Int)] = []
    for first in 0..<count where current[first] > 0 && maxima[first] > 1 {
      let reach = min(count, first + 9)
      for second in (first + 1)..<max(reach, first + 1) where maxima[second] == maxima[first] {
        result.append((first, second))
      }
    }
    return result
  }

  /// Pairs of non-Boolean choices of different kinds (different bounds) at most 4 positions apart, such as a
  /// value and the branch of the structure after it.
  func mixedPairs() -> [(Int, Int)] {
    let count = current.count
    var result: [(Int, Int)] = []
    for first in 0..<count where current[first] > 0 && maxima[first] > 1 {
      for second in (first + 1)..<min(count, first + 5) where maxima[second] > 1 && maxima[second] != maxima[first] {
        result.append((first, second))
      }
    }
    return result
  }

  /// Lowers two choices by the same amount (keeps their difference, as in `x - y` tests).
  func lowerPairsTogether() {
    for (first, second) in pairs() where !exhausted {
      let base = current
      guard second < base.count, base[first] > 0, base[second] > 0 else { continue }
      let start = base[first]
      let other = base[second]
      searchDown(from: start) { lowered in
        let delta = start - lowered
        guard delta <= other else { return false }
        var candidate = base
        candidate[first] = lowered
        candidate[second] = other - delta
        return self.consider(candidate)
      }
    }
  }

  /// Moves value from an earlier choice to a later one (lower one, raise the other), the smallest move first.
  ///
  /// Three variants cover zigzag-encoded integers: the same amount, an even amount (keeping both signs), and
  /// one more (the later choice crosses over to the other sign, as wrapping sums need).
  func redistributePairs() {
    for variant in 0..<4 {
      for (first, second) in variant < 3 ? pairs() : mixedPairs() where !exhausted {
        let base = current
        guard second < base.count, base[first] > 0 else { continue }
        let start = base[first]
        let other = base[second]
        let step: UInt64 = variant == 1 ? 2 : 1
        _ = findLargest(limit: Int(clamping: start / step)) { steps in
          let delta = UInt64(steps) * step
          var candidate = base
          candidate[first] = start - delta
          let raise = variant == 2 ? delta &+ 1 : delta
          let (raised, overflow) = other.addingReportingOverflow(raise)
          candidate[second] = overflow ? .max : raised
          return self.consider(candidate)
        }
      }
    }
  }

  /// Lowers a count-like choice and deletes the choices that count no longer needs.
  func lowerAndDelete() {
    for width in [1, 2] {
      var index = 0
      while index < current.count, !exhausted {
        let position = index
        let base = current
        let start = base[position]
        if start > 0, maxima[position] > 1, start <= UInt64((base.count - position - 1) / width) {
          searchDown(from: start) { lowered in
            let removed = Int(start - lowered) * width
            guard position + 1 + removed <= base.count else { return false }
            var candidate = base
            candidate[position] = lowered
            candidate.removeSubrange(position + 1..<position + 1 + removed)
            return self.consider(candidate)
          }
        }
        index += 1
      }
    }
  }

  /// Replaces a structure by one of its own sub-structures of the same kind (a tree by a subtree).
  func replaceSpansWithDescendants() {
    var index = 0
    while !exhausted {
      let ordered = orderedSpans
      guard index < ordered.count else { return }
      let outer = ordered[index]
      var replaced = false
      for inner in ordered
      where inner.label == outer.label && inner.start >= outer.start && inner.end <= outer.end
        && inner.length < outer.length
      {
        if consider(replacing(outer.start..<outer.end, with: Array(current[inner.start..<inner.end]))) {
          replaced = true
          break
        }
        if exhausted { return }
      }
      if !replaced { index += 1 }
    }
  }

  /// Swaps adjacent structures of the same kind when that puts the simpler one first.
  func sortSiblingSpans() {
    var changed = true
    while changed, !exhausted {
      changed = false
      let ordered = orderedSpans
      for first in ordered {
        guard let second = Self.nextSibling(of: first, in: ordered) else {
          continue
        }
        let left = Array(current[first.start..<first.end])
        let right = Array(current[second.start..<second.end])
        guard ChoiceSequence.shortlexPrecedes(right, left) || right.lexicographicallyPrecedes(left) else { continue }
        if consider(replacing(first.start..<second.end, with: right + left)) {
          changed = true
          break
        }
      }
    }
  }

  /// Deletes consecutive structures and lowers every later choice of the same kind by their count, so values
  /// that index into a list keep pointing at the same elements after the deletion: one structure and as many
  /// following siblings as possible (galloping), or, when one alone fails, two or three.
  func deleteSpansAndShiftIndices() {
    var index = 0
    while !exhausted {
      let ordered = orderedSpans
      guard index < ordered.count else { return }
      let first = ordered[index]
      index += 1
      var siblings = [first]
      while let next = Self.nextSibling(of: siblings.last!, in: ordered) { siblings.append(next) }
      let base = current
      let baseMaxima = maxima
      func attempt(_ count: Int) -> Bool {
        let end = siblings[count - 1].end
        let kinds = Set(baseMaxima[first.start..<end].filter { $0 > 1 })
        guard !kinds.isEmpty else { return false }
        var candidate = Array(base[..<first.start])
        for position in end..<base.count {
          let value = base[position]
          let shifted = kinds.contains(baseMaxima[position]) && value >= UInt64(count)
          candidate.append(shifted ? value - UInt64(count) : value)
        }
        return consider(candidate)
      }
      let deleted = findLargest(limit: siblings.count, attempt)
      if deleted > 0 || (2...3).contains(where: { $0 <= siblings.count && attempt($0) }) { index -= 1 }
    }
  }

  /// Deletes two non-adjacent structures at once (only when there are few).
  func deleteSpanPairs() {
    let ordered = orderedSpans
    guard ordered.count <= 24 else { return }
    for (offset, first) in ordered.enumerated() {
      for second in ordered.dropFirst(offset + 1) where second.start >= first.end && !exhausted {
        var candidate = current
        candidate.removeSubrange(second.start..<second.end)
        candidate.removeSubrange(first.start..<first.end)
        if consider(candidate) { return }
      }
    }
  }
}

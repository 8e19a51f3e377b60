/// Shrinks a failing choice sequence to the smallest one (shortlex order) that still fails.
///
/// The shrinker only sees choice sequences and a test function, so any generator shrinks for free and the
/// test can run anywhere (in process, or in a child process). Candidates are never evaluated twice, nor is a
/// candidate that replays a run already seen (`ChoiceTree`), and the search is deterministic and bounded by
/// `ShrinkLimits`.
///
/// Passes (see `ShrinkPasses.swift`): delete structures (galloping over siblings), replace a structure by a
/// descendant, zero structures, minimise single choices (Hypothesis-style: 0, 1, halving, galloping
/// subtraction), sort siblings; when those stall: minimise duplicates together, lower pairs together,
/// minimise zigzag magnitudes, lower a count and delete what it counted, merge adjacent structures, delete
/// and zero blocks of 1–8 choices, delete pairs of structures, delete structures while shifting index
/// values, and redistribute value between two choices.
///
/// ```swift
/// let generator = Generator.array(of: .int(in: 0...100), length: 0...20)
/// let shrinker = Shrinker()
/// let result = shrinker.shrink(failing.choices) { candidate in
///   guard let drawn = try? generator.replay(candidate) else { return .invalid }
///   return drawn.value.contains { $0 > 50 } ? .interesting(consumed: drawn.choices, spans: drawn.spans) : .boring
/// }
/// ```
public struct Shrinker: Sendable {
  /// The work bounds.
  public var limits: ShrinkLimits

  /// Creates a shrinker.
  ///
  /// ```swift
  /// let shrinker = Shrinker(limits: ShrinkLimits(maxEvaluations: 2_000))
  /// ```
  public init(limits: ShrinkLimits = ShrinkLimits()) {
    self.limits = limits
  }

  /// Shrinks `initial`, which must be interesting, calling `test` on candidates.
  ///
  /// `passing` are runs already known not to be interesting (the cases generated before the failure), each as
  /// it was consumed: candidates that replay one of them are not run.
  ///
  /// ```swift
  /// let result = Shrinker().shrink(ChoiceSequence(values: [9, 9])) { candidate in
  ///   candidate.values.reduce(0, +) >= 5 ? .interesting(consumed: candidate) : .boring
  /// }
  /// ```
  public func shrink(
    _ initial: ChoiceSequence, spans: [ChoiceSpan] = [], passing: [ChoiceSequence] = [],
    test: (ChoiceSequence) -> ShrinkOutcome
  ) -> ShrinkResult {
    withoutActuallyEscaping(test) { escapableTest in
      let session = ShrinkSession(
        initial: initial, spans: spans, passing: passing, limits: limits, test: escapableTest)
      session.run()
      return ShrinkResult(
        sequence: session.currentSequence, spans: session.spans, evaluations: session.evaluations,
        shrinks: session.shrinks, hitLimit: session.exhausted, passStatistics: session.passStatistics)
    }
  }
}

/// The mutable state of one shrink: the current best sequence, the cache and the passes.
final class ShrinkSession {
  private(set) var current: [UInt64]
  private(set) var maxima: [UInt64]
  private(set) var spans: [ChoiceSpan]
  private var seen: Set<[UInt64]> = []
  private var tree = ChoiceTree()
  private(set) var evaluations = 0
  private(set) var shrinks = 0
  /// Evaluations and successes per pass, for tuning and reports.
  private(set) var passStatistics: [String: ShrinkPassStatistics] = [:]
  private var currentPass = "initial"
  private let limits: ShrinkLimits
  private let test: (ChoiceSequence) -> ShrinkOutcome

  init(
    initial: ChoiceSequence, spans: [ChoiceSpan], passing: [ChoiceSequence] = [], limits: ShrinkLimits,
    test: @escaping (ChoiceSequence) -> ShrinkOutcome
  ) {
    self.current = initial.values
    self.maxima = initial.choices.map(\.max)
    self.spans = spans
    self.limits = limits
    self.test = test
    seen.insert(current)
    tree.record(initial, interesting: true)
    for run in passing { tree.record(run, interesting: false) }
  }

  var exhausted: Bool { evaluations >= limits.maxEvaluations || shrinks >= limits.maxShrinks }

  var currentSequence: ChoiceSequence {
    ChoiceSequence(zip(current, maxima).map { Choice(value: $0, max: $1) })
  }

  // MARK: Evaluation

  /// The result of trying one candidate.
  enum Verdict {
    case accepted, boring, invalid, skipped
  }

  /// Tries `candidate`; returns whether it (or the prefix it consumed) became the new current sequence.
  @discardableResult
  func consider(_ candidate: [UInt64]) -> Bool {
    evaluate(candidate) == .accepted
  }

  /// Tries `candidate` unless it is not smaller, already seen, or answered by a known run.
  func evaluate(_ candidate: [UInt64]) -> Verdict {
    guard !exhausted, ChoiceSequence.shortlexPrecedes(candidate, current) else { return .skipped }
    // A candidate that replays a known run (a strict prefix of it overruns) needs no call.
    if let known = tree.outcome(of: candidate) { return known == .overrun ? .invalid : .boring }
    guard seen.insert(candidate).inserted else { return .skipped }
    evaluations += 1
    passStatistics[currentPass, default: ShrinkPassStatistics()].evaluations += 1
    let outcome = test(ChoiceSequence(values: candidate))
    if case .uninteresting(let consumed) = outcome {
      tree.record(consumed, interesting: false)
      return .boring
    }
    guard case .interesting(let consumed, let newSpans) = outcome else {
      return outcome == .invalid ? .invalid : .boring
    }
    tree.record(consumed, interesting: true)
    let values = consumed.values
    seen.insert(values)
    guard ChoiceSequence.shortlexPrecedes(values, current) else { return .boring }
    current = values
    maxima = consumed.choices.map(\.max)
    spans = newSpans
    shrinks += 1
    passStatistics[currentPass, default: ShrinkPassStatistics()].successes += 1
    return .accepted
  }

  /// Values above this are tried at 1 before one step down (see `searchDown`).
  static let wideValue: UInt64 = 1 << 32

  /// Finds a small value below `start` for which `attempt` succeeds (Hypothesis's integer minimiser, with
  /// bisection): tries 0, then one step down (stopping there if that fails) and 1; then halves as often as
  /// possible (bisecting the number of halvings) and bisects between the last halving that failed and the
  /// last that worked; when not even one halving works, it subtracts as much as possible, galloping.
  func searchDown(from start: UInt64, _ attempt: (UInt64) -> Bool) {
    guard start > 0, !exhausted else { return }
    if attempt(0) { return }
    // A value wider than 32 bits is hardly ever at its minimum, so 1 comes first; a smaller one often is, and
    // when even one step down fails the interesting values do not reach `start`: searching further wastes
    // evaluations.
    let wide = start > Self.wideValue
    if wide, attempt(1) { return }
    guard start > 1, attempt(start - 1), start > 2 else { return }
    if !wide, attempt(1) { return }
    let high = start - 1
    let bits = UInt64.bitWidth - high.leadingZeroBitCount
    guard bits > 2, attempt(high >> 1) else {
      let low = bits > 2 ? high >> 1 : 1
      guard high - low > 1 else { return }
      _ = findLargest(limit: Int(clamping: high - low - 1), growth: 16) { amount in attempt(high - UInt64(amount)) }
      return
    }
    // `high >> good` works and `high >> bad` fails (`high >> (bits - 1)` is 1).
    var good = 1
    var bad = bits - 1
    while good + 1 < bad, !exhausted {
      let middle = (good + bad) / 2
      if attempt(high >> middle) { good = middle } else { bad = middle }
    }
    bisectDown(low: high >> bad, high: high >> good, attempt)
  }

  /// Bisects for the smallest success above `low` (a failure), `high` being a success.
  func bisectDown(low: UInt64, high: UInt64, _ attempt: (UInt64) -> Bool) {
    var low = low
    var high = high
    while high - low > 1, !exhausted {
      let middle = low + (high - low) / 2
      if attempt(middle) { high = middle } else { low = middle }
    }
  }

  /// The largest `n` in `0...limit` with `holds(n)`, assuming `holds` is monotone and `holds(0)`:
  /// checks 1…4 one by one, then gallops (multiplying by `growth`) and bisects.
  func findLargest(limit: Int, growth: Int = 2, _ holds: (Int) -> Bool) -> Int {
    // One below the largest `Int`, so that `limit + 1` (the first value known to fail) cannot overflow.
    let limit = min(limit, Int.max - 1)
    guard limit > 0 else { return 0 }
    for n in 1...min(4, limit) {
      if exhausted || !holds(n) { return n - 1 }
    }
    guard limit > 4 else { return limit }
    var low = 4
    var high = limit / growth < 4 ? limit + 1 : 4 * growth
    while high <= limit, !exhausted, holds(high) {
      low = high
      high = high > limit / growth ? limit + 1 : high * growth
    }
    high = min(high, limit + 1)
    while low + 1 < high, !exhausted {
      let middle = low + (high - low) / 2
      if holds(middle) { low = middle } else { high = middle }
    }
    return low
  }

  // MARK: Driver

  func run() {
    let mainPasses: [(String, () -> Void)] = [
      ("deleteSpans", deleteSpans), ("replaceSpansWithDescendants", replaceSpansWithDescendants),
      ("zeroSpans", zeroSpans), ("minimiseChoices", minimiseChoices), ("sortSiblingSpans", sortSiblingSpans),
    ]
    let fallbackPasses: [(String, () -> Void)] = [
      ("minimiseDuplicates", minimiseDuplicates), ("lowerPairsTogether", lowerPairsTogether),
      ("minimiseMagnitudes", minimiseMagnitudes), ("lowerAndDelete", lowerAndDelete),
      ("mergeAdjacentSpans", mergeAdjacentSpans), ("deleteBlocks", deleteBlocks),
      ("zeroBlocks", zeroBlocks), ("deleteSpanPairs", deleteSpanPairs),
      ("deleteSpansAndShiftIndices", deleteSpansAndShiftIndices), ("redistributePairs", redistributePairs),
    ]
    while !exhausted {
      let before = current
      for (name, pass) in mainPasses where !exhausted {
        currentPass = name
        pass()
      }
      // Rounds that only lowered values may be stuck in slow progress (two choices leapfrogging each
      // other), so the pair passes get a turn unless the sequence got shorter.
      if current.count < before.count { continue }
      let afterMain = current
      for (name, pass) in fallbackPasses where !exhausted {
        currentPass = name
        pass()
        if current != afterMain { break }
      }
      if current == before { break }
    }
  }

  // MARK: Helpers

  func replacing(_ range: Range<Int>, with replacement: [UInt64]) -> [UInt64] {
    var candidate = current
    candidate.replaceSubrange(range, with: replacement)
    return candidate
  }

  /// Distinct spans ordered by start, longest first.
  var orderedSpans: [ChoiceSpan] {
    var unique: [ChoiceSpan] = []
    var ranges: Set<[Int]> = []
    for span in spans.sorted(by: { ($0.start, -$0.end) < ($1.start, -$1.end) })
    where span.end <= current.count && ranges.insert([span.start, span.end]).inserted {
      unique.append(span)
    }
    return unique
  }
}

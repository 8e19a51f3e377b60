import Foundation
import InputConformance

/// Measurements run side by side, one thread per core, each thread with worker processes of its own: every
/// measurement is deterministic on its own, so the results are those of the serial loop, in the items' order.
enum SideBySide {
  /// `body` applied to every item, `isolated.jobs` items at a time; each thread passes `body` an evaluator of its
  /// own, like `isolated` (same executable and time limit) with one stretch worker, so that no two items share a
  /// worker process.
  static func map<Item: Sendable, Result>(
    _ items: [Item], like isolated: ProcessPoolEvaluator,
    _ body: @Sendable (Item, ProcessPoolEvaluator) -> Result
  ) -> [Result] {
    let results = Slots<Result>(count: items.count)
    let threads = max(1, min(isolated.jobs, items.count))
    let (executable, timeLimit) = (isolated.executable, isolated.timeLimit)
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      let evaluator = ProcessPoolEvaluator(executable: executable, timeLimit: timeLimit, jobs: 1)
      while let index = results.claim() {
        results.set(index, body(items[index], evaluator))
      }
    }
    return results.values
  }

  /// Results filled in by concurrent threads, each at the index it claimed.
  private final class Slots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]
    private var next = 0

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// The next index no thread has taken, or `nil` when all are taken.
    func claim() -> Int? {
      lock.withLock {
        guard next < slots.count else { return nil }
        defer { next += 1 }
        return next
      }
    }

    func set(_ index: Int, _ value: Value) { lock.withLock { slots[index] = value } }

    var values: [Value] { lock.withLock { slots.map { $0! } } }
  }
}

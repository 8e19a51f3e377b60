import Foundation
import InputConformance

/// Measurements run one after another on the main actor, where the platform model lives, each item with a worker
/// process of its own: every measurement is deterministic on its own, so the results are those of a plain loop, in
/// the items' order.
///
/// (They ran on a thread per core until the model took UIKit's isolation, `@MainActor`: the model's work now stays
/// on the main thread, and only the worker processes run beside it.)
enum SideBySide {
  /// `body` applied to every item in order; each item gets an evaluator of its own, like `isolated` (same executable
  /// and time limit) with one stretch worker, so that no two items share a worker process.
  static func map<Item, Result>(
    _ items: [Item], like isolated: ProcessPoolEvaluator, _ body: (Item, ProcessPoolEvaluator) -> Result
  ) -> [Result] {
    items.map { item in
      body(item, ProcessPoolEvaluator(executable: isolated.executable, timeLimit: isolated.timeLimit, jobs: 1))
    }
  }
}

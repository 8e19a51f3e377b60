import Dispatch
import InputPlatform

/// A queue on the model's one thread, as Dispatch's `DispatchQueue`: in a file that imports `UIKit`, every queue
/// (`main`, a global one, one of the app's own) runs its work on the current world's run loop, in order, never on
/// another thread: `async` at the loop's next turn (after the current event, before the next), `asyncAfter` when the
/// virtual clock reaches the deadline, `sync` at once. What a component defers is then part of the trace, and the
/// same on every run.
///
/// ```swift
/// DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) { self.reloadAppearance() }
/// // runs during the harness's pause after the event (PlatformEnvironment.pauseBetweenEvents)
/// ```
public final class DispatchQueue: @unchecked Sendable {
  /// The queue's label.
  public let label: String

  /// The attributes of a queue, as `DispatchQueue.Attributes`: accepted, and all queues are serial here.
  public typealias Attributes = Dispatch.DispatchQueue.Attributes
  /// As `DispatchQueue.AutoreleaseFrequency`: accepted and ignored.
  public typealias AutoreleaseFrequency = Dispatch.DispatchQueue.AutoreleaseFrequency

  /// A queue of the app's own, as `init(label:qos:attributes:autoreleaseFrequency:target:)`.
  public init(
    label: String, qos: DispatchQoS = .unspecified, attributes: Attributes = [],
    autoreleaseFrequency: AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil
  ) {
    self.label = label
  }

  /// The main queue.
  public static let main = DispatchQueue(label: "com.apple.main-thread")

  /// A global queue: on the model's one thread as well.
  public class func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
    DispatchQueue(label: "com.apple.root.\(qos)-qos")
  }

  /// Runs `work` at the run loop's next turn.
  public func async(
    group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    schedule(after: 0, work)
  }

  /// Runs `workItem` at the run loop's next turn, unless it is cancelled by then.
  public func async(execute workItem: DispatchWorkItem) {
    let item = UncheckedReference(workItem)
    schedule(after: 0) { if !item.object.isCancelled { item.object.perform() } }
  }

  /// Runs `work` when the run loop's clock reaches `deadline`.
  public func asyncAfter(
    deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping @Sendable @convention(block) () -> Void
  ) {
    schedule(after: deadline.seconds - DispatchTime.now().seconds, work)
  }

  /// Runs `workItem` when the run loop's clock reaches `deadline`, unless it is cancelled by then.
  public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
    let item = UncheckedReference(workItem)
    schedule(after: deadline.seconds - DispatchTime.now().seconds) {
      if !item.object.isCancelled { item.object.perform() }
    }
  }

  /// Runs `work` now and returns its result: the model has one thread, so there is nothing to wait for.
  public func sync<Result>(execute work: () throws -> Result) rethrows -> Result { try work() }

  /// Runs `workItem` now.
  public func sync(execute workItem: DispatchWorkItem) { workItem.perform() }

  private func schedule(after delay: Double, _ work: @escaping @Sendable () -> Void) {
    MainActor.assumeIsolated {
      PlatformEnvironment.current.runLoop.asyncAfter(delay.isFinite ? delay : .greatestFiniteMagnitude) { work() }
    }
  }
}

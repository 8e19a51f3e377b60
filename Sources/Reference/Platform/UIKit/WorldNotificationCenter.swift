import Foundation

/// A world's notification center, as Foundation's `NotificationCenter.default`: in a file that imports `UIKit`,
/// `NotificationCenter` is this class, one per world (``PlatformEnvironment/notificationCenter``), so that the
/// implementation's notifications never reach the reference's observers in the same case. Delivery is synchronous,
/// in registration order, as `post` is in UIKit. An observer added with a selector is held weakly and dropped when it
/// goes away (as since iOS 9); one added with a block lasts until its token is removed.
///
/// The model posts what UIKit posts where it has the behaviour: nothing else. Its device never rotates, so
/// `UIDevice.orientationDidChangeNotification` comes only from the app.
public final class WorldNotificationCenter: @unchecked Sendable {
  /// One registration.
  private struct Observation {
    let name: Notification.Name?
    weak var sender: AnyObject?
    let filtersSender: Bool
    let delivery: Delivery
  }

  /// Where a notification goes.
  private enum Delivery {
    case selector(WeakObserver, Selector)
    case block(Token, @Sendable (Notification) -> Void)
  }

  /// An observer held weakly.
  private struct WeakObserver {
    weak var object: AnyObject?
  }

  /// The token a block observer is removed by, as the `NSObjectProtocol` value UIKit returns.
  final class Token: NSObject {}

  private var observations: [Observation] = []

  public init() {}

  /// The current world's center (``PlatformEnvironment/current``).
  public class var `default`: WorldNotificationCenter {
    MainActor.assumeIsolated { PlatformEnvironment.current.notificationCenter }
  }

  /// Sends `selector` to `observer` (with the notification) for each notification named `name` (every name when
  /// `nil`) from `object` (every sender when `nil`), as `addObserver(_:selector:name:object:)`.
  public func addObserver(_ observer: Any, selector: Selector, name: Notification.Name?, object: Any?) {
    observations.append(
      Observation(
        name: name, sender: object.map { $0 as AnyObject }, filtersSender: object != nil,
        delivery: .selector(WeakObserver(object: observer as AnyObject), selector)))
  }

  /// Runs `block` for each notification named `name` from `object`, as `addObserver(forName:object:queue:using:)`;
  /// `queue` is accepted and ignored (the model has one thread). Returns the token that removes it.
  @discardableResult
  public func addObserver(
    forName name: Notification.Name?, object: Any?, queue: OperationQueue?,
    using block: @escaping @Sendable (Notification) -> Void
  ) -> any NSObjectProtocol {
    let token = Token()
    observations.append(
      Observation(
        name: name, sender: object.map { $0 as AnyObject }, filtersSender: object != nil,
        delivery: .block(token, block)))
    return token
  }

  /// Removes every registration of `observer` (an object or a block's token), as `removeObserver(_:)`.
  public func removeObserver(_ observer: Any) {
    removeObserver(observer, name: nil, object: nil)
  }

  /// Removes `observer`'s registrations for `name` (all names when `nil`) and `object` (all senders when `nil`), as
  /// `removeObserver(_:name:object:)`.
  public func removeObserver(_ observer: Any, name: Notification.Name?, object: Any?) {
    let target = observer as AnyObject
    observations.removeAll { observation in
      let isObserver =
        switch observation.delivery {
        case .selector(let registered, _): registered.object === target
        case .block(let token, _): token === target
        }
      return isObserver && (name == nil || observation.name == name)
        && (object == nil || observation.sender === (object.map { $0 as AnyObject }))
    }
  }

  /// Delivers `notification` to its observers now, in registration order, as `post(_:)`.
  public func post(_ notification: Notification) {
    observations.removeAll { observation in
      if case .selector(let observer, _) = observation.delivery { return observer.object == nil }
      return false
    }
    let sender = notification.object.map { $0 as AnyObject }
    for observation in observations {
      guard observation.name == nil || observation.name == notification.name else { continue }
      guard !observation.filtersSender || (observation.sender != nil && observation.sender === sender) else {
        continue
      }
      switch observation.delivery {
      case .selector(let observer, let selector):
        guard let target = observer.object else { continue }
        let call = UncheckedSendable((target, notification))
        MainActor.assumeIsolated { Self.send(selector, to: call.value.0, with: call.value.1) }
      case .block(_, let block):
        block(notification)
      }
    }
  }

  /// Posts a notification named `name` from `object`, as `post(name:object:userInfo:)`.
  public func post(name: Notification.Name, object: Any?, userInfo: [AnyHashable: Any]? = nil) {
    post(Notification(name: name, object: object, userInfo: userInfo))
  }

  /// Sends an observer's selector: its method gets the notification, or nothing when it takes no argument.
  @MainActor private static func send(_ selector: Selector, to target: AnyObject, with notification: Notification) {
    guard selector.send(to: target, from: notification, with: nil) else {
      preconditionFailure("-[\(type(of: target)) \(selector.name)]: unrecognized selector sent to instance")
    }
  }
}

/// A value carried into the main actor's code from a caller that is already on the main thread (the model has no
/// other): what `MainActor.assumeIsolated` checks at run time, the type system cannot see.
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

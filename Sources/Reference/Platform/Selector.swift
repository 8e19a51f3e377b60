/// The name of an action method, with a way to call it (a pure function value, hence sendable), as `Selector` without the Objective-C runtime.
///
/// Two selectors are equal when their names are (`Selector("paste:") == #selector(paste(_:))` in UIKit). A
/// selector made from a method reference can be sent: `Selector("didTap:", Self.didTap(_:))` is what the rewrite
/// command writes for `#selector(didTap(_:))`. A selector made from a name alone only compares; sending it to a
/// target calls nothing and is recorded as platform misuse ("unrecognized selector"), as no method can be found
/// by name here.
///
/// ```swift
/// let action = Selector("done", PickerHost.done)
/// action.send(to: host, from: item, with: nil)  // host.done()
/// action == Selector("done")                    // true
/// ```
public struct Selector: Hashable, @unchecked Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The Objective-C selector name, such as `"textFieldDidChange:"`.
  public let name: String
  private let method: AnyActionMethod?

  /// A selector that compares by `name` and cannot be sent.
  public init(_ name: String) {
    self.name = name
    self.method = nil
  }

  public init(stringLiteral name: String) { self.init(name) }

  /// A selector for an action method that takes no argument.
  public init<Target, Result>(_ name: String, _ method: @escaping (Target) -> () -> Result) {
    self.name = name
    self.method = AnyActionMethod(accepts: { $0 is Target }) { target, _, _ in
      guard let target = target as? Target else { return false }
      _ = method(target)()
      return true
    }
  }

  /// A selector for an action method that takes the sender.
  public init<Target, Sender, Result>(_ name: String, _ method: @escaping (Target) -> (Sender) -> Result) {
    self.name = name
    self.method = AnyActionMethod(accepts: { $0 is Target }) { target, sender, _ in
      guard let target = target as? Target, let sender = sender as? Sender else { return false }
      _ = method(target)(sender)
      return true
    }
  }

  /// A selector for an action method that takes the sender and the event.
  public init<Target, Sender, Event, Result>(
    _ name: String, _ method: @escaping (Target) -> (Sender, Event) -> Result
  ) {
    self.name = name
    self.method = AnyActionMethod(accepts: { $0 is Target }) { target, sender, event in
      guard let target = target as? Target, let sender = sender as? Sender, let event = event as? Event else {
        return false
      }
      _ = method(target)(sender, event)
      return true
    }
  }

  public var description: String { name }

  /// Whether `target` has the method (`responds(to:)`): a selector made from a name alone has none.
  public func canBeSent(to target: Any) -> Bool {
    method?.accepts(target) ?? false
  }

  /// Calls the method on `target` with `sender` and `event` as its arguments, as the runtime sends an action.
  ///
  /// - Returns: `false` when nothing was called: the selector has no method, `target` is not of the method's
  ///   class, or an argument is not of the type the method takes.
  @discardableResult
  public func send(to target: Any, from sender: Any?, with event: Any?) -> Bool {
    method?.call(target, sender, event) ?? false
  }

  public static func == (left: Selector, right: Selector) -> Bool { left.name == right.name }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A method reference with its target's type erased.
private struct AnyActionMethod {
  /// Whether a target is of the method's class.
  let accepts: (Any) -> Bool
  /// Calls the method; `false` when the target or an argument has the wrong type.
  let call: (Any, Any?, Any?) -> Bool
}

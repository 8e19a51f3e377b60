/// How a component reports something to its app (a result, a cancellation, a finished code), as the declaration
/// wires it: a closure property the app sets, or any other way (a delegate, a handler passed when it shows), in
/// which case the declaration says how the app listens.
///
/// ```swift
/// picker.results = .closure(\SizePicker.onDone) { $0.map { [$0] } }     // onDone: ((String?) -> Void)?
/// picker.cancellations = .closure(\SizePicker.onCancel)                  // onCancel: (() -> Void)?
/// field.completions = .listen("pinField(_:didFinishWith:)") { field, report in
///   let relay = Relay(report)  // the app's delegate object, kept alive with the component
///   field.delegate = relay
///   return relay
/// }
/// ```
nonisolated public struct Reported<Component, Report>: @unchecked Sendable {
  /// How reports name what the component offers.
  public let name: String
  /// Makes the app listen: given the component and where a report goes; returns what the app keeps alive for it (a
  /// delegate the component holds weakly), if anything.
  let listen: @MainActor (Component, @escaping (Report) -> Void) -> AnyObject?

  /// A closure property the app sets, whose argument becomes the report through `convert`.
  public static func closure<Argument>(
    _ keyPath: ReferenceWritableKeyPath<Component, ((Argument) -> Void)?>,
    _ convert: @escaping @Sendable (Argument) -> Report
  ) -> Self {
    let path = UncheckedWritableKeyPath(keyPath)
    return Self(name: "\(keyPath)") { component, report in
      component[keyPath: path.keyPath] = { report(convert($0)) }
      return nil
    }
  }

  /// A closure property the app sets (never optional), whose argument becomes the report through `convert`.
  public static func closure<Argument>(
    _ keyPath: ReferenceWritableKeyPath<Component, (Argument) -> Void>,
    _ convert: @escaping @Sendable (Argument) -> Report
  ) -> Self {
    let path = UncheckedWritableKeyPath(keyPath)
    return Self(name: "\(keyPath)") { component, report in
      component[keyPath: path.keyPath] = { report(convert($0)) }
      return nil
    }
  }

  /// Any other way: `listen` makes the app hear the component (sets its delegate, say) and passes each report on;
  /// it returns what the app keeps alive for that (the delegate, when the component holds it weakly), or `nil`.
  public static func listen(
    _ name: String, _ listen: @escaping @MainActor (Component, @escaping (Report) -> Void) -> AnyObject?
  ) -> Self {
    Self(name: name, listen: listen)
  }
}

nonisolated extension Reported where Report == Void {
  /// A closure property with no argument (a cancellation).
  public static func closure(_ keyPath: ReferenceWritableKeyPath<Component, (() -> Void)?>) -> Self {
    let path = UncheckedWritableKeyPath(keyPath)
    return Self(name: "\(keyPath)") { component, report in
      component[keyPath: path.keyPath] = { report(()) }
      return nil
    }
  }
}

nonisolated extension Reported where Report == [String]? {
  /// A closure property reporting one title (`nil` for none).
  public static func closure(_ keyPath: ReferenceWritableKeyPath<Component, ((String?) -> Void)?>) -> Self {
    closure(keyPath) { $0.map { [$0] } }
  }

  /// A closure property reporting one title per wheel.
  public static func closure(_ keyPath: ReferenceWritableKeyPath<Component, (([String]) -> Void)?>) -> Self {
    closure(keyPath) { $0 }
  }
}

/// A writable key path carried into the suite's main-actor closures.
nonisolated struct UncheckedWritableKeyPath<Root, Value>: @unchecked Sendable {
  let keyPath: ReferenceWritableKeyPath<Root, Value>
  init(_ keyPath: ReferenceWritableKeyPath<Root, Value>) { self.keyPath = keyPath }
}

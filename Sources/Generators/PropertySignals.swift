/// An error thrown by a property to discard the current case (it neither passes nor fails).
///
/// ```swift
/// PropertyRunner().check(Generator.int(in: -9...9)) { x in
///   guard x != 0 else { throw CaseDiscarded() }
///   #expect(10 / x != 0 || abs(x) > 10)
/// }
/// ```
public struct CaseDiscarded: Error, Hashable, Sendable {
  /// Creates the discard signal.
  ///
  /// ```swift
  /// throw CaseDiscarded()
  /// ```
  public init() {}
}

/// The error reported when a Boolean property returns `false`.
///
/// ```swift
/// let result = PropertyRunner().check(Generator.bool) { $0 }  // fails with PropertyFalsified
/// ```
public struct PropertyFalsified: Error, Hashable, Sendable, CustomStringConvertible {
  /// Creates the error.
  ///
  /// ```swift
  /// throw PropertyFalsified()
  /// ```
  public init() {}

  /// "The property returned false."
  public var description: String { "The property returned false." }
}

/// A construct the rewrite cannot turn into Linux Swift, which makes it refuse the whole file.
///
/// ```swift
/// Refusal(line: 4, reason: .keyPathExpression).description
/// // "`#keyPath` needs the Objective-C runtime; use a Swift key path (`\\Type.property`)"
/// ```
public nonisolated struct Refusal: Sendable, Equatable, CustomStringConvertible {
  /// Why a construct cannot be rewritten, with the words it is reported in.
  public enum Reason: Error, Sendable, Equatable {
    /// An `optional` requirement of an `@objc` protocol.
    case optionalRequirement
    /// A `#keyPath(...)` expression.
    case keyPathExpression
    /// The `@objcMembers` attribute.
    case objcMembers
    /// A call that finds a method or property by its name at run time, such as `perform(_:)`.
    case dispatchByName(call: String)
    /// A call that finds a class or selector by its name at run time, such as `NSClassFromString`.
    case lookupByName(function: String)
    /// `#selector(getter: x)` or `#selector(setter: x)`.
    case selectorAccessor(accessor: String)
    /// `#selector(view.method)`: the method is named through a value, not a type.
    case selectorInstanceQualifier(expression: String)
    /// A `#selector` whose expression is not a method name the rewrite understands.
    case unsupportedSelector(expression: String)
  }

  /// The 1-based line of the construct.
  public let line: Int
  public let reason: Reason

  public init(line: Int, reason: Reason) {
    self.line = line
    self.reason = reason
  }

  public var description: String {
    switch reason {
    case .optionalRequirement:
      "an optional protocol requirement needs the Objective-C runtime; give the requirement a default in a protocol "
        + "extension"
    case .keyPathExpression:
      "`#keyPath` needs the Objective-C runtime; use a Swift key path (`\\Type.property`)"
    case .objcMembers:
      "`@objcMembers` exposes members to the Objective-C runtime; mark the members that need it `@objc` instead"
    case .dispatchByName(let call):
      "`\(call)`: dispatch by name needs the Objective-C runtime; call the method directly"
    case .lookupByName(let function):
      "`\(function)`: lookup by name needs the Objective-C runtime; refer to the type or method directly"
    case .selectorAccessor(let accessor):
      "`#selector(\(accessor): ...)` names a property accessor, which has no method reference to call"
    case .selectorInstanceQualifier(let expression):
      "`#selector(\(expression))` names the method through a value; name it through its type (`Type.method`) or "
        + "unqualified"
    case .unsupportedSelector(let expression):
      "`#selector(\(expression))` is not a method name the rewrite understands (`name`, `name(_:label:)`, "
        + "`Type.name`)"
    }
  }
}

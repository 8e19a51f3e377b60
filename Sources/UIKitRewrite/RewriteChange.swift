/// One change the rewrite made, on the line where it made it.
///
/// ```swift
/// change.description  // "`#selector(didTap)` → `Selector(\"didTap\", Self.didTap)`"
/// ```
public nonisolated struct RewriteChange: Sendable, Equatable, CustomStringConvertible {
  /// What was changed, with the words it is described by.
  public enum Kind: Sendable, Equatable {
    /// A `#selector(...)` expression became a `Selector` with a method reference.
    case selector(original: String, replacement: String)
    /// An attribute or modifier the Objective-C runtime needs (`@objc`, `@IBOutlet`, `dynamic`) was removed.
    case removedAttribute(String)
    /// An `@objc` protocol was given the `AnyObject` constraint it had implicitly.
    case classBoundProtocol(name: String)
    /// An import the model's `UIKit` re-exports was removed.
    case removedImport(module: String)
    /// An import of a module the model provides inside `UIKit` became `import UIKit`.
    case replacedImport(module: String)
    /// A call of an optional delegate requirement lost its `?(`: the model's requirement is not optional.
    case optionalRequirementCall(name: String)
  }

  /// The 1-based line of the change, the same in the original and in the copy.
  public let line: Int
  public let kind: Kind

  public init(line: Int, kind: Kind) {
    self.line = line
    self.kind = kind
  }

  public var description: String {
    switch kind {
    case .selector(let original, let replacement): "`\(original)` → `\(replacement)`"
    case .removedAttribute(let attribute): "removed `\(attribute)`"
    case .classBoundProtocol(let name): "made protocol `\(name)` class-bound (`: AnyObject`), as `@objc` made it"
    case .removedImport(let module): "removed `import \(module)` (the model's UIKit re-exports it)"
    case .replacedImport(let module): "`import \(module)` → `import UIKit` (the model provides it in UIKit)"
    case .optionalRequirementCall(let name):
      "`.\(name)?(` → `.\(name)(` (the model's delegate requirement is not `@objc optional`)"
    }
  }
}

/// The archive a nib or storyboard hands to `init(coder:)`, as `NSCoder`: the attributes Interface
/// Builder stored for one object, by key.
@preconcurrency @MainActor public final class Coder {
  /// The stored attributes, such as `"contentMode": "scaleToFill"`.
  let attributes: [String: String]

  @_spi(Harness) public init(attributes: [String: String] = [:]) {
    self.attributes = attributes
  }

  /// The string stored under `key`, if any (`decodeObject(forKey:)`).
  public func decodeString(forKey key: String) -> String? { attributes[key] }
}

/// An object a nib can wake: it hears `awakeFromNib()` once the whole nib is decoded, as
/// `-[NSObject(UINibLoadingAdditions) awakeFromNib]`.
@preconcurrency @MainActor public protocol NibAwaking: AnyObject {
  /// Sent after every object of the nib was decoded (`init(coder:)`), had its user-defined runtime
  /// attributes set and its outlets connected.
  func awakeFromNib()
}

/// A view class a nib or storyboard can instantiate, as a `UIView` subclass: it is created with
/// `init(coder:)`, never with the code initialiser (`init(frame:)`), then sent `awakeFromNib()`.
@preconcurrency @MainActor public protocol NibLoadable: View, NibAwaking {
  /// `init?(coder:)`: decodes the object from the archive.
  init?(coder: Coder)
}

/// The objects of a nib file or storyboard scene, as `UINib`, with UIKit's loading order made explicit.
///
/// `instantiate(awakeOrder:)` first decodes every object: each is created by its `init(coder:)` (not by
/// its designated initialiser in code), its user-defined runtime attributes (`IBInspectable` values) are
/// set, and the outlets are connected. Only then does every decoded object that adopts ``NibAwaking``
/// receive `awakeFromNib()`, in an order UIKit does not document ("The order in which the nib-loading
/// code calls the awakeFromNib methods of objects is not guaranteed"): a container may wake before or
/// after the views it contains, so the order is a parameter.
///
/// ```swift
/// let nib = Nib(objects: [.init(MyView.self, attributes: ["contentMode": "scaleToFill"])])
/// let views = nib.instantiate()  // MyView(coder:) for each, then awakeFromNib() on each
/// let custom = Nib { [cell, field] }                      // decoding written out by hand
/// custom.instantiate(awakeOrder: .reverseArchiveOrder)    // field.awakeFromNib(), then cell's
/// ```
@preconcurrency @MainActor public struct Nib {
  /// The order in which the decoded objects receive `awakeFromNib()`.
  @_spi(Harness) public enum AwakeOrder: Sendable, CaseIterable {
    /// The order in which the archive lists (and decodes) them.
    case archiveOrder
    /// The reverse of that order.
    case reverseArchiveOrder
  }

  /// One archived object: its class and what Interface Builder stored for it.
  @_spi(Harness) public struct ArchivedObject {
    public let type: any NibLoadable.Type
    public let attributes: [String: String]

    public init(_ type: any NibLoadable.Type, attributes: [String: String] = [:]) {
      self.type = type
      self.attributes = attributes
    }
  }

  private let decode: () -> [AnyObject]

  /// Creates a nib whose decoding step is `decode`: it creates the objects as `init(coder:)` would, sets
  /// their runtime attributes and connects their outlets, and returns them in archive order.
  @_spi(Harness) public init(decodingObjects decode: @escaping () -> [AnyObject]) {
    self.decode = decode
  }

  /// Creates a nib of archived view classes: each is decoded with `init(coder:)` from its attributes
  /// (an object whose `init(coder:)` fails is left out).
  @_spi(Harness) public init(objects: [ArchivedObject]) {
    self.decode = { objects.compactMap { $0.type.init(coder: Coder(attributes: $0.attributes)) } }
  }

  /// Loads the nib (`instantiate(withOwner:options:)`): decodes the objects, then wakes each one in
  /// `awakeOrder`; returns them in archive order.
  @discardableResult
  @_spi(Harness) public func instantiate(awakeOrder: AwakeOrder = .archiveOrder) -> [AnyObject] {
    let objects = decode()
    let waking = awakeOrder == .archiveOrder ? objects : objects.reversed()
    for case let object as any NibAwaking in waking {
      object.awakeFromNib()
    }
    return objects
  }
}

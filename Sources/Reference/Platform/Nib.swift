/// An object a nib can wake: it hears `awakeFromNib()` once the whole nib is decoded, as
/// `-[NSObject(UINibLoadingAdditions) awakeFromNib]`.
public protocol NibAwaking: AnyObject {
  /// Sent after every object of the nib was decoded (`init(coder:)`), had its user-defined runtime
  /// attributes set and its outlets connected.
  func awakeFromNib()
}

/// The objects of a nib file, as `UINib`, with UIKit's loading order made explicit.
///
/// `instantiate(awakeOrder:)` first decodes every object: each is created by its `init(coder:)` (not by
/// its designated initialiser in code), its user-defined runtime attributes (`IBInspectable` values) are
/// set through their setters, and the outlets are connected. Only then does every decoded object that
/// adopts ``NibAwaking`` receive `awakeFromNib()`, in an order UIKit does not document ("The order in
/// which the nib-loading code calls the awakeFromNib methods of objects is not guaranteed"): a container
/// may wake before or after the views it contains, so the order is a parameter.
///
/// ```swift
/// let nib = Nib { [cell, field] }              // decodes, sets attributes, connects outlets
/// let objects = nib.instantiate(awakeOrder: .archiveOrder)  // cell.awakeFromNib(), then field's
/// ```
public struct Nib {
  /// The order in which the decoded objects receive `awakeFromNib()`.
  public enum AwakeOrder: Sendable, CaseIterable {
    /// The order in which the archive lists (and decodes) them.
    case archiveOrder
    /// The reverse of that order.
    case reverseArchiveOrder
  }

  private let decode: () -> [AnyObject]

  /// Creates a nib whose decoding step is `decode`: it creates the objects as `init(coder:)` would, sets
  /// their runtime attributes and connects their outlets, and returns them in archive order.
  public init(decodingObjects decode: @escaping () -> [AnyObject]) {
    self.decode = decode
  }

  /// Decodes the objects, then wakes each one in `awakeOrder`; returns them in archive order.
  @discardableResult
  public func instantiate(awakeOrder: AwakeOrder = .archiveOrder) -> [AnyObject] {
    let objects = decode()
    let waking = awakeOrder == .archiveOrder ? objects : objects.reversed()
    for case let object as any NibAwaking in waking {
      object.awakeFromNib()
    }
    return objects
  }
}

/// The archive a nib or storyboard hands to `init(coder:)`, as `NSCoder`: the attributes Interface
/// Builder stored for one object, by key.
public final class Coder {
  /// The stored attributes, such as `"contentMode": "scaleToFill"`.
  public let attributes: [String: String]

  public init(attributes: [String: String] = [:]) {
    self.attributes = attributes
  }

  /// The string stored under `key`, if any (`decodeObject(forKey:)`).
  public func decodeString(forKey key: String) -> String? { attributes[key] }
}

/// A view class a nib or storyboard can instantiate, as a `UIView` subclass: it is created with
/// `init(coder:)`, never with the code initialiser (`init(frame:)`), then sent `awakeFromNib()`.
public protocol NibLoadable: View {
  /// `init?(coder:)`: decodes the object from the archive.
  init?(coder: Coder)
  /// `awakeFromNib()`: sent once every object of the nib is decoded and connected.
  func awakeFromNib()
}

/// A nib or storyboard scene, as `UINib`: top-level objects archived with their class and attributes.
///
/// ```swift
/// let nib = Nib(objects: [.init(MyView.self, attributes: ["contentMode": "scaleToFill"])])
/// let views = nib.instantiate()  // MyView(coder:) for each, then awakeFromNib() on each
/// ```
public struct Nib {
  /// One archived object: its class and what Interface Builder stored for it.
  public struct ArchivedObject {
    public let type: any NibLoadable.Type
    public let attributes: [String: String]

    public init(_ type: any NibLoadable.Type, attributes: [String: String] = [:]) {
      self.type = type
      self.attributes = attributes
    }
  }

  /// The top-level objects, in archive order.
  public let objects: [ArchivedObject]

  public init(objects: [ArchivedObject]) {
    self.objects = objects
  }

  /// Loads the nib (`instantiate(withOwner:options:)`): decodes every object with `init(coder:)`, in
  /// archive order, then sends `awakeFromNib()` to each, in the same order, once all exist. An object
  /// whose `init(coder:)` fails is left out.
  public func instantiate() -> [View] {
    let decoded = objects.compactMap { $0.type.init(coder: Coder(attributes: $0.attributes)) }
    for object in decoded { object.awakeFromNib() }
    return decoded
  }
}

import Foundation

/// An image, as `UIImage`: an inert value (a name), never decoded or drawn.
open class UIImage: Hashable, @unchecked Sendable {
  /// The name the image was made from, if any.
  public let name: String?
  /// The size: zero, as the model loads no pixels.
  open var size: CGSize { .zero }

  /// An image from the asset catalogue: every name exists in the model.
  public init?(named name: String) { self.name = name }

  public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    self.name = name
  }

  /// A system symbol, as `init(systemName:)`.
  public init?(systemName name: String) { self.name = name }

  public init?(data: Data) { self.name = nil }

  public init?(contentsOfFile path: String) { self.name = path }

  public init() { self.name = nil }

  /// The rendering modes, as `UIImage.RenderingMode`.
  public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

  /// The same image, as `withRenderingMode(_:)`.
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

  public static func == (left: UIImage, right: UIImage) -> Bool { left === right || left.name == right.name }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

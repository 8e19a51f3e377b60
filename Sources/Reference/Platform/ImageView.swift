import Foundation

/// A view that shows a named image, as `UIImageView`.
@preconcurrency @MainActor open class ImageView: View {
  /// The name of the image shown.
  public var imageName: String?

  /// The image shown; setting it sets ``imageName``.
  open var image: UIImage? {
    didSet { imageName = image?.name }
  }

  public init(imageName: String? = nil) {
    self.imageName = imageName
    super.init(frame: .zero)
  }

  /// An image view showing `image`, as `init(image:)`.
  public init(image: UIImage?) {
    self.imageName = image?.name
    self.image = image
    super.init(frame: .zero)
  }

  public override init(frame: CGRect) { super.init(frame: frame) }

  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

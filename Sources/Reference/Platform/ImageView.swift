/// A view that shows a named image, as `UIImageView`.
public final class ImageView: View {
  /// The name of the image shown.
  public var imageName: String?

  public init(imageName: String? = nil) {
    self.imageName = imageName
  }
}

/// A view that shows a line of text, as `UILabel`.
public final class Label: View {
  /// The text shown.
  public var text: String?

  public init(text: String? = nil) {
    self.text = text
  }
}

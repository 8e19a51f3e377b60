/// A control with a title, as `UIButton`.
open class Button: Control {
  /// The title a person (or a harness) reads on the button.
  public var title: String?

  public init(title: String? = nil) {
    self.title = title
  }
}

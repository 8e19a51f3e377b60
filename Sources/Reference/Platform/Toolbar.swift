/// A bar of items shown above a keyboard, as `UIToolbar` (open: libraries subclass it, as Eureka's
/// `NavigationAccessoryView`).
open class Toolbar: View {
  /// The items, leading to trailing.
  public private(set) var items: [BarButtonItem] = []

  public override init() {}

  /// Replaces the items; `animated` has no observable effect in the model.
  public func setItems(_ items: [BarButtonItem], animated: Bool) {
    self.items = items
  }
}

/// A container whose content goes in ``contentView``, as `UIVisualEffectView`.
public final class VisualEffectView: View {
  /// The view that holds the content.
  public let contentView = View()

  public override init() {
    super.init()
    addSubview(contentView)
  }
}

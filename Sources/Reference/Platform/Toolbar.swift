import Foundation

/// A bar of items shown above a keyboard, as `UIToolbar` (open: libraries subclass it, as Eureka's
/// `NavigationAccessoryView`).
@preconcurrency @MainActor open class Toolbar: View {
  /// The items, leading to trailing, as `items`; each item knows its toolbar (where a nil-targeted action of it
  /// starts up the responder chain).
  open var items: [BarButtonItem]? {
    didSet {
      for item in oldValue ?? [] where item.toolbar === self { item.toolbar = nil }
      for item in items ?? [] { item.toolbar = self }
    }
  }

  /// Inert appearance values, as `UIToolbar`'s.
  open var barStyle = BarStyle.default
  open var isTranslucent = true
  open var barTintColor: UIColor?

  /// The bar styles, as `UIBarStyle`: inert.
  public enum BarStyle: Int, Sendable { case `default`, black }

  public override init(frame: CGRect) { super.init(frame: frame) }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Replaces the items, as `setItems(_:animated:)`; `animated` has no observable effect in the model.
  open func setItems(_ items: [BarButtonItem]?, animated: Bool) {
    self.items = items
  }
}

/// A container whose content goes in ``contentView``, as `UIVisualEffectView`.
@preconcurrency @MainActor public final class VisualEffectView: View {
  /// The view that holds the content.
  public let contentView = View()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }
}

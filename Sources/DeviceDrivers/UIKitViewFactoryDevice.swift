import InputDriving
import UIKit

/// A view-factory owner's views driven through public UIKit: a button's tap is its control events, sent with
/// `sendActions(for:)`; a view is found by walking `subviews`.
public final class UIKitViewFactoryDevice: ViewFactoryDevice {
  public init() {}

  public func tapButton(titled title: String, in tree: AnyObject) -> Bool {
    guard let root = tree as? UIView else { return false }
    guard let button = Self.buttons(in: root).first(where: { $0.title(for: .normal) == title }) else { return false }
    guard button.isEnabled, button.isUserInteractionEnabled else { return true }
    button.sendActions(for: .touchDown)
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .primaryActionTriggered)
    return true
  }

  public func isView(_ view: AnyObject, inside tree: AnyObject) -> Bool {
    guard let view = view as? UIView, let root = tree as? UIView else { return false }
    return view.isDescendant(of: root)
  }

  /// The buttons of `view` and the views inside it, depth first.
  private static func buttons(in view: UIView) -> [UIButton] {
    [view as? UIButton].compactMap { $0 } + view.subviews.flatMap(buttons(in:))
  }
}

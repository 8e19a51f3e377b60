/// A view-factory owner's views, driven through public UIKit: a person taps a button in one set of the views the
/// owner made. The views come as `AnyObject` so that this module names no UIKit type.
@MainActor public protocol ViewFactoryDevice: AnyObject {
  /// Taps the button titled `title` in `tree` (`sendActions(for:)`); `false` when `tree` shows none.
  func tapButton(titled title: String, in tree: AnyObject) -> Bool
  /// Whether `view` is `tree` or a view inside it (`isDescendant(of:)`).
  func isView(_ view: AnyObject, inside tree: AnyObject) -> Bool
}

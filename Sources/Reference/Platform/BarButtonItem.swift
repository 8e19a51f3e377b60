import Foundation

/// A tappable item of a ``Toolbar``, as `UIBarButtonItem`.
///
/// System items carry the title UIKit shows for them ("Done", "Cancel"), so a harness finds them by title as a
/// UI test would. A tap runs, in this order of precedence: the model's closure (``init(systemItem:action:)``), the
/// `primaryAction`, or the target/action pair sent through ``UIApplication/sendAction(_:to:from:for:)``.
@preconcurrency @MainActor open class BarButtonItem: NSObject {
  /// The system items, as `UIBarButtonItem.SystemItem`.
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks
    case search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close

    /// The title UIKit shows; `nil` for spaces and glyphs.
    var title: String? {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      case .undo: "Undo"
      case .redo: "Redo"
      default: nil
      }
    }
  }

  /// The item's style, as `UIBarButtonItem.Style`; plain or emphasised, with no behavioural difference.
  public enum Style: Int, Sendable { case plain, bordered, done }

  /// The title shown, `nil` for spaces and glyphs.
  open var title: String?
  /// The system item this was made from, if any.
  @_spi(Harness) public let systemItem: SystemItem?
  /// The item's style.
  open var style: Style
  /// Width of a fixed space.
  open var width: CGFloat = 0
  /// Whether the item responds to taps.
  open var isEnabled = true
  /// The image shown; inert.
  open var image: UIImage?
  /// The tint colour; inert.
  open var tintColor: UIColor?
  /// A number the app stores; no behaviour.
  open var tag = 0
  /// What VoiceOver reads, as `accessibilityLabel`: the app's words, `nil` unless it sets them (inert).
  open var accessibilityLabel: String?
  /// A view shown instead of the item (a tap goes to that view, not to the item).
  open var customView: View?
  /// The receiver of ``action``, held weakly as in UIKit; `nil` sends up the responder chain.
  open weak var target: AnyObject?
  /// The selector sent on a tap, as `action`.
  open var action: Selector?
  /// The action run on a tap, as `primaryAction`; it takes precedence over target and action.
  open var primaryAction: UIAction?
  /// Titles the item may show, as `possibleTitles`: inert.
  open var possibleTitles: Set<String>?
  /// Whether the item is hidden, as `isHidden`: a hidden item takes no taps.
  open var isHidden = false
  /// The toolbar showing the item (set by ``Toolbar/items``): where a nil-targeted action starts.
  weak var toolbar: Toolbar?
  private let closureAction: (() -> Void)?
  private var titleAttributes: [Control.State.RawValue: [NSAttributedString.Key: Any]] = [:]

  /// Creates a system item whose tap runs `action`: the model's spelling of a target and selector.
  public init(systemItem: SystemItem, action: (() -> Void)?) {
    self.systemItem = systemItem
    self.title = systemItem.title
    self.style = systemItem == .done ? .done : .plain
    self.closureAction = action
    super.init()
  }

  /// Creates an item with a title whose tap runs `action`.
  public init(title: String, style: Style = .plain, action: (() -> Void)?) {
    self.systemItem = nil
    self.title = title
    self.style = style
    self.closureAction = action
    super.init()
  }

  /// A plain item with no title, as `init()`.
  public override convenience init() {
    self.init(title: nil, style: .plain, target: nil, action: nil)
  }

  /// A system item with a target and action, as `init(barButtonSystemItem:target:action:)`.
  public required convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
    self.init(systemItem: systemItem, action: nil)
    self.target = target as AnyObject?
    self.action = action
  }

  /// A titled item with a target and action, as `init(title:style:target:action:)`.
  public required convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init(title: title ?? "", style: style, action: nil)
    self.title = title
    self.target = target as AnyObject?
    self.action = action
  }

  /// An image item with a target and action, as `init(image:style:target:action:)`.
  public required convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init(title: nil, style: style, target: target, action: action)
    self.image = image
  }

  /// An item showing `customView`, as `init(customView:)`.
  public required convenience init(customView: View) {
    self.init(title: nil, style: .plain, target: nil, action: nil)
    self.customView = customView
  }

  /// A system item with a primary action, as `init(systemItem:primaryAction:menu:)` (without menus).
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
    self.init(systemItem: systemItem, action: nil)
    self.primaryAction = primaryAction
  }

  /// An item with a title or image and a primary action, as `init(title:image:primaryAction:menu:)` (without
  /// menus).
  public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
    self.init(title: title, style: .plain, target: nil, action: nil)
    self.image = image
    self.primaryAction = primaryAction
  }

  /// A flexible space, as `flexibleSpace()`.
  open class func flexibleSpace() -> BarButtonItem { BarButtonItem(systemItem: .flexibleSpace) }

  /// A fixed space, as `fixedSpace(_:)`.
  open class func fixedSpace(_ width: CGFloat) -> BarButtonItem {
    let item = BarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }

  /// Sets the title's attributes for `state`, as `setTitleTextAttributes(_:for:)`: inert values, read back.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: Control.State) {
    titleAttributes[state.rawValue] = attributes
  }

  /// The title's attributes for `state`, as `titleTextAttributes(for:)`.
  open func titleTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  /// The user taps the item: when enabled, runs its closure, its primary action, or sends its action to its
  /// target (up the responder chain from the first responder of the toolbar's window with no target, as the key
  /// window's would be). An item with a custom view has no tap of its own.
  @_spi(Harness) public func tap() {
    guard isEnabled, !isHidden, customView == nil else { return }
    if let closureAction {
      closureAction()
    } else if let primaryAction {
      primaryAction.perform(sender: self)
    } else if let action {
      let application = toolbar?.window?.environment.application ?? UIApplication.shared
      application.sendAction(action, to: target, from: self, for: nil)
    }
  }
}

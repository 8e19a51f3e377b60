/// A tappable item of a ``Toolbar``, as `UIBarButtonItem`.
///
/// System items carry the title UIKit shows for them ("Done", "Cancel"), so a
/// harness finds them by title as a UI test would.
public final class BarButtonItem {
  /// The system items the seeds use.
  public enum SystemItem: Sendable {
    case done, cancel, flexibleSpace, fixedSpace

    var title: String? {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .flexibleSpace, .fixedSpace: nil
      }
    }
  }

  /// The item's style; plain or emphasised, with no behavioural difference.
  public enum Style: Sendable { case plain, done }

  /// The title shown, `nil` for spaces.
  public let title: String?
  /// The system item this was made from, if any.
  @_spi(Harness) public let systemItem: SystemItem?
  /// The item's style.
  public let style: Style
  /// Width of a fixed space.
  public var width: Double = 0
  /// Whether the item responds to taps.
  public var isEnabled = true
  private let action: (() -> Void)?

  /// Creates a system item; `action` is what `#selector` named.
  public init(systemItem: SystemItem, action: (() -> Void)? = nil) {
    self.systemItem = systemItem
    self.title = systemItem.title
    self.style = systemItem == .done ? .done : .plain
    self.action = action
  }

  /// Creates an item with a title.
  public init(title: String, style: Style = .plain, action: (() -> Void)? = nil) {
    self.systemItem = nil
    self.title = title
    self.style = style
    self.action = action
  }

  /// The user taps the item: runs its action when enabled.
  @_spi(Harness) public func tap() {
    guard isEnabled else { return }
    action?()
  }
}

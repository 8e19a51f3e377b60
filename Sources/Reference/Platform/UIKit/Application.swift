import Foundation

/// The app, as `UIApplication.shared`: its windows (the ones created on this thread), the key window, and
/// `sendAction(_:to:from:for:)`, through which every target/action goes.
@preconcurrency @MainActor open class UIApplication: Responder {
  /// The app of the current world (``PlatformEnvironment/current``).
  public class var shared: UIApplication { PlatformEnvironment.current.application }

  /// The world this app belongs to.
  public unowned let environment: PlatformEnvironment

  /// The app of `environment`; the model makes one per world (``PlatformEnvironment/application``).
  init(environment: PlatformEnvironment) {
    self.environment = environment
    super.init()
  }

  private var windowReferences: [WeakWindow] = []

  private struct WeakWindow { weak var window: Window? }

  /// The windows of this world that still exist, oldest first.
  open var windows: [Window] { windowReferences.compactMap(\.window) }

  /// The key window: the newest window that is key.
  open var keyWindow: Window? { windows.last { $0.isKeyWindow } }

  /// Whether the app ignores touches, as `isIgnoringInteractionEvents`: never.
  open var isIgnoringInteractionEvents: Bool { false }

  /// The direction of the interface, as `userInterfaceLayoutDirection`: left to right in the model.
  open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

  /// The state of the app, as `UIApplication.State`: always active in the model.
  public enum State: Int, Sendable { case active, inactive, background }
  open var applicationState: State { .active }

  /// A window was created.
  func register(_ window: Window) {
    windowReferences.removeAll { $0.window == nil }
    windowReferences.append(WeakWindow(window: window))
  }

  /// Sends `action` to `target`, as `sendAction(_:to:from:for:)`.
  ///
  /// With a `nil` target the action goes up the responder chain: from `sender` when it is a responder (a control,
  /// as in the model's FACT-2), otherwise from the key window's first responder, to the first responder that can
  /// perform it. A selector is sent as a typed call when it has a method for the receiver; a selector made from a
  /// name alone reaches the model's ``Responder/performAction(named:withSender:)``. A nil-targeted action no
  /// responder performs does nothing, as in UIKit; an explicit target that is not a responder and has no such
  /// method stops the program, as UIKit's `NSInvalidArgumentException` ("unrecognized selector sent to
  /// instance") does.
  ///
  /// - Returns: whether some receiver got the action.
  @discardableResult
  open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
    let receiver: Any?
    if let target {
      receiver = target
    } else {
      let start = (sender as? Responder) ?? keyWindow?.firstResponder
      receiver = start?.target(forAction: action, withSender: sender)
    }
    guard let receiver else { return false }
    if action.send(to: receiver, from: sender, with: event) { return true }
    if let responder = receiver as? Responder {
      responder.performAction(named: action.name, withSender: sender)
      return true
    }
    preconditionFailure("-[\(type(of: receiver)) \(action.name)]: unrecognized selector sent to instance")
  }

  /// Opens a URL: the model opens nothing.
  open func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
    completionHandler?(false)
  }

  /// Whether a URL can be opened: never in the model.
  open func canOpenURL(_ url: URL) -> Bool { false }
}

import Foundation

/// An object that can take part in first-responder arbitration, as `UIResponder` does.
///
/// Subclasses override ``canBecomeFirstResponder``, ``inputView`` and
/// ``inputAccessoryView`` exactly as they would in UIKit. The window that hosts
/// the responder decides who is first (RESP-2, RESP-5).
@preconcurrency @MainActor open class Responder: NSObject {
  public override init() {}

  /// Whether the receiver accepts first-responder status. Defaults to `false` (RESP-1).
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the receiver gives up first-responder status when asked. Defaults to `true` (RESP-1).
  open var canResignFirstResponder: Bool { true }

  /// The view shown in the keyboard area while the receiver is first; `nil` by default (RESP-9).
  open var inputView: View? { nil }

  /// The view shown above the keyboard area while the receiver is first; `nil` by default (RESP-9).
  open var inputAccessoryView: View? { nil }

  /// The window that arbitrates this responder, if any.
  @_spi(PlatformMutation) open var hostingWindow: Window? { nil }

  /// The next responder in the responder chain, as `UIResponder.next`; `nil` by default.
  open var next: Responder? { nil }

  /// Whether the receiver handles the action named `name` (a selector's name), as
  /// `canPerformAction(_:withSender:)`; `false` by default.
  open func canPerformAction(named name: String, withSender sender: Any?) -> Bool { false }

  /// Performs the action named `name`; called only when ``canPerformAction(named:withSender:)``
  /// answers `true`, or on an explicit target. Does nothing by default.
  open func performAction(named name: String, withSender sender: Any?) {}

  /// The first responder in the chain from the receiver up (itself included) that handles the
  /// action, as `target(forAction:withSender:)`: where a nil-targeted action goes (FACT-2).
  public func target(forAction name: String, withSender sender: Any?) -> Responder? {
    target(forAction: Selector(name), withSender: sender) as? Responder
  }

  /// Whether the receiver handles `action`, as `canPerformAction(_:withSender:)`: by default when it handles the
  /// action's name (``canPerformAction(named:withSender:)``) or has the selector's method.
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    canPerformAction(named: action.name, withSender: sender) || action.canBeSent(to: self)
  }

  /// The first responder in the chain from the receiver up (itself included) that can perform `action`, as
  /// `target(forAction:withSender:)`.
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    var node: Responder? = self
    while let current = node {
      if current.canPerformAction(action, withSender: sender) { return current }
      node = current.next
    }
    return nil
  }

  // MARK: Touches

  /// A finger touched the receiver, as `touchesBegan(_:with:)`: passed to the next responder by default, as
  /// UIKit's `UIResponder` does (a control keeps its touches).
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }

  /// A finger moved, as `touchesMoved(_:with:)`; the model's touches never move, so it is never sent.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }

  /// The finger lifted, as `touchesEnded(_:with:)`: passed to the next responder by default.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }

  /// The system cancelled the touch, as `touchesCancelled(_:with:)`: passed to the next responder by default.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  // MARK: Standard edit actions

  /// The edit menu's Cut, as `cut(_:)`; does nothing by default.
  open func cut(_ sender: Any?) {}
  /// The edit menu's Copy, as `copy(_:)`; does nothing by default.
  open func copy(_ sender: Any?) {}
  /// The edit menu's Paste, as `paste(_:)`; does nothing by default.
  open func paste(_ sender: Any?) {}
  /// The edit menu's Select, as `select(_:)`; does nothing by default.
  open func select(_ sender: Any?) {}
  /// The edit menu's Select All, as `selectAll(_:)`; does nothing by default.
  open func selectAll(_ sender: Any?) {}
  /// The edit menu's Delete, as `delete(_:)`; does nothing by default.
  open func delete(_ sender: Any?) {}

  /// Whether the receiver is its window's first responder.
  public var isFirstResponder: Bool {
    guard let window = hostingWindow else { return false }
    return window.firstResponder === self
  }

  /// Asks to become the first responder of the hosting window (RESP-2, RESP-3, RESP-4).
  ///
  /// - Returns: `true` exactly when the receiver is first responder afterwards.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard let window = hostingWindow else { return false }
    return window.makeFirstResponder(self)
  }

  /// Asks to give up first-responder status (RESP-6).
  ///
  /// - Returns: `true` when the receiver is not first responder afterwards.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard let window = hostingWindow, window.firstResponder === self else { return true }
    guard canResignFirstResponder else { return false }
    window.clearFirstResponder(forced: false)
    return true
  }

  /// Re-reads ``inputView`` and ``inputAccessoryView`` when the receiver is first (RESP-10).
  open func reloadInputViews() {
    guard isFirstResponder, let window = hostingWindow else { return }
    window.presentKeyboard(for: self)
  }

  /// Called by the window after the receiver became first responder.
  ///
  /// This is the platform model's notification point (UIKit's text fields send
  /// their editing-began events from here); the default does nothing.
  open func responderDidBecomeFirst() {}

  /// Called by the window after the receiver stopped being first responder,
  /// whether it resigned or was forced out by removal from the window (RESP-7).
  open func responderDidResign() {}
}

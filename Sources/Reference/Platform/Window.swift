import Foundation

/// The root of a view tree: arbitrates the first responder and presents the keyboard area
/// while it is the key window.
///
/// ```swift
/// let window = Window(environment: PlatformEnvironment())
/// let field = KeyInputTextView()
/// window.addSubview(field)
/// field.becomeFirstResponder()        // true
/// window.keyboard?.showsSystemKeyboard // true
/// ```
@preconcurrency @MainActor public final class Window: View {
  /// Clock, locale, calendar, time zone, pasteboard, quirks and misuse log of this window's world.
  public let environment: PlatformEnvironment

  /// The window's first responder; at most one at a time (RESP-5).
  @_spi(Harness) public private(set) var firstResponder: Responder?

  /// Whether this is the key window, the one whose first responder gets the keyboard (RESP-23).
  /// The harness's window (``init(environment:)``) starts key; one an app makes (`init(frame:)`) does not, as in
  /// UIKit, until ``makeKey()``. The system changes it with ``makeKey()`` and ``resignKey()``.
  public private(set) var isKeyWindow = true

  /// What the keyboard area shows, or `nil` when nothing is shown (RESP-9): always `nil`
  /// while the window is not key (RESP-23).
  @_spi(Harness) public var keyboard: KeyboardArea? { isKeyWindow ? readArea : nil }

  /// The input views last read from the first responder, shown while the window is key.
  private var readArea: KeyboardArea?

  /// The first responder when the host went away, made first again when it reappears (RESP-20).
  private weak var responderToRestore: Responder?

  /// Hosts the presented keyboard views so that they are in this window.
  private lazy var keyboardHost = KeyboardHostView(window: self)

  /// The popovers shown over this window, oldest first, held while they show (UIKit's presentation layer
  /// keeps what it shows).
  private(set) var presented: [any WindowPresentation] = []

  /// A popover is shown over this window.
  func didPresent(_ presentation: any WindowPresentation) {
    didDismiss(presentation)
    presented.append(presentation)
  }

  /// A popover shown over this window went away.
  func didDismiss(_ presentation: any WindowPresentation) {
    presented.removeAll { $0 === presentation }
  }

  public init(environment: PlatformEnvironment = PlatformEnvironment()) {
    self.environment = environment
    super.init(frame: .zero)
    environment.application.register(self)
  }

  /// The harness's window in the current world, key from the start (as ``init(environment:)``).
  public convenience init() {
    self.init(environment: .current)
  }

  /// A window in the current world, as `init(frame:)`: not key until ``makeKey()``, as in UIKit.
  public override convenience init(frame: CGRect) {
    self.init(environment: .current)
    self.frame = frame
    isKeyWindow = false
  }

  /// A window from an archive: the model has none, so it is never made this way.
  public required init?(coder: NSCoder) { nil }

  public override var window: Window? { self }

  /// The controller whose view fills the window, as `rootViewController`: setting it puts its view in the window.
  public var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
      if let view = rootViewController?.view { addSubview(view) }
    }
  }

  /// Makes the window key and shows it, as `makeKeyAndVisible()`.
  public func makeKeyAndVisible() {
    makeKey()
    isHidden = false
  }

  // MARK: System events

  /// The window becomes the key window: the keyboard area shows again for its first responder.
  /// With quirk `input-view-rereads` UIKit reads the input views again (RESP-11); without it the
  /// views read before are shown.
  /// The app has one key window: the one that was key stops being key first.
  public func makeKey() {
    guard !isKeyWindow else { return }
    for window in environment.application.windows where window !== self { window.resignKey() }
    isKeyWindow = true
    guard let responder = firstResponder else { return }
    if environment.quirks.contains(.inputViewRereads) || readArea == nil {
      presentKeyboard(for: responder)
    } else {
      installReadArea()
    }
  }

  /// The window stops being key (another window, an alert, the app leaving the foreground):
  /// the keyboard area shows nothing, and the first responder stays first (RESP-23).
  @_spi(Harness) public func resignKey() {
    guard isKeyWindow else { return }
    uninstallReadArea()
    isKeyWindow = false
  }

  /// Asks the first responder to resign, or forces it to when `force` is `true`, as
  /// `UIView.endEditing(_:)` on the window (a tap elsewhere, RESP-19).
  ///
  /// - Returns: `true` when no responder is first afterwards.
  @discardableResult
  public override func endEditing(_ force: Bool) -> Bool {
    guard let responder = firstResponder else { return true }
    if force {
      clearFirstResponder(forced: true)
      return true
    }
    return responder.resignFirstResponder()
  }

  /// The host view controller goes away (it is dismissed, or a popover closes): its first
  /// responder is removed as a forced resign (RESP-7, RESP-19) and remembered.
  @_spi(Harness) public func hostDisappears() {
    guard let responder = firstResponder else { return }
    responderToRestore = responder
    clearFirstResponder(forced: true)
  }

  /// The host view controller reappears: the responder that was first when it disappeared
  /// becomes first again, if it is still in this window, as on a tap (RESP-20).
  @_spi(Harness) public func hostReappears() {
    guard let responder = responderToRestore else { return }
    responderToRestore = nil
    guard responder.hostingWindow === self else { return }
    responder.becomeFirstResponder()
  }

  // MARK: First responder

  /// Makes `responder` first, asking the current first responder to resign (RESP-2).
  ///
  /// `canBecomeFirstResponder` is asked once per attempt: a text field's delegate hears
  /// `textFieldShouldBeginEditing:` once, as in UIKit (delegates build their input views there).
  func makeFirstResponder(_ responder: Responder) -> Bool {
    if firstResponder === responder { return true }
    guard responder.canBecomeFirstResponder else { return false }
    if let current = firstResponder {
      guard current.resignFirstResponder(), firstResponder == nil else { return false }
    }
    guard responder.hostingWindow === self else { return false }
    firstResponder = responder
    presentKeyboard(for: responder)
    responder.responderDidBecomeFirst()
    return true
  }

  /// Removes the first responder, dismissing the keyboard area.
  ///
  /// - Parameter forced: `true` when the responder leaves the window and cannot refuse (RESP-7).
  func clearFirstResponder(forced: Bool) {
    guard let former = firstResponder else { return }
    firstResponder = nil
    dismissKeyboard()
    former.responderDidResign()
  }

  /// Reads the responder's input views once and shows them while the window is key (RESP-9,
  /// RESP-10, RESP-23).
  func presentKeyboard(for responder: Responder) {
    dismissKeyboard()
    let input = responder.inputView
    let accessory = responder.inputAccessoryView
    let content: KeyboardArea.Content? =
      if let input { .inputView(input) } else if responder is any KeyInput { .systemKeyboard } else { nil }
    guard content != nil || accessory != nil else { return }
    readArea = KeyboardArea(content: content, accessory: accessory)
    if isKeyWindow { installReadArea() }
  }

  private func dismissKeyboard() {
    uninstallReadArea()
    readArea = nil
  }

  /// Puts the read views in the window.
  private func installReadArea() {
    for view in readArea?.presentedViews ?? [] { keyboardHost.addSubview(view) }
  }

  /// Takes the read views out of the window.
  private func uninstallReadArea() {
    for view in readArea?.presentedViews ?? [] where view.superview === keyboardHost { view.removeFromSuperview() }
  }
}

/// The container of presented keyboard views: in the window, but not one of its subviews.
private final class KeyboardHostView: View {
  private unowned let hostWindow: Window

  init(window: Window) {
    self.hostWindow = window
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }

  override var window: Window? { hostWindow }
}

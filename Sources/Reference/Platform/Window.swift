/// The root of a view tree: arbitrates the first responder and presents the keyboard area.
///
/// ```swift
/// let window = Window(environment: PlatformEnvironment())
/// let field = KeyInputTextView()
/// window.addSubview(field)
/// field.becomeFirstResponder()        // true
/// window.keyboard?.showsSystemKeyboard // true
/// ```
public final class Window: View {
  /// Clock, locale, calendar, time zone and pasteboard of this window's world.
  public let environment: PlatformEnvironment

  /// The window's first responder; at most one at a time (RESP-5).
  public private(set) var firstResponder: Responder?

  /// What the keyboard area shows, or `nil` when nothing is shown (RESP-9).
  public private(set) var keyboard: KeyboardArea?

  /// Hosts the presented keyboard views so that they are in this window.
  private lazy var keyboardHost = KeyboardHostView(window: self)

  public init(environment: PlatformEnvironment = PlatformEnvironment()) {
    self.environment = environment
  }

  public override var window: Window? { self }

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

  /// Reads the responder's input views once and shows them (RESP-9, RESP-10).
  func presentKeyboard(for responder: Responder) {
    dismissKeyboard()
    let input = responder.inputView
    let accessory = responder.inputAccessoryView
    let content: KeyboardArea.Content? =
      if let input { .inputView(input) } else if responder is any KeyInput { .systemKeyboard } else { nil }
    guard content != nil || accessory != nil else { return }
    let area = KeyboardArea(content: content, accessory: accessory)
    for view in area.presentedViews { keyboardHost.addSubview(view) }
    keyboard = area
  }

  private func dismissKeyboard() {
    guard let area = keyboard else { return }
    keyboard = nil
    for view in area.presentedViews where view.superview === keyboardHost { view.removeFromSuperview() }
  }
}

/// The container of presented keyboard views: in the window, but not one of its subviews.
private final class KeyboardHostView: View {
  private unowned let hostWindow: Window

  init(window: Window) { self.hostWindow = window }

  override var window: Window? { hostWindow }
}

/// A view that turns touches into events and sends them to closure actions, as `UIControl`.
///
/// Target/action with selectors becomes ``addAction(for:_:)`` with a closure:
///
/// ```swift
/// control.addAction(for: [.touchUpInside]) { _, _ in control.becomeFirstResponder() }
/// control.tap()   // touchDown, then touchUpInside
/// ```
open class Control: View {
  /// A registered action: the events it listens to and the closure to call.
  private struct Action {
    let events: Set<ControlEvent>
    let handler: (Control, ControlEvent) -> Void
  }

  private var actions: [Action] = []
  private var isTouching = false

  /// Whether the control responds to touches; a disabled control ignores them (RESP-12).
  open var isEnabled = true

  /// Whether a touch is in progress.
  public var isTracking: Bool { isTouching }

  public override init() {}

  /// Registers `handler` for `events`; handlers run in registration order.
  public func addAction(for events: Set<ControlEvent>, _ handler: @escaping (Control, ControlEvent) -> Void) {
    actions.append(Action(events: events, handler: handler))
  }

  /// Registers the action named `action` for `events`, sent to `target`, or with a `nil` target up
  /// the responder chain from the control to the first responder that handles it, as
  /// `addTarget(_:action:for:)` (FACT-2). A nil-targeted action no responder handles does nothing.
  public func addTarget(_ target: Responder?, action: String, for events: Set<ControlEvent>) {
    addAction(for: events) { control, _ in
      if let target {
        target.performAction(named: action, withSender: control)
      } else {
        control.target(forAction: action, withSender: control)?.performAction(named: action, withSender: control)
      }
    }
  }

  /// Sends `event` to every action registered for it: the explicit way to fire actions (RESP-13).
  public func sendActions(for event: ControlEvent) {
    for action in actions where action.events.contains(event) { action.handler(self, event) }
  }

  // MARK: User touches

  /// A finger touches the control: sends `touchDown` (RESP-12). A control with user interaction
  /// disabled is never hit by the touch.
  @_spi(Harness) public func touchBegan() {
    guard isEnabled, isUserInteractionEnabled, !isTouching else { return }
    isTouching = true
    sendActions(for: .touchDown)
  }

  /// The finger lifts, inside or outside the control's bounds (RESP-12).
  @_spi(Harness) public func touchEnded(inside: Bool) {
    guard isTouching else { return }
    isTouching = false
    sendActions(for: inside ? .touchUpInside : .touchUpOutside)
    if inside { sendActions(for: .primaryActionTriggered) }
  }

  /// The system cancels the touch: `touchCancel` instead of a touch-up (RESP-12).
  @_spi(Harness) public func touchCancelled() {
    guard isTouching else { return }
    isTouching = false
    sendActions(for: .touchCancel)
  }

  /// A complete tap: touch down, then up inside.
  @_spi(Harness) public func tap() {
    touchBegan()
    touchEnded(inside: true)
  }
}

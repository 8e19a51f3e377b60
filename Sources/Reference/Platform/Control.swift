import Foundation

/// A view that turns touches into events and sends them to its actions, as `UIControl`.
///
/// Actions are registered the UIKit way, with a target and a selector (``addTarget(_:action:for:)``) or a
/// ``UIAction`` (``addAction(_:for:)``), or the model's way, with a closure (``addAction(for:_:)``); they run in
/// registration order:
///
/// ```swift
/// control.addTarget(self, action: Selector("didTap", Self.didTap), for: .touchUpInside)
/// control.addAction(for: [.touchUpInside]) { control, _ in control.becomeFirstResponder() }
/// control.tap()   // touchDown, then touchUpInside: didTap(), then becomeFirstResponder()
/// ```
@preconcurrency @MainActor open class Control: View {
  /// A registered action: the events it listens to and what it runs.
  private struct Registration {
    enum Work {
      /// The model's closure action.
      case closure((Control, ControlEvent) -> Void)
      /// A target (held weakly, as UIKit does; `nil` for the responder chain) and its selector.
      case targetAction(target: WeakTarget?, action: Selector)
      /// A `UIAction`.
      case action(UIAction)
    }
    let events: Event
    let work: Work
  }

  /// A target held weakly, or a value target held as is.
  private struct WeakTarget {
    weak var object: AnyObject?
    let value: Any?

    init(_ target: Any) {
      if type(of: target) is AnyClass {
        object = target as AnyObject
        value = nil
      } else {
        value = target
      }
    }

    var target: Any? { object ?? value }
  }

  private var registrations: [Registration] = []
  private var isTouching = false

  /// Whether the control responds to touches; a disabled control ignores them (RESP-12).
  open var isEnabled = true

  /// Whether the control is selected; no behaviour of its own.
  open var isSelected = false

  /// Whether a touch is down on the control: set at touch down, cleared at touch up or cancel, as UIKit does.
  open var isHighlighted = false

  /// Whether a touch is in progress.
  open var isTracking: Bool { isTouching }

  /// The control's state, as `state`: from ``isEnabled``, ``isHighlighted`` and ``isSelected``.
  open var state: State {
    var state = State.normal
    if !isEnabled { state.insert(.disabled) }
    if isHighlighted { state.insert(.highlighted) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Whether the touch in progress is inside the control: the model's touches are, until they end.
  open var isTouchInside: Bool { isTouching }

  /// The alignments of content, inert values, as `UIControl`'s.
  open var contentHorizontalAlignment = ContentHorizontalAlignment.center
  open var contentVerticalAlignment = ContentVerticalAlignment.center

  public override init(frame: CGRect) { super.init(frame: frame) }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Registers `handler` for `events`; handlers run in registration order.
  public func addAction(for events: Set<ControlEvent>, _ handler: @escaping (Control, ControlEvent) -> Void) {
    registrations.append(Registration(events: Event(events), work: .closure(handler)))
  }

  /// Registers `action` for `events`, as `addTarget(_:action:for:)`: sent to `target` (held weakly), or with a
  /// `nil` target up the responder chain from the control to the first responder that can perform it (FACT-2).
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    let weakTarget = target.map(WeakTarget.init)
    registrations.append(Registration(events: controlEvents, work: .targetAction(target: weakTarget, action: action)))
  }

  /// Removes the target/action pairs registered for `target` (every target when `nil`), `action` (every action
  /// when `nil`) and `controlEvents`, as `removeTarget(_:action:for:)`.
  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    registrations.removeAll { registration in
      guard case .targetAction(let registered, let registeredAction) = registration.work,
        !registration.events.isDisjoint(with: controlEvents)
      else { return false }
      let sameTarget = target.map { isSame($0, registered?.target) } ?? true
      let sameAction = action.map { $0 == registeredAction } ?? true
      return sameTarget && sameAction
    }
  }

  private func isSame(_ target: Any, _ registered: Any?) -> Bool {
    guard let registered else { return false }
    return (target as AnyObject) === (registered as AnyObject)
  }

  /// Registers a `UIAction` for `controlEvents`, as `addAction(_:for:)`.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    registrations.append(Registration(events: controlEvents, work: .action(action)))
  }

  /// Removes a `UIAction`, as `removeAction(_:for:)`.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    registrations.removeAll { registration in
      guard case .action(let registered) = registration.work else { return false }
      return registered === action && !registration.events.isDisjoint(with: controlEvents)
    }
  }

  /// The targets of the target/action pairs, as `allTargets` (a `nil` target is not listed).
  open var allTargets: [AnyHashable] {
    registrations.compactMap { registration in
      guard case .targetAction(let target, _) = registration.work, let object = target?.target as? AnyObject else {
        return nil
      }
      return AnyHashable(ObjectIdentifier(object))
    }
  }

  /// The events some action is registered for, as `allControlEvents`.
  open var allControlEvents: Event {
    registrations.reduce(into: Event()) { $0.formUnion($1.events) }
  }

  /// The names of the actions registered for `target` and `controlEvent`, as `actions(forTarget:forControlEvent:)`.
  open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let names = registrations.compactMap { registration -> String? in
      guard case .targetAction(let registered, let action) = registration.work,
        !registration.events.isDisjoint(with: controlEvent)
      else { return nil }
      if let target { return isSame(target, registered?.target) ? action.name : nil }
      return registered == nil ? action.name : nil
    }
    return names.isEmpty ? nil : names
  }

  /// Sends every event of `controlEvents` to the actions registered for it, in registration order, as
  /// `sendActions(for:)`: the explicit way to fire actions (RESP-13).
  open func sendActions(for controlEvents: Event) {
    for event in ControlEvent.allCases where controlEvents.contains(Event(event)) {
      send(Event(event), closureEvent: event)
    }
  }

  private func send(_ events: Event, closureEvent: ControlEvent) {
    for registration in registrations where !registration.events.isDisjoint(with: events) {
      switch registration.work {
      case .closure(let handler):
        handler(self, closureEvent)
      case .targetAction(let target, let action):
        if let target {
          // A target that went away gets nothing, as a zeroed weak reference in UIKit.
          if let receiver = target.target { sendAction(action, to: receiver, for: UIEvent()) }
        } else {
          sendAction(action, to: nil, for: UIEvent())
        }
      case .action(let action):
        action.perform(sender: self)
      }
    }
  }

  /// Sends one action, as `sendAction(_:to:for:)`: through ``UIApplication/sendAction(_:to:from:for:)``, which
  /// with a `nil` target goes up the responder chain from the control.
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    UIApplication.shared.sendAction(action, to: target, from: self, for: event)
  }

  /// A control keeps the touches it tracks (``touchBegan()``): UIKit's `UIControl` does not pass them on.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// A touch begins tracking, as `beginTracking(_:with:)`; `true` by default.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// The tracked touch ended, as `endTracking(_:with:)`; does nothing by default.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

  /// The tracked touch was cancelled, as `cancelTracking(with:)`; does nothing by default.
  open func cancelTracking(with event: UIEvent?) {}

  // MARK: User touches

  /// A finger touches the control: it is highlighted, begins tracking, and sends `touchDown` (RESP-12). A
  /// control with user interaction disabled is never hit by the touch.
  @_spi(Harness) public func touchBegan() {
    guard isEnabled, isUserInteractionEnabled, !isTouching else { return }
    isTouching = true
    isHighlighted = true
    _ = beginTracking(UITouch(view: self), with: UIEvent())
    sendActions(for: .touchDown)
  }

  /// The finger lifts, inside or outside the control's bounds (RESP-12).
  @_spi(Harness) public func touchEnded(inside: Bool) {
    guard isTouching else { return }
    isTouching = false
    isHighlighted = false
    endTracking(UITouch(view: self, phase: .ended), with: UIEvent())
    sendActions(for: inside ? .touchUpInside : .touchUpOutside)
    if inside { sendActions(for: .primaryActionTriggered) }
  }

  /// The system cancels the touch: `touchCancel` instead of a touch-up (RESP-12).
  @_spi(Harness) public func touchCancelled() {
    guard isTouching else { return }
    isTouching = false
    isHighlighted = false
    cancelTracking(with: UIEvent())
    sendActions(for: .touchCancel)
  }

  /// A complete tap: touch down, then up inside.
  @_spi(Harness) public func tap() {
    touchBegan()
    touchEnded(inside: true)
  }
}

extension Control.Event {
  /// The option set of the model's events.
  init(_ events: Set<ControlEvent>) {
    self = events.reduce(into: Control.Event()) { $0.insert(Control.Event($1)) }
  }
}

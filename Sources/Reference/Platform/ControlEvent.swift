/// The events a control sends to its actions, as `UIControl.Event` (RESP-12 … RESP-14).
public enum ControlEvent: String, CaseIterable, Sendable, Hashable {
  case touchDown
  case touchUpInside
  case touchUpOutside
  case touchCancel
  case valueChanged
  case primaryActionTriggered
  case editingDidBegin
  case editingChanged
  case editingDidEnd
  /// Return was tapped in a text field (KEY-11).
  case editingDidEndOnExit

  /// The touch events.
  public static let allTouchEvents: Set<ControlEvent> = [.touchDown, .touchUpInside, .touchUpOutside, .touchCancel]

  /// The editing events.
  public static let allEditingEvents: Set<ControlEvent> = [
    .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit,
  ]
}

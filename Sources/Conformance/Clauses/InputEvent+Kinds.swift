import InputGenerators

nonisolated extension InputEvent {
  /// Whether the event is key input (typing or delete).
  public var isKeyInput: Bool {
    switch self {
    case .type, .deleteBackward: true
    default: false
    }
  }

  /// Whether the event is an edit-menu choice.
  public var isEditMenu: Bool {
    if case .editMenu = self { return true }
    return false
  }

  /// Whether the event is a programmatic (app) change.
  public var isApp: Bool {
    switch self {
    case .setData, .setComponentData, .selectRow, .setDate, .setBounds, .setMinuteInterval, .setMode, .setLocale,
      .setTimeZone,
      .advanceClock, .setPasteboard, .loadViews:
      true
    default: false
    }
  }

  /// Whether the event is Return on a component built on a `UITextField`. There UIKit sends `editingDidEndOnExit`
  /// only when the component's `textFieldShouldReturn` answers `true` (KEY-11), an answer the reference cannot know:
  /// the event is left out of that step's control events on both sides, and nothing else of the step is.
  public func isReturnOnTextField(_ capabilities: Capabilities) -> Bool {
    capabilities.host == .textField && self == .type("\n")
  }
}

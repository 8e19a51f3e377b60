/// What the suite can do to, and observe of, a key-input responder (KEY).
@MainActor public protocol KeyInputDriver: ResponderDriver {
  /// Delivers `insertText(_:)`, as the keyboard does.
  func type(_ text: String)
  /// Delivers `deleteBackward()`, as the keyboard does.
  func deleteBackward()
  /// The text as the component holds it.
  var text: String { get }
  /// The component's `hasText`.
  var hasText: Bool { get }
  /// The app sets the text from code (KEY-12).
  func setText(_ text: String)
  /// The user taps a key of the component's own input view (KEY-14).
  func tapKey(_ title: String)
  /// The component re-renders (KEY-13).
  func refreshAppearance()
  /// What the component shows (labels, digits); `nil` leaves it unobserved (KEY-12).
  var shownText: String? { get }
  /// Every code the component reported complete, in order; `nil` leaves it unobserved (KEY-13).
  var completions: [String]? { get }
}

extension KeyInputDriver {
  public func setText(_ text: String) {}
  public func tapKey(_ title: String) {}
  public func refreshAppearance() {}
  public var shownText: String? { nil }
  public var completions: [String]? { nil }
}

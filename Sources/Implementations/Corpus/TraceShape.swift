import InputGenerators

/// The traces an explanation is about: events that must occur in this order (others may come between), and
/// events that must not occur at all. An explanation keyed by a shape cannot explain a trace of another shape.
///
/// ```swift
/// TraceShape(.spin, .dismissal, .settle)  // a wheel that settles after the keyboard went away
/// ```
public struct TraceShape: Sendable, CustomStringConvertible {
  /// One kind of event, by name.
  public struct Step: Sendable, CustomStringConvertible {
    public let description: String
    let test: @MainActor @Sendable (InputEvent) -> Bool

    public init(_ description: String, _ test: @escaping @MainActor @Sendable (InputEvent) -> Bool) {
      self.description = description
      self.test = test
    }

    public static let open = Step("tap or becomeFirstResponder") { $0 == .tap || $0 == .becomeFirstResponder }
    public static let spin = Step("spin") { if case .spin = $0 { true } else { false } }
    public static let settle = Step("settle") { $0 == .settle }
    public static let appSelection = Step("app selects a row") { if case .selectRow = $0 { true } else { false } }
    public static let valueSetter = Step("app sets the value") { if case .setValue = $0 { true } else { false } }
    public static let done = Step("Done") { $0 == .tapAccessory(.done) }
    public static let cancel = Step("Cancel") { $0 == .tapAccessory(.cancel) }
    public static let emptyData = Step("app sets empty data") { $0 == .setData([[]]) }
    public static let dataChange = Step("app sets data") {
      if case .setData = $0 { true } else if case .setComponentData = $0 { true } else { false }
    }
    public static let disable = Step("disable the control") { $0 == .setEnabled(false) }
    public static let becomeFirst = Step("becomeFirstResponder") { $0 == .becomeFirstResponder }
    public static let decimalSeparator = Step("type the decimal separator") { $0 == .type(".") }
    public static let hostAway = Step("the host screen goes away") { $0 == .hostDisappears }
    /// The keyboard goes away without the component's buttons, or the control leaves the window.
    public static let dismissal = Step("a dismissal (resign, focus elsewhere, end editing, removal, host away)") {
      [.resignFirstResponder, .focusOther, .endEditing, .removeFromWindow, .hostDisappears].contains($0)
    }
    /// Any way the keyboard goes away, the component's own buttons included.
    public static let anyClose = Step("the keyboard goes away (a dismissal, Done or Cancel)") {
      dismissal.test($0) || $0 == .tapAccessory(.done) || $0 == .tapAccessory(.cancel)
    }
    public static let typing = Step("typing") { if case .type = $0 { true } else { false } }
    public static let emptyInsertion = Step("an empty insertion") { $0 == .type("") }
    public static let delete = Step("delete") { $0 == .deleteBackward }
    /// Key input: typing or delete.
    public static let keyInput = Step("typing or delete") { typing.test($0) || delete.test($0) }
    public static let multiCharacterInsertion = Step("an insertion of several characters") {
      if case .type(let text) = $0 { text.count > 1 } else { false }
    }
  }

  /// The events that must occur, in order.
  public let steps: [Step]
  /// The events that must not occur anywhere in the trace.
  public let excluding: [Step]

  public init(_ steps: Step..., excluding: [Step] = []) {
    self.steps = steps
    self.excluding = excluding
  }

  /// Whether `trace` has this shape.
  public func matches(_ trace: [InputEvent]) -> Bool {
    if trace.contains(where: { event in excluding.contains { $0.test(event) } }) { return false }
    var remaining = steps[...]
    for event in trace {
      guard let step = remaining.first else { break }
      if step.test(event) { remaining = remaining.dropFirst() }
    }
    return remaining.isEmpty
  }

  public var description: String {
    let order = steps.map(\.description).joined(separator: ", then ")
    let without = excluding.isEmpty ? "" : "; no " + excluding.map(\.description).joined(separator: ", no ")
    return (order.isEmpty ? "any trace" : order) + without
  }
}

import InputGenerators

/// How a clause broke, enough to tell two causes under one clause apart: the event that showed it and the
/// observations that differed (or, for an invariant, the shape of its message, its values left out).
///
/// The runner reports a second fault under a clause it has already found when a later case breaks the clause
/// through an observation none of that clause's faults broke it through, and the case still does once shrunk.
///
/// ```swift
/// FaultSignature(clause: ClauseID(.pick, 8), event: "tapAccessory", fields: ["results"]).description
/// // "PICK-8 at tapAccessory: results"
/// ```
nonisolated public struct FaultSignature: Hashable, Sendable, Codable, CustomStringConvertible {
  public var clause: ClauseID
  /// The event's case name at the step that broke the clause (`initial` for the state before any event).
  public var event: String
  /// The observations that differed, sorted, or `invariant: <its message's shape>`.
  public var fields: [String]

  public init(clause: ClauseID, event: String, fields: [String]) {
    self.clause = clause
    self.event = event
    self.fields = fields
  }

  /// The signature of `finding`, found on `trace`.
  public init(_ finding: Finding, trace: [InputEvent]) {
    let fields =
      !finding.ownFields.isEmpty
      ? finding.ownFields
      : finding.differences.isEmpty
        ? ["invariant: " + Self.shape(of: finding.detail)] : Set(finding.differences.map(\.name)).sorted()
    self.init(clause: finding.clause, event: Self.eventName(at: finding.step, in: trace), fields: fields)
  }

  public var description: String { "\(clause) at \(event): \(fields.joined(separator: ", "))" }

  /// Whether this and `other` are one cause: one clause broken through the same observation, its invariant (whatever
  /// its message says) or a field both saw differ (a longer trace can differ in more fields at once). The event is
  /// not compared: one fault shows through every path to it (a tap and a `becomeFirstResponder` open alike, a resign
  /// and a removal from the window dismiss alike), so two causes that break a clause through the same observation
  /// are one fault to the runner.
  public func isSameFault(as other: FaultSignature) -> Bool {
    guard clause == other.clause else { return false }
    if isInvariant || other.isInvariant { return isInvariant == other.isInvariant }
    return !Set(fields).isDisjoint(with: other.fields)
  }

  /// Whether the clause's invariant broke (rather than an observation differing from the reference's).
  public var isInvariant: Bool { fields.contains { $0.hasPrefix("invariant: ") } }

  /// The case name of the event at `step` (1-based; 0 is the initial state).
  static func eventName(at step: Int, in trace: [InputEvent]) -> String {
    name(of: step > 0 && trace.indices.contains(step - 1) ? trace[step - 1] : nil)
  }

  /// The case name of `event` (`spin` for `.spin(component: 0, row: 2)`), `initial` for none.
  static func name(of event: InputEvent?) -> String {
    guard let event else { return "initial" }
    return String(event.swiftLiteral.dropFirst().prefix { $0 != "(" })
  }

  /// A message with its quoted values and numbers left out: "typing \"a\" into \"\" gave \"\"" and
  /// "typing \"b\" into \"x\" gave \"x\"" have one shape.
  public static func shape(of detail: String) -> String {
    var shape = ""
    var inQuotes = false
    var lastWasNumber = false
    for character in detail {
      if character == "\"" {
        if !inQuotes { shape += "\"…\"" }
        inQuotes.toggle()
        continue
      }
      guard !inQuotes else { continue }
      if character.isNumber {
        if !lastWasNumber { shape += "#" }
        lastWasNumber = true
      } else {
        shape.append(character)
        lastWasNumber = false
      }
    }
    return shape
  }
}

import InputGenerators

/// What a crash was doing: the clause exercised and the kind of event.
///
/// Once a crash is found, later cases skip events with the same signature, so
/// the implementation's other clauses are still judged in the same run.
nonisolated public struct CrashSignature: Hashable, Sendable, Codable, CustomStringConvertible {
  public var clause: ClauseID
  /// The event's kind, without its payload: `deleteBackward`, `type`, `tapAccessory(done)`.
  public var eventKind: String

  public init(clause: ClauseID, event: InputEvent) {
    self.clause = clause
    self.eventKind = event.kind
  }

  public var description: String { "\(eventKind) exercising \(clause)" }
}

nonisolated extension InputEvent {
  /// The event's kind without its payload, e.g. `spin`, `tapAccessory(done)`.
  public var kind: String {
    if case .tapAccessory(let role) = self { return "tapAccessory(\(role.rawValue))" }
    let literal = swiftLiteral.dropFirst()
    return String(literal.prefix { $0.isLetter })
  }
}

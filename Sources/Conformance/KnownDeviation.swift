import InputGenerators

/// A fault an implementation declares it has on purpose, with the reason: the clause and what its fault looks
/// like, so that the declaration excuses that fault and no other under the same clause.
///
/// A violation is a known deviation when its shrunk trace breaks the clause the way the declaration says (its
/// ``FaultSignature``); any other fault under the clause is still a failure.
///
/// ```swift
/// KnownDeviation(ClauseID(.pick, 18), differingIn: [.valueChanged], because: "reports through a delegate")
/// ```
nonisolated public struct KnownDeviation: Sendable, Hashable, CustomStringConvertible {
  /// The clause the fault breaks.
  public var clause: ClauseID
  /// What the fault looks like.
  public var fault: Fault
  /// Why the implementation behaves this way.
  public var reason: String

  /// What a declared fault looks like on its shrunk trace.
  nonisolated public enum Fault: Sendable, Hashable {
    /// The component differs from the reference in one of these observations, at one of these events
    /// (their case names, `tapAccessory`; any event when `nil`).
    case differs(in: Set<ObservedField.Name>, at: Set<String>?)
    /// The clause's invariant breaks with a message saying this (its quoted values and numbers aside).
    case invariant(saying: String)
  }

  public init(_ clause: ClauseID, _ fault: Fault, because reason: String) {
    self.clause = clause
    self.fault = fault
    self.reason = reason
  }

  /// A fault seen as a difference in one of `fields`, at any event or at one of `events`.
  public init(
    _ clause: ClauseID, differingIn fields: Set<ObservedField.Name>, at events: Set<String>? = nil,
    because reason: String
  ) {
    self.init(clause, .differs(in: fields, at: events), because: reason)
  }

  /// Whether this declaration excuses the fault `signature` describes.
  public func excuses(_ signature: FaultSignature) -> Bool {
    guard signature.clause == clause else { return false }
    switch fault {
    case .differs(let fields, let events):
      return (events.map { $0.contains(signature.event) } ?? true)
        && signature.fields.contains { field in fields.contains { $0.rawValue == field } }
    case .invariant(let saying):
      let shape = "invariant: " + FaultSignature.shape(of: saying)
      return signature.fields.contains { $0.hasPrefix("invariant: ") && $0.contains(shape.dropFirst(11)) }
    }
  }

  public var description: String {
    switch fault {
    case .differs(let fields, let events):
      let at = events.map { " at " + $0.sorted().joined(separator: " or ") } ?? ""
      return "\(clause), differing in \(fields.map(\.rawValue).sorted().joined(separator: " or "))\(at): \(reason)"
    case .invariant(let saying):
      return "\(clause), its invariant saying \"\(saying)\": \(reason)"
    }
  }
}

nonisolated extension Implementation {
  /// The declaration that excuses the fault `signature` describes, if any.
  public func knownDeviation(excusing signature: FaultSignature) -> KnownDeviation? {
    knownDeviations.first { $0.excuses(signature) }
  }

  /// Whether `finding`, on `trace`, is a fault this implementation declares.
  public func declares(_ finding: Finding, on trace: [InputEvent]) -> Bool {
    knownDeviation(excusing: FaultSignature(finding, trace: trace)) != nil
  }
}

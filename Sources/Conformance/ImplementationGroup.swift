/// The configurations judged under one name in the conformance matrix: `reference` groups
/// every reference configuration; a seed groups its variants (seed 003's three factories).
nonisolated public struct ImplementationGroup: Sendable {
  /// The name used in the matrix and on the command line.
  public let name: String
  /// The configurations, each judged on its own families.
  public let members: [Implementation]

  public init(name: String, members: [Implementation]) {
    self.name = name
    self.members = members
  }

  /// Combines the members' verdicts for one clause: any failure fails; a known
  /// deviation is reported as known; a pass needs at least one member that exercised it.
  public static func combine(_ verdicts: [Verdict]) -> Verdict {
    if verdicts.contains(.fail) { return .fail }
    if verdicts.contains(.known) { return .known }
    if verdicts.contains(.pass) { return .pass }
    if verdicts.contains(.notExercised) { return .notExercised }
    return .notApplicable
  }
}

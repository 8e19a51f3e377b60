import InputConformance
import InputGenerators
import Testing

/// Faults, not violations: one cause is one fault, with every clause it breaks; MUST faults and SHOULD advisories
/// apart.
@Suite struct FaultGroupingTests {
  static func key(
    _ clause: ClauseID, _ trace: [String], family: ContractFamily = .pick, member: String = "m",
    followOnOf: ClauseID? = nil
  ) -> FaultGrouping.Key {
    FaultGrouping.Key(member: member, family: family, clause: clause, trace: trace, followOnOf: followOnOf)
  }

  @Test("A root starts a fault; its follow-ons join it, up a chain of follow-ons")
  func followOnsJoinTheirRoot() {
    let keys = [
      Self.key(ClauseID(.pick, 9), ["tap", "Done"]),
      Self.key(ClauseID(.pick, 18), ["tap", "spin", "Done"], followOnOf: ClauseID(.pick, 9)),
      Self.key(ClauseID(.pick, 11), ["tap", "type"]),
      Self.key(ClauseID(.pick, 15), ["tap", "type", "tap"], followOnOf: ClauseID(.pick, 18)),
    ]
    #expect(FaultGrouping.group(keys) == [[0, 1, 3], [2]])
  }

  @Test("The same root clause on the same trace, found by two families' runs, is one fault")
  func oneRootAcrossFamilies() {
    let keys = [
      Self.key(ClauseID(.resp, 11), ["read input views"], family: .resp),
      Self.key(ClauseID(.resp, 11), ["read input views"], family: .pick),
      Self.key(ClauseID(.resp, 11), ["tap", "read input views"], family: .pick),
      Self.key(ClauseID(.resp, 11), ["read input views"], member: "other"),
    ]
    #expect(FaultGrouping.group(keys) == [[0, 1], [2], [3]])
  }

  /// A family that does not check the clause a break follows from reports it as a root; one that does, as a
  /// follow-on. The same break is one thing: a root in every family, in the same fault.
  @Test("A root in one family's run is a root in every family's")
  func aRootIsARootInEveryFamily() {
    let keys = [
      Self.key(ClauseID(.pick, 8), ["tap", "spin", "Done"], family: .pick),
      Self.key(ClauseID(.resp, 19), ["tap", "endEditing"], family: .resp),
      Self.key(ClauseID(.resp, 19), ["tap", "endEditing"], family: .pick, followOnOf: ClauseID(.pick, 8)),
      Self.key(ClauseID(.pick, 10), ["tap", "spin", "Done"], family: .pick, followOnOf: ClauseID(.pick, 8)),
    ]
    #expect(FaultGrouping.agreedFollowOnOf(keys) == [nil, nil, nil, ClauseID(.pick, 8)])
    #expect(FaultGrouping.group(keys) == [[0, 3], [1, 2]])
  }

  @Test("A follow-on joins its root from its own family's run, and one whose root is unknown is a fault of its own")
  func followOnPrefersItsFamily() {
    let keys = [
      Self.key(ClauseID(.pick, 9), ["tap", "Close"], family: .resp),
      Self.key(ClauseID(.pick, 9), ["tap", "Close", "tap"], family: .pick),
      Self.key(ClauseID(.pick, 16), ["tap", "Close"], family: .pick, followOnOf: ClauseID(.pick, 9)),
      Self.key(ClauseID(.resp, 20), ["tap", "away"], followOnOf: ClauseID(.pick, 2)),
    ]
    #expect(FaultGrouping.group(keys) == [[0], [1, 2], [3]])
  }

  @Test("A fault is MUST when it breaks a MUST clause or traps; SHOULD clauses alone are an advisory")
  func levels() {
    #expect(FaultLevel(clauses: [ClauseID(.key, 5)], abnormalEnd: false) == .should)
    #expect(FaultLevel(clauses: [ClauseID(.key, 5)], abnormalEnd: true) == .must)
    #expect(FaultLevel(clauses: [ClauseID(.key, 5), ClauseID(.key, 1)], abnormalEnd: false) == .must)
    #expect(FaultLevel(clauses: [ClauseID(.pick, 18), ClauseID(.resp, 20)], abnormalEnd: false) == .should)
  }
}

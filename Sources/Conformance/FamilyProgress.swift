import InputGenerators
import InputReference

/// Where a run of one implementation and family stands: what was found, what
/// was exercised, and what later cases must ignore or avoid. It is a value, so
/// a run can stop in one process and resume in another.
nonisolated public struct FamilyProgress: Sendable, Codable {
  /// Clauses found and crashes to avoid, for the cases still to run.
  public var settings: CaseSettings
  /// Violations found, shrunk.
  public var violations: [ConformanceViolation] = []
  /// Disagreements of the reference with itself.
  public var badOracles: [ConformanceViolation] = []
  /// The evidence so far: per clause, how many steps checked it.
  public var evidence: [ClauseID: Int] = [:]
  /// Cases per coverage label.
  public var labelCounts: [String: Int] = [:]
  /// Cases run.
  public var cases = 0
  /// Events performed.
  public var steps = 0
  /// The next case number to run.
  public var nextCase = 0
  /// Per clause, how many times a case that broke it in a new way was looked into (``ConformanceRunner``'s search
  /// for another fault under a clause already found).
  public var anotherFaultAttempts: [ClauseID: Int] = [:]
  /// What steers the rest of the run toward clauses short of the evidence floor.
  public var steering = Steering()

  public init(maxSteps: Int, quirks: PlatformQuirks = .all, unusualInput: Bool = false) {
    settings = CaseSettings(maxSteps: maxSteps, quirks: quirks)
    settings.unusualInput = unusualInput
  }

  /// Adds the evidence of one case.
  public mutating func add(evidence more: [ClauseID: Int]) {
    evidence.merge(more, uniquingKeysWith: +)
  }

  /// Adds a violation, and makes later cases ignore its clause (noting any break unlike its faults) and avoid its
  /// crash.
  public mutating func record(_ violation: ConformanceViolation) {
    if violation.finding.isBadOracle { badOracles.append(violation) } else { violations.append(violation) }
    settings.ignoring.insert(violation.clause)
    settings.tolerated[violation.clause, default: []].append(violation.signature)
    if violation.finding.kind.isAbnormalEnd, let event = violation.trace.last {
      settings.avoiding.insert(violation.finding.crashSignature(event: event))
    }
  }

  /// Whether `signature` is none of the faults found under its clause.
  public func isNewFault(_ signature: FaultSignature) -> Bool {
    !settings.tolerated[signature.clause, default: []].contains { $0.isSameFault(as: signature) }
  }

  /// The faults found under `clause`.
  public func faults(of clause: ClauseID) -> [FaultSignature] { settings.tolerated[clause, default: []] }

  /// The settings for looking for another fault under `clause`: its known faults set aside, any other break of it
  /// ending the case.
  public func settings(seekingAnotherFaultOf clause: ClauseID) -> CaseSettings {
    var seeking = settings
    seeking.ignoring.remove(clause)
    return seeking
  }
}

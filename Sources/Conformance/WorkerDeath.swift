import Foundation
import InputGenerators

/// A worker (a child process, or an exit test) that trapped or hung: its finding, built in one place.
nonisolated public struct WorkerDeath: Sendable {
  /// Crash or hang.
  public var kind: ViolationKind
  /// What the worker was doing when it stopped: its last progress line, if it wrote one.
  public var last: WorkerProgress?
  /// How it ended, for a person: `was killed by signal 4 (SIGILL, a Swift trap)`, `did not finish within 2 s`.
  public var detail: String
  /// The runtime's message (``TrapIdentity/message(in:)``), if any.
  public var message: String?

  public init(kind: ViolationKind, last: WorkerProgress?, detail: String, message: String?) {
    self.kind = kind
    self.last = last
    self.detail = detail
    self.message = message
  }

  /// The detail of a hang: `did not finish within 0.3 s`.
  public static func hangDetail(limit: Double) -> String {
    let seconds = limit == limit.rounded() ? String(Int(limit)) : String(format: "%g", limit)
    return "did not finish within \(seconds) s"
  }

  /// The case as the runner sees it: a crash or hang finding of the clause the last event should have produced
  /// (``CrashAttribution``), which keeps the clause it exercised for the run's avoidance;
  /// no finding when it is a trap already reported under another clause (``TrapLedger``); a bad oracle
  /// when the worker died before any event.
  @MainActor public func evaluated(
    implementation: Implementation, family: ContractFamily, settings: CaseSettings, ledger: inout TrapLedger
  ) -> EvaluatedCase {
    let suffix = message.map { ": \($0)" } ?? ""
    guard let last, let event = last.trace.last else {
      // Nothing of the implementation ran: the harness failed, which is a bad oracle.
      let finding = Finding(
        clause: ClauseID(.resp, 1), kind: kind, step: 0, detail: "the worker \(detail) before any event\(suffix)",
        isBadOracle: true)
      return EvaluatedCase(outcome: CaseOutcome(finding: finding))
    }
    let identity = TrapIdentity(kind: kind, event: event, message: message)
    let signature = CrashSignature(clause: last.clause, event: event)
    if ledger.isReported(identity, at: signature, of: implementation.name, avoiding: settings.avoiding) {
      // The case ends here, and is not a new violation.
      return EvaluatedCase(outcome: CaseOutcome(trace: last.trace), choices: last.choices)
    }
    let verb = kind == .crash ? "trapped" : "hung"
    let clause = CrashAttribution.clause(
      trace: last.trace, capabilities: implementation.capabilities, family: family, quirks: settings.platformQuirks)
    var finding = Finding(
      clause: clause ?? last.clause, kind: kind, step: last.step,
      detail: "the implementation \(verb) during \"\(event)\" (\(detail)\(suffix))")
    finding.exercised = last.clause
    return EvaluatedCase(outcome: CaseOutcome(trace: last.trace, finding: finding), choices: last.choices)
  }
}

/// The traps and hangs met so far, so that one is reported once (see ``TrapIdentity``).
///
/// A run records a crash under the clause its event exercised and then avoids that event while it
/// exercises that clause (``CrashSignature``). The same trap met while the event exercises another
/// clause is recognised here: same identity as a signature the run already avoids.
nonisolated public struct TrapLedger: Sendable, Codable, Hashable {
  private var identities: [String: [CrashSignature: TrapIdentity]] = [:]

  public init() {}

  /// Notes `identity`, met at `signature` in `implementation`; returns whether it is a trap already
  /// reported (a signature in `avoiding`, other than this one, with the same identity).
  public mutating func isReported(
    _ identity: TrapIdentity, at signature: CrashSignature, of implementation: String,
    avoiding: Set<CrashSignature>
  ) -> Bool {
    let known = identities[implementation, default: [:]]
    if avoiding.contains(where: { $0 != signature && known[$0] == identity }) { return true }
    identities[implementation, default: [:]][signature] = identity
    return false
  }
}

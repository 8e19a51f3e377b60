import InputGenerators
import InputReference

/// Which case to run: fresh from a seed, a recorded choice sequence, an earlier case's start continued
/// fresh from a seed (``Steering``), or an exact event list.
nonisolated public enum CaseRequest: Hashable, Sendable, Codable {
  case fresh(seed: UInt64)
  case replay(ChoiceSequence)
  case extending(prefix: ChoiceSequence, seed: UInt64)
  case events([InputEvent])
}

/// What running a case gave, plus the choices it consumed (for shrinking).
nonisolated public struct EvaluatedCase: Sendable, Codable {
  public var outcome: CaseOutcome
  /// The choices drawn; empty for an event-list request.
  public var choices: ChoiceSequence
  /// The spans of those choices, one per event.
  public var spans: [ChoiceSpan] = []
  /// The case ran out of recorded choices (a shrink candidate that is too short).
  public var overran: Bool

  public init(outcome: CaseOutcome, choices: ChoiceSequence = ChoiceSequence(), overran: Bool = false) {
    self.outcome = outcome
    self.choices = choices
    self.overran = overran
  }
}

/// What a case must know of the run so far: the clauses already found and the crashes to avoid.
nonisolated public struct CaseSettings: Hashable, Sendable, Codable {
  /// Clauses already found, which no longer end a case.
  public var ignoring: Set<ClauseID> = []
  /// The faults found so far under each clause: a break that is one of them does not end a case, even when its
  /// clause is no longer ignored (a search for another fault under the clause).
  public var tolerated: [ClauseID: [FaultSignature]] = [:]
  /// Events known to crash, which are skipped.
  public var avoiding: Set<CrashSignature> = []
  /// The largest number of events in a case.
  public var maxSteps = 30
  /// The names of the UIKit quirks the model reproduces (CONFORMANCE.md, "Quirks"); all by default.
  public var quirks: [String] = PlatformQuirks.all.names
  /// How long a step may take in a child process before it counts as a hang.
  public var stepLimit = StepLimit.full
  /// Clauses no case of the run has checked yet: a generated case notes where an event it could have drawn would
  /// have checked one (``CaseOutcome/nearMissChoices``). What the case draws does not change.
  public var unreached: Set<ClauseID> = []
  /// Clauses a steered case aims at: where an event that would check one can be drawn, fresh draws favour it.
  /// A recorded case replays the same events with or without it (``ContractEvents/options(for:)``).
  public var favouring: Set<ClauseID> = []
  /// Clauses a steered case searches for, that no case has come near: fresh draws favour the events that lead one
  /// event away from checking one. Like ``favouring``, it changes fresh draws only.
  public var searching: Set<ClauseID> = []
  /// Whether events real UIKit rarely or never sends are drawn (`--unusual-input`).
  public var unusualInput = false

  public init(
    ignoring: Set<ClauseID> = [], avoiding: Set<CrashSignature> = [], maxSteps: Int = 30,
    quirks: PlatformQuirks = .all, stepLimit: StepLimit = .full
  ) {
    self.ignoring = ignoring
    self.avoiding = avoiding
    self.maxSteps = maxSteps
    self.quirks = quirks.names
    self.stepLimit = stepLimit
  }

  /// The quirks in force.
  public var platformQuirks: PlatformQuirks {
    quirks.reduce(into: []) { $0.formUnion(PlatformQuirks.named($1) ?? []) }
  }
}

/// How long a step may take in a child process before it counts as a hang.
public enum StepLimit: String, Hashable, Sendable, Codable {
  /// The evaluator's limit (`--case-timeout`): what finds and confirms a hang.
  case full
  /// A short limit, for the candidates of a hang being shrunk (a hang already confirmed with the full
  /// limit): a step that takes many times longer than any step seen to finish counts as the same hang.
  /// The shrunk trace is confirmed with the full limit before it is reported.
  case quick
}

/// Runs cases somewhere: in this process, or in a child process that may crash or hang.
@MainActor public protocol CaseEvaluator {
  /// Runs one case of `implementation` for `family`.
  func evaluate(
    _ request: CaseRequest, implementation: Implementation, family: ContractFamily, settings: CaseSettings
  ) -> EvaluatedCase

  /// Runs one case known to have trapped or hung (a crash or a hang being confirmed or shrunk): an evaluator that
  /// runs cases in its own process must run this one in a child. By default, as ``evaluate(_:implementation:family:settings:)``.
  func evaluateIsolated(
    _ request: CaseRequest, implementation: Implementation, family: ContractFamily, settings: CaseSettings
  ) -> EvaluatedCase
}

extension CaseEvaluator {
  public func evaluateIsolated(
    _ request: CaseRequest, implementation: Implementation, family: ContractFamily, settings: CaseSettings
  ) -> EvaluatedCase {
    evaluate(request, implementation: implementation, family: family, settings: settings)
  }

  /// Runs one case, in a child where the evaluator isolates cases when `isolated` (``evaluateIsolated(_:implementation:family:settings:)``).
  func evaluate(
    _ request: CaseRequest, implementation: Implementation, family: ContractFamily, settings: CaseSettings,
    isolated: Bool
  ) -> EvaluatedCase {
    isolated
      ? evaluateIsolated(request, implementation: implementation, family: family, settings: settings)
      : evaluate(request, implementation: implementation, family: family, settings: settings)
  }
}

/// Runs cases in this process: fast, but a trap in the implementation ends the process.
public struct InProcessEvaluator: CaseEvaluator {
  public init() {}

  public func evaluate(
    _ request: CaseRequest, implementation: Implementation, family: ContractFamily, settings: CaseSettings
  ) -> EvaluatedCase {
    Self.run(request, implementation: implementation, family: family, settings: settings)
  }

  /// Runs a case here, reporting each step to `willPerform` (with its clause) and `onStep` first.
  public static func run(
    _ request: CaseRequest, implementation: Implementation, family: ContractFamily, settings: CaseSettings,
    willPerform: ((Int, InputEvent, ClauseID, ChoiceSequence) -> Void)? = nil, onStep: (() -> Void)? = nil
  ) -> EvaluatedCase {
    var execution = CaseExecution(implementation: implementation, family: family)
    execution.onStep = onStep
    execution.ignoring = settings.ignoring
    execution.tolerated = settings.tolerated
    execution.avoiding = settings.avoiding
    execution.maxSteps = settings.maxSteps
    execution.quirks = settings.platformQuirks
    execution.unusualInput = settings.unusualInput
    execution.unreached = settings.unreached
    execution.favouring = settings.favouring
    execution.searching = settings.searching
    execution.willPerform = willPerform
    var context: DrawContext
    switch request {
    case .events(let events):
      return EvaluatedCase(outcome: execution.run(events: events))
    case .fresh(let seed): context = DrawContext(seed: seed)
    case .replay(let choices): context = DrawContext(replaying: choices)
    case .extending(let prefix, let seed): context = DrawContext(extending: prefix, seed: seed)
    }
    do {
      let outcome = try execution.run(drawingFrom: &context)
      var evaluated = EvaluatedCase(outcome: outcome, choices: context.recorded)
      evaluated.spans = context.spans
      return evaluated
    } catch {
      return EvaluatedCase(outcome: CaseOutcome(), choices: context.recorded, overran: true)
    }
  }
}

import Foundation
import InputGenerators
import InputReference

/// The clause declarations of every family, and what the runner derives from them:
/// which clause a difference breaks, which clauses a step exercises, and which clause
/// a crash during an event breaks.
nonisolated public struct ClauseRules: Sendable {
  /// Every declaration, in CONFORMANCE.md order.
  public static let all: [ClauseRule] =
    ResponderClauses.all + KeyClauses.all + PickerClauses.all + DateClauses.all + FactoryClauses.all

  /// The declaration of `id`.
  public static func rule(_ id: ClauseID) -> ClauseRule? { byID[id] }

  /// The clauses whose sentence's situation is only unusual input (``InputEvent/isUnusualInput``): without
  /// `--unusual-input` nothing can reach them, and they do not apply (CONFORMANCE.md, "Tiers").
  public static let unusualInputOnly: Set<ClauseID> = [ClauseID(.key, 3)]

  /// Why `id` does not apply to an implementation with `capabilities` (``ClauseRule/whyNotApplicable(to:)``);
  /// `nil` when it applies. A clause with no declaration applies to nothing (``Capabilities/applies(_:)``).
  public static func whyNotApplicable(_ id: ClauseID, to capabilities: Capabilities) -> String? {
    guard let rule = rule(id) else { return "it has no declaration" }
    return rule.whyNotApplicable(to: capabilities)
  }

  private static let byID: [ClauseID: ClauseRule] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

  /// The declarations that apply to one implementation, looked up once per case.
  public let rules: [ClauseRule]
  /// The clauses of ``rules``, in order: a rule's index is its clause's place in a case's ``EvidenceTally``.
  let ids: [ClauseID]
  /// The rules with an invariant, with their index.
  let invariants: [IndexedInvariant]
  /// Every observation of the rules, with its rule's index and its fields as one word, a rule's observations next
  /// to each other: one flat table the checking loop walks at every step.
  let observationTable: [IndexedObservation]

  /// A rule's invariant and its index. (A struct, not a tuple: a closure kept in a tuple of an array is called
  /// through a thunk that copies the whole step.)
  struct IndexedInvariant {
    let index: Int
    let id: ClauseID
    let invariant: ClauseRule.InvariantCheck

    /// The invariant at `step`.
    @MainActor func check(_ step: StepContext) -> Invariant.Result { invariant.check(step) }
  }

  /// An observation, its fields as one word, and its rule's index.
  struct IndexedObservation {
    let index: Int
    let fields: FieldSet
    let observation: Observation
  }
  /// Per kind of platform misuse, the clause it breaks.
  let misuseClauses: [PlatformMisuse.Kind: ClauseID]
  /// Per field, the latitudes that leave it to the implementation.
  private let latitudes: [ObservedField.Name: [Latitude]]
  /// Per field, the observations that own it, most specific first.
  private let owners: [ObservedField.Name: [(id: ClauseID, observation: Observation)]]
  /// The clauses set aside through a device driver (``DeviceSetAside``): their observations still own their fields at
  /// their steps, so that a difference there is no other clause's, but it breaks nothing (the sides are set apart on
  /// that field until they agree again).
  let setAside: Set<ClauseID>

  /// The rules that apply to `capabilities`.
  public init(for capabilities: Capabilities) {
    rules = Self.all.filter { $0.applies(to: capabilities) }
    ids = rules.map(\.id)
    invariants = rules.enumerated().compactMap { index, rule in
      rule.invariantCheck.map { IndexedInvariant(index: index, id: rule.id, invariant: $0) }
    }
    observationTable = rules.enumerated().flatMap { index, rule in
      rule.observations.map { IndexedObservation(index: index, fields: FieldSet($0.fields), observation: $0) }
    }
    var owners: [ObservedField.Name: [(id: ClauseID, observation: Observation)]] = [:]
    var latitudes: [ObservedField.Name: [Latitude]] = [:]
    var platform = capabilities
    platform.drivenThroughDevice = false
    let setAsideRules = Self.all.filter {
      !$0.applies(to: capabilities) && $0.applies(to: platform)
        && DeviceSetAside.whyNotApplicable($0.id, to: capabilities) != nil
    }
    setAside = Set(setAsideRules.map(\.id))
    for rule in setAsideRules {
      for observation in rule.observations {
        for field in observation.fields { owners[field, default: []].append((rule.id, observation)) }
      }
    }
    for rule in rules {
      for latitude in rule.latitude {
        for field in latitude.fields { latitudes[field, default: []].append(latitude) }
      }
      for observation in rule.observations {
        for field in observation.fields { owners[field, default: []].append((rule.id, observation)) }
      }
    }
    self.latitudes = latitudes
    misuseClauses = Dictionary(
      rules.flatMap { rule in rule.misuses.map { ($0, rule.id) } }, uniquingKeysWith: { first, _ in first })
    let order = Dictionary(uniqueKeysWithValues: Self.all.enumerated().map { ($0.element.id, $0.offset) })
    self.owners = owners.mapValues { list in
      // Stable: equal ranks keep CONFORMANCE.md order.
      list.enumerated().sorted {
        ($0.element.observation.rank, order[$0.element.id] ?? 0, $0.offset)
          < ($1.element.observation.rank, order[$1.element.id] ?? 0, $1.offset)
      }.map(\.element)
    }
  }

  /// The clause whose observation owns `field` at `step`, if any: a difference there breaks it.
  /// `nil` means no clause compares the field at this step (latitude).
  @MainActor public func owner(of field: ObservedField.Name, at step: StepContext) -> ClauseID? {
    owners[field]?.first { $0.observation.trigger(step) }?.id
  }

  /// The latitude that leaves `field` to the implementation at its step `step`, if any.
  @MainActor func latitude(for field: ObservedField.Name, at step: StepContext) -> Latitude? {
    latitudes[field]?.first { $0.accepts(step) }
  }

  /// Counts in `tally` each clause whose observations compare some of `fields` at `step` (once per clause). A plain
  /// loop over the flat table: the checking loop's most frequent work, as cheap in a debug build as it can be.
  @MainActor func countComparing(_ fields: FieldSet, at step: StepContext, in tally: inout EvidenceTally) {
    var counted = -1
    var position = 0
    let count = observationTable.count
    while position < count {
      let entry = observationTable[position]
      position += 1
      if entry.index != counted, entry.fields.meets(fields), entry.observation.trigger(step) {
        tally.add(entry.index)
        counted = entry.index
      }
    }
  }

  /// The rules of `capabilities`, built once per declaration: every case of a run has the same.
  static func cached(for capabilities: Capabilities) -> ClauseRules {
    cache.rules(for: capabilities)
  }

  private static let cache = RulesCache()

  /// The rules built so far, per declaration.
  private final class RulesCache: @unchecked Sendable {
    private let lock = NSLock()
    private var built: [Capabilities: ClauseRules] = [:]

    func rules(for capabilities: Capabilities) -> ClauseRules {
      lock.lock()
      defer { lock.unlock() }
      if let rules = built[capabilities] { return rules }
      let rules = ClauseRules(for: capabilities)
      built[capabilities] = rules
      return rules
    }
  }

  /// The clause a crash (or hang) during `step`'s event breaks: the most specific clause the
  /// step exercises (its observations' triggers, judged before the event); ties keep
  /// CONFORMANCE.md order.
  @MainActor public func crashClause(at step: StepContext, fields: [ObservedField.Name]) -> ClauseID {
    var best: (rank: Observation.Rank, index: Int, id: ClauseID)?
    for (index, rule) in rules.enumerated() {
      for observation in rule.observations
      where !observation.fields.isDisjoint(with: fields) && observation.trigger(step) {
        if best.map({ (observation.rank, index) < ($0.rank, $0.index) }) ?? true {
          best = (observation.rank, index, rule.id)
        }
      }
    }
    return best?.id ?? ClauseID(step.family == .fact ? .fact : .resp, step.family == .fact ? 3 : 5)
  }
}

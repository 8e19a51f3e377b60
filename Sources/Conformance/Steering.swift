import InputGenerators
@_spi(Harness) import InputPlatform
import InputReference

/// Coverage-directed generation: the second half of a run steers toward the clauses that are still short of the
/// evidence floor (CONFORMANCE.md, "Evidence floor").
///
/// A clause's declaration says which steps check it (its observations' triggers and its invariant); the checking
/// loop counts those steps as evidence, and notes after how many choices a case first checked each clause. While
/// a clause has no evidence at all, each case also looks one step ahead from the declaration
/// (``TriggerPrediction``) and notes where it stood one event away from checking it: a near miss. The run keeps,
/// per clause still under the floor, the shortest such prefixes (exemplars). A steered case replays one of them,
/// so it stands where the clause was (or could have been) checked, favours the events that check it, and goes on
/// with fresh random choices: each steered case adds evidence, and its continuation explores what follows.
/// A clause no case has even come near is searched for: a steered case then favours, at each step, the events
/// that lead (performed on a fresh reference) one event away from checking it (``ReferenceLookahead``), and its
/// first near miss becomes an exemplar. Nothing is written per clause.
///
/// Only the odd cases of the second half of the budget are steered, so what a run finds in its first half is found
/// as before, and half of the rest stays unsteered. A steered case records its choices like any other, so its
/// failures replay and shrink like any other: favouring changes only fresh draws, never what a recorded choice
/// means.
nonisolated public struct Steering: Sendable, Codable, Hashable {
  /// Per clause still under the floor, up to ``exemplarsKept`` shortest prefixes that reached a step checking it,
  /// or stood one event away.
  public private(set) var exemplars: [ClauseID: [ChoiceSequence]] = [:]
  /// Per clause, the steered cases run toward it.
  public private(set) var steeredCases: [ClauseID: Int] = [:]
  /// Per clause, steered cases that added no evidence to it (a finding ended the case before the step, say).
  public private(set) var fruitlessCases: [ClauseID: Int] = [:]
  /// Per clause no case came near, the cases that searched for it.
  public private(set) var searchCases: [ClauseID: Int] = [:]
  /// Per clause no case came near, the shortest prefix of a search that stood two events away from checking it: the
  /// next search starts there.
  public private(set) var approaches: [ClauseID: ChoiceSequence] = [:]

  /// How many prefixes are kept per clause: steered cases take them in turn.
  public static let exemplarsKept = 4
  /// A clause whose steered cases add nothing this many times is not steered toward again.
  public static let fruitlessLimit = 6
  /// A clause no case came near is searched for in at most this many cases.
  public static let searchLimit = 24

  public init() {}

  /// The case to run as case `n` of `cases`, and the clause it is steered toward: in the second half of the
  /// budget, every other case goes back toward the clause of `targets` furthest under `floor` that has an
  /// exemplar, or else searches for a clause no case came near; the others are fresh.
  public func request(
    forCase n: Int, of cases: Int, seed: UInt64, targets: [ClauseID], evidence: [ClauseID: Int], floor: Int
  ) -> (request: CaseRequest, aim: ClauseID?) {
    guard floor > 0, n >= cases / 2, n % 2 == 1 else { return (.fresh(seed: seed), nil) }
    if let target = neediest(targets, evidence: evidence, floor: floor), let prefixes = exemplars[target] {
      let prefix = prefixes[steeredCases[target, default: 0] % prefixes.count]
      return (.extending(prefix: prefix, seed: seed), target)
    }
    let unseen = targets.first {
      evidence[$0, default: 0] == 0 && exemplars[$0] == nil && searchCases[$0, default: 0] < Self.searchLimit
    }
    if let unseen, let approach = approaches[unseen] { return (.extending(prefix: approach, seed: seed), unseen) }
    return (.fresh(seed: seed), unseen)
  }

  /// The settings for a case: `base`, with the clauses no case reached yet (for near misses) and the aim.
  public func settings(
    _ base: CaseSettings, aim: ClauseID?, targets: [ClauseID], evidence: [ClauseID: Int], floor: Int
  ) -> CaseSettings {
    guard floor > 0 else { return base }
    var settings = base
    settings.unreached = Set(targets.filter { evidence[$0, default: 0] == 0 && exemplars[$0] == nil })
    if let aim {
      if exemplars[aim] != nil { settings.favouring = [aim] } else { settings.searching = [aim] }
    }
    return settings
  }

  /// The clause of `targets` furthest below `floor` that can still be steered toward (ties: CONFORMANCE.md order).
  func neediest(_ targets: [ClauseID], evidence: [ClauseID: Int], floor: Int) -> ClauseID? {
    targets.filter {
      evidence[$0, default: 0] < floor && exemplars[$0] != nil && fruitlessCases[$0, default: 0] < Self.fruitlessLimit
    }
    .min { (evidence[$0, default: 0], $0) < (evidence[$1, default: 0], $1) }
  }

  /// Notes what a case reached (`evidence` is the run's before this case): its prefixes become exemplars of the
  /// clauses still under `floor`, and a steered case's result is counted. A clause that reached the floor needs
  /// no exemplar any more.
  public mutating func note(_ evaluated: EvaluatedCase, aim: ClauseID?, evidence: [ClauseID: Int], floor: Int) {
    let outcome = evaluated.outcome
    if let aim, exemplars[aim] == nil {
      searchCases[aim, default: 0] += 1
    } else if let aim {
      steeredCases[aim, default: 0] += 1
      if outcome.evidence[aim, default: 0] == 0 { fruitlessCases[aim, default: 0] += 1 }
    }
    let total = { (clause: ClauseID) in evidence[clause, default: 0] + outcome.evidence[clause, default: 0] }
    for clause in exemplars.keys where total(clause) >= floor { exemplars[clause] = nil }
    let choices = evaluated.choices.choices
    for (clause, count) in outcome.approachChoices
    where count <= choices.count && count < approaches[clause]?.count ?? .max {
      approaches[clause] = ChoiceSequence(Array(choices.prefix(count)))
    }
    let reached = outcome.nearMissChoices.merging(outcome.evidenceChoices) { $1 }
    for (clause, count) in reached where count <= choices.count && total(clause) < floor {
      var kept = exemplars[clause, default: []]
      let candidate = ChoiceSequence(Array(choices.prefix(count)))
      guard !kept.contains(candidate) else { continue }
      if kept.count < Self.exemplarsKept {
        kept.append(candidate)
      } else if let longest = kept.indices.max(by: { kept[$0].count < kept[$1].count }),
        candidate.count < kept[longest].count
      {
        kept[longest] = candidate
      } else {
        continue
      }
      exemplars[clause] = kept
    }
  }

  /// The clauses a run of `family` steers toward: the family's clauses that apply to `capabilities` and that the
  /// family's observations can show (a RESP clause about the picker's value is shown by the pick family's run, not
  /// the resp family's), or that have no observation to show (an invariant alone).
  @MainActor public static func targets(
    family: ContractFamily, capabilities: Capabilities, unusualInput: Bool = true
  ) -> [ClauseID] {
    let environment = PlatformEnvironment()
    let reference = DriverFacets(
      ReferenceImplementation.driver(for: capabilities, family: family, environment: environment))
    let fields = Set(Snapshot.observe(reference, family: family, start: environment.now).fieldNames)
    return ClauseRules(for: capabilities).rules.filter { rule in
      rule.id.family == family && (unusualInput || !ClauseRules.unusualInputOnly.contains(rule.id))
        && (rule.observations.isEmpty || rule.observations.contains { !$0.fields.isDisjoint(with: fields) })
    }.map(\.id)
  }
}

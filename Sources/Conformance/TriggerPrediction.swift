import InputGenerators

/// One step of lookahead from the clauses' own declarations: which of the generator's options, drawn in the state
/// the reference is in now, would check a clause: one of its observations' triggers fires on a field the family
/// shows, or its invariant applies.
///
/// It judges the step before the event happens (the observations after it are taken to be those before), so it is
/// a guess that steers generation (``Steering``), never evidence: only the checking loop counts evidence.
struct TriggerPrediction {
  /// The declarations of the clauses looked for.
  let rules: [ClauseRule]

  /// Events drawn from each option to judge it (an option's events differ: a spin to one row or another).
  static let samples = 3

  init(clauses: Set<ClauseID>, rules: ClauseRules) {
    self.rules = rules.rules.filter { clauses.contains($0.id) }
  }

  /// Per option (by index), the clauses an event drawn from it may check; `step` builds the step an event would
  /// make. The sample events come from a scratch source seeded with `seed`: the case's own choices are untouched.
  func clauses(
    checkedBy options: [(weight: Int, generator: Generator<InputEvent>)], step: (InputEvent) -> StepContext,
    seed: UInt64
  ) -> [Int: Set<ClauseID>] {
    var scratch = DrawContext(seed: seed)
    var found: [Int: Set<ClauseID>] = [:]
    // Every candidate starts from the same state, so the fields shown there are read once.
    var fields: Set<ObservedField.Name>?
    for (index, option) in options.enumerated() where option.weight > 0 {
      var events: [InputEvent] = []
      for _ in 0..<Self.samples {
        if let event = try? option.generator.generate(in: &scratch), !events.contains(event) { events.append(event) }
      }
      for event in events {
        let context = step(event)
        let shown = fields ?? Set(context.before.fieldNames)
        fields = shown
        for rule in rules where Self.checks(rule, at: context, fields: shown) {
          found[index, default: []].insert(rule.id)
        }
      }
    }
    return found
  }

  /// Whether `rule` would count `context` as evidence: an observation on a shown field triggers, or the invariant
  /// applies.
  static func checks(_ rule: ClauseRule, at context: StepContext, fields: Set<ObservedField.Name>) -> Bool {
    if rule.observations.contains(where: { !$0.fields.isDisjoint(with: fields) && $0.trigger(context) }) {
      return true
    }
    guard let invariant = rule.invariant else { return false }
    if case .notApplicable = invariant(context) { return false }
    return true
  }
}

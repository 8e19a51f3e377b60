import InputGenerators

/// The FACT clauses, one declaration each (CONFORMANCE.md, "FACT: view factory").
nonisolated enum FactoryClauses {
  static let all: [ClauseRule] = [
    // FACT-1: Every part bound into the created tree.
    ClauseRule(
      ClauseID(.fact, 1),
      observations: [
        Observation([.parts]) { $0.event == .loadViews && $0.generations == 0 && $0.capabilities.factory != .none }
      ],
      invariant: { step in
        guard step.event == .loadViews, step.generations == 0, let factory = step.after.factory else {
          return .notApplicable
        }
        let unbound = factory.parts.filter { !$0.isBound || !$0.isInCurrentViews }.map(\.name)
        return Invariant.expect(
          unbound.isEmpty, "parts not bound into the created views: \(unbound.joined(separator: ", "))")
      }),
    // FACT-2: Every action reaches the owner.
    ClauseRule(
      ClauseID(.fact, 2),
      observations: [Observation([.playCount]) { $0.event == .tapPlay }],
      invariant: { step in
        guard step.event == .tapPlay, let before = step.before.factory, let after = step.after.factory,
          before.viewGenerations > 0
        else { return .notApplicable }
        return Invariant.expect(
          after.playCount == before.playCount + 1, "tapping Play did not call the owner's action once")
      }),
    // FACT-3: Factories are interchangeable.
    ClauseRule(
      ClauseID(.fact, 3),
      observations: [Observation([.parts, .playCount], .general) { !$0.isInitial }]),
    // FACT-4: Creating again rebinds every part.
    ClauseRule(
      ClauseID(.fact, 4),
      observations: [
        Observation([.parts]) { $0.event == .loadViews && $0.generations > 0 && $0.capabilities.factory != .none },
        Observation([.playCount]) { $0.event == .tapPlayInOldViews },
      ],
      invariant: { step in
        guard step.event == .loadViews, step.generations > 0, let factory = step.after.factory else {
          return .notApplicable
        }
        let stale = factory.parts.filter { $0.isBound && !$0.isInCurrentViews }.map(\.name)
        return Invariant.expect(
          stale.isEmpty,
          "after creating the views again, parts still point into the old views: \(stale.joined(separator: ", "))")
      }),
    // FACT-5: Creating the views calls no owner action.
    ClauseRule(
      ClauseID(.fact, 5),
      observations: [
        Observation([.playCount], .specific) { $0.isInitial },
        Observation([.playCount]) { $0.event == .loadViews && $0.generations == 0 },
      ],
      invariant: { step in
        guard step.event == .loadViews, let before = step.before.factory, let after = step.after.factory else {
          return .notApplicable
        }
        return Invariant.expect(after.playCount == before.playCount, "creating the views called the owner's action")
      }),
    // FACT-6: A template naming a missing part or action is rejected: checked by the example tests only.
    ClauseRule(
      ClauseID(.fact, 6), needs: { _ in false }, requires: "nothing the runner can send: the example tests check it"),
    // FACT-7: The owner's state survives re-creating the views. The play count is the owner's and is compared; the
    // texts are the component's own (its labels may word the state as it likes), so the new views are judged against
    // the views they replace, never against the reference's wording.
    ClauseRule(
      ClauseID(.fact, 7),
      observations: [Observation([.playCount]) { $0.event == .loadViews && $0.generations > 0 }],
      invariant: { step in
        guard step.event == .loadViews, step.generations > 0, let before = step.before.factory?.shownTexts,
          let after = step.after.factory?.shownTexts, !before.isEmpty
        else { return .notApplicable }
        let lost = before.keys.sorted().filter { after[$0] != before[$0] }
        return Invariant.expect(
          lost.isEmpty,
          lost.map {
            "\($0) shows \(InputEvent.quoted(after[$0] ?? "nothing")) in the views created again, "
              + "\(InputEvent.quoted(before[$0] ?? "")) in the views they replace"
          }.joined(separator: "; "))
      }),
    // FACT-8: Without a factory, the default views, every part bound.
    ClauseRule(
      ClauseID(.fact, 8),
      observations: [
        Observation([.parts], .specific) { $0.isInitial },
        Observation([.parts]) { $0.event == .loadViews && $0.capabilities.factory == .none },
      ]),
    // FACT-9: Each part bound to a distinct view.
    ClauseRule(
      ClauseID(.fact, 9),
      invariant: { step in
        guard let factory = step.after.factory else { return .notApplicable }
        let shared = factory.parts.filter(\.isShared).map(\.name)
        return Invariant.expect(shared.isEmpty, "parts bound to the same view: \(shared.joined(separator: ", "))")
      }),
  ]
}

extension StepContext {
  /// How many sets of views the owner had created before the event.
  var generations: Int { before.factory?.viewGenerations ?? 0 }
}

import Foundation
import InputGenerators
@_spi(Harness) import InputPlatform
import InputReference

/// Runs one case: each event is generated from the reference's state (or taken
/// from a given trace), performed on the implementation and on the reference,
/// and every observation is compared after every step.
///
/// The first difference or broken invariant names its clause and ends the case.
/// Clauses in ``ignoring`` (already found in this run) do not end it: a broken
/// invariant of theirs is noted, and a difference of theirs stops the
/// comparison of observations (the two sides have diverged) while the
/// model-independent invariants go on being checked.
public struct CaseExecution {
  /// The implementation under test.
  public var implementation: Implementation
  /// The family whose clauses are checked.
  public var family: ContractFamily
  /// The largest number of events in a case.
  public var maxSteps = 30
  /// The chance of drawing one more event; the mean length is about `1 / (1 - p)`.
  public var continueProbability = 0.94
  /// The UIKit quirks the model reproduces (CONFORMANCE.md, "Quirks").
  public var quirks: PlatformQuirks = .all
  /// Whether events real UIKit rarely or never sends are drawn (`--unusual-input`).
  public var unusualInput = false
  /// Clauses already found, which do not end a case.
  public var ignoring: Set<ClauseID> = []
  /// Faults already found, per clause: a break that is one of them does not end a case either; one that is none
  /// of them, under an ignored clause, is kept in the outcome (``CaseOutcome/suppressed``).
  public var tolerated: [ClauseID: [FaultSignature]] = [:]
  /// Events known to crash the implementation: they are skipped, so that the
  /// rest of its clauses can still be judged after a crash was found.
  public var avoiding: Set<CrashSignature> = []
  /// Clauses the run has not reached: a generated case notes its near misses of them (``CaseOutcome/nearMissChoices``).
  public var unreached: Set<ClauseID> = []
  /// Clauses a steered case aims at: fresh draws favour the events that would check one.
  public var favouring: Set<ClauseID> = []
  /// Clauses a steered case searches for, that no case has come near: fresh draws favour the events that lead to a
  /// state one event away from checking one (``ReferenceLookahead``).
  public var searching: Set<ClauseID> = []
  /// Called before each event reaches the implementation, with the step number,
  /// the clause the event exercises and the choices drawn so far: the hook that
  /// attributes (and can replay) a crash.
  public var willPerform: ((Int, InputEvent, ClauseID, ChoiceSequence) -> Void)?
  /// Called before each event reaches the implementation, with nothing: a heartbeat for a watcher that places a
  /// trap or a hang by its evaluation, cheaper than ``willPerform`` (which needs the clause the event exercises).
  public var onStep: (() -> Void)?

  public init(implementation: Implementation, family: ContractFamily) {
    self.implementation = implementation
    self.family = family
  }

  /// Runs a case whose events are drawn from `context`.
  public func run(drawingFrom context: inout DrawContext) throws -> CaseOutcome {
    var local = context
    defer { context = local }
    // The device comes first, in a span of its own, so the shrinker can drop it like any event.
    let deviceSpan = local.beginSpan()
    let device = try ContractEvents.device(for: family).generate(in: &local)
    local.endSpan(deviceSpan, label: "event")
    // Lookahead for the clauses the run has not reached or aims at (``Steering``); none in a plain case.
    let looked = unreached.union(favouring).union(searching)
    let rules = looked.isEmpty || local.isReplaying ? nil : ClauseRules.cached(for: implementation.capabilities)
    let prediction = rules.map { TriggerPrediction(clauses: looked, rules: $0) }
    let lookahead = rules.flatMap { rules in
      searching.isEmpty
        ? nil
        : ReferenceLookahead(
          capabilities: implementation.capabilities, family: family, device: device ?? .standard, quirks: quirks,
          unusualInput: unusualInput, prediction: TriggerPrediction(clauses: searching, rules: rules))
    }
    var nearMisses: [ClauseID: Int] = [:]
    var approaches: [ClauseID: Int] = [:]
    var drawnEvents: [InputEvent] = []
    var outcome = try run(
      device: device,
      next: { makeContext, predictedStep, index in
        // Each event is one span (its continue flag and its choices), so the shrinker deletes whole events.
        let span = local.beginSpan()
        guard index < maxSteps, try local.drawBoolean(probability: continueProbability) else { return nil }
        var options = ContractEvents.options(for: makeContext())
        if let prediction {
          let checked = prediction.clauses(checkedBy: options, step: predictedStep, seed: UInt64(span))
          for clause in checked.values.reduce(Set(), { $0.union($1) }) where unreached.contains(clause) {
            if nearMisses[clause] == nil { nearMisses[clause] = span }
          }
          // Favoured options take four fifths of the fresh draws; the options themselves do not change.
          var favoured = Set(checked.filter { !$0.value.isDisjoint(with: favouring.union(searching)) }.keys)
          // Two events away, else three: the events that lead there are favoured.
          for steps in 1...2 where favoured.isEmpty {
            guard let lookahead else { break }
            for (index, option) in options.enumerated() where option.weight > 0 {
              var scratch = DrawContext(seed: UInt64(span) &+ UInt64(index))
              guard let event = try? option.generator.generate(in: &scratch) else { continue }
              if lookahead.endsWithin(steps, of: drawnEvents + [event], seed: UInt64(span)) { favoured.insert(index) }
            }
            if steps == 1 && !favoured.isEmpty {
              for clause in searching where approaches[clause] == nil { approaches[clause] = span }
            }
          }
          let total = options.reduce(0) { $0 + max(0, $1.weight) }
          for index in favoured where options[index].weight > 0 {
            options[index].weight = max(options[index].weight, 4 * total / favoured.count)
          }
        }
        let event = try ContractEvents.draw(from: options, in: &local)
        local.endSpan(span, label: "event")
        drawnEvents.append(event)
        return event
      },
      choices: { local.recorded }, recordsCoverage: true)
    outcome.nearMissChoices = nearMisses
    outcome.approachChoices = approaches
    return outcome
  }

  /// Runs the given events, exactly (a leading ``InputEvent/device(_:)`` sets the device up).
  public func run(events: [InputEvent]) -> CaseOutcome {
    var device: DeviceSettings?
    var events = events[...]
    if case .device(let settings)? = events.first {
      device = settings
      events = events.dropFirst()
    }
    let remaining = Array(events)
    // The closure never throws.
    return
      (try? run(
        device: device, next: { _, _, index in index < remaining.count ? remaining[index] : nil },
        choices: { ChoiceSequence() }, recordsCoverage: false))
      ?? CaseOutcome(trace: Array(events))
  }

  /// Performs `events` on a fresh instance of the implementation alone: no reference, no
  /// observation, no checks. The baseline for measuring the checking loop's overhead.
  public func runImplementationAlone(events: [InputEvent]) {
    let environment = PlatformEnvironment()
    let facets = environment.makeCurrent { DriverFacets(implementation.makeDriver(environment)) }
    environment.pause()
    for event in events {
      _ = environment.makeCurrent { EventPerformer.perform(event, on: facets, start: environment.now) }
      environment.pause()
    }
  }

  // MARK: The loop

  private struct Side {
    var driver: DriverFacets
    var snapshot: Snapshot
    var valueAtOpen: [String]??
    var dateAtOpen: Date?
    /// Whether a Done tapped during a spin is waiting for the wheel to settle (PICK-8).
    var isDoneWaiting = false
    /// Where this side's platform misuse is recorded.
    var environment: PlatformEnvironment
    /// How many misuses were recorded before the current step.
    var misuseCount = 0
    /// Whether the control was first when the host screen went away (RESP-20).
    var firstWhenHostLeft: Bool?
    /// The event that last took the keyboard away; `nil` while the control is first (PICK-12).
    var leftBy: InputEvent?
  }

  /// - Parameters:
  ///   - next: the next event, given a way to build the generation context and a way to build the step an event
  ///     would make from the reference's state (only generation needs them), and the number of events drawn so
  ///     far; `nil` ends the case.
  ///   - recordsCoverage: whether to note coverage labels (generated cases; replays need none).
  private func run(
    device: DeviceSettings?, next: (() -> EventContext, (InputEvent) -> StepContext, Int) throws -> InputEvent?,
    choices: () -> ChoiceSequence,
    recordsCoverage: Bool
  ) throws -> CaseOutcome {
    let capabilities = implementation.capabilities
    let subjectEnvironment = PlatformEnvironment(device: device ?? .standard, quirks: quirks)
    let referenceEnvironment = PlatformEnvironment(device: device ?? .standard, quirks: quirks)
    let start = subjectEnvironment.now
    // Each side is built, sent its events and observed with its own world current (``PlatformEnvironment/current``),
    // and its run loop runs for a person's pause after each (``PlatformEnvironment/pause()``).
    let subjectDriver = subjectEnvironment.makeCurrent { DriverFacets(implementation.makeDriver(subjectEnvironment)) }
    subjectEnvironment.pause()
    let referenceDriver = referenceEnvironment.makeCurrent {
      DriverFacets(ReferenceImplementation.driver(for: capabilities, family: family, environment: referenceEnvironment))
    }
    referenceEnvironment.pause()
    var subject = Side(
      driver: subjectDriver,
      snapshot: subjectEnvironment.makeCurrent { Snapshot.observe(subjectDriver, family: family, start: start) },
      environment: subjectEnvironment)
    var reference = Side(
      driver: referenceDriver,
      snapshot: referenceEnvironment.makeCurrent { Snapshot.observe(referenceDriver, family: family, start: start) },
      environment: referenceEnvironment)
    subject.snapshot.misuses = subjectEnvironment.misuses
    reference.snapshot.misuses = referenceEnvironment.misuses
    subject.misuseCount = subjectEnvironment.misuses.count
    reference.misuseCount = referenceEnvironment.misuses.count
    var outcome = CaseOutcome(trace: device.map { [.device($0)] } ?? [])
    let deviceEvents = outcome.trace.count
    // Fields set aside because a known fault made the two sides differ there, with that fault.
    var diverged: [ObservedField.Name: Divergence] = [:]
    var tracker = GenerationTracker(family: family, capabilities: capabilities, quirks: quirks)
    tracker.unusualInput = unusualInput
    var previous: (subject: StepContext.Previous?, reference: StepContext.Previous?) = (nil, nil)

    let rules = ClauseRules.cached(for: capabilities)
    let checks = StepChecks(rules: rules, ignoring: ignoring)
    let avoidedKinds = Set(avoiding.map(\.eventKind))
    var tally = EvidenceTally(clauses: rules.ids.count)
    let initialReference = reference.snapshot
    let initial = check(
      subject: subject, subjectBefore: subject.snapshot, reference: &reference, referenceBefore: initialReference,
      event: nil, step: 0, previous: previous, memory: ([], false, (nil, nil)), checks: checks, start: start,
      device: device ?? .standard, diverged: &diverged, tally: &tally,
      outcome: &outcome)
    if let initial {
      outcome.finding = initial
      outcome.evidence = tally.evidence(ids: rules.ids)
      return outcome
    }

    var drawn = 0
    // The step an event would make, judged on the reference's state before it (``TriggerPrediction``).
    let predictedStep = { (event: InputEvent) in
      StepContext(
        family: family, capabilities: capabilities, event: event, before: reference.snapshot,
        after: reference.snapshot, valueAtOpen: reference.valueAtOpen, dateAtOpen: reference.dateAtOpen, start: start,
        previous: previous.reference, otherAfter: reference.snapshot, device: device ?? .standard,
        hostIsGone: tracker.hostIsGone(reference.snapshot), firstWhenHostLeft: reference.firstWhenHostLeft,
        spunTitles: tracker.spunTitles, leftBy: reference.leftBy)
    }
    // The generation context of the step, built once: the draw and the possibility check read the same one.
    var eventContext: EventContext?
    let makeContext = {
      let context = tracker.context(reference: reference.snapshot)
      eventContext = context
      return context
    }
    while let event = try next(makeContext, predictedStep, drawn) {
      let stepContext = eventContext ?? tracker.context(reference: reference.snapshot)
      eventContext = nil
      drawn += 1
      let subjectBefore = subject.snapshot
      let referenceBefore = reference.snapshot
      // The clause the event exercises is needed only to avoid a known crash or to report progress. What the run
      // remembers goes into its step too: a callback after the host is gone is RESP-21's situation.
      // Only an event of a kind some avoided crash has can be avoided.
      let mayBeAvoided = !avoidedKinds.isEmpty && avoidedKinds.contains(event.kind)
      let primary =
        !mayBeAvoided && willPerform == nil
        ? nil
        : rules.crashClause(
          at: StepContext(
            family: family, capabilities: capabilities, event: event, before: subjectBefore, after: subjectBefore,
            valueAtOpen: subject.valueAtOpen, dateAtOpen: subject.dateAtOpen, start: start,
            device: device ?? .standard, hostIsGone: tracker.hostIsGone(referenceBefore),
            firstWhenHostLeft: subject.firstWhenHostLeft, spunTitles: tracker.spunTitles, leftBy: subject.leftBy),
          fields: subjectBefore.fieldNames)
      if let primary, mayBeAvoided, avoiding.contains(CrashSignature(clause: primary, event: event)) { continue }
      // An event that cannot happen in this state (a touch while the host screen is away): a drawn
      // one is skipped (the generators weigh events by a coarse context, and a trace must stay
      // possible); a given one ends the replay as impossible.
      if !ContractEvents.isPossible(event, in: stepContext) {
        if recordsCoverage { continue }
        outcome.impossibleEvent = drawn - 1 + deviceEvents
        outcome.evidence = tally.evidence(ids: rules.ids)
        return outcome
      }
      outcome.trace.append(event)
      let step = outcome.trace.count
      if recordsCoverage {
        outcome.labels.formUnion(CoverageLabels.labels(for: event, before: referenceBefore, family: family))
        outcome.labels.formUnion(
          CoverageLabels.sequenceLabels(
            previous: outcome.trace.dropLast().last, event: event,
            first: referenceBefore.responder?.isFirstResponder ?? false))
      }
      let referenceResult = Self.perform(event, on: reference, start: start)
      if let primary { willPerform?(step, event, primary, choices()) }
      onStep?()
      let subjectResult = Self.perform(event, on: subject, start: start)
      let memory = (
        spunTitles: tracker.spunTitles, hostIsGone: tracker.hostIsGone(referenceBefore),
        leftBy: (subject: subject.leftBy, reference: reference.leftBy)
      )
      tracker.note(event, before: referenceBefore)
      advance(
        &reference, result: referenceResult, start: start, event: event, before: referenceBefore, tracker: tracker)
      advance(&subject, result: subjectResult, start: start, event: event, before: subjectBefore, tracker: tracker)
      let spinning = Self.spinning(reference: reference, tracker: tracker)
      reference.snapshot.picker?.isSpinning = spinning
      subject.snapshot.picker?.isSpinning = spinning
      let exercisedBefore = tally.distinct
      if let finding = check(
        subject: subject, subjectBefore: subjectBefore, reference: &reference, referenceBefore: referenceBefore,
        event: event, step: step, previous: previous, memory: memory, checks: checks, start: start,
        device: device ?? .standard, diverged: &diverged, tally: &tally,
        outcome: &outcome)
      {
        outcome.finding = finding
        outcome.evidence = tally.evidence(ids: rules.ids)
        return outcome
      }
      // Every clause with evidence and no choice count yet gets this step's (those of the initial state too).
      if recordsCoverage && tally.distinct > exercisedBefore {
        let drawnChoices = choices().count
        for index in tally.takeFresh() { outcome.evidenceChoices[rules.ids[index]] = drawnChoices }
      }
      remember(&reference, before: referenceBefore, event: event)
      remember(&subject, before: subjectBefore, event: event)
      previous = (
        StepContext.Previous(event: event, before: subjectBefore),
        StepContext.Previous(event: event, before: referenceBefore)
      )
    }
    outcome.evidence = tally.evidence(ids: rules.ids)
    return outcome
  }

  private func advance(
    _ side: inout Side, result: Bool?, start: Date, event: InputEvent, before: Snapshot, tracker: GenerationTracker
  ) {
    let previous = side.snapshot.responder?.eventCount ?? 0
    let driver = side.driver
    side.snapshot = side.environment.makeCurrent {
      Snapshot.observe(driver, family: family, start: start, previousEventCount: previous)
    }
    side.snapshot.lastCallResult = result
    if event.isReturnOnTextField(implementation.capabilities) {
      side.snapshot.responder?.stepEvents.removeAll { $0 == .editingDidEndOnExit }
    }
    side.snapshot.misuses = Array(side.environment.misuses.dropFirst(side.misuseCount))
    side.misuseCount = side.environment.misuses.count
    guard side.snapshot.picker != nil else { return }
    // What the run remembers of the wheels: whether one moves, and whether Done waits for it.
    let wasFirst = before.responder?.isFirstResponder ?? false
    let isFirst = side.snapshot.responder?.isFirstResponder ?? false
    if event == .tapAccessory(.done), wasFirst, before.picker?.isSpinning == true,
      implementation.capabilities.doneWhileSpinning == .waitsForSettle
    {
      side.isDoneWaiting = true
    } else if event == .settle || !isFirst {
      side.isDoneWaiting = false
    }
    side.snapshot.picker?.isSpinning = tracker.isSpinning
    side.snapshot.picker?.isDoneWaiting = side.isDoneWaiting
  }

  /// Sends `event` to one side with its world current, then lets a person's pause pass on its run loop.
  private static func perform(_ event: InputEvent, on side: Side, start: Date) -> Bool? {
    let result = side.environment.makeCurrent { EventPerformer.perform(event, on: side.driver, start: start) }
    side.environment.pause()
    return result
  }

  /// Whether a wheel moves, as the oracle sees it: the reference's picker where its driver can
  /// tell, else what the run remembers. Both sides are judged against it (PICK-8, PICK-10).
  private static func spinning(reference: Side, tracker: GenerationTracker) -> Bool {
    reference.driver.picker?.isSpinning ?? tracker.isSpinning
  }

  /// Remembers the value and date when the keyboard opens (PICK-14, DATE-14), and whether the
  /// control was first when the host screen left (RESP-20).
  private func remember(_ side: inout Side, before: Snapshot, event: InputEvent) {
    if event == .hostDisappears { side.firstWhenHostLeft = before.responder?.isFirstResponder ?? false }
    if event == .hostReappears { side.firstWhenHostLeft = nil }
    let wasFirst = before.responder?.isFirstResponder ?? false
    let isFirst = side.snapshot.responder?.isFirstResponder ?? false
    if isFirst {
      side.leftBy = nil
    } else if wasFirst {
      side.leftBy = event
    }
    if isFirst && !wasFirst {
      // "The value from before the keyboard opened" (PICK-14): read before the opening step, so that a value the
      // component itself writes while opening (an auto-selected first row) is not taken for it.
      side.valueAtOpen = .some((before.picker ?? side.snapshot.picker)?.value)
      side.dateAtOpen = side.snapshot.date?.pickerDate
    }
    if let picker = side.snapshot.picker, case .some(let open) = side.valueAtOpen, let value = open,
      !implementation.capabilities.isValue(value, of: picker.data)
    {
      side.valueAtOpen = .some(nil)
    }
  }

  // MARK: Checking one step

  private func check(
    subject: Side, subjectBefore: Snapshot, reference: inout Side, referenceBefore: Snapshot, event: InputEvent?,
    step: Int, previous: (subject: StepContext.Previous?, reference: StepContext.Previous?),
    memory: (spunTitles: [String], hostIsGone: Bool, leftBy: (subject: InputEvent?, reference: InputEvent?)),
    checks: StepChecks,
    start: Date, device: DeviceSettings, diverged: inout [ObservedField.Name: Divergence], tally: inout EvidenceTally,
    outcome: inout CaseOutcome
  ) -> Finding? {
    let rules = checks.rules
    let capabilities = implementation.capabilities
    let referenceStep = StepContext(
      family: family, capabilities: capabilities, event: event, before: referenceBefore, after: reference.snapshot,
      valueAtOpen: reference.valueAtOpen, dateAtOpen: reference.dateAtOpen, start: start, previous: previous.reference,
      otherAfter: subject.snapshot, device: device, hostIsGone: memory.hostIsGone,
      firstWhenHostLeft: reference.firstWhenHostLeft, spunTitles: memory.spunTitles, leftBy: memory.leftBy.reference)
    var position = 0
    while position < checks.referenceInvariants.count {
      let invariant = checks.referenceInvariants[position]
      position += 1
      if case .broken(let detail) = invariant.check(referenceStep) {
        return Finding(clause: invariant.id, kind: .assertion, step: step, detail: detail, isBadOracle: true)
      }
    }
    // A call UIKit rejects is a finding of its own kind, on either side.
    if !reference.snapshot.misuses.isEmpty || !subject.snapshot.misuses.isEmpty {
      for (side, misuses) in [(true, reference.snapshot.misuses), (false, subject.snapshot.misuses)] {
        for misuse in misuses {
          guard let clause = rules.misuseClauses[misuse.kind], !ignoring.contains(clause) else { continue }
          return Finding(clause: clause, kind: .misuse, step: step, detail: misuse.description, isBadOracle: side)
        }
      }
    }
    let subjectStep = StepContext(
      family: family, capabilities: capabilities, event: event, before: subjectBefore, after: subject.snapshot,
      valueAtOpen: subject.valueAtOpen, dateAtOpen: subject.dateAtOpen, start: start, previous: previous.subject,
      otherAfter: reference.snapshot, device: device, hostIsGone: memory.hostIsGone,
      firstWhenHostLeft: subject.firstWhenHostLeft, spunTitles: memory.spunTitles, leftBy: memory.leftBy.subject)
    var differences =
      subject.snapshot == reference.snapshot
      ? []
      : Self.differences(expected: reference.snapshot, actual: subject.snapshot, start: start)
    // Where the specification leaves a choice, the reference adopts the implementation's.
    let latitudes = differences.compactMap { rules.latitude(for: $0.name, at: subjectStep) }
    if !latitudes.isEmpty {
      for latitude in latitudes { adopt(latitude.adopt, from: subject, into: &reference) }
      differences = Self.differences(expected: reference.snapshot, actual: subject.snapshot, start: start)
    }
    // The event's name in fault signatures, printed once per step at most.
    var eventName: String?
    func nameOfEvent() -> String {
      if let eventName { return eventName }
      let name = FaultSignature.name(of: event)
      eventName = name
      return name
    }
    // The clauses broken at this step: invariants first, in CONFORMANCE.md order.
    var broken: [(clause: ClauseID, detail: String)] = []
    position = 0
    while position < rules.invariants.count {
      let invariant = rules.invariants[position]
      position += 1
      let clause = invariant.id
      switch invariant.check(subjectStep) {
      case .notApplicable: continue
      case .held: tally.add(invariant.index)
      case .broken(let detail):
        tally.add(invariant.index)
        // A known fault showing again does not end the case; the comparison below decides
        // whether the two sides have diverged.
        let signature = FaultSignature(
          clause: clause, event: nameOfEvent(),
          fields: ["invariant: " + FaultSignature.shape(of: detail)])
        if !isKnown(signature, outcome: &outcome) { broken.append((clause, detail)) }
      }
    }
    // A field where a known fault made the two sides differ is set aside until they agree on it
    // again; the other fields go on being compared (hidden state may still differ: what it causes
    // later is real, and the follow-on rules say when it is the known fault's).
    var compared = reference.snapshot.fieldSet
    if !diverged.isEmpty {
      let differing = Set(differences.map(\.name))
      diverged = diverged.filter { differing.contains($0.key) }
      compared = compared.removing(FieldSet(diverged.keys))
    }
    rules.countComparing(compared, at: subjectStep, in: &tally)
    // Nothing broken and nothing different: no finding, and nothing more to note.
    if broken.isEmpty && differences.isEmpty { return nil }
    var owned: [(clause: ClauseID, difference: NamedDifference)] = []
    for difference in differences.sorted(by: { $0.priority < $1.priority }) where diverged[difference.name] == nil {
      guard let clause = rules.owner(of: difference.name, at: subjectStep) else { continue }
      // Set aside through a device driver: not compared, and never a cause a later finding names (step 0).
      if rules.setAside.contains(clause) {
        diverged[difference.name] = Divergence(clause: clause, step: 0)
        continue
      }
      owned.append((clause, difference))
    }
    // Each clause's differences at this step are one break of it, a known fault or not.
    let fieldsByClause = Dictionary(grouping: owned, by: \.clause).mapValues {
      Set($0.map(\.difference.difference.name)).sorted()
    }
    var known: [ClauseID: Bool] = [:]
    for (clause, fields) in fieldsByClause.sorted(by: { $0.key < $1.key }) {
      known[clause] = isKnown(
        FaultSignature(clause: clause, event: nameOfEvent(), fields: fields), outcome: &outcome)
    }
    var attributed: [(clause: ClauseID, difference: NamedDifference)] = []
    for (clause, difference) in owned {
      if known[clause] == true {
        diverged[difference.name] = Divergence(clause: clause, step: step)
      } else {
        attributed.append((clause, difference))
      }
    }
    // A clause that precedes another broken at this step is the root before it (DATE-18 before DATE-3 at equal
    // bounds: CONFORMANCE.md, "Which clause is the root"); then a MUST before a SHOULD (KEY-6 before KEY-5 for a
    // delete that removes too much); otherwise CONFORMANCE.md order, invariants before differences.
    broken = broken.enumerated().sorted { lhs, rhs in
      (ClauseCatalog.clause(lhs.element.clause).level == .should ? 1 : 0, lhs.offset)
        < (ClauseCatalog.clause(rhs.element.clause).level == .should ? 1 : 0, rhs.offset)
    }.map(\.element)
    let clauses = ClausePrecedence.ordered(broken.map(\.clause) + attributed.map(\.clause))
    guard let root = clauses.first else { return nil }
    let followOns = Array(clauses.dropFirst())
    let rootInvariant = broken.first { $0.clause == root }
    let detail =
      rootInvariant?.detail
      ?? attributed.first { $0.clause == root }.map {
        Self.detail(
          of: $0.difference, subject: (subjectBefore, subject.snapshot),
          reference: (referenceBefore, reference.snapshot))
      } ?? ""
    var finding = Finding(
      clause: root, kind: .assertion, step: step, detail: detail, differences: differences.map(\.difference),
      followOns: followOns)
    finding.ownFields =
      rootInvariant.map { ["invariant: " + FaultSignature.shape(of: $0.detail)] } ?? fieldsByClause[root] ?? []
    // Found while a known fault still keeps some observation apart: a follow-on of that fault. (The
    // runner judges the shrunk trace, where a divergence the finding does not need is gone.)
    // A divergence present from the start (a wrong style, a wrong initial configuration) is the
    // component's setup, not a cause: what the events do afterwards is judged on its own. One that
    // begins at this very step is a sibling, not a cause (the invariants order those).
    finding.duringDivergenceOf = diverged.values.filter { $0.step > 0 && $0.step < step }.map(\.clause).min()
    return finding
  }

  /// Whether a break of a clause at this step is a fault the run already knows, which does not end the case: its
  /// clause is ignored, or the break is one of the clause's tolerated faults. An ignored clause broken unlike any of
  /// its faults is kept in `outcome`, a candidate second fault.
  private func isKnown(_ signature: FaultSignature, outcome: inout CaseOutcome) -> Bool {
    let tolerated = tolerated[signature.clause, default: []].contains { $0.isSameFault(as: signature) }
    guard ignoring.contains(signature.clause) else { return tolerated }
    if !tolerated, outcome.suppressed[signature.clause] == nil { outcome.suppressed[signature.clause] = signature }
    return true
  }

  /// The reference takes over what the implementation chose where the specification leaves latitude.
  private func adopt(_ adoption: Latitude.Adoption, from subject: Side, into reference: inout Side) {
    switch adoption {
    case .selection:
      guard let rows = subject.snapshot.picker?.selection,
        let driver = reference.driver.picker as? PlatformPickerKeyboardDriver
      else { return }
      driver.adoptSelection(rows)
      let wheels = driver.presentedWheels
      reference.snapshot.picker?.selection = wheels?.selection
      reference.snapshot.picker?.selectionTitles = wheels?.titles
    }
  }

  private struct NamedDifference {
    var name: ObservedField.Name
    var difference: FieldDifference
    var priority: Int { name.attributionPriority }
  }

  /// One sentence on the first difference; for control events, only this step's events.
  private static func detail(
    of difference: NamedDifference, subject: (before: Snapshot, after: Snapshot),
    reference: (before: Snapshot, after: Snapshot)
  ) -> String {
    guard difference.name == .controlEvents else {
      return
        "\(difference.name.rawValue) is \(difference.difference.actual), expected \(difference.difference.expected)"
    }
    func stepEvents(_ side: (before: Snapshot, after: Snapshot)) -> String {
      "[" + (side.after.responder?.stepEvents ?? []).map(\.rawValue).joined(separator: ", ") + "]"
    }
    return "the control sent \(stepEvents(subject)) at this step, expected \(stepEvents(reference))"
  }

  /// The fields where `actual` differs from `expected` (the reference's), in report order. A field the
  /// implementation's driver does not observe (an optional hook left out) is not compared; a field's text is printed
  /// only where what it prints from differs, so that two sides that stay apart cost no text at every step.
  private static func differences(expected: Snapshot, actual: Snapshot, start: Date) -> [NamedDifference] {
    var result: [NamedDifference] = []
    let observed = actual.fieldSet
    for name in expected.fieldNames
    where observed.meets(FieldSet(name)) && !expected.hasSameInputs(for: name, as: actual) {
      guard let value = actual.value(of: name, start: start), let reference = expected.value(of: name, start: start),
        value != reference
      else { continue }
      result.append(
        NamedDifference(
          name: name, difference: FieldDifference(name: name.rawValue, expected: reference, actual: value)))
    }
    return result
  }
}

/// A field set aside because a known fault made the two sides differ there: the fault, and the
/// step at which they began to differ.
struct Divergence {
  var clause: ClauseID
  var step: Int
}

/// What a case checks at every step, worked out once per case: its rules, and the invariants the reference is held
/// to (those of the clauses not ignored).
struct StepChecks {
  let rules: ClauseRules
  let referenceInvariants: [ClauseRules.IndexedInvariant]

  init(rules: ClauseRules, ignoring: Set<ClauseID>) {
    self.rules = rules
    referenceInvariants = ignoring.isEmpty ? rules.invariants : rules.invariants.filter { !ignoring.contains($0.id) }
  }
}

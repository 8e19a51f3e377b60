import Foundation
import InputConformance
import InputGenerators

/// One fuzzing campaign: every selected implementation and family, in worker processes.
///
/// Each implementation-family run (a slot) goes on in stretches of a few seconds. With a case budget
/// the slots run one after the other; with a time budget they take turns, so that a campaign stopped
/// at any moment has results for every implementation. After each stretch the new violations go to the
/// store, and the caller may rewrite the JSON report.
final class Campaign {
  /// One implementation-family run and where it stands.
  struct Slot {
    let group: String
    let member: Implementation
    let family: ContractFamily
    /// Failing traces kept from earlier runs, replayed before the first case.
    let stored: [[InputEvent]]
    var progress: FamilyProgress
    var started = false
    var finished = false
    var seconds: Double = 0
    /// How many of its violations and bad oracles are in the store already.
    var saved = (violations: 0, badOracles: 0)
  }

  let options: FuzzOptions
  let seed: UInt64
  let program: String
  let store: ConformanceStore
  let evaluator: ChildProcessEvaluator
  let configuration: ConformanceConfiguration
  private(set) var slots: [Slot]
  private let tally = CampaignTally()
  private let progressLine: ProgressLine
  private let started = Date()
  private let deadline: Date?
  private let stretchLimit: Double
  /// Every clause that applies to some slot.
  private let applicableClauses: Set<ClauseID>
  /// Where warnings go (a case that cannot be stored).
  var warn: (String) -> Void = { _ in }
  /// Called after each stretch, with the campaign (to rewrite the report).
  var afterStretch: ((Campaign) -> Void)?

  init(
    options: FuzzOptions, seed: UInt64, groups: [ImplementationGroup], program: String, workerExecutable: URL,
    store: ConformanceStore, stored: [StoredCase]
  ) {
    self.options = options
    self.seed = seed
    self.program = program
    self.store = store
    evaluator = ChildProcessEvaluator(executable: workerExecutable, timeLimit: options.caseTimeLimit)
    let cases: Int
    switch options.budget {
    case .cases(let count):
      cases = count
      deadline = nil
    case .seconds(let seconds):
      cases = Int.max / 2
      deadline = started.addingTimeInterval(seconds)
    }
    var configuration = ConformanceConfiguration(seed: seed, cases: cases, shard: options.shard)
    configuration.quirks = options.quirks
    // Each shard sees only its slice of the cases, so steering would make the merge differ from the unsharded run.
    configuration.evidenceFloor = options.shard.count > 1 ? 0 : options.evidenceFloor
    self.configuration = configuration
    var slots: [Slot] = []
    var applicable = Set<ClauseID>()
    for group in groups {
      for member in group.members {
        for family in member.families where options.families.contains(family) {
          let replays = stored.filter { $0.implementation == member.name && $0.family == family }
            .compactMap { try? ConformanceToken(parsing: $0.token).events }
          slots.append(
            Slot(
              group: group.name, member: member, family: family, stored: replays,
              progress: FamilyProgress(maxSteps: configuration.maxSteps)))
          applicable.formUnion(ClauseCatalog.clauses(of: family).map(\.id).filter(member.capabilities.applies))
        }
      }
    }
    self.slots = slots
    applicableClauses = applicable
    switch options.budget {
    case .cases: stretchLimit = 2
    // Short enough that every slot has run within seconds, so that a campaign stopped early has results
    // for every implementation.
    case .seconds(let seconds): stretchLimit = min(2, max(0.25, seconds / Double(max(1, slots.count)) / 8))
    }
    progressLine = ProgressLine(interval: options.progressInterval)
  }

  /// Seconds since the campaign started.
  var elapsed: Double { Date().timeIntervalSince(started) }

  /// Whether every slot ran its whole budget (a time budget counts as run once its time is up).
  var isFinished: Bool {
    if Interrupt.wasRequested { return false }
    if let deadline { return Date() >= deadline }
    return slots.allSatisfy(\.finished)
  }

  /// Runs the campaign until its budget is spent or it is interrupted.
  func run() {
    var next = 0
    while !Interrupt.wasRequested {
      let now = Date()
      if let deadline, now >= deadline { break }
      guard let index = nextSlot(from: next) else { break }
      runStretch(of: index, until: min(now.addingTimeInterval(stretchLimit), deadline ?? .distantFuture))
      next = index + 1
      saveNewViolations(of: index)
      afterStretch?(self)
    }
    showProgress(running: "done", force: true)
    progressLine.finish()
  }

  /// The summary of what was found so far.
  func summary() -> Summary {
    let reporter = ConformanceRunner(configuration: configuration)
    return Summary(
      seed: seed,
      slots: slots.map {
        Summary.Slot(
          group: $0.group, report: reporter.report($0.member, family: $0.family, progress: $0.progress),
          seconds: $0.seconds)
      }, elapsed: elapsed, families: options.families, program: program)
  }

  /// The next slot to run: the first unfinished one for a case budget, the next in turn for a time budget.
  private func nextSlot(from start: Int) -> Int? {
    guard !slots.isEmpty else { return nil }
    switch options.budget {
    case .cases: return slots.firstIndex { !$0.finished }
    case .seconds: return (0..<slots.count).map { (start + $0) % slots.count }.first { !slots[$0].finished }
    }
  }

  private func runStretch(of index: Int, until end: Date) {
    let stretchStarted = Date()
    var slot = slots[index]
    var runner = ConformanceRunner(
      configuration: configuration, evaluator: ObservingEvaluator(base: evaluator, tally: tally))
    if !slot.started {
      slot.progress = runner.replaying(slot.stored, implementation: slot.member, family: slot.family)
      slot.started = true
    }
    let casesBefore = slot.progress.cases
    let violationsBefore = slot.progress.violations.count
    let running = "\(slot.member.name) \(slot.family.rawValue)"
    runner.shouldStop = { Interrupt.wasRequested || Date() >= end }
    runner.progress = { [unowned self] done, found in
      showProgress(running: running, extraCases: done - casesBefore, extraViolations: found - violationsBefore)
    }
    slot.progress = runner.resume(
      slot.member, family: slot.family, from: slot.progress, startingAt: slot.progress.nextCase)
    slot.finished = slot.progress.nextCase >= configuration.cases
    slot.seconds += Date().timeIntervalSince(stretchStarted)
    slots[index] = slot
  }

  /// Stores the violations of slot `index` not stored yet.
  private func saveNewViolations(of index: Int) {
    let slot = slots[index]
    let fresh =
      Array(slot.progress.violations.dropFirst(slot.saved.violations))
      + slot.progress.badOracles.dropFirst(slot.saved.badOracles)
    for violation in fresh {
      do {
        try store.save(violation)
      } catch {
        warn("could not store the failing case in \(store.directory.path): \(ErrorWords.describe(error))")
      }
    }
    slots[index].saved = (slot.progress.violations.count, slot.progress.badOracles.count)
  }

  /// Draws the progress line; `extraCases` and `extraViolations` are those of the stretch running now.
  private func showProgress(running: String, extraCases: Int = 0, extraViolations: Int = 0, force: Bool = false) {
    let cases = slots.reduce(extraCases) { $0 + $1.progress.cases }
    let violations = slots.reduce(extraViolations) { $0 + $1.progress.violations.count + $1.progress.badOracles.count }
    var budget: Double?
    if case .seconds(let seconds) = options.budget { budget = seconds }
    let snapshot = ProgressSnapshot(
      program: program, elapsed: elapsed, budget: budget, cases: cases,
      clausesWithEvidence: tally.clausesWithEvidence.intersection(applicableClauses).count,
      applicableClauses: applicableClauses.count,
      labels: tally.labels.count, newLabels: tally.labels.count - tally.labelsAtMark, violations: violations,
      running: running)
    if progressLine.show(snapshot, force: force) { tally.labelsAtMark = tally.labels.count }
  }
}

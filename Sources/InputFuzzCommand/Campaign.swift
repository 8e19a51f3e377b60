import Foundation
import InputConformance
import InputGenerators

/// One fuzzing campaign: every selected implementation and family, in stretch workers.
///
/// Each implementation-family run (a slot) goes on in stretches of a few seconds, each in a stretch worker
/// (``StretchWorker``), which runs the runner's loop in its own process; `--jobs` workers run slots side by side.
/// With a case budget the slots start in order, each running to its end; with a time budget they take turns, so that
/// a campaign stopped at any moment has results for every implementation. The slots are independent, so the report
/// is the same for any number of jobs. After each stretch the new violations go to the store, and the caller may
/// rewrite the JSON report.
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
    /// Whether a stretch of it is running now.
    var running = false
    var seconds: Double = 0
    /// How many of its violations and bad oracles are in the store already.
    var saved = (violations: 0, badOracles: 0)
    /// The traps met so far (a trap is reported once), carried from one stretch to the next.
    var ledger = TrapLedger()
    /// The longest step seen to finish so far, for the quick limit of a hang being shrunk.
    var slowestStep: Double = 0
  }

  let options: FuzzOptions
  let seed: UInt64
  let program: String
  let store: ConformanceStore
  let configuration: ConformanceConfiguration
  private(set) var slots: [Slot]
  private let workers: [StretchWorker]
  private let tally = CampaignTally()
  private let progressLine: ProgressLine
  private let started = Date()
  private let deadline: Date?
  private let stretchLimit: Double
  /// Gives each violation its tier, replaying in a worker of its own.
  private let judge: TierJudge
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
    configuration.unusualInput = options.unusualInput
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
              progress: FamilyProgress(
                maxSteps: configuration.maxSteps, quirks: configuration.quirks,
                unusualInput: configuration.unusualInput)))
          applicable.formUnion(ClauseCatalog.clauses(of: family).map(\.id).filter(member.capabilities.applies))
        }
      }
    }
    self.slots = slots
    applicableClauses = applicable
    workers = (0..<max(1, min(options.jobs, slots.count))).map { _ in
      StretchWorker(executable: workerExecutable, timeLimit: options.caseTimeLimit)
    }
    switch options.budget {
    case .cases: stretchLimit = 2
    // Short enough that every slot has run within seconds, so that a campaign stopped early has results
    // for every implementation.
    case .seconds(let seconds):
      stretchLimit = min(2, max(0.25, seconds / Double(max(1, slots.count)) * Double(workers.count) / 8))
    }
    progressLine = ProgressLine(interval: options.progressInterval)
    judge = TierJudge(
      evaluator: ChildProcessEvaluator(executable: workerExecutable, timeLimit: options.caseTimeLimit),
      quirks: options.quirks, members: groups.flatMap(\.members))
  }

  /// Seconds since the campaign started.
  var elapsed: Double { Date().timeIntervalSince(started) }

  /// Whether every slot ran its whole budget (a time budget counts as run once its time is up).
  var isFinished: Bool {
    if Interrupt.wasRequested { return false }
    if let deadline { return Date() >= deadline }
    return slots.allSatisfy(\.finished)
  }

  /// Workers started in all (stretch workers and their case workers), how many stretch workers the campaign used,
  /// and how many workers were killed for hanging.
  var workerCounts: (launches: Int, pool: Int, hangKills: Int) {
    (
      workers.reduce(0) { $0 + $1.launches }, workers.filter { $0.launches > 0 }.count,
      workers.reduce(0) { $0 + $1.hangKills }
    )
  }

  /// Runs the campaign until its budget is spent or it is interrupted.
  func run() {
    var next = 0
    // The slot each worker runs a stretch of, if any.
    var assigned: [Int?] = Array(repeating: nil, count: workers.count)
    var stopping = false
    while true {
      if Interrupt.wasRequested && !stopping {
        stopping = true
        for worker in workers { worker.requestStop() }
      }
      let now = Date()
      let timeIsUp = deadline.map { now >= $0 } ?? false
      if !stopping && !timeIsUp {
        for (index, worker) in workers.enumerated() where assigned[index] == nil {
          guard let slot = nextSlot(from: next) else { break }
          next = slot + 1
          let seconds = min(stretchLimit, deadline?.timeIntervalSince(now) ?? .infinity)
          if let immediate = worker.start(job(for: slot, seconds: seconds)) {
            finishStretch(of: slot, with: immediate, started: now)
          } else {
            assigned[index] = slot
            slots[slot].running = true
          }
        }
      }
      guard assigned.contains(where: { $0 != nil }) else { break }
      StretchWorker.wait(for: workers, timeout: 0.1)
      for (index, worker) in workers.enumerated() {
        guard let slot = assigned[index], let result = worker.check() else { continue }
        assigned[index] = nil
        finishStretch(of: slot, with: result, started: stretchStarts[slot] ?? now)
      }
      showProgress()
    }
    showProgress(force: true)
    progressLine.finish()
  }

  /// When each running slot's stretch started.
  private var stretchStarts: [Int: Date] = [:]

  /// The job for the next stretch of slot `index`.
  private func job(for index: Int, seconds: Double) -> StretchJob {
    let slot = slots[index]
    stretchStarts[index] = Date()
    var job = StretchJob(
      implementation: slot.member.name, family: slot.family, configuration: configuration,
      caseWorker: workers[0].executable.path, timeLimit: options.caseTimeLimit)
    if slot.started { job.progress = slot.progress } else { job.stored = slot.stored }
    job.ledger = slot.ledger
    job.slowestStep = slot.slowestStep
    job.seconds = seconds
    return job
  }

  /// Takes in what a stretch of slot `index` gave, and stores its new violations.
  private func finishStretch(of index: Int, with result: StretchResult, started: Date) {
    var slot = slots[index]
    slot.progress = result.progress
    slot.ledger = result.ledger
    slot.slowestStep = result.slowestStep
    slot.started = true
    slot.running = false
    slot.finished = result.progress.nextCase >= configuration.casesRun
    slot.seconds += Date().timeIntervalSince(started)
    slots[index] = slot
    tally.note(result.progress, family: slot.family)
    saveNewViolations(of: index)
    afterStretch?(self)
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
      }, elapsed: elapsed, families: options.families, program: program, tierOf: judge.judge,
      failing: options.failing)
  }

  /// The next slot to start a stretch of: the first unfinished one for a case budget, the next in turn for a time
  /// budget; never one that is running.
  private func nextSlot(from start: Int) -> Int? {
    guard !slots.isEmpty else { return nil }
    let waiting = { (index: Int) in !self.slots[index].finished && !self.slots[index].running }
    switch options.budget {
    case .cases: return slots.indices.first(where: waiting)
    case .seconds: return (0..<slots.count).map { (start + $0) % slots.count }.first(where: waiting)
    }
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

  /// Draws the progress line, with what the running stretches have done so far.
  private func showProgress(force: Bool = false) {
    var cases = 0
    var violations = 0
    var running: [String] = []
    for slot in slots {
      cases += slot.progress.cases
      violations += slot.progress.violations.count + slot.progress.badOracles.count
      if slot.running { running.append("\(slot.member.name) \(slot.family.rawValue)") }
    }
    for worker in workers {
      guard let live = worker.liveProgress,
        let slot = slots.first(where: {
          $0.running && $0.member.name == live.implementation && $0.family == live.family
        })
      else { continue }
      cases += max(0, live.cases - slot.progress.cases)
      violations += max(0, live.violations - slot.progress.violations.count)
    }
    var budget: Double?
    if case .seconds(let seconds) = options.budget { budget = seconds }
    let snapshot = ProgressSnapshot(
      program: program, elapsed: elapsed, budget: budget, cases: cases,
      clausesWithEvidence: tally.clausesWithEvidence.intersection(applicableClauses).count,
      applicableClauses: applicableClauses.count,
      labels: tally.labels.count, newLabels: tally.labels.count - tally.labelsAtMark, violations: violations,
      running: running.isEmpty ? "done" : running.joined(separator: ", "))
    if progressLine.show(snapshot, force: force) { tally.labelsAtMark = tally.labels.count }
  }
}

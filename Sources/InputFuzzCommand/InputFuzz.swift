import Foundation
import InputConformance
import InputGenerators

/// The `input-fuzz` command as a library: a package's own executable gets the whole command for its own
/// implementations (every flag, worker processes, the store, replay, JSON reports, `merge`, `--matrix`,
/// the exit statuses and Ctrl-C).
///
/// ```swift
/// // Sources/picker-fuzz/main.swift
/// import InputFuzzCommand
/// InputFuzz.main(implementations: [myPicker, myDateField])
/// ```
///
/// The executable is its own worker: each case runs in a child started as `<executable> --worker`,
/// which finds the implementation by name. `main` must therefore be reached with the same
/// implementations in every process (build them from constants, not from the command line), and their
/// names must be unique.
public struct InputFuzz: Sendable {
  /// The groups a campaign runs when no `--implementation` is given, in order (the matrix's columns).
  public var groups: [ImplementationGroup]
  /// Members run only when named with `--implementation` (the bundled mutants and fixtures, say).
  public var onRequest: [Implementation]
  /// Groups run only when named with `--implementation` (the bundled real-bug corpus: `corpus`,
  /// `corpus/B17`); their members must also be in `onRequest`, where `--worker` finds them.
  public var onRequestGroups: [ImplementationGroup]
  /// The notes and failure explanations of `--matrix`.
  public var matrixNotes: MatrixNotes
  /// The name in messages, usage and replay lines (by default the executable's file name).
  public var programName: String

  /// A command for `implementations` (each its own group) and `groups`, run in that order.
  public init(
    implementations: [Implementation] = [], groups: [ImplementationGroup] = [], onRequest: [Implementation] = [],
    onRequestGroups: [ImplementationGroup] = [], matrixNotes: MatrixNotes = .standard, programName: String? = nil
  ) {
    self.groups = implementations.map { ImplementationGroup(name: $0.name, members: [$0]) } + groups
    self.onRequest = onRequest
    self.onRequestGroups = onRequestGroups
    self.matrixNotes = matrixNotes
    self.programName =
      programName ?? CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "input-fuzz"
  }

  /// Runs the command for `implementations` (each its own group) and `groups` with this process's
  /// arguments, and exits with its status.
  public static func main(implementations: [Implementation] = [], groups: [ImplementationGroup] = []) -> Never {
    InputFuzz(implementations: implementations, groups: groups).main()
  }

  /// Runs the command with `arguments` (the program name first) and exits with its status.
  public func main(arguments: [String] = CommandLine.arguments) -> Never {
    exit(run(arguments: Array(arguments.dropFirst())))
  }

  /// Runs the command with `arguments` (without the program name); returns the exit status.
  public func run(arguments: [String]) -> Int32 {
    if arguments.first == "merge" {
      return MergeCommand(program: programName, printError: printError).run(Array(arguments.dropFirst()))
    }
    let options: FuzzOptions
    let selected: [ImplementationGroup]
    do throws(UsageError) {
      options = try FuzzOptions.parse(arguments)
      try checkNamesAreUnique()
      if options.worker {
        Interrupt.ignore()
        WorkerLoop.serve(lookup: member(named:))
        return 0
      }
      if options.stretchWorker {
        Interrupt.ignore()
        StretchWorkerLoop.serve(lookup: member(named:))
        return 0
      }
      if options.help {
        print(FuzzOptions.usage(program: programName))
        return 0
      }
      if options.list {
        list()
        return 0
      }
      selected = try resolve(options.implementation)
      if options.replay == nil {
        if let path = options.jsonPath { try OutputPaths.checkReport(path, flag: "--json") }
        if let path = options.junitPath { try OutputPaths.checkReport(path, flag: "--junit") }
        if let path = options.sarifPath { try OutputPaths.checkReport(path, flag: "--sarif") }
        if let path = options.matrixPath { try OutputPaths.checkRewritable(path, flag: "--matrix") }
        try OutputPaths.checkStore(options.storeDirectory, flag: "--store")
      }
    } catch {
      printError(error.message(program: programName))
      return 2
    }
    if let token = options.replay {
      let evaluator = ChildProcessEvaluator(executable: ExecutableLocation.current, timeLimit: options.caseTimeLimit)
      return Replay(
        token: token, members: selected.flatMap(\.members), evaluator: evaluator, program: programName,
        quirks: options.quirks, printError: printError
      ).run()
    }
    return campaign(options, groups: selected)
  }

  // MARK: The campaign

  private func campaign(_ options: FuzzOptions, groups selected: [ImplementationGroup]) -> Int32 {
    Interrupt.install()
    var generator = SystemRandomNumberGenerator()
    let seed = options.seed ?? generator.next()
    FileHandle.standardError.write(
      Data(
        "\(programName): CONFORMANCE.md v\(ClauseCatalog.specVersion), seed \(seed) (replay this run with --seed \(seed))\n"
          .utf8))
    let store = ConformanceStore(directory: URL(fileURLWithPath: options.storeDirectory))
    var (stored, problems) = store.load()
    for problem in problems { printError(problem.description) }
    // A matrix is the default seed's verdicts, the ones the tests pin: stored failures replayed
    // first would change the order of finding, and so the traces (they are still kept).
    if options.matrixPath != nil { stored = [] }

    let campaign = Campaign(
      options: options, seed: seed, groups: selected, program: programName,
      workerExecutable: ExecutableLocation.current, store: store, stored: stored)
    campaign.warn = printError
    let writer = options.jsonPath.map { ReportWriter(path: $0) }
    var reportFailed = false
    func write(_ campaign: Campaign, force: Bool) {
      guard let writer, !reportFailed else { return }
      let violations = campaign.slots.reduce(0) { $0 + $1.progress.violations.count + $1.progress.badOracles.count }
      let report = { campaign.summary().report(shard: options.shard, finished: force && campaign.isFinished) }
      do {
        if force { try writer.write(report()) } else { try writer.writeIfDue(violations: violations, report) }
      } catch {
        reportFailed = true
        printError("could not write the JSON report to \(writer.path): \(ErrorWords.describe(error))")
      }
    }
    write(campaign, force: false)
    campaign.afterStretch = { write($0, force: false) }
    campaign.run()
    let summary = campaign.summary()
    write(campaign, force: true)
    if options.junitPath != nil || options.sarifPath != nil {
      let report = summary.report(shard: options.shard, finished: campaign.isFinished)
      if !CIReports.write(
        report, junit: options.junitPath, sarif: options.sarifPath, failing: options.failing, printError: printError)
      {
        reportFailed = true
      }
    }

    if Interrupt.wasRequested {
      print("Interrupted: the summary so far (failing cases are in \(options.storeDirectory)).\n")
    }
    print(summary.table())
    let text = summary.violationText()
    if !text.isEmpty { print("\n" + text) }
    if let faultTable = summary.faultTable() { print("\nFaults by implementation:\n" + faultTable) }
    if case .cases = options.budget, campaign.isFinished, let shortfalls = summary.shortfallText() {
      print("\n" + shortfalls)
    }
    print(
      "\n\(summary.totalCases) cases in \(String(format: "%.1f", summary.elapsed)) s, seed \(seed), "
        + "CONFORMANCE.md v\(ClauseCatalog.specVersion); "
        + "\(summary.faultCount), \(summary.badOracles.count) bad oracles.")
    let workers = campaign.workerCounts
    if workers.launches > workers.pool {
      // Every crash and every hang costs a worker: how many, for a campaign against a component that traps.
      print("Workers: \(workers.launches) started, \(workers.hangKills) of them killed for hanging.")
    }
    if let path = options.matrixPath, case .cases(let cases) = options.budget {
      let matrix = ConformanceMatrix(
        summary: summary, groups: selected.map(\.name), cases: cases, program: programName, path: path,
        quirks: options.quirks, notes: matrixNotes)
      do {
        try matrix.write(into: URL(fileURLWithPath: path))
        print("Wrote the conformance matrix into \(path).")
      } catch {
        printError("could not write the matrix into \(path): \(ErrorWords.describe(error))")
        return 2
      }
    }
    if reportFailed { return 2 }
    return summary.exitStatus
  }

  // MARK: Implementations by name

  /// Every implementation the command knows, groups first.
  private var everyMember: [Implementation] { groups.flatMap(\.members) + onRequest }

  /// The implementation with that exact member name.
  func member(named name: String) -> Implementation? {
    everyMember.first { $0.name == name }
  }

  private func resolve(_ name: String?) throws(UsageError) -> [ImplementationGroup] {
    guard let name else { return groups }
    if let group = groups.first(where: { $0.name == name }) { return [group] }
    if let group = onRequestGroups.first(where: { $0.name == name }) { return [group] }
    if let member = member(named: name) { return [ImplementationGroup(name: name, members: [member])] }
    let known = groups.map(\.name)
    let more = Set(everyMember.map(\.name)).subtracting(known).count
    throw .unknownImplementation(name, known: known, more: more)
  }

  private func checkNamesAreUnique() throws(UsageError) {
    var seen = Set<String>()
    for member in everyMember where !seen.insert(member.name).inserted {
      throw .duplicateImplementation(member.name)
    }
    var groupNames = Set(groups.map(\.name))
    for group in onRequestGroups where !groupNames.insert(group.name).inserted {
      throw .duplicateImplementation(group.name)
    }
    let problems = everyMember.flatMap { $0.declarationProblems() }
    if !problems.isEmpty { throw .badDeclaration(problems) }
  }

  private func list() {
    print("families:")
    for family in ContractFamily.allCases { print("  \(family.rawValue)  \(family.title)") }
    print("\nclauses:")
    for clause in ClauseCatalog.all { print("  \(clause.id) [\(clause.level.rawValue)] \(clause.sentence)") }
    print("\nimplementations:")
    for group in groups {
      print("  \(group.name)")
      for member in group.members where member.name != group.name {
        print("    \(member.name)  (\(member.families.map(\.rawValue).joined(separator: ", ")))")
      }
    }
    if !onRequestGroups.isEmpty {
      print("\ngroups run only by name (--implementation NAME):")
      for group in onRequestGroups {
        print("  \(group.name)  (\(group.members.count) members)")
      }
    }
    if !onRequest.isEmpty {
      print("\nalso by name (--implementation NAME):")
      for member in onRequest {
        print("  \(member.name)  (\(member.families.map(\.rawValue).joined(separator: ", ")))")
      }
    }
  }

  private func printError(_ text: String) {
    FileHandle.standardError.write(Data("\(programName): \(text)\n".utf8))
  }
}

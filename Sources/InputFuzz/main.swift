import Foundation
import InputConformance
import InputGenerators
import InputImplementations

/// `input-fuzz`: fuzzes event sequences against input-view implementations.
func printError(_ text: String) {
  FileHandle.standardError.write(Data("input-fuzz: \(text)\n".utf8))
}

func resolveGroups(_ name: String?) throws(UsageError) -> [ImplementationGroup] {
  guard let name else { return BundledImplementations.all }
  if let group = BundledImplementations.named(name) { return [group] }
  if let member = BundledImplementations.member(named: name) {
    return [ImplementationGroup(name: name, members: [member])]
  }
  throw .unknownImplementation(name, known: BundledImplementations.all.map(\.name))
}

func listEverything() {
  print("families:")
  for family in ContractFamily.allCases { print("  \(family.rawValue)  \(family.title)") }
  print("\nclauses:")
  for clause in ClauseCatalog.all { print("  \(clause.id) [\(clause.level.rawValue)] \(clause.sentence)") }
  print("\nimplementations:")
  for group in BundledImplementations.all {
    print("  \(group.name)")
    for member in group.members where member.name != group.name {
      print("    \(member.name)  (\(member.families.map(\.rawValue).joined(separator: ", ")))")
    }
  }
}

func replay(_ token: ConformanceToken, groups: [ImplementationGroup], timeLimit: Double) -> Int32 {
  let members = groups.flatMap(\.members).filter { $0.capabilities.families.contains(token.family) }
  guard !members.isEmpty else {
    printError("no selected implementation is judged on the \(token.family.rawValue) family")
    return 2
  }
  let evaluator = ChildProcessEvaluator(executable: workerExecutable, timeLimit: timeLimit)
  var status: Int32 = 0
  for member in members {
    let evaluated = evaluator.evaluate(
      .events(token.events), implementation: member, family: token.family, settings: CaseSettings(maxSteps: .max))
    if let index = evaluated.outcome.impossibleEvent {
      // A group's members differ (Close instead of Done, say): a trace one of them cannot take is skipped;
      // for the only member asked for, it is an error.
      let reason = "event \(index + 1) of the token (\(token.events[index])) cannot happen in that state"
      if members.count == 1 {
        printError("\(reason) for \(member.name); the trace was not replayed past it")
        status = 2
      } else {
        print("\(member.name): skipped, \(reason).")
      }
      continue
    }
    guard let finding = evaluated.outcome.finding else {
      print("\(member.name): the \(token.events.count)-event trace passes every \(token.family.prefix) clause.")
      continue
    }
    let violation = ConformanceViolation(
      implementation: member.name, family: token.family, finding: finding, trace: evaluated.outcome.trace,
      originalLength: token.events.count, shrinkEvaluations: 0, seed: 0, caseIndex: -1, casesToDetection: 0,
      isKnownDeviation: member.knownDeviations[finding.clause] != nil)
    print(FailureText.render(violation))
    if finding.isBadOracle { status = 3 } else if !violation.isKnownDeviation, status == 0 { status = 1 }
  }
  return status
}

let workerExecutable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL

let options: FuzzOptions
do {
  options = try FuzzOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  printError(error.description)
  exit(2)
}

if options.worker {
  Interrupt.ignore()
  WorkerLoop.serve(lookup: BundledImplementations.member(named:))
  exit(0)
}
if options.help {
  print(FuzzOptions.usage)
  exit(0)
}
if options.list {
  listEverything()
  exit(0)
}

let groups: [ImplementationGroup]
do {
  groups = try resolveGroups(options.implementation)
} catch {
  printError(error.description)
  exit(2)
}

if let token = options.replay {
  exit(replay(token, groups: groups, timeLimit: options.caseTimeLimit))
}

// A report that cannot be written is a usage error, found before any work is done.
for path in [options.jsonPath, options.matrixPath].compactMap({ $0 }) {
  var isDirectory: ObjCBool = false
  let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
  guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
    FileManager.default.isWritableFile(atPath: directory)
  else {
    printError("cannot write \(path): the folder \(directory) does not exist or is not writable")
    exit(2)
  }
}

var generator = SystemRandomNumberGenerator()
let seed = options.seed ?? generator.next()
FileHandle.standardError.write(Data("input-fuzz: seed \(seed) (replay this run with --seed \(seed))\n".utf8))
let store = ConformanceStore(directory: URL(fileURLWithPath: options.storeDirectory))
let (stored, problems) = store.load()
for problem in problems { printError(problem.description) }

Interrupt.install()
let started = Date()
let campaign = Campaign(options: options, seed: seed, groups: groups, workerExecutable: workerExecutable)
let slots = campaign.run(store: store, stored: stored, warn: printError)
let summary = Summary(seed: seed, slots: slots, elapsed: Date().timeIntervalSince(started), families: options.families)

if Interrupt.wasRequested {
  print("Interrupted: the summary so far (failing cases are in \(options.storeDirectory)).\n")
}
print(summary.table())
let text = summary.violationText()
if !text.isEmpty { print("\n" + text) }
print(
  "\n\(summary.totalCases) cases in \(String(format: "%.1f", summary.elapsed)) s, seed \(seed); "
    + "\(summary.violations.count) violations, \(summary.badOracles.count) bad oracles.")
if let path = options.matrixPath, case .cases(let cases) = options.budget {
  let matrix = ConformanceMatrix(summary: summary, groups: groups.map(\.name), cases: cases)
  do {
    try matrix.write(into: URL(fileURLWithPath: path))
    print("Wrote the conformance matrix into \(path).")
  } catch {
    printError("could not write the matrix into \(path): \(error)")
    exit(2)
  }
}
if let path = options.jsonPath {
  do {
    try summary.json().write(to: URL(fileURLWithPath: path))
  } catch {
    printError("could not write the JSON report to \(path): \(error)")
  }
}
exit(summary.exitStatus)

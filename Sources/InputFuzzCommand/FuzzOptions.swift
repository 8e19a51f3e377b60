import Foundation
import InputConformance
import InputGenerators
import InputReference

/// What the command line asked for (a campaign, a replay, a listing; `merge` has ``MergeOptions``).
struct FuzzOptions {
  /// How much to run.
  enum Budget: Equatable {
    case cases(Int)
    case seconds(Double)
  }

  /// The one default budget (``ConformanceConfiguration/defaultCases``).
  static let defaultCases = ConformanceConfiguration.defaultCases

  var families: [ContractFamily] = ContractFamily.allCases
  var implementation: String?
  var budget: Budget = .cases(defaultCases)
  var seed: UInt64?
  var shard = ConformanceConfiguration.Shard.whole
  var jsonPath: String?
  var storeDirectory = ".input-fuzz"
  var replay: ConformanceToken?
  var list = false
  var help = false
  var worker = false
  /// Whether this process is a stretch worker (``StretchWorkerLoop``).
  var stretchWorker = false
  /// How many stretch workers run implementation-family runs side by side (by default, one per core).
  var jobs = ProcessInfo.processInfo.activeProcessorCount
  var caseTimeLimit: Double = 2
  var matrixPath: String?
  /// Seconds between progress lines when standard error is not a terminal (or `NO_COLOR` is set).
  var progressInterval: Double = 10
  /// The UIKit quirks the model reproduces (CONFORMANCE.md, "Quirks"); all by default.
  var quirks: PlatformQuirks = .all
  /// The checked steps per clause the second half of each run steers toward (CONFORMANCE.md, "Evidence floor");
  /// 0 turns steering off.
  var evidenceFloor = ConformanceConfiguration.defaultEvidenceFloor
  /// The last tier that fails the run (`--fail-on`).
  var failOn: FaultTier = .defect
  /// Whether events real UIKit rarely or never sends are generated, and their breaks fail the run.
  var unusualInput = false
  /// Where the JUnit XML report goes (`--junit`).
  var junitPath: String?
  /// Where the SARIF 2.1.0 report goes (`--sarif`).
  var sarifPath: String?

  /// The tiers that fail the run.
  var failing: FailingTiers { FailingTiers(threshold: failOn, unusualInput: unusualInput) }

  /// The usage text, for a command called `program`.
  static func usage(program: String) -> String {
    """
    usage: \(program) [--family resp|key|pick|date|fact|all] [--implementation NAME|all]
           \(String(repeating: " ", count: program.count))[--cases N | --seconds S] [--seed N] [--shard I/N | --shard-from-env VAR/N]
           \(String(repeating: " ", count: program.count))[--json PATH] [--store DIR] [--replay TOKEN] [--quirks LIST]
           \(String(repeating: " ", count: program.count))[--fail-on defect|quirk|advisory] [--unusual-input]
           \(String(repeating: " ", count: program.count))[--junit PATH] [--sarif PATH]
           \(String(repeating: " ", count: program.count))[--evidence-floor N] [--jobs N] [--list] [--help]
           \(program) merge [--json OUT.json] [--junit PATH] [--sarif PATH] [--fail-on T] [--unusual-input]
           \(String(repeating: " ", count: program.count))      [--store OUT-DIR] REPORT.json|STORE-DIR…

    Fuzzes event sequences against input-view implementations beside the reference
    model and reports every clause of CONFORMANCE.md they break, with a shrunk,
    replayable trace. Each implementation-family run goes to a worker process of
    its own: a trap or a hang ends only its worker and is reported as a violation
    of kind crash or hang.

    options:
      --family F          one family, or all (default: all)
      --implementation N  a group or member name (see --list), or all (default: all)
      --cases N           cases per implementation and family (default: \(defaultCases)); with --shard,
                          per shard
      --seconds S         a total time budget instead of a case count (per shard)
      --seed N            the run's seed (default: random, printed)
      --shard I/N         run the I-th of N disjoint slices of the case space (I from 1)
      --shard-from-env VAR/N
                          the same, with I-1 read from the environment variable VAR (0-based,
                          as Kubernetes' JOB_COMPLETION_INDEX)
      --json PATH         also write the report as JSON (rewritten every few seconds while
                          the campaign runs, so that a killed campaign keeps its results)
      --store DIR         keep failing cases here and replay them first (default: .input-fuzz)
      --replay TOKEN      re-run exactly one failing case and print its trace and diff
      --case-timeout S    seconds a step may take before it is a hang (default: 2)
      --evidence-floor N  checked steps per clause the second half of each run steers toward
                          (default: 10; 0 turns steering off). A sharded or timed campaign
                          does not steer, so that merged shards give the unsharded run.
      --jobs N            implementation-family runs side by side, each in a worker of its
                          own (default: one per core, here \(ProcessInfo.processInfo.activeProcessorCount)); the report is the
                          same for any N
      --quirks LIST       the UIKit quirks the model reproduces: all (default), none, or a
                          comma-separated list of countdown-first-change, late-callbacks,
                          input-view-rereads, reload-abandons-spin
      --fail-on T         the tiers that fail the run: defect (default), quirk (defects and
                          quirk-dependent faults) or advisory (those and SHOULD advisories);
                          the others are listed apart, one line each (CONFORMANCE.md, "Tiers")
      --unusual-input     also generate events real UIKit rarely or never sends (insertText(""));
                          their breaks are tier unusual input and fail the run
      --junit PATH        also write JUnit XML: a testsuite per implementation, a testcase per
                          clause (a failing tier a failure, a crash or hang an error, the rest
                          skipped with their tier)
      --sarif PATH        also write SARIF 2.1.0 for code-scanning pages: a result per fault,
                          its rule the clause, level error for a failing tier
      --progress-interval S
                          seconds between progress lines on a non-terminal standard error
                          or with NO_COLOR set (default: 10)
      --matrix FILE       regenerate the conformance matrix in FILE at the default seed and
                          budget (every implementation and family)
      --list              list families, clauses and implementations
      --help              show this help

    merge: combines the JSON reports of the shards of one campaign into one report (a
    clause passes only with evidence from some shard and no failure in any) and the
    shards' store folders into one (their union).

    tiers: a defect breaks a MUST (or traps or hangs) and still does with --quirks none;
           quirk-dependent breaks a MUST only under a modelled UIKit quirk (named);
           advisory breaks a SHOULD; unusual input needs an event real UIKit rarely sends.

    exit status: 0 no fault of a failing tier (the other tiers are listed), or every such
                 fault a declared known deviation; 1 a fault of a failing tier (by default
                 a defect); 2 usage error; 3 the reference disagreed with itself (bad oracle).
    """
  }

  /// Parses arguments (without the program name), reading `--shard-from-env` from `environment`.
  static func parse(
    _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(UsageError) -> FuzzOptions {
    var options = FuzzOptions()
    var reader = ArgumentReader(arguments)
    var sawCases = false
    var sawSeconds = false
    var sawShard = false
    while let (flag, inline) = reader.nextFlag() {
      switch flag {
      case "--family":
        let text = try reader.value(for: flag, inline: inline)
        if text == "all" {
          options.families = ContractFamily.allCases
        } else if let family = ContractFamily(rawValue: text) {
          options.families = [family]
        } else {
          throw .badValue(flag: flag, value: text, expected: "one of resp, key, pick, date, fact, all")
        }
      case "--implementation":
        let text = try reader.value(for: flag, inline: inline)
        options.implementation = text == "all" ? nil : text
      case "--evidence-floor":
        let text = try reader.value(for: flag, inline: inline)
        guard let floor = Int(text), floor >= 0 else {
          throw .badValue(flag: flag, value: text, expected: "a whole number, 0 or more")
        }
        options.evidenceFloor = floor
      case "--cases":
        let text = try reader.value(for: flag, inline: inline)
        guard let count = Int(text), count > 0 else {
          throw .badValue(flag: flag, value: text, expected: "a positive whole number")
        }
        options.budget = .cases(count)
        sawCases = true
      case "--seconds":
        options.budget = .seconds(try positiveSeconds(reader.value(for: flag, inline: inline), flag: flag))
        sawSeconds = true
      case "--seed":
        let text = try reader.value(for: flag, inline: inline)
        guard let seed = UInt64(text) else {
          throw .badValue(flag: flag, value: text, expected: "a whole number from 0 to 2^64 − 1")
        }
        options.seed = seed
      case "--shard":
        if sawShard { throw .conflicting("--shard", "--shard-from-env") }
        sawShard = true
        let text = try reader.value(for: flag, inline: inline)
        guard let (index, count) = shardNumbers(text), (1...count).contains(index) else {
          throw .badValue(flag: flag, value: text, expected: "I/N with 1 ≤ I ≤ N, such as 2/4")
        }
        options.shard = ConformanceConfiguration.Shard(index: index - 1, count: count)
      case "--shard-from-env":
        if sawShard { throw .conflicting("--shard", "--shard-from-env") }
        sawShard = true
        options.shard = try shardFromEnvironment(reader.value(for: flag, inline: inline), environment: environment)
      case "--json": options.jsonPath = try reader.value(for: flag, inline: inline)
      case "--store": options.storeDirectory = try reader.value(for: flag, inline: inline)
      case "--replay":
        let text = try reader.value(for: flag, inline: inline)
        do {
          options.replay = try ConformanceToken(parsing: text)
        } catch {
          throw .malformedToken(error)
        }
      case "--case-timeout":
        options.caseTimeLimit = try positiveSeconds(reader.value(for: flag, inline: inline), flag: flag)
      case "--progress-interval":
        options.progressInterval = try positiveSeconds(reader.value(for: flag, inline: inline), flag: flag)
      case "--matrix": options.matrixPath = try reader.value(for: flag, inline: inline)
      case "--quirks":
        let text = try reader.value(for: flag, inline: inline)
        var quirks: PlatformQuirks = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
          guard let quirk = PlatformQuirks.named(String(name)) else {
            throw .badValue(
              flag: flag, value: text,
              expected: "all, none, or names from " + PlatformQuirks.namedQuirks.map(\.name).joined(separator: ", "))
          }
          quirks.formUnion(quirk)
        }
        options.quirks = quirks
      case "--fail-on":
        let text = try reader.value(for: flag, inline: inline)
        guard let tier = FailingTiers.thresholdNames.first(where: { $0.name == text })?.tier else {
          throw .badValue(flag: flag, value: text, expected: "defect, quirk or advisory")
        }
        options.failOn = tier
      case "--unusual-input": options.unusualInput = true
      case "--junit": options.junitPath = try reader.value(for: flag, inline: inline)
      case "--sarif": options.sarifPath = try reader.value(for: flag, inline: inline)
      case "--list": options.list = true
      case "--help", "-h": options.help = true
      case "--worker": options.worker = true
      case "--stretch-worker": options.stretchWorker = true
      case "--jobs":
        let text = try reader.value(for: flag, inline: inline)
        guard let jobs = Int(text), jobs > 0 else {
          throw .badValue(flag: flag, value: text, expected: "a positive whole number")
        }
        options.jobs = jobs
      default: throw .unknownFlag(flag)
      }
    }
    if sawCases && sawSeconds { throw .conflicting("--cases", "--seconds") }
    if options.replay != nil && options.implementation == nil { throw .replayNeedsImplementation }
    if options.matrixPath != nil {
      if options.seed != nil { throw .conflicting("--matrix", "--seed") }
      if options.implementation != nil { throw .conflicting("--matrix", "--implementation") }
      if sawSeconds { throw .conflicting("--matrix", "--seconds") }
      if sawShard { throw .conflicting("--matrix", "--shard") }
      if options.families != ContractFamily.allCases { throw .conflicting("--matrix", "--family") }
      if !sawCases { options.budget = .cases(ConformanceConfiguration().cases) }
      options.seed = ConformanceConfiguration.defaultSeed
    }
    return options
  }

  /// `I/N` as two numbers, or `nil` unless it is exactly two whole numbers with N > 0.
  static func shardNumbers(_ text: String) -> (Int, Int)? {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count > 0 else { return nil }
    return (index, count)
  }

  /// The shard of `--shard-from-env VAR/N`: the 0-based index in `VAR`, of `N`.
  static func shardFromEnvironment(
    _ text: String, environment: [String: String]
  ) throws(UsageError) -> ConformanceConfiguration.Shard {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2, !parts[0].isEmpty, let count = Int(parts[1]), count > 0 else {
      throw .badValue(
        flag: "--shard-from-env", value: text,
        expected: "VAR/N with a variable name and N ≥ 1, such as "
          + "JOB_COMPLETION_INDEX/4")
    }
    guard let value = environment[parts[0]] else { throw .environmentVariableMissing(parts[0]) }
    guard let index = Int(value.trimmingCharacters(in: .whitespaces)), (0..<count).contains(index) else {
      throw .environmentVariableOutOfRange(parts[0], value: value, count: count)
    }
    return ConformanceConfiguration.Shard(index: index, count: count)
  }

  private static func positiveSeconds(_ text: String, flag: String) throws(UsageError) -> Double {
    guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
      throw .badValue(flag: flag, value: text, expected: "a positive number of seconds")
    }
    return seconds
  }
}

/// Walks a command line: `--flag value`, `--flag=value` and bare words.
struct ArgumentReader {
  private let arguments: [String]
  private var index = 0

  init(_ arguments: [String]) {
    self.arguments = arguments
  }

  /// The next argument split at its first `=`: the flag (or word) and its inline value.
  mutating func nextFlag() -> (String, String?)? {
    guard index < arguments.count else { return nil }
    let argument = arguments[index]
    index += 1
    guard argument.hasPrefix("--") else { return (argument, nil) }
    let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    return (parts[0], parts.count == 2 ? parts[1] : nil)
  }

  /// The value of `flag`: its inline value, or the next argument unless that is a flag.
  mutating func value(for flag: String, inline: String?) throws(UsageError) -> String {
    if let inline { return inline }
    guard index < arguments.count, !arguments[index].hasPrefix("--") else { throw .missingValue(flag: flag) }
    index += 1
    return arguments[index - 1]
  }
}

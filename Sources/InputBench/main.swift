import Foundation
import InputConformance
import InputGenerators
import InputImplementations

/// `input-bench`: speed, detection power and shrink quality, measured side by side.
/// Run it in a release build: `swift run -c release input-bench`.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--worker"] {
  signal(SIGINT, SIG_IGN)
  WorkerLoop.serve(lookup: BundledImplementations.member(named:))
  exit(0)
}
if arguments == StretchProtocol.arguments {
  signal(SIGINT, SIG_IGN)
  StretchWorkerLoop.serve(lookup: BundledImplementations.member(named:))
  exit(0)
}

struct BenchOptions {
  var seeds = 100
  /// The evidence and catalogue sections run seeds `seedBase + 1 … seedBase + seeds`; the challenge section runs
  /// seeds `7919·k` for `k` in `seedBase·runs + 1 … seedBase·runs + runs`.
  var seedBase = 0
  var challengeRuns = 100
  var sections: Set<String> = ["throughput", "detection", "catalogue", "shrinking", "challenge"]
  var jsonPath = "Benchmarks/results/input-bench.json"
  var hypothesisPath = "Benchmarks/results/hypothesis.json"
  /// Where the corpus section writes its table (between CORPUS.md's markers), if anywhere.
  var corpusMarkdownPath: String?
  /// One corpus bug only (`--bug B17`).
  var corpusBug: String?
  /// Re-render the corpus table from an earlier run's JSON report instead of measuring again.
  var corpusFromJSON: String?
}

let usage = """
  usage: input-bench [--seeds N] [--seed-base B] [--challenge-runs N]
                     [--section throughput|detection|catalogue|shrinking|challenge|faults|corpus|evidence]
                     [--json PATH] [--hypothesis PATH] [--corpus-md PATH] [--bug ID] [--from-json PATH]
  Measures the checking loop's speed, the detection power on the mutant catalogue and the seed ports,
  shrink quality, and the public shrinking challenge (beside Hypothesis's figures from PATH).
  The faults section (run only when named) counts the faults each single-fault mutant's full run reports.
  The evidence section (run only when named) counts the checked steps of every applicable clause of every
  bundled implementation, against CONFORMANCE.md's evidence floor, over seeds B+1 … B+N.
  The challenge section runs seeds 7919·k for k = B·R+1 … B·R+R (R from --challenge-runs; B = 0 by default).
  The corpus section (run only when named) measures the real-bug corpus's drivable ports and, with
  --corpus-md, rewrites the generated table of CORPUS.md; --bug limits it to one bug; --from-json
  re-renders the table from an earlier corpus run's JSON with today's explanations (no measurement).
  Results go to Benchmarks/results/input-bench.json, or with one --section to Benchmarks/results/SECTION.json
  (never over the other sections' figures); --json PATH writes them to PATH instead.
  """

var options = BenchOptions()
var index = 0
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("input-bench: \(message)\n".utf8))
  exit(2)
}
@MainActor func nextValue(_ flag: String) -> String {
  index += 1
  guard index < arguments.count else { fail("option '\(flag)' needs a value") }
  return arguments[index]
}
while index < arguments.count {
  let flag = arguments[index]
  switch flag {
  case "--seeds":
    guard let value = Int(nextValue(flag)), value > 0 else { fail("--seeds needs a positive whole number") }
    options.seeds = value
  case "--seed-base":
    guard let value = Int(nextValue(flag)), value >= 0 else { fail("--seed-base needs a whole number, 0 or more") }
    options.seedBase = value
  case "--challenge-runs":
    guard let value = Int(nextValue(flag)), value > 0 else { fail("--challenge-runs needs a positive whole number") }
    options.challengeRuns = value
  case "--section":
    let value = nextValue(flag)
    guard
      ["throughput", "detection", "catalogue", "shrinking", "challenge", "faults", "corpus", "evidence"].contains(
        value)
    else {
      fail("unknown section '\(value)'")
    }
    options.sections = [value]
  case "--json": options.jsonPath = nextValue(flag)
  case "--hypothesis": options.hypothesisPath = nextValue(flag)
  case "--corpus-md": options.corpusMarkdownPath = nextValue(flag)
  case "--bug": options.corpusBug = nextValue(flag)
  case "--from-json": options.corpusFromJSON = nextValue(flag)
  case "--help":
    print(usage)
    exit(0)
  default: fail("unknown option '\(flag)'")
  }
  index += 1
}

// A run of one section keeps its own results file (`Benchmarks/results/<section>.json`), so as not to replace the
// other sections' figures in input-bench.json; `scripts/merge-bench-section.py` merges a throughput or challenge run.
if options.sections.count == 1, let section = options.sections.first, !arguments.contains("--json") {
  options.jsonPath = "Benchmarks/results/\(section).json"
}

struct Report: Encodable {
  var date: String
  var machine: String
  var seeds: Int
  var firstSeed = 1
  var throughput: [Throughput.FamilyRow]?
  var engine: Throughput.EngineRow?
  var detection: [Detection.Row]?
  var catalogue: [Catalogue.Row]?
  var shrinking: [Shrinking.MutantRow]?
  var challenge: [Shrinking.ChallengeRow]?
  var corpus: [CorpusDetection.Row]?
  /// How many bugs the corpus holds, drivable or not (the corpus rows are the drivable ones).
  var corpusBugs: Int?
  var faults: [FaultCount.Row]?
  var evidence: [EvidenceFloor.Row]?
}

let isolated = ProcessPoolEvaluator(executable: URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL)
var report = Report(
  date: ISO8601DateFormatter().string(from: Date()),
  machine: "\(ProcessInfo.processInfo.activeProcessorCount) cores, "
    + "\(ProcessInfo.processInfo.physicalMemory / 1_073_741_824) GiB, \(ProcessInfo.processInfo.operatingSystemVersionString)",
  seeds: options.seeds)

if options.sections.contains("throughput") {
  let rows = Throughput.families(cases: 200, repeats: 3)
  let engine = Throughput.engine(draws: 5_000_000)
  report.throughput = rows
  report.engine = engine
  print("1. Throughput (this machine; checking loop = implementation and reference side by side)")
  print(
    table(
      [["family", "steps", "loop steps/s", "alone steps/s", "overhead"]]
        + rows.map {
          [
            $0.family, String($0.steps), format($0.loopStepsPerSecond, digits: 0),
            format($0.aloneStepsPerSecond, digits: 0), format($0.overhead, digits: 2) + "x",
          ]
        }))
  print(
    "   engine: \(format(engine.combinatorChoicesPerSecond, digits: 0)) choices/s through combinators, "
      + "\(format(engine.bareDrawsPerSecond, digits: 0)) bare draws/s (ratio \(format(engine.ratio, digits: 2))x)\n")
}

if options.sections.contains("detection") {
  let rows =
    Detection.mutants(seeds: options.seeds, isolated: isolated)
    + Detection.seedBugs(seeds: options.seeds, isolated: isolated)
  report.detection = rows
  print("2. Detection over \(options.seeds) seeds, default budget (\(ConformanceConfiguration().cases) cases)")
  print(
    table(
      [["subject", "clause", "caught", "median cases", "worst"]]
        + rows.map {
          [
            $0.subject, $0.clause, "\($0.caught)/\($0.seeds)", $0.medianCases.map { format($0) } ?? "-",
            $0.worstCases.map(String.init) ?? "-",
          ]
        }))
  let everyBug = rows.filter { $0.caught * 100 >= $0.seeds * 99 }.count
  print("   caught on at least 99% of seeds: \(everyBug) of \(rows.count)\n")
}

if options.sections.contains("catalogue") {
  let rows = Catalogue.rows(seeds: options.seeds, base: options.seedBase, isolated: isolated)
  report.catalogue = rows
  report.firstSeed = options.seedBase + 1
  print(
    "2b. The mutant catalogue over seeds \(options.seedBase + 1)-\(options.seedBase + options.seeds), per origin (caught, root = declared, shrunk minimal)"
  )
  print(
    table(
      [["mutant", "origin", "clause", "caught", "root", "minimal"]]
        + rows.map {
          [
            $0.mutant, $0.origin, $0.clause, "\($0.caught)/\($0.seeds)", "\($0.root)/\($0.seeds)",
            "\($0.minimal)/\($0.seeds)",
          ]
        }))
  for origin in MutantOrigin.allCases { print(Catalogue.summary(rows, origin: origin.rawValue)) }
  print("")
}

if options.sections.contains("shrinking") {
  let rows = Shrinking.mutants(isolated: isolated) + [Shrinking.seed000Crash(isolated: isolated)]
  report.shrinking = rows
  print("3. Shrinking at the default seed (shrunk length against the known minimum)")
  print(
    table(
      [["mutant", "clause", "minimal", "shrunk", "evaluations", "seconds", "children"]]
        + rows.map {
          [
            $0.mutant, $0.clause, String($0.minimalLength), $0.shrunkLength.map(String.init) ?? "not found",
            $0.shrinkEvaluations.map(String.init) ?? "-", format($0.seconds, digits: 2), $0.childProcesses ? "yes" : "",
          ]
        }))
  let measured = rows.dropLast()
  let minimal = measured.filter { $0.shrunkLength == $0.minimalLength }.count
  print("   equal to the known minimum: \(minimal) of \(measured.count) mutants\n")
}

if options.sections.contains("challenge") {
  let hypothesis = Shrinking.loadHypothesis(URL(fileURLWithPath: options.hypothesisPath))
  let rows = Shrinking.challenges(runs: options.challengeRuns, base: options.seedBase, hypothesis: hypothesis)
  report.challenge = rows
  let firstRun = options.seedBase * options.challengeRuns + 1
  let runRange = "k = \(firstRun)...\(firstRun + options.challengeRuns - 1)"
  print(
    "4. Shrinking challenge over \(options.challengeRuns) seeds (7919·k, \(runRange); Hypothesis from \(options.hypothesisPath))"
  )
  print(
    table(
      [["challenge", "ideal", "found", "mean evals", "Hypothesis ideal", "Hypothesis evals", "ours/theirs"]]
        + rows.map { row in
          [
            row.challenge, "\(row.ideal)/\(row.runs)", "\(row.found)", format(row.meanShrinkEvaluations),
            row.hypothesisIdeal.map { "\($0)/\(row.hypothesisFound ?? 0)" } ?? "-",
            row.hypothesisMeanShrinkEvaluations.map { format($0) } ?? "-",
            row.hypothesisMeanShrinkEvaluations.map { format(row.meanShrinkEvaluations / max($0, 0.001), digits: 2) }
              ?? "-",
          ]
        }))
  print("   ideal on at least 95% of runs: \(rows.filter { $0.ideal * 100 >= $0.runs * 95 }.count) of \(rows.count)\n")
}

if options.sections.contains("faults") {
  let rows = FaultCount.rows(seeds: options.seeds, isolated: isolated)
  report.faults = rows
  print(
    "5. Faults per single-fault mutant over \(options.seeds) seeds, default budget (\(ConformanceConfiguration().cases) cases)"
  )
  print(
    table(
      [["mutant", "origin", "clause", "exactly one", "faults per seed", "clause split"]]
        + rows.map {
          [
            $0.mutant, $0.origin, $0.clause, "\($0.exactlyOne)/\($0.seeds)",
            $0.faults.map(String.init).joined(separator: " "), "\($0.clauseSplit)",
          ]
        }))
  print(FaultCount.summary(rows) + "\n")
}

if options.sections.contains("evidence") {
  let rows = EvidenceFloor.rows(seeds: options.seeds, base: options.seedBase, isolated: isolated)
  report.evidence = rows
  report.firstSeed = options.seedBase + 1
  let seeds = "\(options.seedBase + 1)-\(options.seedBase + options.seeds)"
  print(
    "6. Evidence: checked steps per applicable clause of every bundled implementation, seeds \(seeds), default budget"
  )
  print(table(EvidenceFloor.table(rows, floor: ConformanceConfiguration.defaultEvidenceFloor)))
  print(EvidenceFloor.summary(rows, floor: ConformanceConfiguration.defaultEvidenceFloor))
}

if options.sections.contains("corpus") {
  var rows: [CorpusDetection.Row]
  var seeds = options.seeds
  if let path = options.corpusFromJSON {
    do {
      (rows, seeds) = try CorpusDetection.rows(fromJSON: URL(fileURLWithPath: path), isolated: isolated)
    } catch {
      fail("could not read \(path): \(ErrorWords.describe(error))")
    }
  } else {
    rows = CorpusDetection.rows(seeds: options.seeds, isolated: isolated, only: options.corpusBug)
  }
  report.corpus = rows
  report.corpusBugs = CorpusCatalogue.bugs.count
  report.seeds = seeds
  print("5. The real-bug corpus over \(seeds) seeds, default budget (fixed ports at the default seed)")
  let section = CorpusDetection.markdown(rows, seeds: seeds)
  print(section + "\n")
  if let path = options.corpusMarkdownPath {
    do {
      try CorpusDetection.write(section, into: path)
      print("Wrote the corpus table into \(path).")
    } catch {
      fail("could not write \(path): \(ErrorWords.describe(error))")
    }
  }
}

do {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  let url = URL(fileURLWithPath: options.jsonPath)
  try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try encoder.encode(report).write(to: url)
  print("Wrote \(options.jsonPath).")
} catch {
  fail("could not write \(options.jsonPath): \(ErrorWords.describe(error))")
}

import Foundation
import InputConformance
import InputGenerators

/// What the command line asked for.
struct FuzzOptions {
  /// How much to run.
  enum Budget: Equatable {
    case cases(Int)
    case seconds(Double)
  }

  static let defaultCases = 150

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
  var caseTimeLimit: Double = 2
  var matrixPath: String?

  static let usage = """
    usage: input-fuzz [--family resp|key|pick|date|fact|all] [--implementation NAME|all]
                      [--cases N | --seconds S] [--seed N] [--shard I/N]
                      [--json PATH] [--store DIR] [--replay TOKEN] [--list] [--help]

    Fuzzes event sequences against input-view implementations beside the reference
    model and reports every clause of CONFORMANCE.md they break, with a shrunk,
    replayable trace. Cases run in child processes: a trap or a hang is reported
    as a violation of kind crash or hang.

    options:
      --family F          one family, or all (default: all)
      --implementation N  reference, seed-000 … seed-004, a member name, or all (default: all)
      --cases N           cases per implementation and family (default: \(defaultCases))
      --seconds S         a total time budget instead of a case count
      --seed N            the run's seed (default: random, printed)
      --shard I/N         run the I-th of N disjoint slices of the case space (I from 1)
      --json PATH         also write the report as JSON
      --store DIR         keep failing cases here and replay them first (default: .input-fuzz)
      --replay TOKEN      re-run exactly one failing case and print its trace and diff
      --case-timeout S    seconds a case may take before it is a hang (default: 2)
      --matrix FILE       regenerate the conformance matrix in FILE (CONFORMANCE.md) at the
                          default seed and budget (every bundled implementation and family)
      --list              list families, clauses and implementations
      --help              show this help

    exit status: 0 every violation is a declared known deviation; 1 other violations;
                 2 usage error; 3 the reference disagreed with itself (bad oracle).
    """

  /// Parses arguments (without the program name).
  static func parse(_ arguments: [String]) throws(UsageError) -> FuzzOptions {
    var options = FuzzOptions()
    var index = 0
    var sawCases = false
    var sawSeconds = false
    func value(for flag: String, inline: String?) throws(UsageError) -> String {
      if let inline { return inline }
      index += 1
      guard index < arguments.count, !arguments[index].hasPrefix("--") else { throw .missingValue(flag: flag) }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let flag = parts[0]
      let inline = parts.count == 2 ? parts[1] : nil
      switch flag {
      case "--family":
        let text = try value(for: flag, inline: inline)
        if text == "all" {
          options.families = ContractFamily.allCases
        } else if let family = ContractFamily(rawValue: text) {
          options.families = [family]
        } else {
          throw .badValue(flag: flag, value: text, expected: "one of resp, key, pick, date, fact, all")
        }
      case "--implementation":
        let text = try value(for: flag, inline: inline)
        options.implementation = text == "all" ? nil : text
      case "--cases":
        let text = try value(for: flag, inline: inline)
        guard let count = Int(text), count > 0 else {
          throw .badValue(flag: flag, value: text, expected: "a positive whole number")
        }
        options.budget = .cases(count)
        sawCases = true
      case "--seconds":
        let text = try value(for: flag, inline: inline)
        guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
          throw .badValue(flag: flag, value: text, expected: "a positive number of seconds")
        }
        options.budget = .seconds(seconds)
        sawSeconds = true
      case "--seed":
        let text = try value(for: flag, inline: inline)
        guard let seed = UInt64(text) else {
          throw .badValue(flag: flag, value: text, expected: "a whole number from 0 to 2^64 − 1")
        }
        options.seed = seed
      case "--shard":
        let text = try value(for: flag, inline: inline)
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Int($0) }
        guard parts.count == 2, numbers.count == 2, numbers[1] > 0, (1...numbers[1]).contains(numbers[0]) else {
          throw .badValue(flag: flag, value: text, expected: "I/N with 1 ≤ I ≤ N, such as 2/4")
        }
        options.shard = ConformanceConfiguration.Shard(index: numbers[0] - 1, count: numbers[1])
      case "--json": options.jsonPath = try value(for: flag, inline: inline)
      case "--store": options.storeDirectory = try value(for: flag, inline: inline)
      case "--replay":
        let text = try value(for: flag, inline: inline)
        do {
          options.replay = try ConformanceToken(parsing: text)
        } catch {
          throw .malformedToken(error)
        }
      case "--case-timeout":
        let text = try value(for: flag, inline: inline)
        guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
          throw .badValue(flag: flag, value: text, expected: "a positive number of seconds")
        }
        options.caseTimeLimit = seconds
      case "--matrix": options.matrixPath = try value(for: flag, inline: inline)
      case "--list": options.list = true
      case "--help", "-h": options.help = true
      case "--worker": options.worker = true
      default: throw .unknownFlag(argument)
      }
      index += 1
    }
    if sawCases && sawSeconds { throw .conflicting("--cases", "--seconds") }
    if options.replay != nil && options.implementation == nil { throw .replayNeedsImplementation }
    if options.matrixPath != nil {
      if options.seed != nil { throw .conflicting("--matrix", "--seed") }
      if options.implementation != nil { throw .conflicting("--matrix", "--implementation") }
      if sawSeconds { throw .conflicting("--matrix", "--seconds") }
      if options.families != ContractFamily.allCases { throw .conflicting("--matrix", "--family") }
      if !sawCases { options.budget = .cases(ConformanceConfiguration().cases) }
      options.seed = ConformanceConfiguration.defaultSeed
    }
    return options
  }
}

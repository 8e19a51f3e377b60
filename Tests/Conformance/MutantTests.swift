import Foundation
import InputConformance
import InputGenerators
import InputImplementations
@_spi(Harness) import InputPlatform
import Testing

/// A mutant of the catalogue, named by its id in test output.
struct MutantCase: Sendable, CustomTestStringConvertible {
  let id: String
  var testDescription: String { id }
  var mutant: Mutant { MutantCatalogue.mutant(id: id)! }

  static let all =
    MutantCatalogue.all.map { MutantCase(id: $0.id) }
  static let trapping =
    MutantCatalogue.all.filter(\.traps).map { MutantCase(id: $0.id) }
}

/// The mutants' pins.
enum MutantPins {
  static let store = PinStore<MutantPin>(name: "mutants", suite: "MutantTests")
}

@Suite struct MutantTests {
  @Test func catalogueCoversEveryBugClass() {
    let all = MutantCatalogue.all
    #expect(Set(all.map(\.bugClass)) == Set(1...26))
    #expect(Set(all.map(\.id)).count == all.count, "ids are unique")
    for mutant in all {
      #expect(mutant.implementation.name == "mutant/\(mutant.id)")
      #expect(mutant.implementation.capabilities.families.contains(mutant.family))
      #expect(mutant.implementation.capabilities.applies(mutant.clause), "\(mutant.id): \(mutant.clause) applies")
    }
  }

  /// Every clause of a family is declared by at least one mutant (FACT-6 excepted: example tests only).
  @Test(arguments: ContractFamily.allCases)
  func everyClauseIsDeclaredByAMutant(_ family: ContractFamily) {
    let declared = Set(MutantCatalogue.all.map(\.clause))
    let missing = ClauseCatalog.all.map(\.id).filter {
      $0.family == family && !declared.contains($0) && $0 != ClauseID(.fact, 6)
    }
    #expect(missing.isEmpty, "no mutant declares \(missing.map(\.description))")
    #expect(!declared.contains(ClauseID(.fact, 6)), "FACT-6 is checked by the example tests only")
  }

  /// What the suite does with the mutant, pinned (`Tests/Pins/mutants.json`): what its minimal trace breaks,
  /// whether the default budget reports its clause, what the shrunk trace replays as, and whether it is minimal.
  /// A trapping mutant is judged the same way, every case of it in an `input-fuzz --worker` process, so its trap
  /// is a crash finding of a clause like any other break.
  ///
  /// The runner's loop is first replayed without shrinking up to the case that reports the clause; the runner
  /// then runs the default budget and stops after exactly that many cases. Its cases are deterministic and a case
  /// only depends on what was found and exercised before it (and, for steering, on the budget, which stays the
  /// default's), so the violation is the one the full 200-case run reports, at a fraction of the cost.
  @Test(Sweeps.trait, arguments: await MutantCase.all)
  func pinned(_ item: MutantCase) {
    let mutant = item.mutant
    let evaluator = Self.evaluator(for: mutant)
    let minimal = evaluator.evaluate(
      .events(mutant.minimalTrace), implementation: mutant.implementation, family: mutant.family,
      settings: CaseSettings()
    ).outcome
    var pin = MutantPin(
      clause: mutant.clause.description,
      minimalTraceBreaks: MutantPin.minimalTraceBreaks(minimal, minimalLength: mutant.minimalTrace.count))
    if let cases = Self.caseReporting(mutant, evaluator: evaluator) {
      // Only the mutant's clause is shrunk: the others are found in the same order, unshrunk.
      var configuration = ConformanceConfiguration(unusualInput: true)
      configuration.stopsAfter = cases
      configuration.shrinksOnly = [mutant.clause]
      let report = ConformanceRunner(configuration: configuration, evaluator: evaluator).run(
        mutant.implementation, family: mutant.family)
      if let violation = report.violations.first(where: { $0.clause == mutant.clause }) {
        #expect(violation.casesToDetection == cases)
        let replayed = evaluator.evaluate(
          .events(violation.trace), implementation: mutant.implementation, family: mutant.family,
          settings: CaseSettings()
        ).outcome
        // A shrunk trace is one the generators could have produced: every event possible in its state.
        #expect(replayed.impossibleEvent == nil, "\(violation.trace.map(\.description))")
        pin.detection = MutantPin.Detection(
          cases: cases, trace: violation.trace.map(\.swiftLiteral),
          replaysAs: replayed.finding.map { MutantPin.describe($0) } ?? "nothing",
          minimal: violation.trace.count <= mutant.minimalTrace.count)
      } else {
        Issue.record("\(mutant.clause) was found at case \(cases) without shrinking, but not by the shrinking run")
      }
    }
    let pinned = MutantPins.store.pin(mutant.id)
    pin.gap = pinned?.gap
    MutantPins.store.check(pin, key: mutant.id)
    if pin.shortfalls.isEmpty {
      #expect(pin.gap == nil, "\(mutant.id) meets the ideal now: remove its gap from Tests/Pins/mutants.json")
    } else {
      #expect(
        pin.gap != nil,
        "\(mutant.id) falls short (\(pin.shortfalls.joined(separator: ", "))): say why in its gap in Tests/Pins/mutants.json"
      )
    }
  }

  @Test("Every mutant is pinned, and every pin is a mutant")
  func everyMutantIsPinned() {
    MutantPins.store.checkKeys(Set(MutantCase.all.map(\.id)))
  }

  /// Where the mutant's cases run: a trapping one's in worker processes (a trap would end this process).
  static func evaluator(for mutant: Mutant) -> any CaseEvaluator {
    mutant.traps ? ProcessPoolEvaluator(executable: InputFuzzProcess.executable) : InProcessEvaluator()
  }

  /// Trapping mutants are marked, and their minimal trace does trap (in a child process).
  @Test(arguments: await MutantCase.trapping)
  func trappingMutantTraps(_ item: MutantCase) async {
    let id = item.id
    await #expect(processExitsWith: .trap) { [id = id as String] in
      await MainActor.run {
        let mutant = MutantCatalogue.mutant(id: id)!
        _ = CaseExecution(implementation: mutant.implementation, family: mutant.family).run(events: mutant.minimalTrace)
      }
    }
  }

  /// The case number (1-based) at which the runner's default loop first reports the mutant's clause.
  static func caseReporting(
    _ mutant: Mutant, evaluator: any CaseEvaluator, seed: UInt64 = ConformanceConfiguration.defaultSeed
  ) -> Int? {
    ConformanceRunner(configuration: ConformanceConfiguration(seed: seed, unusualInput: true), evaluator: evaluator)
      .casesToDetect(mutant.clause, in: mutant.implementation, family: mutant.family)
  }
}

extension MutantTests {
  /// Every PICK clause is declared by at least one mutant: a clause no fault is written for is a
  /// clause the catalogue cannot tell caught from passed.
  @Test func everyPickClauseIsDeclaredByAMutant() {
    let declared = Set(MutantCatalogue.all.map(\.clause))
    let undeclared = ClauseCatalog.clauses(of: .pick).map(\.id).filter { !declared.contains($0) }
    #expect(undeclared == [], "PICK clauses without a mutant")
  }
}

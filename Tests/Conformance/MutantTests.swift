import InputConformance
import InputGenerators
import InputImplementations
import Testing

/// A mutant of the catalogue, named by its id in test output.
struct MutantCase: Sendable, CustomTestStringConvertible {
  let id: String
  var testDescription: String { id }
  var mutant: Mutant { MutantCatalogue.mutant(id: id)! }

  static let nonTrapping = MutantCatalogue.all.filter { !$0.traps }.map { MutantCase(id: $0.id) }
  static let trapping = MutantCatalogue.all.filter(\.traps).map { MutantCase(id: $0.id) }
}

/// Where the runner, not the mutant, is at fault; each entry names the gap. The mutant review found
/// eight gaps (attribution of missing events, late settles, countdown bounds, invariants pre-empting
/// specific clauses, whole-event shrinking); all were fixed in the runner, and a gap that closes makes
/// its `withKnownIssue` fail, so these lists only ever shrink.
enum RunnerGap {
  /// Mutants whose minimal trace the runner attributes to another clause.
  static let misattributed: [String: String] = [:]

  /// Mutants the default budget does not report under their clause.
  static let notReported: [String: String] = [:]

  /// Mutants whose shrunk trace is longer than the minimal trace.
  static let shrinksLonger: [String: String] = [:]
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
  @Test(arguments: [ContractFamily.key, .date])
  func everyClauseIsDeclaredByAMutant(_ family: ContractFamily) {
    let declared = Set(MutantCatalogue.all.map(\.clause))
    let missing = ClauseCatalog.all.map(\.id).filter { $0.family == family && !declared.contains($0) }
    #expect(missing.isEmpty, "no mutant declares \(missing.map(\.description))")
  }

  /// (a) Replaying the minimal trace breaks exactly the mutant's clause.
  @Test(arguments: MutantCase.nonTrapping)
  func minimalTraceBreaksTheClause(_ item: MutantCase) {
    let mutant = item.mutant
    let outcome = CaseExecution(implementation: mutant.implementation, family: mutant.family).run(
      events: mutant.minimalTrace)
    #expect(outcome.trace.count == mutant.minimalTrace.count)
    let gap = RunnerGap.misattributed[mutant.id]
    withKnownIssue(Comment(rawValue: gap ?? "")) {
      #expect(outcome.finding?.clause == mutant.clause)
      #expect(outcome.finding?.isBadOracle == false)
    } when: {
      gap != nil
    }
  }

  /// (b) The default budget reports the clause; (c) its shrunk trace is no longer than the minimal one.
  ///
  /// The runner's loop is first replayed without shrinking up to the case that reports the clause;
  /// the runner then runs exactly that many cases. Its cases are deterministic and a case only
  /// depends on the clauses found before it, so the violation is the one the full 200-case run
  /// reports, at a fraction of the cost.
  @Test(arguments: MutantCase.nonTrapping)
  func defaultBudgetReportsTheClause(_ item: MutantCase) {
    let mutant = item.mutant
    let gap = RunnerGap.notReported[mutant.id]
    let detection = Self.caseReporting(mutant)
    guard let cases = detection else {
      withKnownIssue(Comment(rawValue: gap ?? "")) {
        Issue.record("\(mutant.clause) not reported within \(ConformanceConfiguration().cases) cases")
      } when: {
        gap != nil
      }
      return
    }
    #expect(gap == nil, "\(mutant.id) is caught now: remove it from RunnerGap.notReported")
    let report = ConformanceRunner(configuration: ConformanceConfiguration(cases: cases)).run(
      mutant.implementation, family: mutant.family)
    let violation = report.violations.first { $0.clause == mutant.clause }
    #expect(violation?.casesToDetection == cases)
    guard let violation else { return }
    // A shrunk trace is one the generators could have produced: every event possible in its state.
    let replayed = CaseExecution(implementation: mutant.implementation, family: mutant.family).run(
      events: violation.trace)
    #expect(replayed.impossibleEvent == nil, "\(violation.trace.map(\.description))")
    #expect(replayed.finding?.clause == mutant.clause)
    let shrinkGap = RunnerGap.shrinksLonger[mutant.id]
    withKnownIssue(Comment(rawValue: shrinkGap ?? "")) {
      #expect(
        violation.trace.count <= mutant.minimalTrace.count,
        "shrunk to \(violation.trace.map(\.description)), minimal is \(mutant.minimalTrace.map(\.description))")
    } when: {
      shrinkGap != nil
    }
  }

  /// Trapping mutants are marked, and their minimal trace does trap (in a child process).
  @Test(arguments: MutantCase.trapping)
  func trappingMutantTraps(_ item: MutantCase) async {
    #expect(item.mutant.traps)
    let id = item.id
    await #expect(processExitsWith: .failure) { [id = id as String] in
      let mutant = MutantCatalogue.mutant(id: id)!
      _ = CaseExecution(implementation: mutant.implementation, family: mutant.family).run(events: mutant.minimalTrace)
    }
  }

  /// The case number (1-based) at which the runner's default loop first reports the mutant's clause.
  static func caseReporting(_ mutant: Mutant, seed: UInt64 = ConformanceConfiguration.defaultSeed) -> Int? {
    ConformanceRunner(configuration: ConformanceConfiguration(seed: seed))
      .casesToDetect(mutant.clause, in: mutant.implementation, family: mutant.family)
  }
}

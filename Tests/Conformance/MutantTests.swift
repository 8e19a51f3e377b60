import Foundation
import InputConformance
import InputGenerators
import InputImplementations
import Testing

/// A mutant of the catalogue, named by its id in test output.
struct MutantCase: Sendable, CustomTestStringConvertible {
  let id: String
  var testDescription: String { id }
  var mutant: Mutant { MutantCatalogue.mutant(id: id)! }

  static let nonTrapping = selected.filter { !$0.traps }.map { MutantCase(id: $0.id) }
  static let trapping = selected.filter(\.traps).map { MutantCase(id: $0.id) }

  /// The mutants whose id or clause contains `INPUT_CONTRACTS_MUTANT_FILTER` ("RESP-", "FACT-", an id),
  /// or every mutant when it is unset.
  static var selected: [Mutant] {
    guard let filter = ProcessInfo.processInfo.environment["INPUT_CONTRACTS_MUTANT_FILTER"] else {
      return MutantCatalogue.all
    }
    return MutantCatalogue.all.filter { $0.id.contains(filter) || $0.clause.description.hasPrefix(filter) }
  }
}

/// Where the runner, not the mutant, is at fault; each entry names the gap. The mutant review found
/// eight gaps (attribution of missing events, late settles, countdown bounds, invariants pre-empting
/// specific clauses, whole-event shrinking), all fixed in the runner; the mutants written for every
/// clause (issue 10) found the ones listed here. A gap that closes makes its `withKnownIssue` fail,
/// so these lists only ever shrink.
enum RunnerGap {
  /// Mutants whose minimal trace the runner attributes to another clause.
  static let misattributed: [String: String] = [
    "end-editing-only-on-explicit-resign":
      "RESP-7's removal observation compares control events without the editing events; the missing editingDidEnd is RESP-14's (its invariant and its editing events)",
    "hidden-leaves-arbitration":
      "RESP-15's invariant (a keyboard with no first responder) fires at the hide step before RESP-8's observation, though nothing resigned or left the window",
    "outside-dismissal-reports-nothing":
      "RESP-19 needs the outcomes of a picker or date snapshot, which a RESP-family run does not take; the PICK run reports RESP-19 on this trace",
    "default-views-are-plain":
      "FACT-1's invariant (every part bound at the first creation) also runs without a factory, and invariants come before FACT-8's observation",
    "constraint-change-sends-value-changed":
      "DATE-7: its invariant takes every valueChanged on an app event; DATE-17 does not own valueChanged",
    "date-locale-reset-ignored":
      "DATE-9: the text the wrong locale gives differs first (text before locale); DATE-8 owns only the locale",
    "date-text-reads-machine-locale": "DATE-9: its invariant (text = formatted value) runs before DATE-15's",
    "delete-pops-inserted-slot":
      "KEY-5: KEY-10 observes only the typing of a mark, not the next delete its sentence speaks of",
    "equal-bounds-ignored": "DATE-3: its invariant (inside the bounds) runs before DATE-18's observation",
    "insert-keeps-first-character": "KEY-2: its invariant covers multi-character insertions, which are KEY-9's",
    "return-resigns-key-input": "KEY-2: its invariant covers \"\\n\" on a plain key-input view, which is KEY-11's",
    "year-and-month-keeps-day":
      "DATE-3: DATE-6 owns only the mode, not the instant the user settles on in .yearAndMonth",
    // PICK
    "reload-only-first-wheel":
      "PICK-22: every row-count mismatch is PICK-22's misuse, also when the data came first and the picker's reload skipped a wheel (PICK-1: as many rows as the data has)",
    "none-row-missing-from-count":
      "PICK-7 owns the row counts at opening, PICK-22 at data changes; PICK-1's row-count observation is general and loses to both",
    "out-of-range-select-clamps":
      "PICK-20's invariant asks that an out-of-range selection leave the selection unchanged, PICK-4's sentence; PICK-20's asks only for an in-bounds row",
    "select-api-forwards-out-of-range":
      "no finding: a misuse before the picker was ever in a window is recorded only when it joins one, while UIKit raises at the call",
    "done-emits-first-wheel-only":
      "PICK-8: its invariant judges every Done emission before PICK-13, whose sentence asks one title per component",
    "select-row-commits-value":
      "PICK-10: its transactional invariant runs before PICK-17, whose sentence names a value changed by selecting a row from code",
    "restored-value-not-validated":
      "PICK-11 owns the value at the initial step; PICK-20, whose sentence names a start value not in the data, observes only opening and Done",
    "initial-row-selected-unchecked":
      "no finding: an out-of-range selectRow is PICK-4's misuse only, which needs a selection API; PICK-20 (an initSelectedRow past the data) declares none",
    "data-change-keeps-stale-value":
      "PICK-11: its invariant (value outside the data) runs before PICK-21's observation of the value at a data change",
    "disabled-search-reads-above":
      "PICK-6: the run remembers a spun title as data[row], ignoring the none row, so PICK-24's trigger misses the settle on a disabled title",
  ]

  /// Mutants the default budget does not report under their clause.
  static let notReported: [String: String] = [
    "end-editing-only-on-explicit-resign": "RESP-14 is reported instead (see misattributed)",
    "select-row-sends-value-changed":
      "the RESP generator sends no app events, so RESP-13 meets only reloads and reads; the PICK run reports it at case 3",
    "outside-dismissal-reports-nothing":
      "a RESP-family run observes no outcome callbacks (RESP-19 not exercised); the PICK run reports it at case 3",
    "constraint-change-sends-value-changed": "always DATE-7 (see misattributed)",
    "delete-pops-inserted-slot": "always KEY-5 (see misattributed)",
    "delete-removes-whole-character":
      "the generators make no character whose last scalar is in U+0530…U+194F, so KEY-5's one-scalar rule never runs",
    "no-fitting-step-keeps-date":
      "DATE-19 is triggered by bounds changes only; the same fault after an interval or zone change is DATE-4's, DATE-8's",
    "year-and-month-keeps-day": "found as DATE-4 and DATE-10 (see misattributed)",
    // PICK
    "initial-row-selected-unchecked": "the misuse is attributed to no clause (see misattributed)",
    "disabled-search-reads-above":
      "PICK-24's trigger never fires on a settle onto a disabled title behind the none row",
  ]

  /// Mutants whose shrunk trace is longer than the minimal trace.
  static let shrinksLonger: [String: String] = [
    "custom-keys-bypass-gate":
      "4 events: the app's 4 characters and a delete are not shortened to the gate's 3 characters",
    // PICK
    "none-row-missing-from-count":
      "PICK-1 owns the row counts only where no other clause does: tap, host goes away and comes back (3, not 1)",
    "cancel-restores-stale-value":
      "no replacement turns tap, Done, tap into the app's setValue, tap: 5 events, not 4",
    "data-change-clears-value":
      "generated data never holds the initial titles, so a value that survives needs a replacement and a commit first (4, not 2)",
    "reload-only-first-wheel":
      "4 events: the second wheel's stale count shows only after a spin and a settle, not on the reload itself",
    "restored-value-not-validated":
      "4 events: at step 0 PICK-11 owns the value, so PICK-20 is seen only when the keyboard opens on it",
    "select-api-forwards-out-of-range":
      "2 events, not 1: the misuse is recorded only once the picker is in a window, so a tap comes first",
  ]

  /// Mutants whose minimal trace, written from the clause's sentence, the runner reports under the
  /// right clause before its last event: it sees the fault in an observation the sentence does not
  /// name. Their shrunk traces are then shorter than the minimal ones.
  static let reportsEarlier: [String: String] = [
    "can-become-ignores-enabled":
      "RESP-17 owns canBecomeFirstResponder at setEnabled steps: disabling alone shows the answer, one event before a disabled control becomes first",
    "date-becomes-first-while-disabled":
      "RESP-17 owns canBecomeFirstResponder at setEnabled steps: disabling alone shows the answer, one event before a disabled control becomes first",
  ]

  /// Mutants whose shrunk trace, replayed alone, the runner attributes to another clause: the run
  /// reported the mutant's clause only because that other clause had been found first.
  static let replaysElsewhere: [String: String] = [
    "equal-bounds-ignored": "DATE-3 (see misattributed)",
    "insert-keeps-first-character": "KEY-2 (see misattributed)",
    "return-resigns-key-input": "KEY-2 (see misattributed)",
    "refocuses-when-editing-ends":
      "RESP-6: replayed from a fresh start, the refused resign is seen before the keyboard left up",
    "hidden-leaves-arbitration": "RESP-15 (see misattributed)",
    "none-row-missing-from-count": "PICK-7: replayed from a fresh start, the opening shows the short count first",
    "reload-only-first-wheel": "PICK-22 (see misattributed)",
    "out-of-range-select-clamps": "PICK-20 (see misattributed)",
    "done-emits-first-wheel-only": "PICK-8 (see misattributed)",
    "select-row-commits-value": "PICK-10 (see misattributed)",
    "restored-value-not-validated": "PICK-11 (see misattributed)",
    "data-change-keeps-stale-value": "PICK-11 (see misattributed)",
    "date-locale-reset-ignored": "DATE-9 (see misattributed)",
    "default-views-are-plain": "FACT-1 (see misattributed)",
  ]
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

  /// (a) Replaying the minimal trace breaks exactly the mutant's clause.
  @Test(arguments: MutantCase.nonTrapping)
  func minimalTraceBreaksTheClause(_ item: MutantCase) {
    let mutant = item.mutant
    let outcome = CaseExecution(implementation: mutant.implementation, family: mutant.family).run(
      events: mutant.minimalTrace)
    let early = RunnerGap.reportsEarlier[mutant.id]
    withKnownIssue(Comment(rawValue: early ?? "")) {
      #expect(outcome.trace.count == mutant.minimalTrace.count)
    } when: {
      early != nil
    }
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
    // Only the mutant's clause is shrunk: the others are found in the same order, unshrunk.
    var configuration = ConformanceConfiguration(cases: cases)
    configuration.shrinksOnly = [mutant.clause]
    let report = ConformanceRunner(configuration: configuration).run(mutant.implementation, family: mutant.family)
    let violation = report.violations.first { $0.clause == mutant.clause }
    #expect(violation?.casesToDetection == cases)
    guard let violation else { return }
    // A shrunk trace is one the generators could have produced: every event possible in its state.
    let replayed = CaseExecution(implementation: mutant.implementation, family: mutant.family).run(
      events: violation.trace)
    #expect(replayed.impossibleEvent == nil, "\(violation.trace.map(\.description))")
    let replayGap = RunnerGap.replaysElsewhere[mutant.id]
    withKnownIssue(Comment(rawValue: replayGap ?? "")) {
      #expect(replayed.finding?.clause == mutant.clause)
    } when: {
      replayGap != nil
    }
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

extension MutantTests {
  /// Every PICK clause is declared by at least one mutant: a clause no fault is written for is a
  /// clause the catalogue cannot tell caught from passed.
  @Test func everyPickClauseIsDeclaredByAMutant() {
    let declared = Set(MutantCatalogue.all.map(\.clause))
    let undeclared = ClauseCatalog.clauses(of: .pick).map(\.id).filter { !declared.contains($0) }
    #expect(undeclared == [], "PICK clauses without a mutant")
  }
}

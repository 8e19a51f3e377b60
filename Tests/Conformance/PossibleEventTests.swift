import InputConformance
import InputGenerators
import InputImplementations
import Testing

/// Shrinking and replay keep traces possible: an event the generators would never produce in its
/// state stops a replay, and no shrunk trace contains one.
@Suite struct PossibleEventTests {
  @Test func aCountdownPickOutsideCountdownModeIsImpossible() {
    var context = EventContext(family: .date)
    context.isFirstResponder = true
    context.dateMode = .date
    #expect(!ContractEvents.isPossible(.pickCountDown(seconds: 59), in: context))
    context.dateMode = .countDownTimer
    #expect(ContractEvents.isPossible(.pickCountDown(seconds: 59), in: context))
    #expect(!ContractEvents.isPossible(.pickDate(seconds: 60), in: context))
  }

  @Test func aSpinWithoutThePickerPresentedIsImpossible() {
    var context = EventContext(family: .pick)
    context.rowCounts = [3]
    #expect(!ContractEvents.isPossible(.spin(component: 0, row: 1), in: context))
    context.isFirstResponder = true
    #expect(ContractEvents.isPossible(.spin(component: 0, row: 1), in: context))
    #expect(!ContractEvents.isPossible(.spin(component: 0, row: 3), in: context))
  }

  @Test func aReplayStopsAtTheFirstImpossibleEvent() {
    let mutant = MutantCatalogue.mutant(id: "countdown-keeps-seconds")!
    let outcome = CaseExecution(implementation: mutant.implementation, family: .date)
      .run(events: [.tap, .pickCountDown(seconds: 59), .tapAccessory(.done)])
    #expect(outcome.impossibleEvent == 1)
    #expect(outcome.trace == [.tap])
    #expect(outcome.finding == nil)
  }
}

import Foundation
import InputGenerators
@_spi(Harness) import InputPlatform
import InputReference

/// Two steps of lookahead for a clause no case has come near: an event is worth drawing when, performed on a
/// fresh reference after the events so far, it leads to a state one event away from checking the clause
/// (``TriggerPrediction`` from there). The reference is replayed from the start for each candidate (the model
/// has no copy), so this runs only in the few steered cases that search for such a clause (``Steering``).
struct ReferenceLookahead {
  let capabilities: Capabilities
  let family: ContractFamily
  let device: DeviceSettings
  let quirks: PlatformQuirks
  let prediction: TriggerPrediction

  /// Whether performing `events` on a fresh reference ends one event away from checking a clause looked for.
  func endsNearAMiss(_ events: [InputEvent], seed: UInt64) -> Bool {
    let environment = PlatformEnvironment(device: device, quirks: quirks)
    let start = environment.now
    let driver = DriverFacets(
      ReferenceImplementation.driver(for: capabilities, family: family, environment: environment))
    var tracker = GenerationTracker(family: family, capabilities: capabilities, quirks: quirks)
    var snapshot = Snapshot.observe(driver, family: family, start: start)
    for event in events {
      // The case skips a drawn event that cannot happen; so does the replay.
      guard ContractEvents.isPossible(event, in: tracker.context(reference: snapshot)) else { continue }
      _ = EventPerformer.perform(event, on: driver, start: start)
      tracker.note(event, before: snapshot)
      let count = snapshot.responder?.eventCount ?? 0
      snapshot = Snapshot.observe(driver, family: family, start: start, previousEventCount: count)
      snapshot.picker?.isSpinning = driver.picker?.isSpinning ?? tracker.isSpinning
    }
    let options = ContractEvents.options(for: tracker.context(reference: snapshot))
    let step = { (event: InputEvent) in
      StepContext(
        family: family, capabilities: capabilities, event: event, before: snapshot, after: snapshot,
        valueAtOpen: nil, dateAtOpen: nil, start: start, otherAfter: snapshot, device: device,
        hostIsGone: tracker.hostIsGone(snapshot), spunTitles: tracker.spunTitles)
    }
    return !prediction.clauses(checkedBy: options, step: step, seed: seed).isEmpty
  }
}

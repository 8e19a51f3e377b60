import Foundation
import InputGenerators
@_spi(Harness) import InputPlatform
import InputReference

/// Lookahead for a clause no case has come near: an event is worth drawing when, performed on a fresh reference
/// after the events so far, it leads to a state one event away from checking the clause (``TriggerPrediction``
/// from there), or, failing that, to a state from which one more event does. The reference is replayed from the
/// start for each candidate (the model has no copy), so this runs only in the few steered cases that search for
/// such a clause (``Steering``).
struct ReferenceLookahead {
  let capabilities: Capabilities
  let family: ContractFamily
  let device: DeviceSettings
  let quirks: PlatformQuirks
  /// Whether unusual input is drawn (`--unusual-input`).
  let unusualInput: Bool
  let prediction: TriggerPrediction

  /// Whether performing `events` on a fresh reference ends at most `steps` events away from checking a clause looked
  /// for: one event away for 1; for 2, some event drawn there (one sample of each option) ends one event away.
  func endsWithin(_ steps: Int, of events: [InputEvent], seed: UInt64) -> Bool {
    guard steps > 1 else { return endsNearAMiss(events, seed: seed) }
    var scratch = DrawContext(seed: seed)
    for option in state(after: events).options where option.weight > 0 {
      guard let event = try? option.generator.generate(in: &scratch) else { continue }
      if endsWithin(steps - 1, of: events + [event], seed: seed) { return true }
    }
    return false
  }

  /// Whether performing `events` on a fresh reference ends one event away from checking a clause looked for.
  func endsNearAMiss(_ events: [InputEvent], seed: UInt64) -> Bool {
    let state = state(after: events)
    return !prediction.clauses(checkedBy: state.options, step: state.step, seed: seed).isEmpty
  }

  /// The generator's options after `events` on a fresh reference, and the step an event would make there.
  private func state(
    after events: [InputEvent]
  ) -> (
    options: [(weight: Int, generator: Generator<InputEvent>)], step: (InputEvent) -> StepContext
  ) {
    var replay = ReferenceReplay(capabilities: capabilities, family: family, device: device, quirks: quirks)
    replay.unusualInput = unusualInput
    for event in events { replay.perform(event) }
    let (tracker, snapshot, start) = (replay.tracker, replay.snapshot, replay.start)
    let options = ContractEvents.options(for: tracker.context(reference: snapshot))
    let step = { (event: InputEvent) in
      StepContext(
        family: family, capabilities: capabilities, event: event, before: snapshot, after: snapshot,
        valueAtOpen: nil, dateAtOpen: nil, start: start, otherAfter: snapshot, device: device,
        hostIsGone: tracker.hostIsGone(snapshot), spunTitles: tracker.spunTitles)
    }
    return (options, step)
  }
}

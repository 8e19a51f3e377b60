import Foundation
import InputGenerators
@_spi(Harness) import InputPlatform
import InputReference

/// Events replayed on a fresh reference, which never traps: how the steering's lookahead (``ReferenceLookahead``)
/// and a trap's attribution (``CrashAttribution``) see what an event does. The model has no copy, so each replay
/// starts from the beginning.
struct ReferenceReplay {
  let family: ContractFamily
  let device: DeviceSettings
  let driver: DriverFacets
  /// The start instant of the replay's environment.
  let start: Date
  /// What the run remembers (spins, the host), as a case's tracker does.
  private(set) var tracker: GenerationTracker
  /// Whether unusual input is drawn (`--unusual-input`): what the tracker's contexts offer.
  var unusualInput: Bool {
    get { tracker.unusualInput }
    set { tracker.unusualInput = newValue }
  }
  /// The reference's observations after the events so far.
  private(set) var snapshot: Snapshot

  init(capabilities: Capabilities, family: ContractFamily, device: DeviceSettings, quirks: PlatformQuirks) {
    let environment = PlatformEnvironment(device: device, quirks: quirks)
    self.family = family
    self.device = device
    start = environment.now
    driver = DriverFacets(ReferenceImplementation.driver(for: capabilities, family: family, environment: environment))
    tracker = GenerationTracker(family: family, capabilities: capabilities, quirks: quirks)
    snapshot = Snapshot.observe(driver, family: family, start: start)
  }

  /// Performs `event` unless it cannot happen in this state (a case skips a drawn one too); returns whether it did.
  @discardableResult
  mutating func perform(_ event: InputEvent) -> Bool {
    guard ContractEvents.isPossible(event, in: tracker.context(reference: snapshot)) else { return false }
    let before = snapshot
    _ = EventPerformer.perform(event, on: driver, start: start)
    tracker.note(event, before: before)
    snapshot = Snapshot.observe(
      driver, family: family, start: start, previousEventCount: before.responder?.eventCount ?? 0)
    snapshot.picker?.isSpinning = driver.picker?.isSpinning ?? tracker.isSpinning
    return true
  }
}

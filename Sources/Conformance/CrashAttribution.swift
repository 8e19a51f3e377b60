import Foundation
import InputGenerators
@_spi(Harness) import InputPlatform
import InputReference

/// The clause a trap or a hang breaks: the one whose behaviour its event should have produced.
///
/// The worker names the clause the event exercises before it is performed (``ClauseRules/crashClause(at:fields:)``,
/// which its crash avoidance is keyed on), and cannot look further: the implementation is gone. Here the events are
/// replayed on a fresh reference, which never traps: the observation the event changes there first (in the order
/// differences are attributed: the value before the text, the text before the control events) names the clause that
/// owns it at that step; where the event changes nothing (a delete on empty text), the most specific clause the step
/// exercises does. A clause that precedes the other is taken (CONFORMANCE.md, "Which clause is the root").
///
/// A trap while typing is KEY-2's (the text the insertion should have made), not KEY-8's (its `editingChanged`); a
/// hang while the app replaces the data is the value's clause, not an editing event's.
///
/// The replay observes what the component's own family observes, whichever family's run the trap happened in: a
/// trap at Done is PICK-8's (the result Done should have emitted) in a RESP run too, so one trap is one clause in
/// every run, as a root is a root in every family.
public enum CrashAttribution {
  /// The clause for a trap or hang at the last event of `trace`, or `nil` when there is no event.
  public static func clause(
    trace: [InputEvent], capabilities: Capabilities, family: ContractFamily, quirks: PlatformQuirks
  ) -> ClauseID? {
    var events = trace[...]
    var device = DeviceSettings.standard
    if case .device(let settings)? = events.first {
      device = settings
      events = events.dropFirst()
    }
    guard let last = events.last else { return nil }
    let family = observingFamily(capabilities, run: family)
    var replay = ReferenceReplay(capabilities: capabilities, family: family, device: device, quirks: quirks)
    var before = replay.snapshot
    var hostWasGone = false
    var spunTitles: [String] = []
    for event in events {
      before = replay.snapshot
      hostWasGone = replay.tracker.hostIsGone(before)
      spunTitles = replay.tracker.spunTitles
      replay.perform(event)
    }
    let (snapshot, start) = (replay.snapshot, replay.start)
    let rules = ClauseRules(for: capabilities)
    let step = StepContext(
      family: family, capabilities: capabilities, event: last, before: before, after: snapshot, valueAtOpen: nil,
      dateAtOpen: nil, start: start, otherAfter: snapshot, device: device, hostIsGone: hostWasGone,
      spunTitles: spunTitles)
    let beforeFields = Dictionary(
      before.fields(start: start).map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    // What one step sent is new at every step: it counts when the event sent something, not when it differs from
    // what the step before sent.
    let changed = snapshot.fields(start: start).filter { field in
      ConformanceRunner.stepFields.contains(field.name.rawValue)
        ? field.value != "[]" : beforeFields[field.name] != field.value
    }.map(\.name)
    let byOrder = changed.sorted { $0.attributionPriority < $1.attributionPriority }
    let produced = byOrder.lazy.compactMap { rules.owner(of: $0, at: step) }.first
    let specific = rules.crashClause(at: step, fields: snapshot.fieldNames)
    return ClausePrecedence.root(of: [produced, specific].compactMap { $0 })
  }

  /// The family whose observations judge a crash in `family`'s run: the one of the component's kind, where it is
  /// declared (a picker keyboard's results and value are observed only in a PICK run), else the run's own.
  static func observingFamily(_ capabilities: Capabilities, run family: ContractFamily) -> ContractFamily {
    let own: ContractFamily =
      switch capabilities.kind {
      case .pickerKeyboard: .pick
      case .dateKeyboard: .date
      case .keyInputView: .key
      case .viewFactory: .fact
      }
    return family == .resp && capabilities.families.contains(own) ? own : family
  }
}

nonisolated extension ObservedField.Name {
  /// The order in which a step's differences are attributed: what the event returned or emitted (a result, a
  /// cancellation, an outcome callback), the value, the text, then the presentation, the control events and the
  /// responder.
  static let attributionOrder: [ObservedField.Name] = [
    .lastCallResult, .results, .cancellations, .outcomes, .value, .pickerDate, .date, .mode, .countDown, .text,
    .hasText, .wheels, .rows,
    .editMenu, .caret, .selectionRects, .valueChanged, .firstResponder, .keyboard, .inWindow, .controlEvents, .parts,
    .playCount,
  ]

  /// This field's place in ``attributionOrder`` (fields not in it come last).
  var attributionPriority: Int {
    Self.attributionOrder.firstIndex(of: self) ?? Self.attributionOrder.count
  }
}

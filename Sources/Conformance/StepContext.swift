import Foundation
import InputGenerators
import InputReference

/// What a check sees of one step: the event, the observations before and after,
/// and what the run remembers (the value and date when the keyboard opened).
public struct StepContext {
  /// The family being checked.
  public var family: ContractFamily
  /// The implementation's declaration.
  public var capabilities: Capabilities
  /// The event of this step; `nil` for the initial state.
  public var event: InputEvent?
  /// The observations before the event.
  public var before: Snapshot
  /// The observations after the event.
  public var after: Snapshot
  /// The committed picker value when the keyboard last opened.
  public var valueAtOpen: [String]??
  /// The date when the keyboard last opened.
  public var dateAtOpen: Date?
  /// The start instant.
  public var start: Date
  /// The step before this one, if any.
  public var previous: Previous?

  /// An earlier step: its event and the observations before it.
  public struct Previous {
    public var event: InputEvent
    public var before: Snapshot
  }

  var wasFirst: Bool { before.responder?.isFirstResponder ?? false }
  var isFirst: Bool { after.responder?.isFirstResponder ?? false }
  var newEvents: [ControlEvent] { after.responder?.stepEvents ?? [] }
}

import Foundation
import InputGenerators

/// What makes two crashes (or two hangs) one fault: the kind, the kind of event during which it
/// happened, and the runtime's message (`Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out
/// of range`) when there is one.
///
/// A trap is reported once, under the clause its event exercised when it was first found. Met again
/// while its event exercises another clause (typing one character exercises KEY-2, typing three
/// KEY-9), it is the same trap, not a new violation. Two different faults with the same message during
/// the same kind of event are taken for one; the second shows once the first is fixed.
nonisolated public struct TrapIdentity: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Crash or hang.
  public var kind: ViolationKind
  /// The event's kind, without its payload (`type`, `tapAccessory(done)`).
  public var eventKind: String
  /// The runtime's message, if the worker wrote one.
  public var message: String?

  public init(kind: ViolationKind, event: InputEvent, message: String?) {
    self.kind = kind
    self.eventKind = event.kind
    self.message = message
  }

  public var description: String {
    "\(kind == .hang ? "hang" : "trap") during \(eventKind)" + (message.map { ": \($0)" } ?? "")
  }

  /// Words the Swift runtime writes on standard error just before it traps.
  static let markers = ["Fatal error", "Precondition failed", "Assertion failed"]

  /// The runtime's message in a worker's standard error: its last line that reports a trap, if any.
  ///
  /// ```swift
  /// TrapIdentity.message(in: "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range\n")
  /// // "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range"
  /// ```
  public static func message(in errorOutput: String) -> String? {
    let line = errorOutput.split(whereSeparator: \.isNewline).last { line in
      markers.contains { line.contains($0) }
    }
    return line.map { String($0.trimmingCharacters(in: .whitespaces).prefix(300)) }
  }
}

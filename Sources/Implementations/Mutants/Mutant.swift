import InputConformance
import InputGenerators

/// A single-fault variant of a reference component: a small, realistic bug of one
/// of the bug classes in the research notes, with the clause it must break and the
/// shortest trace known to show it.
public struct Mutant: Sendable {
  /// A stable identifier, e.g. `delete-on-empty-traps`.
  public let id: String
  /// The bug class (1…26 of the contract research) it belongs to.
  public let bugClass: Int
  /// What the fault is, in one sentence.
  public let summary: String
  /// The clause the suite must report.
  public let clause: ClauseID
  /// The family the clause belongs to.
  public var family: ContractFamily { clause.family }
  /// The shortest event trace known to break the clause.
  public let minimalTrace: [InputEvent]
  /// Whether the fault traps (so it must run in a child process).
  public let traps: Bool
  /// The faulty implementation.
  public let implementation: Implementation

  public init(
    id: String, bugClass: Int, summary: String, clause: ClauseID, minimalTrace: [InputEvent], traps: Bool = false,
    implementation: Implementation
  ) {
    self.id = id
    self.bugClass = bugClass
    self.summary = summary
    self.clause = clause
    self.minimalTrace = minimalTrace
    self.traps = traps
    self.implementation = implementation
  }
}

/// Where a mutant comes from: the v1 catalogue, or written since. Every mutant in the repository has been seen
/// and tuned on, whatever its origin, so neither group measures how the suite does on faults nobody tuned for
/// (that is measured on faults and real bugs outside the repository); the two are reported apart because the v1
/// runner was fixed against the v1 mutants, which flatters them (`input-bench --section catalogue`).
public enum MutantOrigin: String, Sendable, CaseIterable {
  /// The 44 mutants of the v1 catalogue (as of commit 9104490's parent, before CONFORMANCE.md v2).
  case v1
  /// The mutants written since v1.
  case newer

  /// The origin of the mutant `id`.
  public init(id: String) {
    self = Self.v1Identifiers.contains(id) ? .v1 : .newer
  }

  /// The identifiers of the v1 catalogue's mutants (`git show 9104490^:Sources/Implementations/Mutants/`).
  public static let v1Identifiers: Set<String> = [
    "accessory-rebuilt-on-read", "become-ignores-result", "can-become-ignores-enabled",
    "cancel-does-not-restore-date", "cancel-keeps-wheel-value", "countdown-applies-bounds", "countdown-keeps-seconds",
    "date-getter-ignores-bounds", "delete-handled-twice", "delete-on-empty-sends-change", "delete-on-empty-traps",
    "delete-removes-last-scalar", "delete-removes-last-utf16-unit", "done-does-not-dismiss",
    "done-does-not-resign-date", "done-reads-cached-callback", "done-sends-extra-value-changed",
    "done-settles-spin-first", "empty-data-done-emits-nothing", "empty-data-done-indexes-row",
    "empty-wheel-emits-blank-title", "end-editing-only-on-explicit-resign", "factory-binds-only-once",
    "factory-shares-caption-label", "has-text-always-true", "has-text-flag-not-cleared",
    "has-text-ignores-whitespace", "input-view-wrapped-on-read", "interval-floors-after-clamping", "interval-ignored",
    "live-settle-ignores-dismissal", "mirrored-selection-not-clamped", "out-of-range-select-clamps",
    "readout-caches-last-change", "reload-bounces-first-responder", "reload-only-first-wheel",
    "reopen-skips-showing-value", "resign-sends-extra-end", "resign-without-super", "select-row-notifies-delegate",
    "set-date-sends-value-changed", "text-ignores-locale", "text-ignores-time-zone",
    "window-cached-for-first-responder",
  ]
}

extension Mutant {
  /// Where this mutant comes from.
  public var origin: MutantOrigin { MutantOrigin(id: id) }

  /// Whether the fault is put in the model's own UIKit, through the seams only platform mutants override
  /// (`@_spi(PlatformMutation)`, the `*PlatformMutants.swift` files): a faulty platform, not a faulty component.
  public var changesThePlatform: Bool { Self.platformMutantIdentifiers.contains(id) }

  /// The mutants built on the classes of `DatePlatformMutants.swift`, `PickerPlatformMutants.swift` and
  /// `ResponderPlatformMutants.swift`.
  static let platformMutantIdentifiers: Set<String> = [
    "window-cached-for-first-responder", "hidden-leaves-arbitration", "mirrored-selection-not-clamped",
    "spin-reports-before-settle", "spinning-wheel-reports-target", "date-getter-ignores-bounds",
    "interval-floors-after-clamping", "interval-ignored", "countdown-keeps-seconds", "countdown-applies-bounds",
    "year-and-month-keeps-day", "interval-rounds-every-mode", "constraint-change-sends-value-changed",
    "equal-bounds-ignored", "no-fitting-step-keeps-date",
  ]
}

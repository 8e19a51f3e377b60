import InputDriving
import InputGenerators
import InputReference

/// Everything the runner does for one clause of CONFORMANCE.md, in one place.
///
/// A rule says which implementations the clause applies to (``needs``), which
/// observations it compares with the reference and at which steps
/// (``observations``: its trigger and the fields it owns there), and the
/// invariant it checks on both sides (``invariant``), if any. Attribution is
/// derived from these declarations: a difference in a field is the clause's
/// whose observation owns that field at that step, the most specific first.
///
/// ```swift
/// ClauseRule(ClauseID(.pick, 12), needs: { _ in true }) {
///   Observation(.value, .specific) { $0.event == .settle && !$0.wasFirst }
/// } invariant: { step in ... }
/// ```
nonisolated public struct ClauseRule: Sendable {
  /// The clause.
  public let id: ClauseID
  /// The capabilities the clause needs beyond its family (Cancel offered, several components…).
  public let needs: @Sendable (Capabilities) -> Bool
  /// What the clause needs beyond its family, in words ("a Cancel button"), said when it does not apply.
  public let requires: String?
  /// What the clause compares with the reference, and when.
  public let observations: [Observation]
  /// Where the clause leaves a choice: fields not compared at those steps, whose value the
  /// reference adopts from the implementation (the invariant still checks the clause).
  public let latitude: [Latitude]
  /// What holds whatever the reference says; `.notApplicable` on steps it does not speak about.
  public var invariant: (@MainActor @Sendable (StepContext) -> Invariant.Result)? { invariantCheck?.check }
  /// The invariant, kept in a struct: a closure kept in an optional is called through a reabstraction thunk, and the
  /// checking loop calls every invariant at every step.
  let invariantCheck: InvariantCheck?
  /// The calls UIKit rejects that break the clause (CONFORMANCE.md, "Platform misuse").
  public let misuses: Set<PlatformMisuse.Kind>
  /// Whether the clause speaks of a responder (first responder, input views, editing events, the control's own
  /// events), so that it does not apply to a component presenting a popover from an origin button.
  public let respondersOnly: Bool

  /// A rule's invariant.
  struct InvariantCheck: Sendable {
    let check: @MainActor @Sendable (StepContext) -> Invariant.Result
  }

  /// A rule without an invariant, or with one given as an optional.
  public init(
    _ id: ClauseID, needs: @escaping @Sendable (Capabilities) -> Bool = { _ in true }, requires: String? = nil,
    respondersOnly: Bool = false, observations: [Observation] = [], latitude: [Latitude] = [],
    misuses: Set<PlatformMisuse.Kind> = [], invariant: (@MainActor @Sendable (StepContext) -> Invariant.Result)? = nil
  ) {
    self.init(
      id, needs: needs, requires: requires, respondersOnly: respondersOnly, observations: observations,
      latitude: latitude, misuses: misuses, check: invariant.map { InvariantCheck(check: $0) })
  }

  /// A rule with an invariant.
  public init(
    _ id: ClauseID, needs: @escaping @Sendable (Capabilities) -> Bool = { _ in true }, requires: String? = nil,
    respondersOnly: Bool = false, observations: [Observation] = [], latitude: [Latitude] = [],
    misuses: Set<PlatformMisuse.Kind> = [], invariant: @escaping @MainActor @Sendable (StepContext) -> Invariant.Result
  ) {
    self.init(
      id, needs: needs, requires: requires, respondersOnly: respondersOnly, observations: observations,
      latitude: latitude, misuses: misuses, check: InvariantCheck(check: invariant))
  }

  private init(
    _ id: ClauseID, needs: @escaping @Sendable (Capabilities) -> Bool, requires: String?, respondersOnly: Bool,
    observations: [Observation], latitude: [Latitude], misuses: Set<PlatformMisuse.Kind>, check: InvariantCheck?
  ) {
    self.id = id
    self.respondersOnly = respondersOnly
    self.misuses = misuses
    self.needs = needs
    self.requires = requires
    self.observations = observations
    self.latitude = latitude
    self.invariantCheck = check
  }

  /// The same rule, applying only to a component that is a responder, not one that presents a popover from an
  /// origin button (host `.popover`).
  func requiringResponderHost() -> ClauseRule {
    ClauseRule(
      id, needs: needs, requires: requires, respondersOnly: true, observations: observations, latitude: latitude,
      misuses: misuses, check: invariantCheck)
  }

  /// Whether the clause applies to an implementation with `capabilities`.
  public func applies(to capabilities: Capabilities) -> Bool {
    capabilities.families.contains(id.family) && !(respondersOnly && capabilities.presentsPopover)
      && needs(capabilities) && DeviceSetAside.whyNotApplicable(id, to: capabilities) == nil
  }

  /// Why the clause does not apply to an implementation with `capabilities`: its family is not
  /// declared, or "needs" and what it ``requires``; `nil` when it applies.
  public func whyNotApplicable(to capabilities: Capabilities) -> String? {
    guard capabilities.families.contains(id.family) else { return "its family is not declared" }
    if respondersOnly, capabilities.presentsPopover {
      return "needs a responder: the component presents a popover from an origin button"
    }
    if let setAside = DeviceSetAside.whyNotApplicable(id, to: capabilities) { return setAside }
    guard !needs(capabilities) else { return nil }
    let needed = "needs " + (requires ?? "a capability the declaration lacks")
    // A button the component shows but a device driver cannot tap.
    var shown = capabilities
    shown.accessoryRoles.formUnion(capabilities.untappableRoles)
    guard !capabilities.untappableRoles.isEmpty, needs(shown) else { return needed }
    let roles = capabilities.untappableRoles.sorted().map(\.displayName).joined(separator: ", ")
    return needed
      + ": through a device driver, \(roles) cannot be tapped (\(DeviceLimitation.primaryActionOnly.reason))"
  }
}

/// Fields a clause compares with the reference at the steps its trigger picks.
nonisolated public struct Observation: Sendable {
  /// How specific the trigger is: when several clauses own a field at one step, the most
  /// specific one names the difference; a crash is the most specific exercised clause's.
  public enum Rank: Int, Sendable, Comparable {
    /// A narrow edge case (delete on empty text, Done with empty data).
    case specific
    /// The event the clause is about (Done, a settle, a reload).
    case normal
    /// Everything not claimed more specifically (the value after any other event).
    case general

    public static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The fields compared.
  public let fields: Set<ObservedField.Name>
  /// The precedence of this observation.
  public let rank: Rank
  /// Whether the step exercises the clause (judged on the reference's side of the step).
  public let trigger: @MainActor @Sendable (StepContext) -> Bool

  public init(
    _ fields: Set<ObservedField.Name>, _ rank: Rank = .normal,
    when trigger: @escaping @MainActor @Sendable (StepContext) -> Bool
  ) {
    self.fields = fields
    self.rank = rank
    self.trigger = trigger
  }
}

/// A choice the specification leaves to the implementation (CONFORMANCE.md, "Latitude"): at the
/// steps ``accepts`` allows, the fields are not compared, and the reference adopts the
/// implementation's state so that later steps compare like with like.
nonisolated public struct Latitude: Sendable {
  /// What the reference takes over from the implementation.
  public enum Adoption: Sendable {
    /// The selected rows of the presented picker.
    case selection
  }

  /// The fields left to the implementation.
  public let fields: Set<ObservedField.Name>
  /// What the reference adopts.
  public let adopt: Adoption
  /// Whether the implementation's step made an allowed choice (judged on its side of the step).
  public let accepts: @MainActor @Sendable (StepContext) -> Bool

  public init(
    _ fields: Set<ObservedField.Name>, adopt: Adoption, accepts: @escaping @MainActor @Sendable (StepContext) -> Bool
  ) {
    self.fields = fields
    self.adopt = adopt
    self.accepts = accepts
  }
}

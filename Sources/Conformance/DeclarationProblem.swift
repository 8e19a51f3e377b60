/// Something wrong with what an implementation declares, found before any case runs.
///
/// ```swift
/// mine.declarationProblems().map(\.description)
/// // ["mine declares a known deviation of <a retired ID>, which CONFORMANCE.md v2.1 retired: declare <its successor> instead (…)"]
/// ```
nonisolated public enum DeclarationProblem: Hashable, Sendable, CustomStringConvertible {
  /// A known deviation names a retired clause ID.
  case retiredKnownDeviation(implementation: String, RetiredClause)
  /// A known deviation names an ID that is no clause of the specification.
  case unknownKnownDeviation(implementation: String, ClauseID)
  /// A popover host declared for something other than a picker keyboard without key input.
  case popoverHostNotAPicker(implementation: String, Capabilities.Kind)

  public var description: String {
    switch self {
    case .retiredKnownDeviation(let implementation, let retired):
      let successor = retired.successor.map { "declare \($0) instead" } ?? "it has no successor: remove it"
      return "\(implementation) declares a known deviation of \(retired.id), which CONFORMANCE.md "
        + "v\(retired.retiredIn) retired: \(successor) (\(retired.reason))"
    case .unknownKnownDeviation(let implementation, let id):
      return "\(implementation) declares a known deviation of \(id), which is not a clause of CONFORMANCE.md "
        + "v\(ClauseCatalog.specVersion)"
    case .popoverHostNotAPicker(let implementation, let kind):
      return "\(implementation) declares host popover for a \(kind.rawValue) (or with key input): the suite drives a "
        + "popover only for a picker keyboard without key input (CONFORMANCE.md, \"Hosts\")"
    }
  }
}

nonisolated extension Implementation {
  /// What is wrong with this implementation's declaration: a known deviation of a retired or unknown clause, or a
  /// host the suite cannot drive for its kind.
  ///
  /// `input-fuzz` refuses such an implementation (a usage error) and `ConformanceCheck` fails on it.
  public func declarationProblems(
    clauses: [Clause] = ClauseCatalog.all, retired: [RetiredClause] = ClauseCatalog.retired
  ) -> [DeclarationProblem] {
    let known = Set(clauses.map(\.id))
    let retiredByID = Dictionary(retired.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let deviations: [DeclarationProblem] = Set(knownDeviations.map(\.clause)).sorted().compactMap { id in
      if let retirement = retiredByID[id] { return .retiredKnownDeviation(implementation: name, retirement) }
      return known.contains(id) ? nil : .unknownKnownDeviation(implementation: name, id)
    }
    let popoverMisdeclared =
      capabilities.presentsPopover && (capabilities.kind != .pickerKeyboard || capabilities.acceptsKeyInput)
    return deviations + (popoverMisdeclared ? [.popoverHostNotAPicker(implementation: name, capabilities.kind)] : [])
  }
}

import InputGenerators

/// The edge cases a step reaches, named for coverage requirements, so that no
/// clause can pass by never meeting its edge case.
nonisolated public enum CoverageLabels {
  public static let deleteOnEmptyText = "delete on empty text"
  public static let multiScalarTyped = "multi-scalar cluster typed"
  public static let doneWithEmptyData = "Done with empty data"
  public static let doneDuringSpin = "Done during a spin"
  public static let doneAfterReload = "Done right after a reload"
  public static let outOfRangeSelection = "out-of-range selection"
  public static let lateSettle = "a wheel settles after dismissal"
  public static let boundsCross = "minimum after maximum"
  public static let equalBounds = "equal bounds"
  public static let countdown = "countdown mode"
  public static let removalWhileFirst = "removal while first responder"
  public static let readWhileFirst = "input views read again while first"
  public static let recreatedViews = "views created again"

  /// The labels for performing `event` when the reference looked like `before`.
  public static func labels(for event: InputEvent, before: Snapshot, family: ContractFamily) -> Set<String> {
    let first = before.responder?.isFirstResponder ?? false
    var labels: Set<String> = []
    switch event {
    case .deleteBackward where first && (before.key?.text.isEmpty ?? false): labels.insert(deleteOnEmptyText)
    case .type(let text) where text.unicodeScalars.count > text.count: labels.insert(multiScalarTyped)
    case .tapAccessory(.done) where first:
      if before.picker?.data.contains(where: \.isEmpty) == true { labels.insert(doneWithEmptyData) }
    case .settle where !first: labels.insert(lateSettle)
    case .selectRow(let row, let component):
      let rows = before.picker?.data
      if !(rows.map { $0.indices.contains(component) && $0[component].indices.contains(row) } ?? false) {
        labels.insert(outOfRangeSelection)
      }
    case .setBounds(let minimum?, let maximum?) where minimum > maximum: labels.insert(boundsCross)
    case .setBounds(let minimum?, let maximum?) where minimum == maximum: labels.insert(equalBounds)
    case .setMode(.countDownTimer): labels.insert(countdown)
    case .removeFromWindow where first: labels.insert(removalWhileFirst)
    case .readInputViews where first: labels.insert(readWhileFirst)
    case .loadViews where (before.factory?.viewGenerations ?? 0) > 0: labels.insert(recreatedViews)
    default: break
    }
    return labels
  }

  /// Labels that need the previous event too.
  public static func sequenceLabels(previous: InputEvent?, event: InputEvent, first: Bool) -> Set<String> {
    guard event == .tapAccessory(.done), first, let previous else { return [] }
    switch previous {
    case .spin: return [doneDuringSpin]
    case .setData: return [doneAfterReload]
    default: return []
    }
  }

  /// The labels each family must reach in some share of its cases, with the minimum share.
  public static func requirements(for family: ContractFamily, capabilities: Capabilities) -> [CoverageRequirement] {
    switch family {
    case .key: capabilities.acceptsKeyInput ? [CoverageRequirement(deleteOnEmptyText, atLeast: 5)] : []
    case .pick:
      [CoverageRequirement(doneDuringSpin, atLeast: 1)].filter { _ in capabilities.accessoryRoles.contains(.done) }
        + [CoverageRequirement(outOfRangeSelection, atLeast: 5)]
    case .date: [CoverageRequirement(boundsCross, atLeast: 1), CoverageRequirement(countdown, atLeast: 1)]
    case .resp: [CoverageRequirement(removalWhileFirst, atLeast: 2)]
    case .fact: [CoverageRequirement(recreatedViews, atLeast: 10)]
    }
  }
}

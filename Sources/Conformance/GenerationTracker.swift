import InputGenerators

/// Builds the ``EventContext`` for the next event from the reference's
/// observations and what the run remembers (hidden, enabled, spinning).
struct GenerationTracker {
  let family: ContractFamily
  let capabilities: Capabilities
  private var isHidden = false
  private var isEnabled = true
  /// Whether a wheel of the reference's picker is moving.
  private(set) var isSpinning = false
  private var otherRefuses = false

  init(family: ContractFamily, capabilities: Capabilities) {
    self.family = family
    self.capabilities = capabilities
  }

  mutating func note(_ event: InputEvent) {
    switch event {
    case .setHidden(let hidden): isHidden = hidden
    case .setEnabled(let enabled): isEnabled = enabled
    case .otherRefusesToResign(let refuses): otherRefuses = refuses
    case .spin: isSpinning = true
    case .settle, .setData, .setComponentData, .selectRow, .tap, .becomeFirstResponder: isSpinning = false
    default: break
    }
  }

  func context(reference snapshot: Snapshot) -> EventContext {
    var context = EventContext(family: family)
    context.isFirstResponder = snapshot.responder?.isFirstResponder ?? false
    context.isInWindow = snapshot.responder?.isInWindow ?? true
    context.isHidden = isHidden
    context.isEnabled = isEnabled
    context.otherRefusesToResign = otherRefuses
    context.acceptsKeyInput = capabilities.acceptsKeyInput
    context.textIsEmpty = snapshot.key?.text.isEmpty ?? snapshot.date?.text.isEmpty ?? true
    context.componentCount = max(1, snapshot.picker?.data.count ?? capabilities.components.count)
    context.rowCounts = snapshot.picker?.data.map(\.count) ?? capabilities.components.map(\.count)
    context.canSetData = capabilities.canSetData
    context.isSpinning = isSpinning
    context.accessoryRoles = capabilities.accessoryRoles.sorted()
    context.dateMode = snapshot.date?.mode ?? capabilities.dateMode
    context.hasOldViews = (snapshot.factory?.viewGenerations ?? 0) >= 2
    return context
  }
}

import InputDriving
import InputGenerators
import InputReference

/// Builds the ``EventContext`` for the next event from the reference's
/// observations and what the run remembers (hidden, enabled, spinning).
nonisolated struct GenerationTracker {
  let family: ContractFamily
  let capabilities: Capabilities
  private var isHidden = false
  private var isEnabled = true
  /// Whether a wheel of the reference's picker is moving.
  private(set) var isSpinning = false
  private var otherRefuses = false

  /// The UIKit quirks in force.
  let quirks: PlatformQuirks
  /// Whether unusual input is drawn (`--unusual-input`).
  var unusualInput = false

  init(family: ContractFamily, capabilities: Capabilities, quirks: PlatformQuirks = .all) {
    self.family = family
    self.capabilities = capabilities
    self.quirks = quirks
  }

  /// The titles the wheels were flicked toward since they last settled (PICK-24).
  private(set) var spunTitles: [String] = []
  /// Whether the owner released the control's model (RESP-21).
  private(set) var hostReleased = false
  /// Whether the host screen is away (RESP-20, RESP-21).
  private(set) var hostAway = false
  /// Whether the control's window is key (RESP-23).
  private(set) var isKeyWindow = true

  /// Notes `event`, performed when the reference looked like `before`.
  mutating func note(_ event: InputEvent, before: Snapshot) {
    switch event {
    case .setHidden(let hidden): isHidden = hidden
    case .setEnabled(let enabled): isEnabled = enabled
    case .otherRefusesToResign(let refuses): otherRefuses = refuses
    case .spin(let component, let row):
      isSpinning = true
      // The data's titles follow the none row, where there is one.
      if let data = before.picker?.data, data.indices.contains(component) {
        let titles = data[component]
        let dataRow = row - noneRows(wheels: data.count)
        if titles.indices.contains(dataRow) { spunTitles.append(titles[dataRow]) }
      }
    case .spinDate: isSpinning = true
    case .settle, .setData, .setComponentData, .selectRow, .tap, .becomeFirstResponder, .pickDate, .setDate, .setMode:
      isSpinning = false
      spunTitles = []
    case .releaseHost: hostReleased = true
    case .hostDisappears: hostAway = true
    case .hostReappears: hostAway = false
    case .setKeyWindow(let key): isKeyWindow = key
    default: break
    }
  }

  /// The rows a none row adds before the data's titles: 1 on the only wheel of a keyboard that declares one (as the
  /// reference shows it, PICK-7), else 0.
  private func noneRows(wheels: Int) -> Int { capabilities.noneRow != nil && wheels == 1 ? 1 : 0 }

  /// Whether the host is gone before the next event, seen from the reference's `snapshot`.
  func hostIsGone(_ snapshot: Snapshot) -> Bool {
    hostReleased || hostAway || snapshot.responder?.isInWindow == false
  }

  func context(reference snapshot: Snapshot) -> EventContext {
    var context = EventContext(family: family)
    context.isFirstResponder = snapshot.responder?.isFirstResponder ?? false
    context.presentsPopover = capabilities.presentsPopover
    context.isInWindow = snapshot.responder?.isInWindow ?? true
    context.isHidden = isHidden
    context.isEnabled = isEnabled
    context.otherRefusesToResign = otherRefuses
    context.acceptsKeyInput = capabilities.acceptsKeyInput
    context.acceptedCharacters = capabilities.acceptedCharacters
    context.textIsEmpty = snapshot.key?.text.isEmpty ?? snapshot.date?.text.isEmpty ?? true
    context.componentCount = max(1, snapshot.picker?.data.count ?? capabilities.components.count)
    context.rowCounts = snapshot.picker?.data.map(\.count) ?? capabilities.components.map(\.count)
    // A none row is one more row, before the data's: without it the last title is never spun to.
    if let only = context.rowCounts.indices.first {
      context.rowCounts[only] += noneRows(wheels: context.rowCounts.count)
    }
    context.canSetData = capabilities.canSetData
    context.isSpinning = snapshot.picker?.isSpinning ?? isSpinning
    context.accessoryRoles = capabilities.accessoryRoles.sorted()
    context.dateMode = snapshot.date?.mode ?? capabilities.dateMode
    context.dateSettings = capabilities.dateSettings
    context.dateModes = capabilities.dateModes
    context.hasOldViews = (snapshot.factory?.viewGenerations ?? 0) >= 2
    context.hasSelectionAPI = capabilities.hasSelectionAPI
    context.hasValueSetter = capabilities.hasValueSetter
    context.appReachesPicker = capabilities.appReachesPicker
    // An app with only the picker selects on the wheel no other depends on (PICK-17, dependent wheels).
    if capabilities.dependentWheels != nil && !capabilities.hasSelectionAPI {
      context.firstWheelTheAppSelects = max(0, context.componentCount - 1)
    }
    context.rereadsInputViews = quirks.contains(.inputViewRereads)
    context.hostIsAway = hostAway
    context.hostIsReleased = hostReleased
    context.isKeyWindow = isKeyWindow
    context.customKeys = capabilities.customKeys
    context.appSetsText = capabilities.appSetsText
    context.generatesUnusualInput = unusualInput
    context.ownerReleasesModel = capabilities.ownerReleasesModel
    context.codeLength = capabilities.codeLength
    context.spinsLandAtOnce = capabilities.deviceLimitations.contains(.wheelInFlight)
    context.touchesReachComponent = !capabilities.deviceLimitations.contains(.gestureTap)
    return context
  }
}

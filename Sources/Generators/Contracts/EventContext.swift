/// What an event generator knows of the control's current state, read from the
/// reference model before each step, so that it can aim at the interesting
/// moments (Done right after a reload, delete on empty text, a spin left
/// unsettled, removal while first responder).
public struct EventContext: Sendable, Hashable {
  /// The family whose events are generated.
  public var family: ContractFamily
  /// Whether the control is first responder (for a popover host: whether its popover shows).
  public var isFirstResponder = false
  /// Whether the component presents its picker in a popover from the control, an origin button that is never
  /// first responder and shows no input views.
  public var presentsPopover = false
  /// Whether the control is in the window.
  public var isInWindow = true
  /// Whether the control is hidden.
  public var isHidden = false
  /// Whether the control is enabled.
  public var isEnabled = true
  /// Whether the other responder refuses to resign.
  public var otherRefusesToResign = false
  /// Whether the control adopts key input.
  public var acceptsKeyInput = false
  /// The characters its key input accepts, when it declares them: the app sets only those from code.
  public var acceptedCharacters: AcceptedCharacters?
  /// Whether its text is empty (key input, date).
  public var textIsEmpty = true
  /// The number of picker components.
  public var componentCount = 1
  /// The rows of each component of the current data.
  public var rowCounts: [Int] = []
  /// Whether the app can replace the data.
  public var canSetData = false
  /// Whether a wheel is moving.
  public var isSpinning = false
  /// The accessory buttons offered.
  public var accessoryRoles: [AccessoryRole] = []
  /// The date picker's mode.
  public var dateMode: DateMode = .date
  /// The date settings the app can change (none unless declared).
  public var dateSettings: Set<DateSetting> = []
  /// The modes the app can set, when it can set the mode.
  public var dateModes: Set<DateMode> = Set(DateMode.allCases)
  /// Whether earlier views exist (view factory).
  public var hasOldViews = false
  /// Whether the component has its own selection API (out-of-range rows can be handed to it).
  public var hasSelectionAPI = false
  /// Whether the component has an index setter for its value.
  public var hasValueSetter = false
  /// Whether the app can select rows on the presented picker (in range).
  public var appReachesPicker = false
  /// The first wheel the app selects on: the last one when later wheels depend on earlier ones and the app reaches
  /// only the picker (a row selected from code calls no delegate, so the wheels after it would keep the old row's
  /// titles, a state no component can repair); 0 otherwise.
  public var firstWheelTheAppSelects = 0
  /// Whether UIKit re-reads input views at undocumented moments (quirk `input-view-rereads`).
  public var rereadsInputViews = true
  /// Whether the host screen is away.
  public var hostIsAway = false
  /// Whether the owner released the control's model (the row is on its way out: no one touches it).
  public var hostIsReleased = false
  /// Whether the owner can release the control's model at all.
  public var ownerReleasesModel = false
  /// Whether the control's window is key.
  public var isKeyWindow = true
  /// The keys of the component's own keyboard, if it has one.
  public var customKeys: [String] = []
  /// Whether the app can set the text of a key-input view.
  public var appSetsText = false
  /// A fixed-length code view's length.
  public var codeLength: Int?
  /// Whether a spin lands before anything else happens, as through a device driver, which cannot hold a wheel in
  /// flight: while a wheel spins, only its settle can come next.
  public var spinsLandAtOnce = false
  /// Whether a person's touch reaches the component through its control events; through a device driver a view
  /// that is no control (touched through gesture recognizers) cannot be touched.
  public var touchesReachComponent = true
  /// Whether events real UIKit rarely or never sends are drawn (``InputEvent/isUnusualInput``, `--unusual-input`).
  public var generatesUnusualInput = false

  public init(family: ContractFamily) {
    self.family = family
  }
}

import Foundation
import InputDriving
import InputGenerators
import InputReference

/// What an implementation declares about itself; the declaration selects the clauses that apply
/// (CONFORMANCE.md, "Capabilities").
nonisolated public struct Capabilities: Sendable, Hashable {
  /// The kind of component.
  nonisolated public enum Kind: String, Sendable, Hashable, Codable {
    case pickerKeyboard, dateKeyboard, keyInputView, viewFactory
  }

  /// The touch event that opens the keyboard (RESP-16).
  nonisolated public enum OpeningTouch: String, Sendable, Hashable, Codable {
    case touchUpInside, touchDown
  }

  /// What the component is.
  public var kind: Kind
  /// The families of clauses it is judged against.
  public var families: Set<ContractFamily>
  /// The touch that opens it.
  public var opensOn: OpeningTouch = .touchUpInside
  /// Whether it adopts key input (KEY applies; typing events are sent).
  public var acceptsKeyInput = false
  /// The characters its key input accepts; `nil` for any. An insertion with another character is refused whole.
  public var acceptedCharacters: AcceptedCharacters?
  /// What the component is to UIKit: a plain control (or a view adopting only `UIKeyInput`), a text field
  /// (a `UITextField` subclass, or a component that drives one) (RESP-17, KEY-11), or a popover presented
  /// from an origin button.
  public var host: Host = .control
  /// The accessory buttons it offers.
  public var accessoryRoles: Set<AccessoryRole> = []

  // MARK: Picker keyboards
  /// Live or transactional (PICK-10).
  public var commitStyle: CommitStyle = .transactional
  /// The initial data, one array of titles per component.
  public var components: [[String]] = []
  /// The row the picker shows when there is no value (an owner's `initSelectedRow`); 0 by default,
  /// ignored when out of range (PICK-7, PICK-15, PICK-20).
  public var placeholderRow = 0
  /// Wheels whose titles follow the choice on the wheels before them (a country → city picker): when a wheel
  /// settles, the component reloads the wheels after it; `nil` for independent wheels (PICK-6, PICK-13).
  public var dependentWheels: DependentWheels?
  /// Whether the app can replace the data.
  public var canSetData = false
  /// Whether the owner can release the control's model while its keyboard is up (a form removing
  /// the row, an inline picker collapsing): the driver's `onReleaseHost` does it, and the runner
  /// then sends late callbacks (RESP-21). Off by default: without the hook nothing is released.
  public var ownerReleasesModel = false
  /// What Done does while a wheel spins: reads the picker (the default, all public UIKit allows), or, for a
  /// component that can tell its wheels move, waits for the settle, settles first or ignores Done (PICK-8, PICK-25).
  public var doneWhileSpinning: DoneWhileSpinning = .readsPicker
  /// The outcome of a dismissal without Done, Cancel or Close, reported by one callback; `nil` when
  /// the component has no outcome callbacks (RESP-19).
  public var dismissalOutcome: DismissalOutcome?
  /// The value the component starts with, which may lie outside the data (text left in a
  /// storyboard, a restored state); the reference adopts it, and ignores it when invalid (PICK-20).
  public var initialValue: [String]?
  /// Whether the component keeps an ``initialValue`` that is not in the data (a text left in its field) until
  /// the user chooses, instead of ignoring it: the reference starts with it too, and PICK-11 judges the value
  /// once a result was emitted (a Done that keeps it is B21's bug).
  public var keepsInitialValueOutsideData = false
  /// Whether the keyboard opens when its data is empty; `false` for a component that refuses to begin
  /// editing then (DownPicker's `textFieldShouldBeginEditing:` since its PR 4) (PICK-19).
  public var opensOnEmptyData = true
  /// Whether Done reports a result (a callback, or a value handed to the app); `false` for a Done that only
  /// ends editing, the value being live (Eureka's navigation Done) (PICK-8).
  public var doneEmitsResult = true
  /// A leading row meaning "no value" (IQDropDownTextField's optional "Select"); `nil` for none.
  public var noneRow: String?
  /// Titles the data source refuses, and where a settle on one moves the wheel (PICK-24).
  public var disabledTitles: Set<String> = []
  /// The direction PICK-24 searches for an enabled row, and its tie order.
  public var disabledRowSearch: DisabledRowSearch = .both
  /// What a settle on a disabled title does when no row is enabled (PICK-24).
  public var noEnabledRow: NoEnabledRow = .staysPut
  /// Whether the component has its own selection API (`selectRow(_:inComponent:)`), so that the
  /// app can hand it out-of-range rows (PICK-4, PICK-20); without one, the app selects on the
  /// presented picker, in range.
  public var hasSelectionAPI = false
  /// Whether the component has an index setter for its value (PICK-23).
  public var hasValueSetter = false
  /// Whether the app can reach the picker the keyboard presents and select its rows from code (in range): the
  /// component offers it through its documented API (a public property or method of its header, or its
  /// documentation; a declaration names the member, `exposesPicker`). Reaching it by casting `inputView` is not
  /// the component's API and is never generated. `false` for a component that keeps its picker private or builds
  /// a new one on every read (seeds 000 and 004): without a selection API, its app selects nothing.
  public var appReachesPicker = false

  // MARK: Date keyboards
  /// The initial date picker mode.
  public var dateMode: DateMode = .date
  /// The settings the app can change from code, through the component's API or its picker; none unless
  /// declared. The suite sends no other, and clauses about one not offered do not apply (CONFORMANCE.md,
  /// "Capabilities").
  public var dateSettings: Set<DateSetting> = []
  /// The modes the app can set when ``dateSettings`` holds `.mode`: a component that passes any mode
  /// through offers every mode (the default), and is judged on each.
  public var dateModes: Set<DateMode> = Set(DateMode.allCases)
  /// The locale the component sets on its picker, if any.
  public var localeIdentifier: String?
  /// The date style of the text.
  public var dateStyle: DateFormatter.Style = .long
  /// The calendar the component sets on its picker, if any (a `Calendar.Identifier` name).
  public var calendarIdentifier: String?
  /// The time zone the component sets on its picker, if any.
  public var timeZoneIdentifier: String?
  /// The minute interval the component sets on its picker.
  public var minuteInterval = 1
  /// Whether its picker rounds to the minute interval (iOS 15+, default `true`; DATE-4).
  public var roundsToMinuteInterval = true
  /// The earliest date the component allows, as seconds from the start instant.
  public var minimumDateOffset: Int?
  /// The latest date the component allows, as seconds from the start instant.
  public var maximumDateOffset: Int?
  /// The date it starts on, as seconds from the start instant; `nil` for the clock's now.
  public var initialDateOffset: Int?

  // MARK: Key input
  /// A fixed-length code view's length (KEY-13); `nil` for free text.
  public var codeLength: Int?
  /// The `shouldChangeCharacters` gate: the most characters the text may hold (KEY-14); `nil` for none.
  public var changeLimit: Int?
  /// The keys of the component's own input view (KEY-14, RESP-22); empty when it uses the system keyboard.
  public var customKeys: [String] = []
  /// Whether the component shows its text in views of its own (labels, digits; KEY-12).
  public var showsText = false
  /// Whether the app can set the text from code (KEY-12).
  public var appSetsText = false
  /// Whether Return ends editing: it resigns first responder and inserts nothing. On a plain key-input view this is
  /// KEY-11's latitude (otherwise it inserts "\n"); on a text field, its `textFieldShouldReturn` resigns.
  public var returnResigns = false

  /// Whether an insertion keeps the characters the component accepts, as many as its code length and change limit
  /// leave room for, rather than being refused whole: a field that cleans what is typed or pasted into it (KEY-9's
  /// latitude, declared).
  public var sanitizesInsertions = false

  /// Whether a fixed-length code view ends editing when its last slot fills (resigns after reporting the code).
  public var resignsWhenFilled = false

  /// Whether Return inserts "\n" (KEY-11): not on a text field (its return key ends editing), nor on a view that
  /// declares Return resigns.
  public var returnInsertsNewline: Bool { host != .textField && !returnResigns }

  // MARK: Through a device driver

  /// Whether the component is driven through public UIKit only (``Implementation/throughDevice(_:)``), as on a
  /// simulator or a phone; the clauses whose situation needs one of ``deviceLimitations`` do not apply.
  public var drivenThroughDevice = false
  /// What the device driver cannot do for this component (CONFORMANCE.md, "Through a device driver").
  public var deviceLimitations: Set<DeviceLimitation> = []
  /// Whether the keyboard the component shows is the system keyboard: a key-input view with no keys of its own.
  public var showsSystemKeyboard: Bool { kind == .keyInputView && customKeys.isEmpty }
  /// The accessory buttons the component shows that a device driver cannot tap (no target and action): left out of
  /// ``accessoryRoles``, and named where a clause needs one.
  public var untappableRoles: Set<AccessoryRole> = []

  // MARK: View factories
  /// Which factory builds the views.
  public var factory: FactoryKind = .code

  /// What the component is to UIKit: what is tapped, and where its input shows (KEY-11, RESP-17, "Hosts" in
  /// CONFORMANCE.md).
  nonisolated public enum Host: String, Sendable, Hashable, Codable {
    /// A plain control, or a view adopting only `UIKeyInput`: return inserts a newline (KEY-11), and being
    /// disabled changes first responder only as the component itself makes it.
    case control
    /// A `UITextField`, or a component that drives one: disabled, it refuses first responder and resigns
    /// (RESP-17); return calls `textFieldShouldReturn` and inserts nothing (KEY-11).
    case textField
    /// A picker presented in a popover from an origin button (ActionSheetPicker, SwiftyPickerPopover): the
    /// origin is never first responder; the keyboard is open while the popover shows, a tap outside it is the
    /// system's dismissal (RESP-19), and the responder clauses that speak of first responder, input views or
    /// editing events do not apply. Picker keyboards only.
    case popover
  }

  /// Whether the component presents its input in a popover rather than in the keyboard area.
  public var presentsPopover: Bool { host == .popover }

  /// The factory kinds of seed 003.
  nonisolated public enum FactoryKind: String, Sendable, Hashable, Codable, CaseIterable {
    case code, template, none
  }

  public init(kind: Kind, families: Set<ContractFamily>) {
    self.kind = kind
    self.families = families
  }

  /// Whether `value` names titles of `data`, one per wheel (PICK-11, PICK-21). With dependent wheels, a later
  /// wheel's title is judged against the titles the value's own path leads to, not those the wheel shows now.
  public func isValue(_ value: [String], of data: [[String]]) -> Bool {
    guard value.count == data.count else { return false }
    return value.indices.allSatisfy { wheel in
      let titles = wheel > 0 ? dependentWheels?.titles(after: Array(value[..<wheel])) ?? data[wheel] : data[wheel]
      return titles.contains(value[wheel])
    }
  }

  /// The modes the date picker can be in: the one it starts in, and those the app can set.
  public var reachableDateModes: Set<DateMode> {
    dateSettings.contains(.mode) ? dateModes.union([dateMode]) : [dateMode]
  }

  /// Whether a date picker's minute interval can exceed 1 (declared, or set by the app) in a mode that uses it.
  var usesMinuteInterval: Bool {
    (minuteInterval > 1 || dateSettings.contains(.minuteInterval))
      && !reachableDateModes.isDisjoint(with: [.time, .dateAndTime, .countDownTimer])
  }

  /// Whether a clause applies to a component with these capabilities: its family is declared
  /// and its declaration's needs are met (`Sources/Conformance/Clauses`).
  public func applies(_ clause: ClauseID) -> Bool {
    ClauseRules.rule(clause)?.applies(to: self) ?? false
  }
}

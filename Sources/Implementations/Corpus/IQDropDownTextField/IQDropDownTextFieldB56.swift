import Foundation
import InputReference

/// IQDropDownTextField (hackiftekhar/IQDropDownTextField), `IQDropDownTextField/IQDropDownTextField.m`, at
/// the B56 commits: buggy `a486115a8b3b4c2ce6dc9358acd8eb4236d4f6b7`, fix
/// `8bb698f59d4cf0bc8b8d0f2b95dd3b92f44a5896` ("Fixed an issue where dropdown was override the settings
/// due to some awakeFromNib call issues", https://github.com/hackiftekhar/IQDropDownTextField/issues/70).
/// Ported line for line, date modes included; the fix's one hunk (`initialize` fills only unset values
/// and re-applies, rather than resets, the mode and flags) sits under `version`.
///
/// `initialize` runs from `initWithFrame:` (code) and from `awakeFromNib` (a nib). From a nib the field is
/// created by `initWithCoder:`, which this class does not override: its nib-set configuration, and any
/// configuration an owner or container applies in its own `awakeFromNib` before the field's, is reset by
/// the buggy `initialize` (mode back to text picker, optional back on, formatters replaced).
///
/// The date formatters take the environment's locale, time zone and calendar (`NSDateFormatter` and
/// `[NSCalendar currentCalendar]` take the device's; the model injects them).
///
/// Dropped: the `UIAppearance` formatter lookup (no appearance proxy: its branch is never taken);
/// `NSLog` of an unparsable date; `year` … `second` (one-line reads of ``dateComponents``); `dealloc`; and
/// presentation: content alignment, the row label's font
/// and colours (`dropDownFont`, `dropDownTextColor`, `optionalItemTextColor`,
/// `adjustsFontSizeToFitWidth`; `pickerView:viewForRow:` becomes the row's title, the label's text),
/// `itemListView` (rows drawn by archived copies of app views), `setAutoresizingMask:` and
/// `setShowsSelectionIndicator:`. `caretRectForPosition:` becomes ``caretIsVisible()``.
public final class IQDropDownTextFieldB56: TextField, PickerViewDataSource, PickerViewDelegate, NibAwaking {
  /// The commit this instance runs.
  public let version: CorpusVersion
  private let environment: PlatformEnvironment

  private var _ItemListsInternal: [String]?
  private var dropDownDateFormatter: DateFormatter?
  private var dropDownTimeFormatter: DateFormatter?
  private var dropDownDateTimeFormater: DateFormatter?

  private var _dropDownMode: IQDropDownMode = .textPicker
  private var _itemList: [String]?
  private var _isOptionalDropDown = false
  private var _datePickerMode: DatePickerMode = .dateAndTime
  private var _minimumDate: Date?
  private var _maximumDate: Date?
  private var _optionalItemText: String?
  private var _adjustPickerLabelFontSizeWidth = false
  private var _pickerView: PickerView?
  private var _datePicker: DatePicker?
  private var _timePicker: DatePicker?
  private var _dateTimePicker: DatePicker?
  // `@synthesize dateFormatter, timeFormatter`: ivars no setter writes (the setters are custom).
  private var _dateFormatter: DateFormatter?
  private var _timeFormatter: DateFormatter?

  /// `@property (copy) NSArray<NSString*> *itemListUI`: the texts shown in the field instead of `itemList`.
  public var itemListUI: [String]?

  /// `@property (weak) id<IQDropDownTextFieldDelegate> delegate`.
  public weak var dropDownDelegate: IQDropDownTextFieldDelegate?
  /// `@property (weak) id<IQDropDownTextFieldDataSource> dataSource`.
  public weak var dataSource: IQDropDownTextFieldDataSource?

  // MARK: Initialization

  func initialize() {
    // (presentation) setContentVerticalAlignment / setContentHorizontalAlignment: center

    switch version {
    case .buggy:
      optionalItemText = "Select"  // NSLocalizedString(@"Select", nil)

      // (no appearance proxy) if ([[[self class] appearance] dateFormatter]) { … }
      dropDownDateFormatter = makeFormatter()
      dropDownDateFormatter!.dateStyle = .medium
      dropDownDateFormatter!.timeStyle = .none

      dropDownTimeFormatter = makeFormatter()
      dropDownTimeFormatter!.dateStyle = .none
      dropDownTimeFormatter!.timeStyle = .short

      dropDownDateTimeFormater = makeFormatter()
      dropDownDateTimeFormater!.dateStyle = .medium
      dropDownDateTimeFormater!.timeStyle = .short

      setDropDownMode(.textPicker)
      setIsOptionalDropDown(true)
      setAdjustPickerLabelFontSizeWidth(false)
    case .fixed:
      if optionalItemText == nil {
        optionalItemText = "Select"  // NSLocalizedString(@"Select", nil)
      }

      // (no appearance proxy) if (self.dropDownDateFormatter == nil && [[[self class] appearance] dateFormatter]) { … }
      if dropDownDateFormatter == nil {
        dropDownDateFormatter = makeFormatter()
        dropDownDateFormatter!.dateStyle = .medium
        dropDownDateFormatter!.timeStyle = .none
      }

      if dropDownTimeFormatter == nil {
        dropDownTimeFormatter = makeFormatter()
        dropDownTimeFormatter!.dateStyle = .none
        dropDownTimeFormatter!.timeStyle = .short
      }

      if dropDownDateTimeFormater == nil {
        dropDownDateTimeFormater = makeFormatter()
        dropDownDateTimeFormater!.dateStyle = .medium
        dropDownDateTimeFormater!.timeStyle = .short
      }

      // These will update the UI and other components, all the validation added if awakeFromNib for
      // textField is called after custom UIView awakeFromNib call
      do {
        dropDownMode = dropDownMode

        // This condition looks weird at first look, but it's calling setter method to update UI and other variables.
        if isOptionalDropDown == true {
          isOptionalDropDown = true
        }

        // This condition looks weird at first look, but it's calling setter method to update UI and other variables.
        if adjustPickerLabelFontSizeWidth == false {
          adjustPickerLabelFontSizeWidth = false
        }
      }
    }
  }

  /// `-initWithFrame:` (a field made in code).
  public init(environment: PlatformEnvironment, version: CorpusVersion) {
    self.version = version
    self.environment = environment
    super.init(frame: .zero)
    initialize()
  }

  /// `-initWithCoder:` (a field decoded from a nib): `UITextField`'s, not overridden, so `initialize` waits
  /// for ``awakeFromNib()``.
  public init(coderIn environment: PlatformEnvironment, version: CorpusVersion) {
    self.version = version
    self.environment = environment
    super.init(frame: .zero)
  }

  public required init?(coder: NSCoder) { nil }

  public override func awakeFromNib() {
    // [super awakeFromNib];
    initialize()
  }

  /// `[[NSDateFormatter alloc] init]`, in the environment's locale, time zone and calendar.
  private func makeFormatter() -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = environment.locale
    formatter.timeZone = environment.timeZone
    formatter.calendar = environment.calendar
    return formatter
  }

  // MARK: UITextField overrides

  /// `caretRectForPosition:` returns `CGRectZero` outside text-field mode: no caret is drawn.
  public override func caretIsVisible() -> Bool {
    if dropDownMode == .textField {
      return super.caretIsVisible()
    } else {
      return false
    }
  }

  // MARK: UIPickerView data source

  public func numberOfComponents(in pickerView: PickerView) -> Int {
    return 1
  }

  public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
    return ObjCMessaging.count(_ItemListsInternal)
  }

  // MARK: UIPickerView delegate

  /// `pickerView:viewForRow:forComponent:reusingView:`: the row's label shows `_ItemListsInternal[row]`.
  public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    // (dropped) a row of `itemListView` shows an archived copy of the app's view instead
    let text = _ItemListsInternal?[row]
    // (presentation) font and colour (grey when the data source refuses the item)
    return text
  }

  public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
    let text = _ItemListsInternal?[row]

    var canSelect = true

    if let canSelectItem = dataSource?.canSelectItem {
      canSelect = canSelectItem(self, text!)
    }

    if canSelect {
      setSelectedItem(_ItemListsInternal?[row], animated: false, shouldNotifyDelegate: true)
    } else {
      var proposedSelection = IQProposedSelection.both

      if let proposedSelectionModeForItem = dataSource?.proposedSelectionModeForItem {
        proposedSelection = proposedSelectionModeForItem(self, text!)
      }

      var aboveIndex = row - 1
      var belowIndex = row + 1

      if proposedSelection == .above {
        belowIndex = ObjCMessaging.count(_ItemListsInternal)
      } else if proposedSelection == .below {
        aboveIndex = -1
      }

      while aboveIndex >= 0 || belowIndex < ObjCMessaging.count(_ItemListsInternal) {
        if aboveIndex >= 0 {
          let aboveText = _ItemListsInternal![aboveIndex]

          if dataSource?.canSelectItem?(self, aboveText) ?? false {
            setSelectedItem(aboveText, animated: true, shouldNotifyDelegate: true)
            return
          }

          aboveIndex -= 1
        }

        if belowIndex < ObjCMessaging.count(_ItemListsInternal) {
          let belowText = _ItemListsInternal![aboveIndex]

          if dataSource?.canSelectItem?(self, belowText) ?? false {
            setSelectedItem(belowText, animated: true, shouldNotifyDelegate: true)
            return
          }

          belowIndex += 1
        }
      }

      return setSelectedRow(0, animated: true)
    }
  }

  // MARK: UIDatePicker delegate

  func dateChanged(_ dPicker: DatePicker) {
    setSelectedItem(dropDownDateFormatter?.string(from: dPicker.date), animated: false, shouldNotifyDelegate: true)
  }

  func timeChanged(_ tPicker: DatePicker) {
    setSelectedItem(dropDownTimeFormatter?.string(from: tPicker.date), animated: false, shouldNotifyDelegate: true)
  }

  func dateTimeChanged(_ dtPicker: DatePicker) {
    setSelectedItem(
      dropDownDateTimeFormater?.string(from: dtPicker.date), animated: false, shouldNotifyDelegate: true)
  }

  // MARK: Selected Row

  /// `selectedRow`: the picker's row, minus one for the optional row.
  public var selectedRow: Int {
    get {
      if isOptionalDropDown {
        return pickerView.selectedRow(inComponent: 0) - 1
      } else {
        return pickerView.selectedRow(inComponent: 0)
      }
    }
    set {
      setSelectedRow(newValue, animated: false)
    }
  }

  public func setSelectedRow(_ row: Int, animated: Bool) {
    // `row` is an NSInteger compared with an NSUInteger count: a negative row compares as huge.
    if UInt(bitPattern: row) < UInt(ObjCMessaging.count(_itemList) + 1) {
      if isOptionalDropDown {
        if row == IQOptionalTextFieldIndex {
          super.text = ""
        } else {
          super.text = (row == 0) ? "" : (itemListUI ?? _itemList)?[row - 1]
        }
        pickerView.selectRow(row, inComponent: 0, animated: animated)
      } else {
        super.text = (itemListUI ?? _itemList)?[row]
        pickerView.selectRow(row, inComponent: 0, animated: animated)
      }
    }
  }

  // MARK: Setters

  /// `@property IQDropDownMode dropDownMode`.
  public var dropDownMode: IQDropDownMode {
    get { _dropDownMode }
    set { setDropDownMode(newValue) }
  }

  func setDropDownMode(_ dropDownMode: IQDropDownMode) {
    _dropDownMode = dropDownMode

    switch _dropDownMode {
    case .textPicker:
      inputView = pickerView
      setSelectedRow(selectedRow, animated: true)
    case .datePicker:
      inputView = datePicker

      if isOptionalDropDown == false {
        date = datePicker.date
      }
    case .timePicker:
      inputView = timePicker

      if isOptionalDropDown == false {
        date = timePicker.date
      }
    case .dateTimePicker:
      inputView = dateTimePicker

      if isOptionalDropDown == false {
        date = dateTimePicker.date
      }
    case .textField:
      inputView = nil
    }
  }

  /// `@property (copy) NSArray<NSString*> *itemList`.
  public var itemList: [String]? {
    get { _itemList }
    set { setItemList(newValue) }
  }

  func setItemList(_ itemList: [String]?) {
    _itemList = itemList

    // Refreshing pickerView
    setIsOptionalDropDown(_isOptionalDropDown)

    selectedRow = selectedRow
  }

  /// `@property (copy) NSDate *date`: the picker's date, `nil` on an optional field with no text.
  public var date: Date? {
    get {
      switch dropDownMode {
      case .datePicker:
        if isOptionalDropDown {
          return ObjCMessaging.length(super.text) > 0 ? datePicker.date : nil
        } else {
          return datePicker.date
        }
      case .timePicker:
        if isOptionalDropDown {
          return ObjCMessaging.length(super.text) > 0 ? timePicker.date : nil
        } else {
          return timePicker.date
        }
      case .dateTimePicker:
        if isOptionalDropDown {
          return ObjCMessaging.length(super.text) > 0 ? dateTimePicker.date : nil
        } else {
          return dateTimePicker.date
        }
      case .textPicker, .textField:
        return nil
      }
    }
    set {
      setDate(newValue, animated: false)
    }
  }

  public func setDate(_ date: Date?, animated: Bool) {
    switch _dropDownMode {
    case .datePicker:
      setSelectedItem(
        date.flatMap { dropDownDateFormatter?.string(from: $0) }, animated: animated, shouldNotifyDelegate: false)
    case .timePicker:
      setSelectedItem(
        date.flatMap { dropDownTimeFormatter?.string(from: $0) }, animated: animated, shouldNotifyDelegate: false)
    case .dateTimePicker:
      setSelectedItem(
        date.flatMap { dropDownDateTimeFormater?.string(from: $0) }, animated: animated, shouldNotifyDelegate: false)
    case .textPicker, .textField:
      break
    }
  }

  /// `-setDateFormatter:` (the getter is the synthesized ivar, which no setter writes).
  public var dateFormatter: DateFormatter? {
    get { _dateFormatter }
    set {
      dropDownDateFormatter = newValue
      datePicker.locale = dropDownDateFormatter?.locale
    }
  }

  /// `-setTimeFormatter:` (the getter is the synthesized ivar, which no setter writes).
  public var timeFormatter: DateFormatter? {
    get { _timeFormatter }
    set {
      dropDownTimeFormatter = newValue
      timePicker.locale = dropDownTimeFormatter?.locale
    }
  }

  /// `-setDateTimeFormatter:`.
  public func setDateTimeFormatter(_ userTimeFormatter: DateFormatter?) {
    dropDownDateTimeFormater = userTimeFormatter
    dateTimePicker.locale = dropDownDateTimeFormater?.locale
  }

  /// `@property (copy) NSString *selectedItem`: the picker's row read back (text picker), the formatted
  /// date (date modes) or the text (text field).
  public var selectedItem: String? {
    get {
      switch _dropDownMode {
      case .textPicker:
        var selectedRow = -1
        if isOptionalDropDown {
          selectedRow = pickerView.selectedRow(inComponent: 0) - 1
        } else {
          selectedRow = pickerView.selectedRow(inComponent: 0)
        }

        if selectedRow >= 0 {
          return _itemList?[selectedRow]
        } else {
          return nil
        }
      case .datePicker:
        return dropDownDateFormatter?.string(from: datePicker.date)
      case .timePicker:
        return dropDownTimeFormatter?.string(from: timePicker.date)
      case .dateTimePicker:
        return dropDownDateTimeFormater?.string(from: dateTimePicker.date)
      case .textField:
        return super.text
      }
    }
    set {
      setSelectedItem(newValue, animated: false, shouldNotifyDelegate: false)
    }
  }

  public func setSelectedItem(_ selectedItem: String?, animated: Bool) {
    setSelectedItem(selectedItem, animated: animated, shouldNotifyDelegate: false)
  }

  func setSelectedItem(_ selectedItem: String?, animated: Bool, shouldNotifyDelegate: Bool) {
    switch _dropDownMode {
    case .textPicker:
      if ObjCMessaging.containsObject(_ItemListsInternal, selectedItem) {
        setSelectedRow(ObjCMessaging.indexOfObject(_ItemListsInternal, selectedItem), animated: animated)

        if shouldNotifyDelegate, let didSelectItem = dropDownDelegate?.didSelectItem {
          didSelectItem(self, selectedItem)
        }
      }
    case .datePicker:
      if let date = selectedItem.flatMap({ dropDownDateFormatter?.date(from: $0) }) {
        super.text = selectedItem
        datePicker.setDate(date, animated: animated)

        if shouldNotifyDelegate, let didSelectDate = dropDownDelegate?.didSelectDate {
          didSelectDate(self, date)
        }
      }
    // (dropped) else if ([selectedItem length]) NSLog(@"Invalid date or date format:%@", selectedItem);
    case .timePicker:
      if let date = parseTime(selectedItem) {
        super.text = selectedItem
        timePicker.setDate(date, animated: animated)

        if shouldNotifyDelegate, let didSelectDate = dropDownDelegate?.didSelectDate {
          didSelectDate(self, date)
        }
      }
    // (dropped) else if ([selectedItem length]) NSLog(@"Invalid time or time format:%@", selectedItem);
    case .dateTimePicker:
      if let date = selectedItem.flatMap({ dropDownDateTimeFormater?.date(from: $0) }) {
        super.text = selectedItem
        dateTimePicker.setDate(date, animated: animated)

        if shouldNotifyDelegate, let didSelectDate = dropDownDelegate?.didSelectDate {
          didSelectDate(self, date)
        }
      }
    // (dropped) else if ([selectedItem length]) NSLog(@"Invalid time or time format:%@", selectedItem);
    case .textField:
      super.text = selectedItem
    }
  }

  /// `@property UIDatePickerMode datePickerMode` (applies in date-picker mode only).
  public var datePickerMode: DatePickerMode {
    get { _datePickerMode }
    set {
      if _dropDownMode == .datePicker {
        _datePickerMode = newValue
        datePicker.datePickerMode = newValue

        switch newValue {
        case .countDownTimer:
          dropDownDateFormatter?.dateStyle = .none
          dropDownDateFormatter?.timeStyle = .none
        case .date:
          dropDownDateFormatter?.dateStyle = .short
          dropDownDateFormatter?.timeStyle = .none
        case .time:
          dropDownDateFormatter?.dateStyle = .none
          dropDownDateFormatter?.timeStyle = .short
        case .yearAndMonth:
          // iOS 17.4's mode postdates this commit; the original's switch has no case for it.
          break
        case .dateAndTime:
          dropDownDateFormatter?.dateStyle = .short
          dropDownDateFormatter?.timeStyle = .short
        }
      }
    }
  }

  /// `@property (retain) NSDate *minimumDate`: set on all three date pickers.
  public var minimumDate: Date? {
    get { _minimumDate }
    set {
      _minimumDate = newValue

      datePicker.minimumDate = newValue
      timePicker.minimumDate = newValue
      dateTimePicker.minimumDate = newValue
    }
  }

  /// `@property (retain) NSDate *maximumDate`: set on all three date pickers.
  public var maximumDate: Date? {
    get { _maximumDate }
    set {
      _maximumDate = newValue

      datePicker.maximumDate = newValue
      timePicker.maximumDate = newValue
      dateTimePicker.maximumDate = newValue
    }
  }

  /// `@property (copy) NSString *optionalItemText`: "Select" when empty.
  public var optionalItemText: String? {
    get {
      if ObjCMessaging.length(_optionalItemText) > 0 {
        return _optionalItemText
      } else {
        return "Select"  // NSLocalizedString(@"Select", nil)
      }
    }
    set {
      _optionalItemText = newValue

      _updateOptionsList()
    }
  }

  /// `@property BOOL adjustPickerLabelFontSizeWidth` (presentation; its setter refreshes the list).
  public var adjustPickerLabelFontSizeWidth: Bool {
    get { _adjustPickerLabelFontSizeWidth }
    set { setAdjustPickerLabelFontSizeWidth(newValue) }
  }

  func setAdjustPickerLabelFontSizeWidth(_ adjustPickerLabelFontSizeWidth: Bool) {
    _adjustPickerLabelFontSizeWidth = adjustPickerLabelFontSizeWidth

    _updateOptionsList()
  }

  /// `@property BOOL isOptionalDropDown`.
  public var isOptionalDropDown: Bool {
    get { _isOptionalDropDown }
    set { setIsOptionalDropDown(newValue) }
  }

  func setIsOptionalDropDown(_ isOptionalDropDown: Bool) {
    _isOptionalDropDown = isOptionalDropDown

    _updateOptionsList()
  }

  func _updateOptionsList() {
    if _isOptionalDropDown {
      let array = [optionalItemText!]
      _ItemListsInternal = array + (_itemList ?? [])
      pickerView.reloadAllComponents()
    } else {
      _ItemListsInternal = _itemList

      switch dropDownMode {
      case .datePicker:
        date = datePicker.date
      case .timePicker:
        date = timePicker.date
      case .dateTimePicker:
        date = dateTimePicker.date
      case .textPicker:
        pickerView.reloadAllComponents()
      case .textField:
        break
      }
    }
  }

  /// `canPerformAction:withSender:`: no paste, no cut outside text-field mode.
  public override func canPerformAction(_ action: EditAction, withSender sender: Any?) -> Bool {
    let isRestrictedAction = (action == .paste || action == .cut)
    if isRestrictedAction && dropDownMode != .textField {
      return false
    }

    return super.canPerformAction(action, withSender: sender)
  }

  /// `-parseTime:`: the parsed time of day on the reference date (2001-01-01). A text that does not parse
  /// gives `nil` time components, which read as 0 (a message to nil): midnight.
  func parseTime(_ text: String?) -> Date? {
    let calendar = environment.calendar
    let day = Date(timeIntervalSinceReferenceDate: 0)
    let time = text.flatMap { dropDownTimeFormatter?.date(from: $0) }

    var componentsDay = calendar.dateComponents([.era, .year, .month, .day], from: day)
    let componentsTime = time.map { calendar.dateComponents([.hour, .minute, .second], from: $0) }
    componentsDay.hour = componentsTime?.hour ?? 0
    componentsDay.minute = componentsTime?.minute ?? 0
    componentsDay.second = componentsTime?.second ?? 0

    return calendar.date(from: componentsDay)
  }

  // MARK: Getter

  /// The picker, created on first use.
  public var pickerView: PickerView {
    if _pickerView == nil {
      let picker = PickerView()
      _pickerView = picker
      // (presentation) setAutoresizingMask:, setShowsSelectionIndicator:YES
      picker.delegate = self
      picker.dataSource = self
    }
    return _pickerView!
  }

  /// The time picker, created on first use.
  public var timePicker: DatePicker {
    if _timePicker == nil {
      let picker = DatePicker(environment: environment)
      _timePicker = picker
      // (presentation) setAutoresizingMask:
      picker.datePickerMode = .time
      picker.addAction(for: [.valueChanged]) { [weak self] sender, _ in self?.timeChanged(sender as! DatePicker) }
    }
    return _timePicker!
  }

  /// The date-and-time picker, created on first use.
  public var dateTimePicker: DatePicker {
    if _dateTimePicker == nil {
      let picker = DatePicker(environment: environment)
      _dateTimePicker = picker
      // (presentation) setAutoresizingMask:
      picker.datePickerMode = .dateAndTime
      picker.addAction(for: [.valueChanged]) { [weak self] sender, _ in
        self?.dateTimeChanged(sender as! DatePicker)
      }
    }
    return _dateTimePicker!
  }

  /// The date picker, created on first use.
  public var datePicker: DatePicker {
    if _datePicker == nil {
      let picker = DatePicker(environment: environment)
      _datePicker = picker
      // (presentation) setAutoresizingMask:
      picker.datePickerMode = .date
      picker.addAction(for: [.valueChanged]) { [weak self] sender, _ in self?.dateChanged(sender as! DatePicker) }
    }
    return _datePicker!
  }

  /// `dateComponents`: day, month and year of ``date`` in the current calendar (`nil` components, whose
  /// fields read 0, when there is no date).
  public var dateComponents: DateComponents? {
    date.map { environment.calendar.dateComponents([.day, .month, .year], from: $0) }
  }
}

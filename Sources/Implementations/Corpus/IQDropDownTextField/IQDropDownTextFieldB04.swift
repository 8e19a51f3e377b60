import Foundation
import InputReference

/// IQDropDownTextField (hackiftekhar/IQDropDownTextField), `IQDropDownTextField/IQDropDownTextField.m` and
/// `.h`, at the B04 commits: buggy `5f8fd1d881c09880767701d77db894819a549a2e`, fix
/// `09981695a5491297554fdc2e78720b8c165b2531` ("Fixed a crash happening due to mistyped index logic").
/// Ported line for line; every hunk of the fix sits under `version`: the "below" candidate is read at
/// `belowIndex` (it read `aboveIndex`, -1 in Below mode), the data-source and delegate methods gain a
/// `row:` argument, and `canPerformAction:withSender:` allows only `copy:`.
///
/// When the data source refuses the settled item (`textField:canSelectItem:`), the field looks for the
/// nearest selectable item in the proposed direction (`textField:proposedSelectionModeForItem:`).
///
/// Dropped: the date, time and date-and-time modes (the `DateTime` category: `datePicker`, `timePicker`,
/// `dateTimePicker` and their wheels style, their formatters, `date`, `setDate:`, `dateComponents`,
/// `datePickerMode`), which the text-picker trigger never reaches; `itemListView` (rows drawn by archived
/// copies of app views); the `UIAppearance` formatter lookup; `dealloc`; and presentation: content
/// alignment, the row label's font and colours (`dropDownFont`, `dropDownTextColor`,
/// `optionalItemTextColor`, `adjustsFontSizeToFitWidth`; `pickerView:viewForRow:` becomes the row's title,
/// the label's text), the dismiss toolbar's `translucent` and `sizeToFit`, `setAutoresizingMask:` and
/// `setShowsSelectionIndicator:`. `caretRectForPosition:` becomes ``caretIsVisible()``.
public final class IQDropDownTextFieldB04: TextField, PickerViewDataSource, PickerViewDelegate {
  /// The commit this instance runs.
  public let version: CorpusVersion

  private var _dismissToolbar: Toolbar?
  private var hasSetInitialIsOptional = false

  private var _pickerView: PickerView?

  private var _dropDownMode: IQDropDownMode = .textPicker
  private var _itemList: [String]?
  private var _isOptionalDropDown = false
  private var _optionalItemText: String?
  private var _adjustPickerLabelFontSizeWidth = false

  /// `@property (copy) NSArray<NSString*> *itemListUI`: the texts shown in the field instead of `itemList`.
  public var itemListUI: [String]?

  /// `@property (weak) id<IQDropDownTextFieldDelegate> delegate`.
  public weak var dropDownDelegate: IQDropDownTextFieldDelegate?
  /// `@property (weak) id<IQDropDownTextFieldDataSource> dataSource`.
  public weak var dataSource: IQDropDownTextFieldDataSource?

  // MARK: Initialization

  func initialize() {
    // (presentation) setContentVerticalAlignment / setContentHorizontalAlignment: center

    if optionalItemText == nil {
      optionalItemText = "Select"  // NSLocalizedString(@"Select", nil)
    }

    // These will update the UI and other components, all the validation added if awakeFromNib for
    // textField is called after custom UIView awakeFromNib call
    do {
      dropDownMode = dropDownMode

      isOptionalDropDown = hasSetInitialIsOptional ? isOptionalDropDown : true
      adjustPickerLabelFontSizeWidth = adjustPickerLabelFontSizeWidth
    }
  }

  /// `-initWithFrame:`.
  public init(version: CorpusVersion) {
    self.version = version
    super.init(frame: .zero)
    initialize()
  }

  public required init?(coder: NSCoder) { nil }

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
    return ObjCMessaging.count(itemList) + (isOptionalDropDown ? 1 : 0)
  }

  // MARK: UIPickerView delegate

  /// `pickerView:viewForRow:forComponent:reusingView:`: the optional row's label shows `optionalItemText`,
  /// the others `itemList[row]`.
  public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    let row = row - (isOptionalDropDown ? 1 : 0)

    if row == IQOptionalTextFieldIndex {
      // (presentation) font and colour
      return optionalItemText
    } else {
      // (dropped) a row of `itemListView` shows an archived copy of the app's view instead
      let text = itemList?[row]
      // (presentation) font and colour (grey when the data source refuses the item)
      return text
    }
  }

  public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
    let row = row - (isOptionalDropDown ? 1 : 0)

    if row == IQOptionalTextFieldIndex {
      _setSelectedItem(nil, animated: false, shouldNotifyDelegate: true)
    } else if row >= 0 {
      let text = itemList?[row]

      var canSelect = true

      if let canSelectItem = canSelectItemMethod {
        canSelect = canSelectItem(text!, row)
      }

      if canSelect {
        _setSelectedItem(text, animated: false, shouldNotifyDelegate: true)
      } else {
        var proposedSelection = IQProposedSelection.both

        if let proposedSelectionModeForItem = proposedSelectionModeForItemMethod {
          proposedSelection = proposedSelectionModeForItem(text!, row)
        }

        var aboveIndex = row - 1
        var belowIndex = row + 1

        if proposedSelection == .above {
          belowIndex = ObjCMessaging.count(itemList)
        } else if proposedSelection == .below {
          aboveIndex = -1
        }

        while aboveIndex >= 0 || belowIndex < ObjCMessaging.count(itemList) {
          if aboveIndex >= 0 {
            let aboveText = itemList![aboveIndex]

            if canSelectItemMethod?(aboveText, aboveIndex) ?? false {
              _setSelectedItem(aboveText, animated: true, shouldNotifyDelegate: true)
              return
            }

            aboveIndex -= 1
          }

          if belowIndex < ObjCMessaging.count(itemList) {
            let belowText: String
            switch version {
            case .buggy: belowText = itemList![aboveIndex]
            case .fixed: belowText = itemList![belowIndex]
            }

            if canSelectItemMethod?(belowText, belowIndex) ?? false {
              _setSelectedItem(belowText, animated: true, shouldNotifyDelegate: true)
              return
            }

            belowIndex += 1
          }
        }

        return setSelectedRow(0, animated: true)
      }
    }
  }

  /// The data source's `textField:canSelectItem:` (buggy commit) or `textField:canSelectItem:row:` (fix),
  /// `nil` when the data source does not implement it (or is `nil`, where a message returns `NO`).
  private var canSelectItemMethod: ((String, Int) -> Bool)? {
    switch version {
    case .buggy:
      return dataSource?.canSelectItem.map { method in { [unowned self] item, _ in method(self, item) } }
    case .fixed:
      return dataSource?.canSelectItemRow.map { method in { [unowned self] item, row in method(self, item, row) } }
    }
  }

  /// The data source's `textField:proposedSelectionModeForItem:` (buggy) or `…:row:` (fix).
  private var proposedSelectionModeForItemMethod: ((String, Int) -> IQProposedSelection)? {
    switch version {
    case .buggy:
      return dataSource?.proposedSelectionModeForItem.map { method in { [unowned self] item, _ in method(self, item) } }
    case .fixed:
      return dataSource?.proposedSelectionModeForItemRow.map { method in
        { [unowned self] item, row in method(self, item, row) }
      }
    }
  }

  /// The delegate's `textField:didSelectItem:` (buggy) or `textField:didSelectItem:row:` (fix).
  private func notifyDidSelectItem(_ item: String?, row: Int) {
    switch version {
    case .buggy: dropDownDelegate?.didSelectItem?(self, item)
    case .fixed: dropDownDelegate?.didSelectItemRow?(self, item, row)
    }
  }

  // MARK: Selected Row

  /// `selectedRow`: the picker's row (at least 0), minus one for the optional row.
  public var selectedRow: Int {
    get {
      var pickerViewSelectedRow = pickerView.selectedRow(inComponent: 0)  // It may return -1
      pickerViewSelectedRow = max(pickerViewSelectedRow, 0)

      return pickerViewSelectedRow - (isOptionalDropDown ? 1 : 0)
    }
    set {
      setSelectedRow(newValue, animated: false)
    }
  }

  public func setSelectedRow(_ row: Int, animated: Bool) {
    if row == IQOptionalTextFieldIndex {
      if isOptionalDropDown {
        super.text = ""
      } else if ObjCMessaging.count(_itemList) > 0 {
        super.text = (itemListUI ?? _itemList)?[0]
      }
    } else {
      super.text = (itemListUI ?? _itemList)?[row]
    }

    let pickerViewRow = row + (isOptionalDropDown ? 1 : 0)
    pickerView.selectRow(pickerViewRow, inComponent: 0, animated: animated)
  }

  // MARK: Toolbar

  /// `@property BOOL showDismissToolbar`: a toolbar with Done (which resigns) as the accessory view.
  public var showDismissToolbar: Bool {
    get { inputAccessoryView === _dismissToolbar }
    set { inputAccessoryView = newValue ? dismissToolbar : nil }
  }

  var dismissToolbar: Toolbar {
    if _dismissToolbar == nil {
      let toolbar = Toolbar()
      _dismissToolbar = toolbar
      // (presentation) translucent = YES; sizeToFit
      let buttonflexible = BarButtonItem(systemItem: .flexibleSpace, action: nil)
      let buttonDone = BarButtonItem(systemItem: .done) { [weak self] in self?.resignFirstResponder() }
      toolbar.setItems([buttonflexible, buttonDone], animated: false)
    }

    return _dismissToolbar!
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
    case .textField:
      inputView = nil
    case .datePicker, .timePicker, .dateTimePicker:
      preconditionFailure("the date modes are not ported at this commit (see the type's documentation)")
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

  /// `@property (copy) NSString *selectedItem`: the picker's row read back (minus the optional row).
  public var selectedItem: String? {
    get {
      switch _dropDownMode {
      case .textPicker:
        let selectedRow = self.selectedRow

        if selectedRow >= 0 {
          return _itemList?[selectedRow]
        } else {
          return nil
        }
      case .textField:
        return super.text
      case .datePicker, .timePicker, .dateTimePicker:
        preconditionFailure("the date modes are not ported at this commit (see the type's documentation)")
      }
    }
    set {
      _setSelectedItem(newValue, animated: false, shouldNotifyDelegate: false)
    }
  }

  public func setSelectedItem(_ selectedItem: String?, animated: Bool) {
    _setSelectedItem(selectedItem, animated: animated, shouldNotifyDelegate: false)
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
    set {
      _adjustPickerLabelFontSizeWidth = newValue

      _updateOptionsList()
    }
  }

  /// `@property BOOL isOptionalDropDown`.
  public var isOptionalDropDown: Bool {
    get { _isOptionalDropDown }
    set { setIsOptionalDropDown(newValue) }
  }

  func setIsOptionalDropDown(_ isOptionalDropDown: Bool) {
    if hasSetInitialIsOptional == false || _isOptionalDropDown != isOptionalDropDown {
      let previousSelectedRow = selectedRow

      _isOptionalDropDown = isOptionalDropDown
      hasSetInitialIsOptional = true

      if hasSetInitialIsOptional == true && dropDownMode == .textPicker {
        pickerView.reloadAllComponents()

        selectedRow = previousSelectedRow
      }
    }
  }

  func _updateOptionsList() {
    switch _dropDownMode {
    case .datePicker, .timePicker, .dateTimePicker:
      preconditionFailure("the date modes are not ported at this commit (see the type's documentation)")
    case .textPicker:
      pickerView.reloadAllComponents()
    case .textField:
      break
    }
  }

  /// `canPerformAction:withSender:`: no paste, no cut outside text-field mode (buggy commit); only copy
  /// (fix).
  public override func canPerformAction(_ action: EditAction, withSender sender: Any?) -> Bool {
    switch version {
    case .buggy:
      let isRestrictedAction = (action == .paste || action == .cut)
      if isRestrictedAction && dropDownMode != .textField {
        return false
      }

      return super.canPerformAction(action, withSender: sender)
    case .fixed:
      let isAllowedAction = (action == .copy)
      return isAllowedAction
    }
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

  // MARK: Internal

  func _setSelectedItem(_ selectedItem: String?, animated: Bool, shouldNotifyDelegate: Bool) {
    switch dropDownMode {
    case .textPicker:
      if ObjCMessaging.containsObject(itemList, selectedItem) {
        let index = ObjCMessaging.indexOfObject(itemList, selectedItem)
        setSelectedRow(index, animated: animated)

        if shouldNotifyDelegate {
          notifyDidSelectItem(selectedItem, row: index)
        }
      } else if isOptionalDropDown {
        setSelectedRow(IQOptionalTextFieldIndex, animated: animated)

        if shouldNotifyDelegate {
          notifyDidSelectItem(nil, row: IQOptionalTextFieldIndex)
        }
      }
    case .textField:
      super.text = selectedItem
    case .datePicker, .timePicker, .dateTimePicker:
      preconditionFailure("the date modes are not ported at this commit (see the type's documentation)")
    }
  }
}

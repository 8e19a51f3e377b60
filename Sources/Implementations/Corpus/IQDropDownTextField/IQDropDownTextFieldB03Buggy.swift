import Foundation
import InputReference

/// IQDropDownTextField (hackiftekhar/IQDropDownTextField), `IQDropDownTextField/IQDropDownTextField.m`, at
/// the B03 buggy commit `7d42961a7a236116d857a22f5543e7c0d4e43fcf`
/// (https://github.com/hackiftekhar/IQDropDownTextField/pull/88, fixed by the maintainer as "Fixed #88"
/// in the v2.0 rewrite of the row arithmetic, `114d9a1c6e9206895f824ed888e502d47c397c26`, ported
/// separately as ``IQDropDownTextFieldB03Fixed``). Ported line for line.
///
/// The picker shows `internalItemList` (the optional "Select" row, then `itemList`). `selectedRow` reads
/// the picker row minus the optional row, while `setSelectedRow:` expects a picker row: every
/// `setSelectedRow:self.selectedRow` (in `setItemList:` and `setDropDownMode:`) moves the selection up
/// one item on an optional drop-down.
///
/// Dropped: the date, time and date-and-time modes (the `DateTime` category: `datePicker`, `timePicker`,
/// `dateTimePicker`, their formatters, `date`, `setDate:`, `dateComponents`, `datePickerMode`), which
/// the text-picker trigger never reaches; `itemListView` (rows drawn by archived copies of app views);
/// the `UIAppearance` formatter lookup; `dealloc`; and presentation: content alignment, the row label's
/// font and colours (`dropDownFont`, `dropDownTextColor`, `optionalItemTextColor`,
/// `adjustsFontSizeToFitWidth`; `pickerView:viewForRow:` becomes the row's title, the label's text), the
/// dismiss toolbar's `translucent` and `sizeToFit`, `setAutoresizingMask:` and
/// `setShowsSelectionIndicator:`. `caretRectForPosition:` becomes ``caretIsVisible()``.
public final class IQDropDownTextFieldB03Buggy: TextField, PickerViewDataSource, PickerViewDelegate {
  private var _dismissToolbar: Toolbar?
  private var hasSetInitialIsOptional = false

  /// The `Internal` category's associated `internalItemList`.
  private var internalItemList: [String]?
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
  public override init(frame: CGRect) {
    super.init(frame: frame)
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
    return ObjCMessaging.count(internalItemList)
  }

  // MARK: UIPickerView delegate

  /// `pickerView:viewForRow:forComponent:reusingView:`: the row's label shows `internalItemList[row]`.
  public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    // (dropped) a row of `itemListView` shows an archived copy of the app's view instead
    let text = internalItemList?[row]
    // (presentation) font and colour (grey when the data source refuses the item)
    return text
  }

  public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
    let text = internalItemList?[row]

    var canSelect = true

    if let canSelectItem = dataSource?.canSelectItem {
      canSelect = canSelectItem(self, text!)
    }

    if canSelect {
      _setSelectedItem(internalItemList?[row], animated: false, shouldNotifyDelegate: true)
    } else {
      var proposedSelection = IQProposedSelection.both

      if let proposedSelectionModeForItem = dataSource?.proposedSelectionModeForItem {
        proposedSelection = proposedSelectionModeForItem(self, text!)
      }

      var aboveIndex = row - 1
      var belowIndex = row + 1

      if proposedSelection == .above {
        belowIndex = ObjCMessaging.count(internalItemList)
      } else if proposedSelection == .below {
        aboveIndex = -1
      }

      while aboveIndex >= 0 || belowIndex < ObjCMessaging.count(internalItemList) {
        if aboveIndex >= 0 {
          let aboveText = internalItemList![aboveIndex]

          if dataSource?.canSelectItem?(self, aboveText) ?? false {
            _setSelectedItem(aboveText, animated: true, shouldNotifyDelegate: true)
            return
          }

          aboveIndex -= 1
        }

        if belowIndex < ObjCMessaging.count(internalItemList) {
          let belowText = internalItemList![aboveIndex]

          if dataSource?.canSelectItem?(self, belowText) ?? false {
            _setSelectedItem(belowText, animated: true, shouldNotifyDelegate: true)
            return
          }

          belowIndex += 1
        }
      }

      return setSelectedRow(0, animated: true)
    }
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
    let count = ObjCMessaging.count(_itemList) + 1  // an NSInteger: the comparison is signed
    if row < count {
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
    _isOptionalDropDown = isOptionalDropDown
    hasSetInitialIsOptional = true

    _updateOptionsList()
  }

  func _updateOptionsList() {
    if _isOptionalDropDown {
      let array = [optionalItemText!]
      internalItemList = array + (_itemList ?? [])
    } else {
      internalItemList = _itemList
    }

    pickerView.reloadAllComponents()

    switch _dropDownMode {
    case .datePicker, .timePicker, .dateTimePicker:
      preconditionFailure("the date modes are not ported at this commit (see the type's documentation)")
    case .textPicker:
      // [self setSelectedRow:self.selectedRow];  (commented out in the original)
      break
    case .textField:
      break
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
      if ObjCMessaging.containsObject(internalItemList, selectedItem) {
        setSelectedRow(ObjCMessaging.indexOfObject(internalItemList, selectedItem), animated: animated)

        if shouldNotifyDelegate, let didSelectItem = dropDownDelegate?.didSelectItem {
          didSelectItem(self, selectedItem)
        }
      } else if isOptionalDropDown {
        setSelectedRow(IQOptionalTextFieldIndex, animated: animated)

        if shouldNotifyDelegate, let didSelectItem = dropDownDelegate?.didSelectItem {
          didSelectItem(self, nil)
        }
      }
    case .textField:
      super.text = selectedItem
    case .datePicker, .timePicker, .dateTimePicker:
      preconditionFailure("the date modes are not ported at this commit (see the type's documentation)")
    }
  }
}

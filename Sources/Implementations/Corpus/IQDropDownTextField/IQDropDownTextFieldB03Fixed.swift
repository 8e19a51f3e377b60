import Foundation
import InputReference

/// IQDropDownTextField (hackiftekhar/IQDropDownTextField), `IQDropDownTextField/IQDropDownTextField.m`, at
/// the B03 fix commit `114d9a1c6e9206895f824ed888e502d47c397c26` ("Fixed #88. v2.0",
/// https://github.com/hackiftekhar/IQDropDownTextField/pull/88), which rewrites the row arithmetic of the
/// buggy commit `7d42961a7a236116d857a22f5543e7c0d4e43fcf` (ported as ``IQDropDownTextFieldB03Fixed``).
/// Ported line for line.
///
/// `internalItemList` is gone: the picker has `itemList.count` rows plus one for the optional row, and
/// both `selectedRow` and `setSelectedRow:` take item indexes (-1 for the optional row), adding or
/// removing the optional offset explicitly. `setIsOptionalDropDown:` re-selects the previous item.
///
/// Dropped: the date, time and date-and-time modes (the `DateTime` category: `datePicker`, `timePicker`,
/// `dateTimePicker`, their formatters, `date`, `setDate:`, `dateComponents`, `datePickerMode`), which
/// the text-picker trigger never reaches; `itemListView` (rows drawn by archived copies of app views);
/// the `UIAppearance` formatter lookup; `dealloc`; and presentation: content alignment, the row label's
/// font and colours (`dropDownFont`, `dropDownTextColor`, `optionalItemTextColor`,
/// `adjustsFontSizeToFitWidth`; `pickerView:viewForRow:` becomes the row's title, the label's text), the
/// dismiss toolbar's `translucent` and `sizeToFit`, `setAutoresizingMask:` and
/// `setShowsSelectionIndicator:`. `caretRectForPosition:` becomes ``caretIsVisible()``.
public final class IQDropDownTextFieldB03Fixed: TextField, PickerViewDataSource, PickerViewDelegate {
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
    } else {
      let text = itemList?[row]

      var canSelect = true

      if let canSelectItem = dataSource?.canSelectItem {
        canSelect = canSelectItem(self, text!)
      }

      if canSelect {
        _setSelectedItem(text, animated: false, shouldNotifyDelegate: true)
      } else {
        var proposedSelection = IQProposedSelection.both

        if let proposedSelectionModeForItem = dataSource?.proposedSelectionModeForItem {
          proposedSelection = proposedSelectionModeForItem(self, text!)
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

            if dataSource?.canSelectItem?(self, aboveText) ?? false {
              _setSelectedItem(aboveText, animated: true, shouldNotifyDelegate: true)
              return
            }

            aboveIndex -= 1
          }

          if belowIndex < ObjCMessaging.count(itemList) {
            let belowText = itemList![aboveIndex]

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
      // (presentation) sizeToFit
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

  /// `@property (copy) NSString *optionalItemText`: "Select" when empty (the setter is synthesized).
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
    }
  }

  /// `@property BOOL adjustPickerLabelFontSizeWidth` (presentation; synthesized).
  public var adjustPickerLabelFontSizeWidth: Bool {
    get { _adjustPickerLabelFontSizeWidth }
    set { _adjustPickerLabelFontSizeWidth = newValue }
  }

  /// `@property BOOL isOptionalDropDown`.
  public var isOptionalDropDown: Bool {
    get { _isOptionalDropDown }
    set { setIsOptionalDropDown(newValue) }
  }

  func setIsOptionalDropDown(_ isOptionalDropDown: Bool) {
    let previousSelectedRow = selectedRow

    _isOptionalDropDown = isOptionalDropDown
    hasSetInitialIsOptional = true

    pickerView.reloadAllComponents()

    if _dropDownMode == .textPicker {
      selectedRow = previousSelectedRow
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
      if ObjCMessaging.containsObject(itemList, selectedItem) {
        setSelectedRow(ObjCMessaging.indexOfObject(itemList, selectedItem), animated: animated)

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

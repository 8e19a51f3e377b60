import Foundation
import InputReference

/// IQDropDownTextField (hackiftekhar/IQDropDownTextField), `IQDropDownTextField/IQDropDownTextField.m` and
/// `.h`, at the B02 commits: buggy `e67f11a3d75d4001608e4913efbbdc5b0581db7c`, fix
/// `1d6cfda989c784a47197757bd30c31fdd6b019ec` (https://github.com/hackiftekhar/IQDropDownTextField/issues/50,
/// also #9). Ported line for line; the fix's text-picker hunks sit under `version`: `selectedItem` stops
/// being a synthesized ivar written by the setter and becomes a getter that reads the picker's row (minus
/// the optional row). The fix's date-mode hunks (`textField:didSelectDate:`, and `setDate:` on the
/// date-and-time picker) are in the dropped date modes.
///
/// A `UITextField` subclass whose input view is a picker over `itemList`, with an optional "Select" row 0
/// (`isOptionalDropDown`, on by default). A settle writes the selection live (`setSelectedItem:` → the
/// text and the picker) and tells the delegate.
///
/// Dropped: the date, time and date-and-time modes (`datePicker`, `timePicker`, `dateTimePicker`, their
/// formatters, `date`, `setDate:`, `dateComponents`, `minimumDate` / `maximumDate`, `datePickerMode`),
/// which the text-picker trigger never reaches; the `UIAppearance` formatter lookup; `dealloc`; and
/// presentation: content alignment, the row label's font, colour and `adjustsFontSizeToFitWidth`
/// (`pickerView:viewForRow:` becomes the row's title, the label's text), `setAutoresizingMask:` and
/// `setShowsSelectionIndicator:`. `caretRectForPosition:` (no caret outside text-field mode) becomes
/// ``caretIsVisible()``.
public final class IQDropDownTextFieldB02: TextField, PickerViewDataSource, PickerViewDelegate {
  /// The commit this instance runs.
  public let version: CorpusVersion

  private var _ItemListsInternal: [String]?
  private var _pickerView: PickerView?

  private var _dropDownMode: IQDropDownMode = .textPicker
  private var _itemList: [String]?
  private var _selectedItem: String?

  /// `@property (copy) NSArray<NSString*> *itemListUI`: the texts shown in the field instead of `itemList`.
  public var itemListUI: [String]?
  private var _isOptionalDropDown = false
  private var _optionalItemText: String?
  private var _adjustPickerLabelFontSizeWidth = false

  /// `@property (weak) id<IQDropDownTextFieldDelegate> delegate`.
  public weak var dropDownDelegate: IQDropDownTextFieldDelegate?
  /// `@property (weak) id<IQDropDownTextFieldDataSource> dataSource`.
  public weak var dataSource: IQDropDownTextFieldDataSource?

  // MARK: Initialization

  func initialize() {
    // (presentation) setContentVerticalAlignment / setContentHorizontalAlignment: center

    self.optionalItemText = "Select"  // NSLocalizedString(@"Select", nil)

    // (date modes dropped) the date, time and date-and-time formatters

    setDropDownMode(.textPicker)
    setIsOptionalDropDown(true)
    setAdjustPickerLabelFontSizeWidth(false)
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
    return ObjCMessaging.count(_ItemListsInternal)
  }

  // MARK: UIPickerView delegate

  /// `pickerView:viewForRow:forComponent:reusingView:`: the row's label shows `_ItemListsInternal[row]`.
  public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    let text = _ItemListsInternal?[row]
    // (presentation) font, colour (grey when the data source refuses the item), adjustsFontSizeToFitWidth
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

  /// `@property (copy) NSString *selectedItem`: at the buggy commit the synthesized ivar, at the fix the
  /// picker's row read back (minus the optional row).
  public var selectedItem: String? {
    get {
      switch version {
      case .buggy:
        return _selectedItem
      case .fixed:
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
    }
    set { setSelectedItem(newValue, animated: false, shouldNotifyDelegate: false) }
  }

  public func setSelectedItem(_ selectedItem: String?, animated: Bool) {
    setSelectedItem(selectedItem, animated: animated, shouldNotifyDelegate: false)
  }

  func setSelectedItem(_ selectedItem: String?, animated: Bool, shouldNotifyDelegate: Bool) {
    switch _dropDownMode {
    case .textPicker:
      if ObjCMessaging.containsObject(_ItemListsInternal, selectedItem) {
        if version == .buggy {
          _selectedItem = selectedItem
        }

        setSelectedRow(ObjCMessaging.indexOfObject(_ItemListsInternal, selectedItem), animated: animated)

        if shouldNotifyDelegate, let didSelectItem = dropDownDelegate?.didSelectItem {
          didSelectItem(self, version == .buggy ? _selectedItem : selectedItem)
        }
      }
    case .textField:
      super.text = selectedItem
    case .datePicker, .timePicker, .dateTimePicker:
      preconditionFailure("the date modes are not ported at this commit (see the type's documentation)")
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
      case .textPicker:
        pickerView.reloadAllComponents()
      case .datePicker, .timePicker, .dateTimePicker:
        preconditionFailure("the date modes are not ported at this commit (see the type's documentation)")
      case .textField:
        break
      }
    }
  }

  /// `canPerformAction:withSender:`: no paste, no cut.
  public override func canPerformAction(_ action: EditAction, withSender sender: Any?) -> Bool {
    if action == .paste || action == .cut {
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
}

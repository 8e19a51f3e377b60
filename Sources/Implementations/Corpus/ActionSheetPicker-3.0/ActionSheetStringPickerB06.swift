import InputReference

/// ActionSheetPicker-3.0 (skywinder/ActionSheetPicker-3.0),
/// `CoreActionSheetPicker/CoreActionSheetPicker/Pickers/ActionSheetStringPicker.m` and `.h`, at B06's commit
/// `10b43bd9d207e19aaced37b4e3479e3b7b4a5c79` (https://github.com/skywinder/ActionSheetPicker-3.0/issues/154
/// , /issues/307 , /issues/417, /issues/270; no fix was merged), over ``AbstractActionSheetPickerB06``.
/// Ported line for line.
///
/// The initial selection is stored unchecked and `selectRow:` is asked for it as given; the empty-data
/// guard at Done (since B05's fix) does not cover an index outside non-empty data.
///
/// `selectedIndex` starts at the initial selection, unchecked, and changes only on `didSelectRow`; Done
/// reports `data[selectedIndex]` to the done block (`nil` for empty data), or `selectedIndex` to the
/// target. An empty picker is made non-interactive.
///
/// Dropped (presentation only): the picker's frame, `showsSelectionIndicator`,
/// `pickerView:widthForComponent:`, `pickerView:viewForRow:` and `attributedTitleForRow:` (the row's title
/// with text attributes); titles of non-string rows (`NSAttributedString` or `description`): the model's
/// rows are strings.
public final class ActionSheetStringPickerB06: AbstractActionSheetPickerB06, PickerViewDelegate, PickerViewDataSource {
  /// `ActionStringDoneBlock`.
  public typealias DoneBlock = (_ picker: ActionSheetStringPickerB06, _ selectedIndex: Int, _ selectedValue: Any?) ->
    Void
  /// `ActionStringCancelBlock`.
  public typealias CancelBlock = (_ picker: ActionSheetStringPickerB06) -> Void

  /// `@property (retain) NSArray *data`.
  private(set) var data: [String]?
  /// `@property (assign) NSInteger selectedIndex`.
  public private(set) var selectedIndex: Int
  /// `@property (copy) ActionStringDoneBlock onActionSheetDone`.
  public var onActionSheetDone: DoneBlock?
  /// `@property (copy) ActionStringCancelBlock onActionSheetCancel`.
  public var onActionSheetCancel: CancelBlock?

  /// `+showPickerWithTitle:rows:initialSelection:doneBlock:cancelBlock:origin:`.
  @discardableResult
  public static func showPicker(
    title: String?, rows strings: [String]?, initialSelection index: Int, doneBlock: DoneBlock?,
    cancelBlock cancelBlockOrNil: CancelBlock?, origin: AnyObject
  ) -> ActionSheetStringPickerB06 {
    let picker = ActionSheetStringPickerB06(
      title: title, rows: strings, initialSelection: index, doneBlock: doneBlock, cancelBlock: cancelBlockOrNil,
      origin: origin)
    picker.showActionSheetPicker()
    return picker
  }

  /// `-initWithTitle:rows:initialSelection:doneBlock:cancelBlock:origin:`.
  public convenience init(
    title: String?, rows strings: [String]?, initialSelection index: Int, doneBlock: DoneBlock?,
    cancelBlock cancelBlockOrNil: CancelBlock?, origin: AnyObject
  ) {
    self.init(
      title: title, rows: strings, initialSelection: index, successAction: nil, cancelAction: nil, origin: origin)
    self.onActionSheetDone = doneBlock
    self.onActionSheetCancel = cancelBlockOrNil
  }

  /// `-initWithTitle:rows:initialSelection:target:successAction:cancelAction:origin:`.
  public init(
    title: String?, rows data: [String]?, initialSelection index: Int,
    successAction: ((_ selectedIndex: Int, _ origin: AnyObject?) -> Void)?,
    cancelAction cancelActionOrNil: ((_ origin: AnyObject?) -> Void)?, origin: AnyObject
  ) {
    self.data = data
    self.selectedIndex = index
    super.init(
      successAction: successAction.map { action in { selection, origin in action(selection as! Int, origin) } },
      cancelAction: cancelActionOrNil, origin: origin)
    self.title = title
  }

  public override func configuredPickerView() -> View? {
    if data == nil {
      return nil
    }
    // (presentation) CGRect pickerFrame = CGRectMake(0, 40, self.viewSize.width, 216);
    let stringPicker = PickerView()
    stringPicker.delegate = self
    stringPicker.dataSource = self
    stringPicker.selectRow(selectedIndex, inComponent: 0, animated: false)
    if ObjCMessaging.count(data) == 0 {
      // (presentation) stringPicker.showsSelectionIndicator = NO;
      stringPicker.isUserInteractionEnabled = false
    } else {
      // (presentation) stringPicker.showsSelectionIndicator = YES;
      stringPicker.isUserInteractionEnabled = true
    }

    // need to keep a reference to the picker so we can clear the DataSource / Delegate when dismissing
    pickerView = stringPicker

    return stringPicker
  }

  public override func notifyTargetDidSucceed(origin: AnyObject?) {
    if let onActionSheetDone {
      let selectedObject = (ObjCMessaging.count(data) > 0) ? data?[selectedIndex] : nil
      onActionSheetDone(self, selectedIndex, selectedObject)
      return
    } else if let successAction {
      successAction(selectedIndex, origin)
      return
    }
    // (log) NSLog(@"Invalid target/action ( %s / %s ) combination used for ActionSheetPicker", …);
  }

  public override func notifyTargetDidCancel(origin: AnyObject?) {
    if let onActionSheetCancel {
      onActionSheetCancel(self)
      return
    } else if let cancelAction {
      cancelAction(origin)
    }
  }

  // MARK: UIPickerViewDelegate / DataSource

  public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
    selectedIndex = row
  }

  public func numberOfComponents(in pickerView: PickerView) -> Int {
    return 1
  }

  public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
    return ObjCMessaging.count(data)
  }

  public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    return data?[row]
  }
}

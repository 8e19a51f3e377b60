import InputReference

/// ActionSheetPicker-3.0 (skywinder/ActionSheetPicker-3.0), `Pickers/ActionSheetStringPicker.m` and `.h`,
/// at B07's buggy commit `0b7b22796427e88fedc272325f45db09e25cbe43` (the fix `f1b6516` does not touch this
/// file): the concrete picker of the B07 trigger, over ``AbstractActionSheetPickerB07``.
///
/// `selectedIndex` starts at the initial selection, unchecked, and changes only on `didSelectRow`; Done
/// reports `data[selectedIndex]` to the done block (`nil` for empty data), or `selectedIndex` to the
/// target. An empty picker is made non-interactive.
///
/// Dropped (presentation only): the picker's frame, `showsSelectionIndicator` and
/// `pickerView:widthForComponent:`; titles of non-string rows (`description`): the model's rows are
/// strings.
public final class ActionSheetStringPickerB07: AbstractActionSheetPickerB07, PickerViewDelegate, PickerViewDataSource {
  /// `ActionStringDoneBlock`.
  public typealias DoneBlock = (_ picker: ActionSheetStringPickerB07, _ selectedIndex: Int, _ selectedValue: Any?) ->
    Void
  /// `ActionStringCancelBlock`.
  public typealias CancelBlock = (_ picker: ActionSheetStringPickerB07) -> Void

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
    cancelBlock cancelBlockOrNil: CancelBlock?, origin: AnyObject, version: CorpusVersion
  ) -> ActionSheetStringPickerB07 {
    let picker = ActionSheetStringPickerB07(
      title: title, rows: strings, initialSelection: index, doneBlock: doneBlock, cancelBlock: cancelBlockOrNil,
      origin: origin, version: version)
    picker.showActionSheetPicker()
    return picker
  }

  /// `-initWithTitle:rows:initialSelection:doneBlock:cancelBlock:origin:`.
  public convenience init(
    title: String?, rows strings: [String]?, initialSelection index: Int, doneBlock: DoneBlock?,
    cancelBlock cancelBlockOrNil: CancelBlock?, origin: AnyObject, version: CorpusVersion
  ) {
    self.init(
      title: title, rows: strings, initialSelection: index, successAction: nil, cancelAction: nil, origin: origin,
      version: version)
    self.onActionSheetDone = doneBlock
    self.onActionSheetCancel = cancelBlockOrNil
  }

  /// `-initWithTitle:rows:initialSelection:target:successAction:cancelAction:origin:`.
  public init(
    title: String?, rows data: [String]?, initialSelection index: Int,
    successAction: ((_ selectedIndex: Int, _ origin: AnyObject?) -> Void)?,
    cancelAction cancelActionOrNil: ((_ origin: AnyObject?) -> Void)?, origin: AnyObject, version: CorpusVersion
  ) {
    self.data = data
    self.selectedIndex = index
    super.init(
      successAction: successAction.map { action in { selection, origin in action(selection as! Int, origin) } },
      cancelAction: cancelActionOrNil, origin: origin, version: version)
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

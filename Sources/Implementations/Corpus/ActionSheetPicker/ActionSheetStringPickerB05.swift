import InputReference

/// ActionSheetPicker (TimCinel/ActionSheetPicker), `Pickers/ActionSheetStringPicker.m` and `.h`, at the B05
/// commits: buggy `5937d2f6ffd800c57be2b397acfd1dc15d61f860`, fix
/// `3e20cca8768603d3f11035d2366c11d9c1c2d438` (https://github.com/TimCinel/ActionSheetPicker/pull/59 ,
/// /pull/60). Ported line for line; the fix's one hunk (Done passes `nil` instead of indexing empty
/// data) sits under `version`. The follow-up `94eb151` (an empty picker is made non-interactive) is not
/// part of the fix commit and is not ported.
///
/// `selectedIndex` starts at the initial selection, unchecked, and changes only on `didSelectRow`; Done
/// reports `data[selectedIndex]` to the done block (or `selectedIndex` to the target).
///
/// Dropped (presentation only): the picker's frame, `showsSelectionIndicator` and
/// `pickerView:widthForComponent:`; `Block_copy` / `Block_release` (memory management).
public final class ActionSheetStringPickerB05: AbstractActionSheetPickerB05, PickerViewDelegate, PickerViewDataSource {
  /// `ActionStringDoneBlock`.
  public typealias DoneBlock = (_ picker: ActionSheetStringPickerB05, _ selectedIndex: Int, _ selectedValue: Any?) ->
    Void
  /// `ActionStringCancelBlock`.
  public typealias CancelBlock = (_ picker: ActionSheetStringPickerB05) -> Void

  /// The commit this instance runs.
  public let version: CorpusVersion

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
  ) -> ActionSheetStringPickerB05 {
    let picker = ActionSheetStringPickerB05(
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
    self.version = version
    self.data = data
    self.selectedIndex = index
    super.init(successAction: successAction, cancelAction: cancelActionOrNil, origin: origin)
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
    // (presentation) stringPicker.showsSelectionIndicator = YES;
    stringPicker.selectRow(selectedIndex, inComponent: 0, animated: false)

    // need to keep a reference to the picker so we can clear the DataSource / Delegate when dismissing
    pickerView = stringPicker

    return stringPicker
  }

  public override func notifyTargetDidSucceed(origin: AnyObject?) {
    if let onActionSheetDone {
      switch version {
      case .buggy:
        onActionSheetDone(self, selectedIndex, data?[selectedIndex])
      case .fixed:
        let selectedObject = (ObjCMessaging.count(data) > 0) ? data?[selectedIndex] : nil
        onActionSheetDone(self, selectedIndex, selectedObject)
      }
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

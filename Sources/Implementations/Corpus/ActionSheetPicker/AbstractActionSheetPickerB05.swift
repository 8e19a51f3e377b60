import InputReference

/// ActionSheetPicker (TimCinel/ActionSheetPicker), `Pickers/AbstractActionSheetPicker.m` and `.h`, at
/// `5937d2f6ffd800c57be2b397acfd1dc15d61f860` (B05's buggy commit; the fix `3e20cca` does not touch this
/// file). Ported line for line as the base of ``ActionSheetStringPickerB05``.
///
/// The picker is an object that builds a view (a toolbar with Cancel, the title and Done, above the
/// subclass's picker) and presents it from an origin (a bar button item or a view); it keeps itself
/// alive (`selfReference`) until it is dismissed. Done tells the target (or the done block) and
/// dismisses; Cancel tells the cancel target (or block) and dismisses.
///
/// Presentation: the ports run as on iPad (`UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad`),
/// where the view is shown in a `UIPopoverController` (``PopoverController``). The iPhone branch
/// (`configureAndPresentActionSheetForView:`, a `UIActionSheet` padded with newlines) is dropped: the
/// model has no action sheet, and the bug is in Done, not in the presentation.
///
/// Dropped (presentation only): frames and `viewSize` / `isViewPortrait`, bar styles, the title label's
/// font, colour and alignment (the label item becomes an item titled with the title, with no action),
/// `contentSizeForViewInPopover`, `presentFromRect`, and the `@try` fallback that presents from the key
/// window's root view when a table-view cell origin raises (the model raises nothing there). Custom
/// buttons (`addCustomButtonWithTitle:value:`, `customButtonPressed:`) are dropped: no trigger or driver
/// event reaches them. `dealloc` (it clears the picker's delegate and data source) has no observable
/// effect in the model.
open class AbstractActionSheetPickerB05 {
  /// `@property (copy) NSString *title`.
  public var title: String?
  /// `@property (retain) UIView *pickerView`.
  public var pickerView: View?
  /// `@property (assign) BOOL hideCancel`.
  public var hideCancel = false

  // The class extension's properties.
  private(set) var barButtonItem: BarButtonItem?
  private(set) var containerView: View?
  /// `target` with `successAction` / `cancelAction`: the selectors become closures; `nil` where the
  /// target does not respond (or there is no target).
  private(set) var successAction: ((_ selectedIndex: Int, _ origin: AnyObject?) -> Void)?
  private(set) var cancelAction: ((_ origin: AnyObject?) -> Void)?
  /// `@property (retain) UIPopoverController *popOverController`.
  public private(set) var popOverController: PopoverController?
  private var selfReference: AnyObject?

  /// `-initWithTarget:successAction:cancelAction:origin:`.
  public init(
    successAction: ((_ selectedIndex: Int, _ origin: AnyObject?) -> Void)?,
    cancelAction: ((_ origin: AnyObject?) -> Void)?, origin: AnyObject
  ) {
    self.successAction = successAction
    self.cancelAction = cancelAction
    // (presentation) self.presentFromRect = CGRectZero;

    if let item = origin as? BarButtonItem {
      self.barButtonItem = item
    } else if let view = origin as? View {
      self.containerView = view
    } else {
      assertionFailure("Invalid origin provided to ActionSheetPicker ( \(origin) )")
    }

    // allows us to use this without needing to store a reference in calling class
    self.selfReference = self
  }

  /// For subclasses: the configured picker view.
  open func configuredPickerView() -> View? {
    assertionFailure(
      "This is an abstract class, you must use a subclass of AbstractActionSheetPicker (like ActionSheetStringPicker)")
    return nil
  }

  /// For subclasses: tells the target about a successful selection.
  open func notifyTargetDidSucceed(origin: AnyObject?) {
    assertionFailure(
      "This is an abstract class, you must use a subclass of AbstractActionSheetPicker (like ActionSheetStringPicker)")
  }

  /// For subclasses: tells the target about a cancellation.
  open func notifyTargetDidCancel(origin: AnyObject?) {
    if let cancelAction {
      cancelAction(origin)
    }
  }

  // MARK: Actions

  /// `-showActionSheetPicker`.
  public func showActionSheetPicker() {
    let masterView = View()
    let pickerToolbar = createPickerToolbar(withTitle: title)
    // (presentation) [pickerToolbar setBarStyle:UIBarStyleBlackTranslucent];
    masterView.addSubview(pickerToolbar)
    pickerView = configuredPickerView()
    assert(pickerView != nil, "Picker view failed to instantiate, perhaps you have invalid component data.")
    if let pickerView { masterView.addSubview(pickerView) }
    presentPicker(for: masterView)
  }

  func actionPickerDone(_ sender: Any?) {
    notifyTargetDidSucceed(origin: storedOrigin())
    dismissPicker()
  }

  func actionPickerCancel(_ sender: Any?) {
    notifyTargetDidCancel(origin: storedOrigin())
    dismissPicker()
  }

  func dismissPicker() {
    // (no action sheet on iPad) if (self.actionSheet) [_actionSheet dismissWithClickedButtonIndex:0 animated:YES];
    if let popOverController, popOverController.isPopoverVisible {
      popOverController.dismissPopover(animated: true)
    }
    self.popOverController = nil
    self.selfReference = nil
  }

  func createPickerToolbar(withTitle title: String?) -> Toolbar {
    let pickerToolbar = Toolbar()
    // (presentation) frame, barStyle UIBarStyleBlackOpaque
    var barItems: [BarButtonItem] = []
    // (dropped) one item per custom button
    if false == hideCancel {
      let cancelBtn = createButton(withType: .cancel) { [weak self] in self?.actionPickerCancel(nil) }
      barItems.append(cancelBtn)
    }
    let flexSpace = createButton(withType: .flexibleSpace, action: nil)
    barItems.append(flexSpace)
    if let title {
      let labelButton = createToolbarLabel(withTitle: title)
      barItems.append(labelButton)
      barItems.append(flexSpace)
    }
    let doneButton = createButton(withType: .done) { [weak self] in self?.actionPickerDone(nil) }
    barItems.append(doneButton)
    pickerToolbar.setItems(barItems, animated: true)
    return pickerToolbar
  }

  /// `-createToolbarLabelWithTitle:`: an item whose custom view is a label showing the title.
  func createToolbarLabel(withTitle aTitle: String) -> BarButtonItem {
    // (presentation) the label's frame, alignment, colour, font and background
    return BarButtonItem(title: aTitle)
  }

  func createButton(withType type: BarButtonItem.SystemItem, action: (() -> Void)?) -> BarButtonItem {
    return BarButtonItem(systemItem: type, action: action)
  }

  // MARK: Utilities and Accessors

  func storedOrigin() -> AnyObject? {
    if let barButtonItem {
      return barButtonItem
    }
    return containerView
  }

  // MARK: Popovers and ActionSheets

  func presentPicker(for aView: View) {
    // (presentation) self.presentFromRect = aView.frame;

    // if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad): the ports run as on iPad
    configureAndPresentPopover(for: aView)
  }

  func configureAndPresentPopover(for aView: View) {
    // UIViewController *viewController = …; viewController.view = aView; (presentation) content size
    let popOverController = PopoverController(contentView: aView)
    self.popOverController = popOverController
    presentPopover(popOverController)
  }

  func presentPopover(_ popover: PopoverController) {
    if let barButtonItem {
      popover.presentPopover(from: barButtonItem, animated: true)
      return
    } else if let containerView {  // (presentation) && NO == CGRectIsEmpty(self.presentFromRect)
      popover.presentPopover(from: containerView, animated: true)
      return
    }
    // (dropped) the @try fallbacks: origin's superview, then the key window's root view
  }
}

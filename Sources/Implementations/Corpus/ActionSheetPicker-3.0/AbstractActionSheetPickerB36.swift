import InputReference

/// ActionSheetPicker-3.0 (skywinder/ActionSheetPicker-3.0), `Pickers/AbstractActionSheetPicker.m` and
/// `.h`, at B36's buggy commit `0f687c9697dfb47afb5cffe86dcd428c3a42142e` (the fix `070c3b9` does not
/// touch this file). Ported line for line as the base of ``ActionSheetDatePickerB36``.
///
/// The picker builds a view (a toolbar with Cancel, the title and Done, above the subclass's picker) and
/// presents it from an origin; it keeps itself alive (`selfReference`) until dismissed. Done tells the
/// target (or the done block) and dismisses; Cancel tells the cancel target (or block) and dismisses. On
/// iPad the view is in a `UIPopoverController` (``PopoverController``), which the user can also dismiss
/// by tapping outside it: the picker is its delegate and tells the cancel target (B07's fix).
///
/// Presentation: the ports run as on iPad (`IS_IPAD`). The iPhone branch
/// (`configureAndPresentActionSheetForView:`, the library's `SWActionSheet` in its own alert-level
/// window, and `didRotate:`) is dropped.
///
/// Dropped (presentation only): frames, `viewSize` / `isViewPortrait` / `isIPhone4`, bar styles and tint
/// colours, the edge toolbars, the title label's font, colour and size (the label item becomes an item
/// titled with the title, with no action), `preferredContentSize`, and the `@try` fallback that presents
/// from the key window's root view when a table-view cell origin raises, `popoverBackgroundViewClass`.
/// Custom buttons (`addCustomButtonWithTitle:value:` / `actionBlock:` / `target:selector:`,
/// `customButtonPressed:`), the button setters (`setCancelButton:`, `setDoneButton:`) and
/// `hidePickerWithCancelAction` are dropped: no trigger or driver event reaches them. `dealloc` (it clears the
/// picker's delegate and data source) has no observable effect in the model.
open class AbstractActionSheetPickerB36: PopoverControllerDelegate {
  /// `@property (copy) NSString *title`.
  public var title: String?
  /// `@property (strong) UIView *pickerView`.
  public var pickerView: View?
  /// `@property (strong) UIToolbar *toolbar`.
  public var toolbar: Toolbar?
  /// `@property (assign) BOOL hideCancel`.
  public var hideCancel = false

  // The class extension's properties.
  private(set) var barButtonItem: BarButtonItem?
  private(set) var doneBarButtonItem: BarButtonItem?
  private(set) var cancelBarButtonItem: BarButtonItem?
  private(set) var containerView: View?
  /// `target` with `successAction` / `cancelAction`: the selectors become closures; `nil` where the
  /// target does not respond (or there is no target).
  private(set) var successAction: ((_ selection: Any?, _ origin: AnyObject?) -> Void)?
  private(set) var cancelAction: ((_ origin: AnyObject?) -> Void)?
  /// `@property (strong) UIPopoverController *popOverController`.
  public private(set) var popOverController: PopoverController?
  private var selfReference: AnyObject?

  /// `-initWithTarget:successAction:cancelAction:origin:`.
  public init(
    successAction: ((_ selection: Any?, _ origin: AnyObject?) -> Void)?,
    cancelAction cancelActionOrNil: ((_ origin: AnyObject?) -> Void)?, origin: AnyObject
  ) {
    self.successAction = successAction
    self.cancelAction = cancelActionOrNil
    // (presentation) self.presentFromRect = CGRectZero; self.popoverBackgroundViewClass = nil;

    if let item = origin as? BarButtonItem {
      self.barButtonItem = item
    } else if let view = origin as? View {
      self.containerView = view
    } else {
      assertionFailure("Invalid origin provided to ActionSheetPicker ( \(origin) )")
    }

    let sysDoneButton = createButton(withType: .done) { [weak self] in self?.actionPickerDone(nil) }
    let sysCancelButton = createButton(withType: .cancel) { [weak self] in self?.actionPickerCancel(nil) }

    self.cancelBarButtonItem = sysCancelButton
    self.doneBarButtonItem = sysDoneButton

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
    // (presentation) the iPhone 4 background colour
    let toolbar = createPickerToolbar(withTitle: title)
    self.toolbar = toolbar
    masterView.addSubview(toolbar)
    // (presentation) the left and right edge toolbars
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
    // (presentation) frame, barStyle
    var barItems: [BarButtonItem] = []

    if !hideCancel, let cancelBarButtonItem {
      barItems.append(cancelBarButtonItem)
    }

    // (dropped) one item per custom button

    let flexSpace = createButton(withType: .flexibleSpace, action: nil)
    barItems.append(flexSpace)
    if let title {
      let labelButton = createToolbarLabel(withTitle: title)
      barItems.append(labelButton)
      barItems.append(flexSpace)
    }
    if let doneBarButtonItem { barItems.append(doneBarButtonItem) }

    pickerToolbar.setItems(barItems, animated: false)
    return pickerToolbar
  }

  /// `-createToolbarLabelWithTitle:`: an item whose custom view is a label showing the title.
  func createToolbarLabel(withTitle aTitle: String) -> BarButtonItem {
    // (presentation) the label's frame, alignment, colour, font, background and size
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

    // if (IS_IPAD): the ports run as on iPad
    configureAndPresentPopover(for: aView)
  }

  func configureAndPresentPopover(for aView: View) {
    // UIViewController *viewController = …; viewController.view = aView; (presentation) content size
    let popOverController = PopoverController(contentView: aView)
    self.popOverController = popOverController
    popOverController.delegate = self
    // (presentation) setPopoverBackgroundViewClass: when one is set
    presentPopover(popOverController)
  }

  func presentPopover(_ popover: PopoverController) {
    if let barButtonItem {
      popover.presentPopover(from: barButtonItem, animated: true)
      return
    } else if let containerView {
      popover.presentPopover(from: containerView, animated: true)
      return
    }
    // (dropped) the @try fallbacks: origin's superview, then the key window's root view
  }

  // MARK: Popoverdelegate

  /// A popover the user dismissed by tapping outside tells the cancel target.
  public func popoverControllerDidDismissPopover(_ popoverController: PopoverController) {
    notifyTargetDidCancel(origin: storedOrigin())
  }
}

import InputReference

/// ActionSheetPicker-3.0 (skywinder/ActionSheetPicker-3.0),
/// `CoreActionSheetPicker/CoreActionSheetPicker/Pickers/AbstractActionSheetPicker.m` and `.h`, at B06's
/// commit `10b43bd9d207e19aaced37b4e3479e3b7b4a5c79` (the newest with the bug; no fix was merged). Ported
/// line for line as the base of ``ActionSheetStringPickerB06``.
///
/// The picker builds a view (a toolbar with Cancel, the title and Done, above the subclass's picker) and
/// presents it from an origin; it keeps itself alive (`selfReference`) until dismissed. Done tells the
/// target (or the done block) and dismisses; Cancel tells the cancel target (or block) and dismisses. On
/// an iPad in a regular size class (`MyPopoverController canShowPopover`) the view is in a view
/// controller presented as a popover (``PopoverPresentationController``) whose delegate is never set, so
/// a tap outside it dismisses the picker without telling anyone (B07's bug, back at this commit).
///
/// Presentation: the ports run as on an iPad in a regular size class, with `popoverDisabled` off. The
/// other branch (`configureAndPresentActionSheetForView:`: the library's `SWActionSheet` in its own
/// window, the blurred background, `tapDismissAction` gestures on that window, `didRotate:`) is dropped.
/// The containerView branch of `presentPopover:` presents from `dispatch_async(main)`; the model presents
/// at once.
///
/// Dropped (presentation only): frames, heights (date picker style, safe area), `viewSize` /
/// `isViewPortrait` / `isIPhone4`, bar styles and tint colours, text attributes, the edge toolbars, the
/// title label's attributes and size (the label item becomes an item titled with the title, with no
/// action), the layout constraints and `preferredContentSize`, `windowLevel`,
/// `supportedInterfaceOrientations`, and the `@try` fallback that presents from the top view controller's
/// view when a table-view cell origin raises. Custom buttons
/// (`addCustomButtonWithTitle:value:`, `customButtonPressed:`) and the button setters (`setCancelButton:`,
/// `setDoneButton:`) are dropped: no trigger or driver event reaches them. `dealloc` (it clears the
/// picker's delegate and data source) has no observable effect in the model.
open class AbstractActionSheetPickerB06 {
  /// `@property (copy) NSString *title`.
  public var title: String?
  /// `@property (strong) UIView *pickerView`.
  public var pickerView: View?
  /// `@property (strong) UIToolbar *toolbar`.
  public var toolbar: Toolbar?
  /// `@property (assign) BOOL hideCancel`.
  public var hideCancel = false
  /// `@property (assign) BOOL popoverDisabled`.
  public var popoverDisabled = false

  // The class extension's properties.
  private(set) var barButtonItem: BarButtonItem?
  private(set) var doneBarButtonItem: BarButtonItem?
  private(set) var cancelBarButtonItem: BarButtonItem?
  private(set) var containerView: View?
  /// `target` with `successAction` / `cancelAction`: the selectors become closures; `nil` where the
  /// target does not respond (or there is no target).
  private(set) var successAction: ((_ selection: Any?, _ origin: AnyObject?) -> Void)?
  private(set) var cancelAction: ((_ origin: AnyObject?) -> Void)?
  /// `@property (strong) UIViewController *popOverViewController`, with its popover presentation.
  public private(set) var popOverViewController: PopoverPresentationController?
  private var selfReference: AnyObject?

  /// `-initWithTarget:successAction:cancelAction:origin:`.
  public init(
    successAction: ((_ selection: Any?, _ origin: AnyObject?) -> Void)?,
    cancelAction cancelActionOrNil: ((_ origin: AnyObject?) -> Void)?, origin: AnyObject
  ) {
    // -init, then -initWithTarget:… (the order of these independent assignments is not observable)
    // (presentation) windowLevel, presentFromRect, popoverBackgroundViewClass, supportedInterfaceOrientations
    self.popoverDisabled = false

    self.successAction = successAction
    self.cancelAction = cancelActionOrNil

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

    // (dropped with the other presentation) self.tapDismissAction = TapActionNone;
    // allows us to use this without needing to store a reference in calling class
    self.selfReference = self
    // (presentation) pickerTextAttributes, the blur filter, the iOS 13 colours
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
    // (presentation) the frames when the toolbar is hidden, and the centring of the picker
    if let pickerView { masterView.addSubview(pickerView) }

    // (dropped) the blurred background, used only when no popover can show
    presentPicker(for: masterView)
    // (dropped) tapDismissAction gestures on the action sheet's window (TapActionNone by default)
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
    if let popOverViewController {
      popOverViewController.dismiss(animated: true, completion: nil)
    }
    self.popOverViewController = nil
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

    // if (!self.popoverDisabled && [MyPopoverController canShowPopover]): the ports run as on a regular iPad
    if !popoverDisabled {
      configureAndPresentPopover(for: aView)
    } else {
      preconditionFailure("the action-sheet presentation is not ported (see the type's documentation)")
    }
  }

  func configureAndPresentPopover(for aView: View) {
    // UIViewController *viewController = …; [viewController.view addSubview:aView] (presentation) constraints
    let viewController = PopoverPresentationController(presentedView: aView)
    // (presentation) viewController.preferredContentSize = aView.frame.size;
    self.popOverViewController = viewController
    presentPopover(viewController)
  }

  func presentPopover(_ viewController: PopoverPresentationController) {
    // viewController.modalPresentationStyle = UIModalPresentationPopover; (no delegate is set)
    if barButtonItem != nil {
      // (presentation) the source view or bar button item, and the arrow directions
      viewController.present(from: containerView, animated: true, completion: nil)
      return
    } else if let containerView {
      // dispatch_async(dispatch_get_main_queue(), …): the model presents at once
      viewController.present(from: containerView, animated: true, completion: nil)
      return
    }
    // (dropped) the @try fallbacks: origin's superview, then the top view controller's view
  }
}

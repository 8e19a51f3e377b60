import InputReference

/// SwiftyPickerPopover (hsylife/SwiftyPickerPopover), `SwiftyPickerPopover/StringPickerPopover.swift`,
/// `StringPickerPopoverViewController.swift` (and its storyboard scene), at the B30 commits: buggy
/// `ff032a345214134a6c1e6d9c6731209613410a30`, fix `671d6fb4c67f62b094e723e0f2f589fa55258650`
/// (https://github.com/hsylife/SwiftyPickerPopover/issues/85). Ported line for line; the fix's hunk
/// (`tapped(button:)` reads `choices[safe: selectedRow]`, with the new `Collection` safe subscript) sits
/// under `version`. The second fix commit `1037d15` (the column picker) is not ported.
///
/// Done and Cancel both read the picker's selected row and index the choices with it; an empty picker's
/// row is -1. A tap outside the popover calls Cancel's path (`popoverPresentationControllerDidDismissPopover`).
///
/// Dropped (presentation only): images, fonts, font colour and size, row height, attributed titles, the
/// button colours; `displayStringFor` is kept (it changes the title). `localized` strings are English.
public final class StringPickerPopoverB30: AbstractPopoverB30, PickerViewDataSource, PickerViewDelegate {
  /// Type of choice value
  public typealias ItemType = String
  /// Action type for buttons
  public typealias ActionHandlerType = (StringPickerPopoverB30, Int, ItemType) -> Void
  /// Button parameters type
  public typealias ButtonParameterType = (title: String, action: ActionHandlerType?)
  /// Type of the rule closure to convert from a raw value to the display string
  public typealias DisplayStringForType = ((ItemType?) -> String?)

  // MARK: - Properties

  /// Choice array
  public private(set) var choices: [ItemType] = []

  /// Convert a raw value to the string for displaying it
  private(set) var displayStringFor: DisplayStringForType?

  /// Done button parameters
  private(set) var doneButton: ButtonParameterType = ("Done", nil)
  /// Cancel button parameters
  private(set) var cancelButton: ButtonParameterType = ("Cancel", nil)

  /// Action for picker value change
  private(set) var valueChangeAction: ActionHandlerType?

  /// Selected row
  private(set) var selectedRow: Int = 0

  // MARK: - Initializer

  /// Initialize a Popover with the following arguments.
  public init(title: String?, choices: [ItemType], version: CorpusVersion) {
    super.init(version: version)

    // Set parameters
    self.title = title
    self.choices = choices
  }

  // MARK: - Propery setter

  /// Set selected row
  public func setSelectedRow(_ row: Int) -> Self {
    self.selectedRow = row
    return self
  }

  /// Set displayStringFor closure
  public func setDisplayStringFor(_ displayStringFor: DisplayStringForType?) -> Self {
    self.displayStringFor = displayStringFor
    return self
  }

  /// Set done button properties
  public func setDoneButton(title: String? = nil, action: ActionHandlerType?) -> Self {
    return setButton(button: &doneButton, title: title, action: action)
  }

  /// Set cancel button properties
  public func setCancelButton(title: String? = nil, action: ActionHandlerType?) -> Self {
    return setButton(button: &cancelButton, title: title, action: action)
  }

  /// Set button arguments to the targeted button properties
  func setButton(button: inout ButtonParameterType, title: String? = nil, action: ActionHandlerType?) -> Self {
    if let t = title {
      button.title = t
    }
    // (presentation) color
    button.action = action
    return self
  }

  /// Set an action for each value change done by user
  public func setValueChange(action: ActionHandlerType?) -> Self {
    valueChangeAction = action
    return self
  }

  /// The storyboard `StringPickerPopover`: a navigation controller whose root is a
  /// ``StringPickerPopoverViewControllerB30`` with a picker, Cancel on the left and Done on the right.
  public override func instantiateInitialViewController() -> PresentedNavigationController? {
    let viewController = StringPickerPopoverViewControllerB30(version: version)
    return PresentedNavigationController(rootViewController: viewController)
  }

  // MARK: - UIPickerViewDataSource

  public func numberOfComponents(in pickerView: PickerView) -> Int {
    return 1
  }

  public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
    return choices.count
  }

  // MARK: - UIPickerViewDelegate

  public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    return displayStringFor?(choices[row]) ?? choices[row]
  }

  public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
    valueChangeAction?(self, row, choices[row])
    // redoDisappearAutomatically(): (dropped) no timer runs unless the app started one
  }
}

/// `StringPickerPopoverViewController`, with the outlets and actions of its storyboard scene.
public final class StringPickerPopoverViewControllerB30: AbstractPickerPopoverViewControllerB30 {
  /// The commit this instance runs.
  public let version: CorpusVersion

  /// Popover
  private var popover: StringPickerPopoverB30? { return anyPopover as? StringPickerPopoverB30 }

  // The storyboard's outlets: the navigation item's buttons and the picker in the view.
  public let cancelButton: BarButtonItem
  public let doneButton: BarButtonItem
  public let picker = PickerView()

  init(version: CorpusVersion) {
    self.version = version
    var tappedCancel: (() -> Void)?
    var tappedDone: (() -> Void)?
    cancelButton = BarButtonItem(title: "Cancel", style: .plain) { tappedCancel?() }
    doneButton = BarButtonItem(title: "Done", style: .done) { tappedDone?() }
    super.init()
    view.addSubview(picker)
    leftBarButtonItem = cancelButton
    rightBarButtonItem = doneButton
    tappedCancel = { [unowned self] in self.tappedCancel() }
    tappedDone = { [unowned self] in self.tappedDone() }
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    picker.delegate = popover
  }

  /// Make the popover properties reflect on this view controller
  override func refrectPopoverProperties() {
    super.refrectPopoverProperties()

    // Set up cancel button (presentation: title, tint colour; the navigation item's buttons)
    leftBarButtonItem = cancelButton
    rightBarButtonItem = doneButton

    // Select row if needed
    if let select = popover?.selectedRow {
      picker.selectRow(select, inComponent: 0, animated: true)
    }
  }

  /// Action when tapping done button
  public func tappedDone(_ sender: AnyObject? = nil) {
    tapped(button: popover?.doneButton)
  }

  /// Action when tapping cancel button
  public func tappedCancel(_ sender: AnyObject? = nil) {
    tapped(button: popover?.cancelButton)
  }

  private func tapped(button: StringPickerPopoverB30.ButtonParameterType?) {
    let selectedRow = picker.selectedRow(inComponent: 0)
    let selectedString: String?
    switch version {
    case .buggy: selectedString = popover?.choices[selectedRow]
    case .fixed: selectedString = popover?.choices[safe: selectedRow]
    }
    if let selectedString {
      button?.action?(popover!, selectedRow, selectedString)
    }
    dismiss(animated: false, completion: {})
  }

  /// Action to be executed after the popover disappears
  public override func popoverPresentationControllerDidDismissPopover(_ controller: PopoverPresentationController) {
    tappedCancel()
  }
}

extension Collection {
  /// `subscript (safe index:)`, added by the fix (`CollectionType+Extension.swift`).
  fileprivate subscript(safe index: Index) -> Element? {
    return indices.contains(index) ? self[index] : nil
  }
}

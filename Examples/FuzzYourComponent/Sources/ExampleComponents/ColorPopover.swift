import InputReference

/// A colour picker shown in a popover from a button, as ActionSheetPicker and SwiftyPickerPopover show theirs:
/// the app's button presents it on a colour, Done reports the colour on the wheel, and Cancel or a tap outside the
/// popover reports a cancellation. It is nobody's input view and never first responder: the suite drives it as a
/// popover host (README, "Drivers for real shapes").
public final class ColorPopover: PickerViewDataSource, PickerViewDelegate, PopoverControllerDelegate {
  /// The colours offered.
  public static let colors = ["Red", "Green", "Blue", "Black"]
  /// Called on Done with the colour on the wheel.
  public var onDone: ((String?) -> Void)?
  /// Called on Cancel, and when a tap outside dismisses the popover.
  public var onCancel: (() -> Void)?
  private let picker = PickerView()
  private let toolbar = Toolbar()
  private var popover: PopoverController?

  public init() {
    picker.dataSource = self
    picker.delegate = self
    toolbar.setItems(
      [
        BarButtonItem(systemItem: .cancel) { [weak self] in self?.cancel() },
        BarButtonItem(systemItem: .flexibleSpace),
        BarButtonItem(systemItem: .done) { [weak self] in self?.done() },
      ], animated: false)
  }

  /// Shows the popover from `origin`, on `color`'s row (the first row for none).
  public func show(from origin: View, on color: String?) {
    guard popover == nil else { return }
    let content = View()
    content.addSubview(toolbar)
    content.addSubview(picker)
    picker.reloadAllComponents()
    picker.selectRow(color.flatMap(Self.colors.firstIndex(of:)) ?? 0, inComponent: 0, animated: false)
    let popover = PopoverController(contentView: content)
    popover.delegate = self
    self.popover = popover
    popover.presentPopover(from: origin, animated: true)
  }

  private func done() {
    let row = picker.selectedRow(inComponent: 0)
    dismiss()
    onDone?(Self.colors.indices.contains(row) ? Self.colors[row] : nil)
  }

  private func cancel() {
    dismiss()
    onCancel?()
  }

  /// Dismissed from code: the popover's delegate hears nothing.
  private func dismiss() {
    popover?.dismissPopover(animated: true)
    popover = nil
  }

  /// A tap outside the popover dismissed it: a cancellation.
  public func popoverControllerDidDismissPopover(_ popoverController: PopoverController) {
    popover = nil
    onCancel?()
  }

  public func numberOfComponents(in pickerView: PickerView) -> Int { 1 }

  public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
    Self.colors.count
  }

  public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    Self.colors.indices.contains(row) ? Self.colors[row] : nil
  }
}

import UIKit

/// A colour picker shown in a popover from a button, as ActionSheetPicker and SwiftyPickerPopover show theirs: the
/// app's button presents it on a colour, Done reports the colour on the wheel, and Cancel or a tap outside the
/// popover reports a cancellation. It is nobody's input view and never first responder.
public final class ColorPopover: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate,
  UIPopoverPresentationControllerDelegate
{
  /// The colours offered.
  public static let colors = ["Red", "Green", "Blue", "Black"]
  /// Called on Done with the colour on the wheel.
  public var onDone: ((String?) -> Void)?
  /// Called on Cancel, and when a tap outside dismisses the popover.
  public var onCancel: (() -> Void)?
  private let picker = UIPickerView()
  private let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 280, height: 44))
  private var color: String?

  /// Presents the popover from `button`, on `color`'s row (the first row for none).
  public func show(from button: UIButton, on color: String?, in viewController: UIViewController) {
    guard presentingViewController == nil else { return }
    self.color = color
    modalPresentationStyle = .popover
    popoverPresentationController?.sourceView = button
    popoverPresentationController?.sourceRect = button.bounds
    popoverPresentationController?.delegate = self
    viewController.present(self, animated: true)
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    picker.dataSource = self
    picker.delegate = self
    toolbar.items = [
      UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel)),
      UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
      UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done)),
    ]
    view.addSubview(toolbar)
    view.addSubview(picker)
    preferredContentSize = CGSize(width: 280, height: 260)
  }

  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    picker.reloadAllComponents()
    picker.selectRow(color.flatMap(Self.colors.firstIndex(of:)) ?? 0, inComponent: 0, animated: false)
  }

  @objc private func done() {
    let row = picker.selectedRow(inComponent: 0)
    dismiss(animated: true)
    onDone?(Self.colors.indices.contains(row) ? Self.colors[row] : nil)
  }

  @objc private func cancel() {
    dismiss(animated: true)
    onCancel?()
  }

  // MARK: UIPopoverPresentationControllerDelegate

  /// A popover on the phone too.
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    .none
  }

  /// A tap outside dismissed it: a cancellation.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    onCancel?()
  }

  // MARK: UIPickerViewDataSource, UIPickerViewDelegate

  public func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

  public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    Self.colors.count
  }

  public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    Self.colors.indices.contains(row) ? Self.colors[row] : nil
  }
}

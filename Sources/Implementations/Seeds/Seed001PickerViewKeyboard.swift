import Foundation
import InputConformance
import InputReference

/// Seed 001, "[Swift] Show a UIPickerView in the keyboard" (article): `PickerViewKeyboard: UIButton`, its
/// `PickerViewKeyboardDelegate`, and the article's example owner `ViewController`, ported line for line.
///
/// Dropped (layout only): the toolbar's `frame` (`CGRect(x: 0, y: 0, width: self.frame.width, height: 44)`),
/// the storyboard (the owner's outlets are set by the harness instead of by the storyboard), and
/// `didReceiveMemoryWarning()` (no model analogue; it only called super).
///
/// Kept as written, bugs included:
/// - `inputView` creates a new picker on every read and stores it in `pickerView`;
/// - it selects `delegate.initSelectedRow(sender:)` with no bounds check;
/// - Done reports `data[pickerView.selectedRow(inComponent: 0)]` and neither Done nor Cancel resigns;
/// - `delegate` is a strong reference.
///
/// `print("canceled")` goes to the owner's captured `log`, not to standard output.
public enum Seed001 {
  /// The seed's `class PickerViewKeyboard: UIButton`.
  public final class PickerViewKeyboard: Button {
    var delegate: (any PickerViewKeyboardDelegate)!
    var pickerView: PickerView!

    public override var canBecomeFirstResponder: Bool {
      return true
    }

    // ピッカーに表示させるデータ
    var data: [String] {
      return delegate.titlesOfPickerViewKeyboard(sender: self)
    }

    // `required init?(coder aDecoder: NSCoder)`: the model has no coder; a plain init does the same.
    public init() {
      super.init(frame: .zero)
      self.addAction(for: [.touchUpInside]) { [unowned self] sender, _ in self.didTouchUpInside(sender) }
    }

    public required init?(coder: NSCoder) { nil }

    func didTouchUpInside(_ sender: Control) {
      becomeFirstResponder()
    }

    public override var inputView: View? {
      pickerView = PickerView()
      pickerView.delegate = self
      let row = delegate.initSelectedRow(sender: self)
      pickerView.selectRow(row, inComponent: 0, animated: true)

      return pickerView
    }

    public override var inputAccessoryView: View? {
      let toolbar = Toolbar()
      // (layout: no model analogue) toolbar.frame = CGRect(x: 0, y: 0, width: self.frame.width, height: 44)

      let space = BarButtonItem(systemItem: .fixedSpace, action: nil)
      space.width = 12
      let cancelItem = BarButtonItem(
        barButtonSystemItem: .cancel, target: self, action: Selector("cancelPicker", PickerViewKeyboard.cancelPicker))
      let flexSpaceItem = BarButtonItem(systemItem: .flexibleSpace, action: nil)
      let doneButtonItem = BarButtonItem(
        barButtonSystemItem: .done, target: self, action: Selector("donePicker", PickerViewKeyboard.donePicker))

      let toolbarItems = [space, cancelItem, flexSpaceItem, doneButtonItem, space]

      toolbar.setItems(toolbarItems, animated: true)

      return toolbar
    }

    func cancelPicker() {
      delegate.didCancel(sender: self)
    }

    func donePicker() {
      delegate.didDone(sender: self, selectedData: data[pickerView.selectedRow(inComponent: 0)])
    }
  }

  /// The article's example owner: `class ViewController: UIViewController`.
  public final class ViewController {
    weak var pickerKeyboardButton: PickerViewKeyboard!
    var resultLabel: Label!
    let dataSource = ["いち", "に", "さん", "よん", "ご", "ろく", "なな"]

    /// Where `print` goes: captured, never standard output.
    private(set) var log: [String] = []

    func viewDidLoad() {
      // (no model analogue) super.viewDidLoad()
      pickerKeyboardButton.delegate = self
    }

    private func print(_ line: String) { log.append(line) }
  }
}

/// The seed's `protocol PickerViewKeyboardDelegate`.
@MainActor protocol PickerViewKeyboardDelegate {
  func titlesOfPickerViewKeyboard(sender: Seed001.PickerViewKeyboard) -> [String]
  func initSelectedRow(sender: Seed001.PickerViewKeyboard) -> Int
  func didCancel(sender: Seed001.PickerViewKeyboard)
  func didDone(sender: Seed001.PickerViewKeyboard, selectedData: String)
}

extension Seed001.PickerViewKeyboard: PickerViewDelegate, PickerViewDataSource {
  public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
    return data.count
  }

  public func numberOfComponents(in pickerView: PickerView) -> Int {
    return 1
  }

  public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    return data[row]
  }
}

extension Seed001.ViewController: PickerViewKeyboardDelegate {
  func titlesOfPickerViewKeyboard(sender: Seed001.PickerViewKeyboard) -> [String] {
    return dataSource
  }

  func initSelectedRow(sender: Seed001.PickerViewKeyboard) -> Int {
    return 3
  }

  func didDone(sender: Seed001.PickerViewKeyboard, selectedData: String) {
    resultLabel.text = selectedData
  }

  func didCancel(sender: Seed001.PickerViewKeyboard) {
    print("canceled")
  }
}

import Foundation
import InputConformance
import InputReference

/// Seed 000, "UIControl and UIKeyInput: slide a UIPickerView up from the bottom"
/// (slides): `PickerKeyboard: UIControl, UIKeyInput`, ported line for line.
///
/// Dropped (layout only): `setNeedsDisplay()` after each change of `textStore`,
/// and the accessory bar's `frame` (`CGRect(x: 0, y: 0, width: self.bounds.width, height: 44)`).
///
/// Kept as written, bugs included:
/// - `inputView` and `inputAccessoryView` build new views on every read;
/// - the picker is preselected on `data.index(of: textStore) ?? -1`;
/// - `deleteBackward()` removes `index(before: endIndex)` with no empty check (it traps on empty text);
/// - `insertText(_:)` appends any text to `textStore`;
/// - the accessory button's `addTarget` names `#selector(PickerKeyboard.didTap(sender:))`, which calls
///   `becomeFirstResponder()`, not `didTapDone(sender:)`.
///
/// The slides elide the accessory button's title (`// ..`); this port titles it "Close", which is what the
/// button is for on the slide ("put a close button in inputAccessoryView").
public enum Seed000 {
  /// The seed's `class PickerKeyboard: UIControl`.
  public final class PickerKeyboard: Control {
    private var textStore: String = ""

    public var data: [String] = ["Mon.", "Tue.", "Wed.", "Thu.", "Fri.", "Sut.", "Sun."]

    // `required init?(coder aDecoder: NSCoder)`: the model has no coder; a plain init does the same.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      addAction(for: [.touchUpInside]) { [unowned self] sender, _ in self.didTap(sender: sender) }
    }

    public required init?(coder: NSCoder) { nil }

    // The seed types `sender` as `PickerKeyboard`; the Objective-C runtime passes whatever control sent
    // the action (the accessory button too), so the model types it `Control`.
    func didTap(sender: Control) {
      becomeFirstResponder()
    }

    public override var canBecomeFirstResponder: Bool {
      return true
    }

    public override var inputView: View? {
      let pickerView = PickerView()
      pickerView.delegate = self
      let row = data.firstIndex(of: textStore) ?? -1
      pickerView.selectRow(row, inComponent: 0, animated: false)
      return pickerView
    }

    // ..

    func didTapDone(sender: Button) {
      resignFirstResponder()
    }

    public override var inputAccessoryView: View? {
      let button = Button()
      button.title = "Close"  // elided on the slide (`// ..`); see the type's documentation
      button.addAction(for: [.touchUpInside]) { [unowned self] sender, _ in self.didTap(sender: sender) }
      let view = View()  // (layout: no model analogue) frame: CGRect(x: 0, y: 0, width: self.bounds.width, height: 44)
      // ..
      view.addSubview(button)
      return view
    }
  }
}

extension Seed000.PickerKeyboard: KeyInput {
  public var hasText: Bool {
    return !textStore.isEmpty
  }

  public func insertText(_ text: String) {
    textStore += text
    // (layout: no model analogue) setNeedsDisplay()
  }

  public func deleteBackward() {
    textStore.remove(
      at: textStore.index(
        before: textStore.endIndex))
    // (layout: no model analogue) setNeedsDisplay()
  }
}

extension Seed000.PickerKeyboard: PickerViewDelegate, PickerViewDataSource {
  public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
    return data.count
  }

  public func numberOfComponents(in pickerView: PickerView) -> Int {
    return 1
  }

  public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    return data[row]
  }

  public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
    textStore = data[row]
    // (layout: no model analogue) setNeedsDisplay()
  }
}

// MARK: - Harness access to a private part (Swift's `private` ends at the file; the driver is in
// `Seed000PickerKeyboard+Driver.swift`)

extension Seed000.PickerKeyboard {
  /// The committed value as the app sees it: `textStore`, none when empty.
  var committedValue: [String]? { textStore.isEmpty ? nil : [textStore] }
}

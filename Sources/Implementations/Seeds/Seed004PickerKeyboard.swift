import Foundation
import InputConformance
import InputReference

/// Seed 004, "Show a UIPickerView like a keyboard with UIControl" (article): `pickerKeyboard: UIControl`,
/// ported line for line. The article names the class `pickerKeyboard` and its extension and selector
/// `PickerKeyboard`; this port uses `PickerKeyboard` throughout.
///
/// Dropped (layout only): `backgroundColor`, `autoresizingMask`, `translatesAutoresizingMaskIntoConstraints`
/// and the constraints of the picker and of the close button, the blur effect's style, the bar's `frame`,
/// `sizeToFit()` and `setTitleColor(_:for:)`.
///
/// Kept as written: the keyboard opens on `.touchDown`; `inputView` and `inputAccessoryView` build new views
/// on every read; `didSelectRow` does nothing ("pass the selection to the view controller through a
/// delegate" is left as a comment), so the selection is never kept.
public enum Seed004 {
  /// The seed's `class pickerKeyboard: UIControl`.
  public final class PickerKeyboard: Control {
    let array: [String] = ["A", "B", "C", "D", "E"]

    // `required init?(coder aDecoder: NSCoder)`: the model has no coder; a plain init does the same.
    public override init(frame: CGRect) {
      super.init(frame: frame)

      addAction(for: [.touchDown]) { [unowned self] sender, _ in self.tappedPickerKeyboard(sender) }
    }

    public required init?(coder: NSCoder) { nil }

    private func tappedPickerKeyboard(_ sender: Control) {
      self.becomeFirstResponder()
    }

    public override var canBecomeFirstResponder: Bool {
      return true
    }

    public override var inputView: View? {
      let pickerView: PickerView = PickerView()
      pickerView.delegate = self
      pickerView.dataSource = self
      // (layout: no model analogue) pickerView.backgroundColor = UIColor.white
      // (layout: no model analogue) pickerView.autoresizingMask = [.flexibleHeight]

      // SafeArea対応をする為にUIViewを挟む
      let view = View()
      // (layout: no model analogue) view.backgroundColor = .white
      // (layout: no model analogue) view.autoresizingMask = [.flexibleHeight]
      view.addSubview(pickerView)

      // (layout: no model analogue) translatesAutoresizingMaskIntoConstraints and the three anchors

      return view
    }

    public override var inputAccessoryView: View? {

      let view = VisualEffectView()  // (layout: no model analogue) effect: UIBlurEffect(style: .extraLight)
      // (layout: no model analogue) view.frame = CGRect(x: 0, y: 0, width: frame.width, height: 44)

      let closeButton = Button()  // UIButton(type: .custom)
      closeButton.title = "閉じる"
      // (layout: no model analogue) closeButton.sizeToFit()
      closeButton.addAction(for: [.touchUpInside]) { [unowned self] sender, _ in self.tappedCloseButton(sender) }
      // (layout: no model analogue) closeButton.setTitleColor(UIColor(red: 0, green: 122/255, blue: 1, alpha: 1.0))

      view.contentView.addSubview(closeButton)

      // (layout: no model analogue) translatesAutoresizingMaskIntoConstraints and the four anchors

      return view
    }

    private func tappedCloseButton(_ sender: Control) {
      resignFirstResponder()
    }
  }
}

extension Seed004.PickerKeyboard: PickerViewDelegate, PickerViewDataSource {

  public func numberOfComponents(in pickerView: PickerView) -> Int {
    return 1
  }

  public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
    return array.count
  }

  public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    return array[row]
  }

  public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
    // delegateなどでViewControllerに選択された情報を渡す
  }
}

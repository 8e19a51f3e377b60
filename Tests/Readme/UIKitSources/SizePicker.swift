import UIKit

/// A small picker keyboard: tap it, pick a size, tap Done.
final class SizePicker: UIControl, UIPickerViewDataSource, UIPickerViewDelegate {
  let sizes = ["S", "M", "L", "XL"]
  private(set) var size: String?
  var onDone: ((String?) -> Void)?
  private let picker = UIPickerView()
  private let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))

  override init(frame: CGRect) {
    super.init(frame: frame)
    picker.dataSource = self
    picker.delegate = self
    toolbar.items = [UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))]
    addTarget(self, action: #selector(open), for: .touchUpInside)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var canBecomeFirstResponder: Bool { true }
  override var inputView: UIView? { picker }
  override var inputAccessoryView: UIView? { toolbar }

  @objc private func open() {
    becomeFirstResponder()
  }

  @discardableResult
  override func becomeFirstResponder() -> Bool {
    let wasFirst = isFirstResponder
    let isFirst = super.becomeFirstResponder()
    if isFirst && !wasFirst {
      picker.selectRow(size.flatMap(sizes.firstIndex(of:)) ?? 0, inComponent: 0, animated: false)
    }
    return isFirst
  }

  @objc private func done() {
    // Done reads the picker (PICK-8); while the wheel still moves, that is the row it is leaving (PICK-25).
    let row = picker.selectedRow(inComponent: 0)
    let chosen = sizes.indices.contains(row) ? sizes[row] : nil
    onDone?(chosen)
    if chosen != size {
      size = chosen
      sendActions(for: .valueChanged)
    }
    resignFirstResponder()
  }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { sizes.count }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    sizes[row]
  }
}

import UIKit

/// A picker keyboard for clothing sizes: tap it, spin the wheel or type the first letters of a size, then tap Done
/// (or Cancel).
///
/// What is typed goes into a type-ahead buffer (its key-input text), and the wheel jumps to the first size that
/// starts with it; delete jumps back. It has a bug on purpose: it remembers the row to jump back to once per
/// `insertText` call, and pops one per deleted character, so deleting what one call inserted (a paste, a dictated
/// word) traps. Run `swift run example-fuzz` to see it found.
public final class SizeKeyboard: UIControl, UIPickerViewDataSource, UIPickerViewDelegate, UIKeyInput {
  public let sizes = ["Small", "Medium", "Large", "X-Large", "XX-Large"]
  /// The committed size.
  public private(set) var size: String?
  /// The type-ahead buffer: what has been typed.
  public private(set) var typed = ""
  /// Called on Done with the chosen size.
  public var onDone: ((String?) -> Void)?
  private let picker = UIPickerView()
  /// The row the wheel showed before each insertion, for delete to go back to.
  private var rowsBefore: [Int] = []

  private lazy var toolbar: UIToolbar = {
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    toolbar.items = [
      UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel)),
      UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
      UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done)),
    ]
    return toolbar
  }()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    picker.dataSource = self
    picker.delegate = self
    addTarget(self, action: #selector(open), for: .touchUpInside)
  }

  public required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override var canBecomeFirstResponder: Bool { true }
  public override var inputView: UIView? { picker }
  public override var inputAccessoryView: UIView? { toolbar }

  @objc private func open() {
    becomeFirstResponder()
  }

  @discardableResult
  public override func becomeFirstResponder() -> Bool {
    let wasFirst = isFirstResponder
    let isFirst = super.becomeFirstResponder()
    if isFirst && !wasFirst {
      picker.selectRow(size.flatMap(sizes.firstIndex(of:)) ?? 0, inComponent: 0, animated: false)
    }
    return isFirst
  }

  // MARK: Key input: the type-ahead buffer

  public var hasText: Bool { !typed.isEmpty }

  public func insertText(_ text: String) {
    guard !text.isEmpty else { return }
    rowsBefore.append(picker.selectedRow(inComponent: 0))  // the bug: one per call, not one per character
    typed += text
    if let match = sizes.firstIndex(where: { $0.lowercased().hasPrefix(typed.lowercased()) }) {
      picker.selectRow(match, inComponent: 0, animated: false)
    }
    sendActions(for: .editingChanged)
  }

  public func deleteBackward() {
    guard !typed.isEmpty else { return }
    typed.removeLast()
    picker.selectRow(rowsBefore.removeLast(), inComponent: 0, animated: false)
    sendActions(for: .editingChanged)
  }

  // MARK: Done and Cancel

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

  @objc private func cancel() {
    resignFirstResponder()
  }

  // MARK: UIPickerViewDataSource, UIPickerViewDelegate

  public func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

  public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { sizes.count }

  public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    sizes[row]
  }
}

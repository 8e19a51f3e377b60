import Foundation
import InputReference

/// A picker keyboard for clothing sizes: tap it, spin the wheel or type the first letters of a size,
/// then tap Done (or Cancel).
///
/// What is typed goes into a type-ahead buffer (its key-input text), and the wheel jumps to the first
/// size that starts with it; delete jumps back. It has a bug on purpose: it remembers the row to jump
/// back to once per `insertText` call, and pops one per deleted character, so deleting what one call
/// inserted (a paste, a dictated word) traps. Run `swift run example-fuzz` to see it found.
public final class SizeKeyboard: Control, PickerViewDataSource, PickerViewDelegate, KeyInput {
  public let sizes = ["Small", "Medium", "Large", "X-Large", "XX-Large"]
  /// The committed size.
  public private(set) var size: String?
  /// The type-ahead buffer: what has been typed.
  public private(set) var typed = ""
  /// Called on Done with the chosen size.
  public var onDone: ((String?) -> Void)?
  private let picker = PickerView()
  private let toolbar = Toolbar()
  /// The row the wheel showed before each insertion, for delete to go back to.
  private var rowsBefore: [Int] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
    picker.dataSource = self
    picker.delegate = self
    toolbar.setItems(
      [
        BarButtonItem(systemItem: .cancel) { [weak self] in self?.cancel() },
        BarButtonItem(systemItem: .done) { [weak self] in self?.done() },
      ], animated: false)
    addAction(for: [.touchUpInside]) { control, _ in control.becomeFirstResponder() }
  }

  public required init?(coder: NSCoder) { nil }

  public override var canBecomeFirstResponder: Bool { true }
  public override var inputView: View? { picker }
  public override var inputAccessoryView: View? { toolbar }

  public override func responderDidBecomeFirst() {
    picker.selectRow(size.flatMap(sizes.firstIndex(of:)) ?? 0, inComponent: 0, animated: false)
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
    typed = typed.droppingBackwardDeletionCluster()  // what UIKit's text input removes (KEY-5)
    picker.selectRow(rowsBefore.removeLast(), inComponent: 0, animated: false)
    sendActions(for: .editingChanged)
  }

  // MARK: Accessory buttons

  private func done() {
    let row = picker.selectedRow(inComponent: 0)
    let chosen = sizes.indices.contains(row) ? sizes[row] : nil
    onDone?(chosen)
    if chosen != size {
      size = chosen
      sendActions(for: .valueChanged)
    }
    resignFirstResponder()
  }

  private func cancel() {
    resignFirstResponder()
  }

  // MARK: Picker data

  public func numberOfComponents(in pickerView: PickerView) -> Int { 1 }

  public func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { sizes.count }

  public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    sizes[row]
  }
}

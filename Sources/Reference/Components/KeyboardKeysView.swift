import Foundation

/// A custom keyboard: one button per key, and a delete key "⌫", whose taps reach the text
/// view through its key input, the same way (and through the same gate) as typing (KEY-14, RESP-22).
///
/// ```swift
/// let keys = KeyboardKeysView(keys: ["1", "2", "3"], input: codeView)
/// // A tap on the key "2" calls codeView.insertText("2"); a tap on "⌫", codeView.deleteBackward().
/// ```
public final class KeyboardKeysView: UIView {
  /// The title of the delete key.
  public static let deleteKeyTitle = "⌫"

  /// The titles of the keys that insert text, in order.
  public let keys: [String]
  /// Where the keys type.
  public private(set) weak var input: (any UIKeyInput)?

  /// Creates the keys, then the delete key, as buttons.
  public init(keys: [String], input: any UIKeyInput) {
    self.keys = keys
    self.input = input
    super.init(frame: .zero)
    // The delete key is always there, once: a key list that names it does not add an inserting twin.
    for key in keys where key != Self.deleteKeyTitle {
      let button = UIButton(title: key)
      button.addAction(for: [.touchUpInside]) { [weak self] _, _ in self?.input?.insertText(key) }
      addSubview(button)
    }
    let delete = UIButton(title: Self.deleteKeyTitle)
    delete.addAction(for: [.touchUpInside]) { [weak self] _, _ in self?.input?.deleteBackward() }
    addSubview(delete)
  }

  public required init?(coder: NSCoder) { nil }

  /// The key buttons, the delete key last.
  public var buttons: [UIButton] { subviews.compactMap { $0 as? UIButton } }
}

import Foundation

/// A view that shows a line of text, as `UILabel`.
@preconcurrency @MainActor open class Label: View {
  /// The text shown. Every set is reported to the text observers, in order.
  open var text: String? {
    didSet { for observer in textObservers { observer(text) } }
  }

  /// The text with attributes; setting it sets ``text`` to its string.
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }

  /// Inert appearance values, as `UILabel`'s.
  open var font: UIFont! = .systemFont(ofSize: 17)
  open var textColor: UIColor! = .label
  open var textAlignment = NSTextAlignment.natural
  open var numberOfLines = 1
  open var lineBreakMode = NSLineBreakMode.byTruncatingTail
  open var adjustsFontSizeToFitWidth = false
  open var minimumScaleFactor: CGFloat = 0
  open var highlightedTextColor: UIColor?
  open var isHighlighted = false
  open var isEnabled = true

  private let textAtCreation: String?
  private var textObservers: [(String?) -> Void] = []

  public init(text: String? = nil) {
    self.text = text
    self.textAtCreation = text
    super.init(frame: .zero)
  }

  public override init(frame: CGRect) {
    self.textAtCreation = nil
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    self.textAtCreation = nil
    super.init(coder: coder)
  }

  /// Calls `observer` with the new text after every set of ``text`` (FACT-7).
  @_spi(Harness) public func addTextObserver(_ observer: @escaping (String?) -> Void) {
    textObservers.append(observer)
  }

  /// Shows the text it was created with again, as a label subclass that sets itself up in
  /// `awakeFromNib()` does: an owner that writes its state before its views wake loses it (FACT-3).
  open override func awakeFromTemplate() { text = textAtCreation }
}

/// A view that shows a line of text, as `UILabel`.
public final class Label: View {
  /// The text shown. Every set is reported to the text observers, in order.
  public var text: String? {
    didSet { for observer in textObservers { observer(text) } }
  }

  private let textAtCreation: String?
  private var textObservers: [(String?) -> Void] = []

  public init(text: String? = nil) {
    self.text = text
    self.textAtCreation = text
  }

  /// Calls `observer` with the new text after every set of ``text`` (FACT-7).
  @_spi(Harness) public func addTextObserver(_ observer: @escaping (String?) -> Void) {
    textObservers.append(observer)
  }

  /// Shows the text it was created with again, as a label subclass that sets itself up in
  /// `awakeFromNib()` does: an owner that writes its state before its views wake loses it (FACT-3).
  public override func awakeFromTemplate() { text = textAtCreation }
}

import Foundation

/// A control with a title, as `UIButton`.
@preconcurrency @MainActor open class Button: Control {
  /// The kinds of button, as `UIButton.ButtonType`; no behavioural difference.
  public enum ButtonType: Int, Sendable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
  }

  /// The title a person (or a harness) reads on the button: its title for the normal state.
  public var title: String? {
    get { titles[.normal] ?? nil }
    set { titles[.normal] = newValue }
  }

  private var titles: [State: String?] = [:]
  private var titleColors: [State: UIColor] = [:]
  private var images: [State: UIImage] = [:]

  /// The label that shows the title; inert.
  open private(set) lazy var titleLabel: Label? = Label()

  public init(title: String? = nil) {
    super.init(frame: .zero)
    self.title = title
  }

  public override init(frame: CGRect) { super.init(frame: frame) }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// A button of a type, as `init(type:)`.
  public convenience init(type buttonType: ButtonType) { self.init(title: nil) }

  /// Sets the title for a state, as `setTitle(_:for:)`; the normal state's is what a harness reads.
  open func setTitle(_ title: String?, for state: State) { titles[state] = title }

  /// The title for a state, falling back to the normal state's, as `title(for:)`.
  open func title(for state: State) -> String? { titles[state] ?? titles[.normal] ?? nil }

  /// The title shown now, as `currentTitle`.
  open var currentTitle: String? { title(for: isSelected ? .selected : .normal) }

  /// Sets the title colour for a state; inert.
  open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state] = color }

  /// The title colour for a state; inert.
  open func titleColor(for state: State) -> UIColor? { titleColors[state] ?? titleColors[.normal] }

  /// Sets the image for a state; inert.
  open func setImage(_ image: UIImage?, for state: State) { images[state] = image }

  /// The image for a state; inert.
  open func image(for state: State) -> UIImage? { images[state] ?? images[.normal] }

  /// Sets the background image for a state; inert.
  open func setBackgroundImage(_ image: UIImage?, for state: State) {}
}

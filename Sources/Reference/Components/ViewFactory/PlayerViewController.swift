/// The reference view-factory owner: the seed 003 `CodeViewController`.
///
/// It only handles interactions; its views come from the injected factory, or
/// from its own default design when there is none (the storyboard fallback).
/// Whichever is used, and whatever order a template wakes it and its views in,
/// the same events give the same observations (FACT-3): it shows its state after
/// the views are created, never while they wake. It is the next responder of its
/// root view, so nil-targeted actions reach it (FACT-2).
///
/// ```swift
/// let controller = PlayerViewController(factory: CodeViewFactory())
/// controller.title = "Song"
/// controller.loadView()
/// controller.clickPlay()   // captionLabel?.text == "Playing (1)"
/// ```
public final class PlayerViewController: UIResponder, ViewFactoryOwner {
  public var titleLabel: UILabel?
  public var captionLabel: UILabel?
  public var imageView: UIImageView?

  /// The factory, or `nil` for the default views.
  public let factory: (any ViewFactory)?
  /// The root view, once loaded.
  public private(set) var view: UIView?
  /// How many times Play was pressed.
  public private(set) var playCount = 0
  /// The title the app sets; every load shows it in ``titleLabel`` (FACT-7).
  public var title = "" {
    didSet { titleLabel?.text = title }
  }

  public init(factory: (any ViewFactory)?) {
    self.factory = factory
  }

  /// Builds the views, from the factory or the default design; again on every call (FACT-4).
  /// The state is shown once every view is created and woken (FACT-3, FACT-7).
  public func loadView() {
    if let factory {
      view = factory.create(owner: self)
    } else {
      view = Self.defaultView(owner: self)
    }
    view?.viewController = self
    titleLabel?.text = title
    captionLabel?.text = caption
  }

  /// The Play action: counts and updates the caption.
  public func clickPlay() {
    playCount += 1
    captionLabel?.text = caption
  }

  // MARK: Nil-targeted actions (FACT-2)

  public override func canPerformAction(named name: String, withSender sender: Any?) -> Bool {
    OwnerAction(rawValue: name) != nil
  }

  public override func performAction(named name: String, withSender sender: Any?) {
    switch OwnerAction(rawValue: name) {
    case .clickPlay: clickPlay()
    case nil: break
    }
  }

  private var caption: String? { playCount == 0 ? nil : "Playing (\(playCount))" }

  /// The component's own design, used when no factory is injected (FACT-8).
  private static func defaultView(owner: PlayerViewController) -> UIView {
    let root = UIView()
    let stack = UIView()
    let titleLabel = UILabel()
    let imageView = UIImageView()
    let captionLabel = UILabel()
    let button = UIButton(title: "Play")
    button.addAction(for: [.touchUpInside]) { [weak owner] _, _ in owner?.clickPlay() }
    stack.addSubview(titleLabel)
    stack.addSubview(imageView)
    stack.addSubview(captionLabel)
    root.addSubview(stack)
    root.addSubview(button)
    owner.titleLabel = titleLabel
    owner.imageView = imageView
    owner.captionLabel = captionLabel
    return root
  }
}

/// Builds an owner's views: the seed 003 `CodeViewFactoryType` (FACT-1 … FACT-4).
@MainActor public protocol ViewFactory {
  /// Creates the view tree, binding every part of `owner` and targeting its actions.
  func create(owner: any ViewFactoryOwner) -> UIView
}

/// The factory that builds the views in code, the seed 003 `CodeViewFactory` / `MyCodeView`.
public struct CodeViewFactory: ViewFactory {
  public init() {}

  public func create(owner: any ViewFactoryOwner) -> UIView {
    let views = Self.makeViews(owner: owner)
    owner.imageView = views.imageView
    owner.captionLabel = views.captionLabel
    owner.titleLabel = views.titleLabel
    return views.root
  }

  /// The views `MyCodeView` builds: image, title, caption and a Play button that calls the owner.
  public struct Views {
    public let root: UIView
    public let imageView: UIImageView
    public let titleLabel: UILabel
    public let captionLabel: UILabel
  }

  /// Builds the views with Play wired to `owner`, without binding any part (the binding is the
  /// factory's other half, and where faulty factories go wrong).
  public static func makeViews(owner: any ViewFactoryOwner) -> Views {
    let root = UIView()
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let captionLabel = UILabel()
    let button = UIButton(title: "Play")
    button.addAction(for: [.touchUpInside]) { [weak owner] _, _ in owner?.clickPlay() }
    root.addSubview(imageView)
    root.addSubview(titleLabel)
    root.addSubview(captionLabel)
    root.addSubview(button)
    return Views(root: root, imageView: imageView, titleLabel: titleLabel, captionLabel: captionLabel)
  }
}

/// The factory that instantiates a declarative template against the owner, the
/// analogue of the seed 003 `XibViewFactory` (`UINib.instantiate(withOwner:)`).
public struct TemplateViewFactory: ViewFactory {
  public typealias AwakeOrder = ViewTemplate.AwakeOrder
  public typealias ActionTarget = ViewTemplate.ActionTarget

  /// The template instantiated on every ``create(owner:)``.
  public let template: ViewTemplate
  /// Who is woken first after the views are created and bound (FACT-3).
  public let awakeOrder: AwakeOrder
  /// Where the buttons' actions go: the owner, or up the responder chain (FACT-2).
  public let actionTarget: ActionTarget

  /// Creates a factory; the template is validated now so that a bad name fails
  /// here, with a clear error, instead of at load time.
  public init(
    template: ViewTemplate = .player, awakeOrder: AwakeOrder = .viewsFirst, actionTarget: ActionTarget = .owner
  ) throws(ViewTemplateError) {
    try template.validate()
    self.template = template
    self.awakeOrder = awakeOrder
    self.actionTarget = actionTarget
  }

  public func create(owner: any ViewFactoryOwner) -> UIView {
    do {
      return try template.instantiate(owner: owner, awakeOrder: awakeOrder, actionTarget: actionTarget)
    } catch {
      preconditionFailure("validated template failed to instantiate: \(error)")
    }
  }
}

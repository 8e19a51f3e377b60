import InputConformance
import InputGenerators
import InputReference

/// View-factory mutants (FACT). The 26 bug classes have no factory class; these are filed under
/// class 5 (the component's reference to its views goes stale or is shared), the nearest one.
enum FactoryMutants {
  static let all: [Mutant] = [factorySharesCaptionLabel, factoryBindsOnlyOnce]

  /// The factory binds the caption part to the title label (a copy-paste slip).
  /// Minimal trace (1): create the views.
  static let factorySharesCaptionLabel = Mutant(
    id: "factory-shares-caption-label", bugClass: 5,
    summary: "the factory binds captionLabel to the same view as titleLabel",
    clause: ClauseID(.fact, 9), minimalTrace: [.loadViews],
    implementation: MutantBuild.viewFactory("factory-shares-caption-label") { SharedLabelFactory() })

  /// The factory binds parts only when they are still unbound, so a second create leaves them in
  /// the old tree. Minimal trace (2): create the views, create them again.
  static let factoryBindsOnlyOnce = Mutant(
    id: "factory-binds-only-once", bugClass: 5,
    summary: "the factory binds each part only if it is nil, so re-creating the views does not rebind",
    clause: ClauseID(.fact, 4), minimalTrace: [.loadViews, .loadViews],
    implementation: MutantBuild.viewFactory("factory-binds-only-once") { BindOnceFactory() })
}

struct SharedLabelFactory: ViewFactory {
  func create(owner: any ViewFactoryOwner) -> View {
    let root = View()
    let imageView = ImageView()
    let titleLabel = Label()
    let captionLabel = Label()
    let button = Button(title: "Play")
    button.addAction(for: [.touchUpInside]) { [weak owner] _, _ in owner?.clickPlay() }
    root.addSubview(imageView)
    root.addSubview(titleLabel)
    root.addSubview(captionLabel)
    root.addSubview(button)
    owner.imageView = imageView
    owner.captionLabel = titleLabel
    owner.titleLabel = titleLabel
    return root
  }
}

struct BindOnceFactory: ViewFactory {
  func create(owner: any ViewFactoryOwner) -> View {
    let root = View()
    let imageView = ImageView()
    let titleLabel = Label()
    let captionLabel = Label()
    let button = Button(title: "Play")
    button.addAction(for: [.touchUpInside]) { [weak owner] _, _ in owner?.clickPlay() }
    root.addSubview(imageView)
    root.addSubview(titleLabel)
    root.addSubview(captionLabel)
    root.addSubview(button)
    if owner.imageView == nil { owner.imageView = imageView }
    if owner.captionLabel == nil { owner.captionLabel = captionLabel }
    if owner.titleLabel == nil { owner.titleLabel = titleLabel }
    return root
  }
}

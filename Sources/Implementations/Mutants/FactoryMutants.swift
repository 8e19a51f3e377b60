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

/// The code factory's views, with the caption part bound to the title label.
struct SharedLabelFactory: ViewFactory {
  func create(owner: any ViewFactoryOwner) -> View {
    let views = CodeViewFactory.makeViews(owner: owner)
    owner.imageView = views.imageView
    owner.captionLabel = views.titleLabel
    owner.titleLabel = views.titleLabel
    return views.root
  }
}

/// The code factory's views, with each part bound only while it is still unbound.
struct BindOnceFactory: ViewFactory {
  func create(owner: any ViewFactoryOwner) -> View {
    let views = CodeViewFactory.makeViews(owner: owner)
    if owner.imageView == nil { owner.imageView = views.imageView }
    if owner.captionLabel == nil { owner.captionLabel = views.captionLabel }
    if owner.titleLabel == nil { owner.titleLabel = views.titleLabel }
    return views.root
  }
}

import InputConformance
import InputGenerators
import InputReference

/// View-factory mutants (FACT). The 26 bug classes have no factory class; these are filed under
/// class 5 (the component's reference to its views goes stale or is shared), the nearest one. Faults
/// of the owner rather than of its factory are in `FactoryOwnerMutants.swift`.
enum FactoryMutants {
  static let all: [Mutant] =
    [
      factoryLeavesImageUnbound, factoryWiresPlayTwice, captionSwappedOnPlay, factoryBindsOnlyOnce,
      factoryPrimesCaption, factorySharesCaptionLabel,
    ] + ownerFaults

  /// The factory never binds the image part (a missing outlet connection; ORStackView PR 8, corpus B57).
  /// Minimal trace (1): create the views — FACT-1: after `create(owner:)` every part is bound.
  static let factoryLeavesImageUnbound = Mutant(
    id: "factory-leaves-image-unbound", bugClass: 5,
    summary: "the factory binds the labels but never the imageView part",
    clause: ClauseID(.fact, 1), minimalTrace: [.loadViews],
    implementation: MutantBuild.viewFactory("factory-leaves-image-unbound") { ImageUnboundFactory() })

  /// The factory wires Play to the owner although the views it builds already do, so one tap calls
  /// `clickPlay` twice.
  /// Minimal trace (2): create the views, tap Play — FACT-2: tapping Play calls `clickPlay` once.
  static let factoryWiresPlayTwice = Mutant(
    id: "factory-wires-play-twice", bugClass: 5,
    summary: "the factory adds a Play action to a button that already calls the owner",
    clause: ClauseID(.fact, 2), minimalTrace: [.loadViews, .tapPlay],
    implementation: MutantBuild.viewFactory("factory-wires-play-twice") { DoublePlayFactory() })

  /// The views swap in a fresh caption label on each play (to restart its fade-in), so after a tap the
  /// owner's caption part points at a label no longer in the tree: the owner is observed differently
  /// than with the code, template or default views.
  /// Minimal trace (2): create the views, tap Play — FACT-3: the same events give the same observations
  /// of the owner whatever the factory; nothing differs before a tap.
  static let captionSwappedOnPlay = Mutant(
    id: "caption-swapped-on-play", bugClass: 5,
    summary: "tapping Play replaces the caption label in the tree, leaving the owner's part on the removed one",
    clause: ClauseID(.fact, 3), minimalTrace: [.loadViews, .tapPlay],
    implementation: MutantBuild.viewFactory("caption-swapped-on-play") { CaptionSwappingFactory() })

  /// The factory "renders the initial caption" by calling the owner's Play action after wiring it.
  /// Minimal trace (1): create the views — FACT-5: creating the views calls no owner action.
  static let factoryPrimesCaption = Mutant(
    id: "factory-primes-caption", bugClass: 5,
    summary: "the factory calls the owner's clickPlay once to render the caption",
    clause: ClauseID(.fact, 5), minimalTrace: [.loadViews],
    implementation: MutantBuild.viewFactory("factory-primes-caption") { PrimingFactory() })

  /// The factory binds the caption part to the title label (a copy-paste slip).
  /// Minimal trace (1): create the views — FACT-9: each part is bound to a distinct view.
  static let factorySharesCaptionLabel = Mutant(
    id: "factory-shares-caption-label", bugClass: 5,
    summary: "the factory binds captionLabel to the same view as titleLabel",
    clause: ClauseID(.fact, 9), minimalTrace: [.loadViews],
    implementation: MutantBuild.viewFactory("factory-shares-caption-label") { SharedLabelFactory() })

  /// The factory binds parts only when they are still unbound, so a second create leaves them in
  /// the old tree. Minimal trace (2): create the views, create them again — FACT-4: creating again
  /// rebinds every part.
  static let factoryBindsOnlyOnce = Mutant(
    id: "factory-binds-only-once", bugClass: 5,
    summary: "the factory binds each part only if it is nil, so re-creating the views does not rebind",
    clause: ClauseID(.fact, 4), minimalTrace: [.loadViews, .loadViews],
    implementation: MutantBuild.viewFactory("factory-binds-only-once") { BindOnceFactory() })
}

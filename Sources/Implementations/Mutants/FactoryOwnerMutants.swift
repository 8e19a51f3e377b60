import InputConformance
import InputGenerators
import InputReference

/// View-factory mutants whose fault is in the owner: a copy of the reference ``PlayerViewController``
/// (which is final) with one step overridden.
extension FactoryMutants {
  static let ownerFaults: [Mutant] = [factoryTitleStaleAfterReload, defaultViewsArePlain]

  /// The owner shows its title in a set-up that runs once, on the first load (the `viewDidLoad` habit):
  /// views created again show the label's own text, not the title (issue 10's fault).
  /// Minimal trace (3): the app sets a title, create the views, create them again — FACT-7: the title
  /// survives re-creating the views, so there must be a title and a second creation.
  static let factoryTitleStaleAfterReload = Mutant(
    id: "factory-title-stale-after-reload", bugClass: 5,
    summary: "the title is written into the views only on the first load; views created again show a stale title",
    clause: ClauseID(.fact, 7), minimalTrace: [.setTitle("Intro"), .loadViews, .loadViews],
    implementation: MutantBuild.playerOwner("factory-title-stale-after-reload", factory: .code) {
      OnceConfiguredPlayer(factory: CodeViewFactory())
    })

  /// Without a factory the owner falls back to `super.loadView()`: a plain view with no parts (seed 003).
  /// Minimal trace (1): create the views — FACT-8: without a factory the component's own template is used
  /// and every part is bound.
  static let defaultViewsArePlain = Mutant(
    id: "default-views-are-plain", bugClass: 5,
    summary: "without a factory the owner makes a plain View, as UIKit's default loadView does, and binds nothing",
    clause: ClauseID(.fact, 8), minimalTrace: [.loadViews],
    implementation: MutantBuild.playerOwner("default-views-are-plain", factory: .none) {
      PlainDefaultViewPlayer(factory: nil)
    })
}

extension MutantBuild {
  /// A view-factory mutant whose owner is a ``CopiedPlayerViewController`` (with a fault), judged like
  /// the reference owner with the factory of `kind`, and wired as the reference owner is.
  static func playerOwner(
    _ id: String, factory kind: Capabilities.FactoryKind,
    owner makeOwner: @escaping @MainActor @Sendable () -> CopiedPlayerViewController
  ) -> Implementation {
    let base = ReferenceImplementations.all.first {
      $0.capabilities.kind == .viewFactory && $0.capabilities.factory == kind
    }!
    let capabilities = capabilities(of: base, families: [.fact])
    return Implementation(name: name(id), capabilities: capabilities) { _ in makeOwner().driver(capabilities) }
  }
}

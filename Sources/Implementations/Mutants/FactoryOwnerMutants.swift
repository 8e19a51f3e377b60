import InputConformance
import InputGenerators
import InputReference

/// View-factory mutants whose fault is in the owner: a copy of the reference ``PlayerViewController``
/// (which is final) with one step overridden.
extension FactoryMutants {
  static let ownerFaults: [Mutant] = [factoryTitleStaleAfterReload, defaultViewsArePlain]

  /// The owner shows its title in a set-up that runs once, on the first load (the `viewDidLoad` habit):
  /// views created again show the label's own text, not the title (issue 10's fault, held back).
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
    owner makeOwner: @escaping @Sendable () -> CopiedPlayerViewController
  ) -> Implementation {
    let base = ReferenceImplementations.all.first {
      $0.capabilities.kind == .viewFactory && $0.capabilities.factory == kind
    }!
    let capabilities = capabilities(of: base, families: [.fact])
    return Implementation(name: name(id), capabilities: capabilities) { _ in
      let owner = makeOwner()
      return .factory(
        PlatformViewFactoryDriver(
          capabilities: capabilities, load: { owner.loadView() }, root: { owner.view },
          parts: {
            [("titleLabel", owner.titleLabel), ("captionLabel", owner.captionLabel), ("imageView", owner.imageView)]
          },
          playCount: { owner.playCount }, setTitle: { owner.title = $0 },
          shownTexts: { ["titleLabel": owner.titleLabel?.text ?? ""] }))
    }
  }
}

/// A copy of the reference ``PlayerViewController`` whose loading steps can be overridden, one fault each.
class CopiedPlayerViewController: Responder, ViewFactoryOwner {
  var titleLabel: Label?
  var captionLabel: Label?
  var imageView: ImageView?
  let factory: (any ViewFactory)?
  private(set) var view: View?
  private(set) var playCount = 0
  var title = "" {
    didSet { titleLabel?.text = title }
  }

  init(factory: (any ViewFactory)?) {
    self.factory = factory
  }

  /// Builds the views, then shows the state, as the reference does.
  func loadView() {
    view = makeView()
    view?.viewController = self
    showState()
  }

  /// The views from the factory, or the owner's own design.
  func makeView() -> View {
    if let factory { return factory.create(owner: self) }
    return Self.defaultView(owner: self)
  }

  /// Shows the title and the caption in the views just created.
  func showState() {
    titleLabel?.text = title
    captionLabel?.text = caption
  }

  func clickPlay() {
    playCount += 1
    captionLabel?.text = caption
  }

  override func canPerformAction(named name: String, withSender sender: Any?) -> Bool {
    OwnerAction(rawValue: name) != nil
  }

  override func performAction(named name: String, withSender sender: Any?) {
    switch OwnerAction(rawValue: name) {
    case .clickPlay: clickPlay()
    case nil: break
    }
  }

  var caption: String? { playCount == 0 ? nil : "Playing (\(playCount))" }

  /// The owner's own design: title, image, caption and Play.
  static func defaultView(owner: CopiedPlayerViewController) -> View {
    let root = View()
    let stack = View()
    let titleLabel = Label()
    let imageView = ImageView()
    let captionLabel = Label()
    let button = Button(title: "Play")
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

/// Configures the title once, on the first load.
final class OnceConfiguredPlayer: CopiedPlayerViewController {
  private var isConfigured = false

  override func showState() {
    captionLabel?.text = caption
    guard !isConfigured else { return }
    isConfigured = true
    titleLabel?.text = title
  }
}

/// Without a factory, makes the plain view UIKit's default `loadView` makes.
final class PlainDefaultViewPlayer: CopiedPlayerViewController {
  override func makeView() -> View { factory?.create(owner: self) ?? View() }
}

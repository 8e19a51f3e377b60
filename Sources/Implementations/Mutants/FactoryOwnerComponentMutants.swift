import InputConformance
import InputGenerators
import InputReference

// The faulty components of the mutants in `FactoryOwnerMutants.swift`, each written as a component author would write
// it: against the platform's public API only.

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

  /// The driver of this owner, wired as the reference owner's; the run reads the title label's text, and the
  /// caption's too when `readsCaption` (FACT-7).
  func driver(_ capabilities: Capabilities, readsCaption: Bool = false) -> Implementation.Driver {
    .factory(
      PlatformViewFactoryDriver(
        capabilities: capabilities, load: { self.loadView() }, root: { self.view },
        parts: {
          [("titleLabel", self.titleLabel), ("captionLabel", self.captionLabel), ("imageView", self.imageView)]
        },
        playCount: { self.playCount }, setTitle: { self.title = $0 },
        shownTexts: {
          var texts = ["titleLabel": self.titleLabel?.text ?? ""]
          if readsCaption { texts["captionLabel"] = self.captionLabel?.text ?? "" }
          return texts
        }))
  }

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

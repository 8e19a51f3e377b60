@_spi(Harness) import InputConformance
@_spi(Harness) import InputPlatform
import InputReference
import Testing

// MARK: Test-only owner and helpers

/// An owner that records every action call and every part binding.
private final class RecordingOwner: ViewFactoryOwner {
  var titleLabel: Label? { didSet { bindings.append("titleLabel") } }
  var captionLabel: Label? { didSet { bindings.append("captionLabel") } }
  var imageView: ImageView? { didSet { bindings.append("imageView") } }
  private(set) var bindings: [String] = []
  private(set) var playCalls = 0

  func clickPlay() { playCalls += 1 }

  var parts: [View?] { [titleLabel, captionLabel, imageView] }
}

/// An owner that shows its title while it wakes, instead of after loading: it depends on the
/// order a template wakes it and its views in (IQDropDownTextField 70).
private final class AwakeningOwner: Responder, ViewFactoryOwner {
  var titleLabel: Label?
  var captionLabel: Label?
  var imageView: ImageView?
  private(set) var playCalls = 0

  func clickPlay() { playCalls += 1 }
  func awakeFromTemplate() { titleLabel?.text = "Song" }

  override func canPerformAction(named name: String, withSender sender: Any?) -> Bool { name == "clickPlay" }
  override func performAction(named name: String, withSender sender: Any?) { clickPlay() }
}

/// A view that handles the Play action itself, so that a nil-targeted action stops there.
private final class PlayHandlingView: View {
  private(set) var plays = 0
  override func canPerformAction(named name: String, withSender sender: Any?) -> Bool { name == "clickPlay" }
  override func performAction(named name: String, withSender sender: Any?) { plays += 1 }
}

/// The factories a view-factory owner can be given: code, a template (woken views first or owner
/// first; actions to the owner or up the responder chain), or none.
enum FactoryKind: String, CaseIterable, Sendable {
  case code, template, templateOwnerFirst, templateResponderChain, none

  func make() throws -> (any ViewFactory)? {
    switch self {
    case .code: CodeViewFactory()
    case .template: try TemplateViewFactory()
    case .templateOwnerFirst: try TemplateViewFactory(awakeOrder: .ownerFirst)
    case .templateResponderChain: try TemplateViewFactory(actionTarget: .responderChain)
    case .none: nil
    }
  }
}

/// The owner's declared parts, as views.
private func parts(of controller: PlayerViewController) -> [View?] {
  [controller.titleLabel, controller.captionLabel, controller.imageView]
}

/// Every button in `root`'s tree.
private func buttons(in root: View) -> [Button] { root.selfAndDescendants.compactMap { $0 as? Button } }

@Suite("FACT: view factory")
struct FactoryClauseTests {
  // MARK: FACT-1

  @Test(
    "FACT-1 after loading, every declared part is bound to a view inside the created tree",
    arguments: FactoryKind.allCases)
  func partsBound(kind: FactoryKind) throws {
    let controller = PlayerViewController(factory: try kind.make())
    #expect(controller.view == nil)
    controller.loadView()
    let root = try #require(controller.view)
    for part in parts(of: controller) {
      let view = try #require(part)
      #expect(view.isDescendant(of: root))
    }
  }

  @Test(
    "FACT-1 create(owner:) binds every part of any owner",
    arguments: [FactoryKind.code, .template, .templateOwnerFirst, .templateResponderChain])
  func createBindsAnyOwner(kind: FactoryKind) throws {
    let factory = try #require(try kind.make())
    let owner = RecordingOwner()
    let root = factory.create(owner: owner)
    #expect(Set(owner.bindings) == ["titleLabel", "captionLabel", "imageView"])
    for part in owner.parts { #expect(part?.isDescendant(of: root) == true) }
  }

  // MARK: FACT-2

  @Test(
    "FACT-2 every action in the created tree targets the owner",
    arguments: [FactoryKind.code, .template, .templateOwnerFirst])
  func actionsTargetOwner(kind: FactoryKind) throws {
    let factory = try #require(try kind.make())
    let owner = RecordingOwner()
    let root = factory.create(owner: owner)
    let found = buttons(in: root)
    #expect(found.map(\.title) == ["Play"])
    for button in found { button.tap() }
    #expect(owner.playCalls == found.count)
    found.first?.touchBegan()
    found.first?.touchEnded(inside: false)
    #expect(owner.playCalls == found.count)
  }

  @Test("FACT-2 tapping Play calls the owner's clickPlay", arguments: FactoryKind.allCases)
  func tapPlayCallsOwner(kind: FactoryKind) throws {
    let controller = PlayerViewController(factory: try kind.make())
    controller.loadView()
    controller.tapPlay()
    #expect(controller.playCount == 1)
    #expect(controller.captionLabel?.text == "Playing (1)")
  }

  @Test("FACT-2 a nil-targeted action goes up the responder chain to the first responder that handles it")
  func nilTargetedActions() throws {
    let factory = try TemplateViewFactory(actionTarget: .responderChain)
    let owner = AwakeningOwner()
    let root = factory.create(owner: owner)
    let play = try #require(buttons(in: root).first)
    play.tap()
    #expect(owner.playCalls == 0, "the owner is not in the chain yet")
    root.viewController = owner
    #expect(play.target(forAction: "clickPlay", withSender: play) === owner)
    play.tap()
    #expect(owner.playCalls == 1)
    let container = PlayHandlingView()
    container.addSubview(root)
    root.viewController = nil
    play.tap()
    #expect(container.plays == 1)
    #expect(owner.playCalls == 1)
    #expect(play.target(forAction: "stop", withSender: play) == nil)
  }

  @Test("FACT-2 an action with an explicit target goes to that target only")
  func explicitTarget() {
    let owner = AwakeningOwner()
    let container = PlayHandlingView()
    let button = Button(title: "Play")
    container.addSubview(button)
    button.addTarget(owner, action: "clickPlay", for: [.touchUpInside])
    button.tap()
    button.touchBegan()
    button.touchEnded(inside: false)
    #expect(owner.playCalls == 1)
    #expect(container.plays == 0)
  }

  @Test("FACT-2 the reference owner is its root view's next responder", arguments: FactoryKind.allCases)
  func ownerIsNextResponder(kind: FactoryKind) throws {
    let controller = PlayerViewController(factory: try kind.make())
    controller.loadView()
    let root = try #require(controller.view)
    #expect(root.next === controller)
    let play = try #require(buttons(in: root).first)
    #expect(play.target(forAction: "clickPlay", withSender: play) === controller)
  }

  // MARK: FACT-3

  /// Runs the same event sequence and returns what an observer of the owner sees after each event.
  private func observations(_ kind: FactoryKind) throws -> [String] {
    let controller = PlayerViewController(factory: try kind.make())
    var seen: [String] = []
    func observe(_ event: String) {
      let title = controller.titleLabel?.text ?? "-"
      let caption = controller.captionLabel?.text ?? "-"
      seen.append("\(event): \(title) | \(caption) | \(controller.playCount)")
    }
    controller.loadView()
    observe("load")
    controller.title = "Song"
    observe("title")
    controller.tapPlay()
    observe("play")
    controller.tapPlay()
    observe("play")
    controller.loadView()
    observe("reload")
    controller.title = ""
    observe("no title")
    controller.tapPlay()
    observe("play")
    return seen
  }

  @Test("FACT-3 code, template and default factories give the same observations", arguments: FactoryKind.allCases)
  func interchangeable(kind: FactoryKind) throws {
    #expect(
      try observations(kind) == [
        "load:  | - | 0",
        "title: Song | - | 0",
        "play: Song | Playing (1) | 1",
        "play: Song | Playing (2) | 2",
        "reload: Song | Playing (2) | 2",
        "no title:  | Playing (2) | 2",
        "play:  | Playing (3) | 3",
      ])
  }

  @Test(
    "FACT-3 the template wakes the views and the owner in its declared order",
    arguments: ViewTemplate.AwakeOrder.allCases)
  func awakeOrder(order: ViewTemplate.AwakeOrder) throws {
    let factory = try TemplateViewFactory(awakeOrder: order)
    #expect(factory.awakeOrder == order)
    let owner = AwakeningOwner()
    _ = factory.create(owner: owner)
    // A label wakes by showing the text it was created with, so an owner that wrote before it lost it.
    #expect(owner.titleLabel?.text == (order == .viewsFirst ? "Song" : nil))
  }

  @Test("FACT-3 the reference owner shows the same title whatever the awake order")
  func referenceOwnerIgnoresAwakeOrder() throws {
    for order in ViewTemplate.AwakeOrder.allCases {
      let controller = PlayerViewController(factory: try TemplateViewFactory(awakeOrder: order))
      controller.title = "Song"
      controller.loadView()
      #expect(controller.titleLabel?.text == "Song", "\(order)")
    }
  }

  // MARK: FACT-4

  @Test("FACT-4 creating again rebinds every part to the new views", arguments: FactoryKind.allCases)
  func rebinds(kind: FactoryKind) throws {
    let controller = PlayerViewController(factory: try kind.make())
    controller.loadView()
    let oldRoot = try #require(controller.view)
    let oldParts = parts(of: controller).map { $0.map(ObjectIdentifier.init) }
    controller.loadView()
    let newRoot = try #require(controller.view)
    #expect(newRoot !== oldRoot)
    for (part, old) in zip(parts(of: controller), oldParts) {
      let view = try #require(part)
      #expect(view.isDescendant(of: newRoot))
      #expect(view.isDescendant(of: oldRoot) == false)
      #expect(ObjectIdentifier(view) != old)
    }
  }

  // MARK: FACT-5

  @Test("FACT-5 creating the views calls no owner action", arguments: FactoryKind.allCases)
  func creatingCallsNoAction(kind: FactoryKind) throws {
    let controller = PlayerViewController(factory: try kind.make())
    controller.loadView()
    controller.loadView()
    #expect(controller.playCount == 0)
    #expect(controller.captionLabel?.text == nil)
    if let factory = try kind.make() {
      let owner = RecordingOwner()
      _ = factory.create(owner: owner)
      _ = factory.create(owner: owner)
      #expect(owner.playCalls == 0)
    }
  }

  // MARK: FACT-6

  /// Bad templates and the error each must be rejected with.
  nonisolated static let badTemplates: [(ViewTemplate, ViewTemplateError, String)] = [
    (.label(part: "subtitleLabel"), .unknownPart("subtitleLabel"), "subtitleLabel"),
    (.button(title: "Pause", action: "clickPause"), .unknownAction("clickPause"), "clickPause"),
    (
      .container([.image(part: "imageView"), .container([.label(part: "artistLabel")])]),
      .unknownPart("artistLabel"), "artistLabel"
    ),
    (.container([.label(part: "titleLabel"), .image(part: "coverImage")]), .unknownPart("coverImage"), "coverImage"),
    (.label(part: "imageView"), .wrongPartType("imageView", expected: "UIImageView"), "imageView"),
  ]

  @Test(
    "FACT-6 a template naming a part or action the owner lacks is rejected with an error naming it",
    arguments: badTemplates.indices)
  func badTemplateRejected(index: Int) {
    let (template, expected, name) = Self.badTemplates[index]
    #expect(throws: expected) { try TemplateViewFactory(template: template) }
    #expect(throws: expected) { try template.validate() }
    do {
      _ = try TemplateViewFactory(template: template)
    } catch {
      #expect(error.description.contains("\"\(name)\""))
    }
  }

  @Test(
    "FACT-6 a bad template is rejected before any view is created or any part bound", arguments: badTemplates.indices)
  func badTemplateBindsNothing(index: Int) {
    let (template, expected, _) = Self.badTemplates[index]
    let owner = RecordingOwner()
    let bad = ViewTemplate.container([
      .label(part: "titleLabel"), .button(title: "Play", action: "clickPlay"), template,
    ])
    #expect(throws: expected) { try bad.instantiate(owner: owner) }
    #expect(owner.bindings == [])
    #expect(owner.playCalls == 0)
  }

  @Test("FACT-6 the player template is accepted")
  func goodTemplateAccepted() throws {
    let factory = try TemplateViewFactory()
    #expect(factory.template == .player)
    try ViewTemplate.player.validate()
  }

  // MARK: FACT-7

  @Test("FACT-7 the owner's title and play count survive re-creating the views", arguments: FactoryKind.allCases)
  func stateSurvives(kind: FactoryKind) throws {
    let controller = PlayerViewController(factory: try kind.make())
    controller.title = "Before load"
    controller.loadView()
    #expect(controller.titleLabel?.text == "Before load")
    controller.title = "Song"
    controller.tapPlay()
    controller.tapPlay()
    let oldTitle = controller.titleLabel
    controller.loadView()
    #expect(controller.titleLabel !== oldTitle)
    #expect(controller.titleLabel?.text == "Song")
    #expect(controller.captionLabel?.text == "Playing (2)")
    #expect(controller.playCount == 2)
    controller.tapPlay()
    #expect(controller.captionLabel?.text == "Playing (3)")
    #expect(oldTitle?.text == "Song")
  }

  @Test(
    "FACT-7 every load shows the title, and a label reports every text it is given", arguments: FactoryKind.allCases)
  func everyLoadShowsTitle(kind: FactoryKind) throws {
    let controller = PlayerViewController(factory: try kind.make())
    #expect(controller.title == "")
    var shown: [String?] = []
    for title in ["", "A", "Song"] {
      controller.title = title
      controller.loadView()
      let label = try #require(controller.titleLabel)
      label.addTextObserver { shown.append($0) }
      #expect(label.text == title)
      controller.title = title + "!"
    }
    // Each label hears "!" appended, then the next title, set while it is still the bound one.
    #expect(shown == ["!", "A", "A!", "Song", "Song!"])
  }

  // MARK: FACT-8

  @Test("FACT-8 without a factory the default views are used and every part is bound")
  func defaultViews() throws {
    let controller = PlayerViewController(factory: nil)
    #expect(controller.factory == nil)
    controller.loadView()
    let root = try #require(controller.view)
    for part in parts(of: controller) { #expect(part?.isDescendant(of: root) == true) }
    #expect(buttons(in: root).map(\.title) == ["Play"])
    controller.tapPlay()
    #expect(controller.playCount == 1)
  }

  // MARK: FACT-9

  @Test("FACT-9 each part is bound to a distinct view", arguments: FactoryKind.allCases)
  func distinctViews(kind: FactoryKind) throws {
    let controller = PlayerViewController(factory: try kind.make())
    for _ in 0..<2 {
      controller.loadView()
      let bound = try parts(of: controller).map { try #require($0) }
      #expect(Set(bound.map(ObjectIdentifier.init)).count == 3)
      #expect(bound[0] !== bound[1])
    }
  }
}

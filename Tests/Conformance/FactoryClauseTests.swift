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

/// The factories a view-factory owner can be given.
enum FactoryKind: String, CaseIterable, Sendable {
  case code, template, none

  func make() throws -> (any ViewFactory)? {
    switch self {
    case .code: CodeViewFactory()
    case .template: try TemplateViewFactory()
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

  @Test("FACT-1 create(owner:) binds every part of any owner", arguments: [FactoryKind.code, .template])
  func createBindsAnyOwner(kind: FactoryKind) throws {
    let factory = try #require(try kind.make())
    let owner = RecordingOwner()
    let root = factory.create(owner: owner)
    #expect(Set(owner.bindings) == ["titleLabel", "captionLabel", "imageView"])
    for part in owner.parts { #expect(part?.isDescendant(of: root) == true) }
  }

  // MARK: FACT-2

  @Test("FACT-2 every action in the created tree targets the owner", arguments: [FactoryKind.code, .template])
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
    controller.configure(title: "Song")
    observe("title")
    controller.tapPlay()
    observe("play")
    controller.tapPlay()
    observe("play")
    controller.loadView()
    observe("reload")
    controller.configure(title: nil)
    observe("no title")
    controller.tapPlay()
    observe("play")
    return seen
  }

  @Test("FACT-3 code, template and default factories give the same observations", arguments: FactoryKind.allCases)
  func interchangeable(kind: FactoryKind) throws {
    #expect(
      try observations(kind) == [
        "load: - | - | 0",
        "title: Song | - | 0",
        "play: Song | Playing (1) | 1",
        "play: Song | Playing (2) | 2",
        "reload: Song | Playing (2) | 2",
        "no title: - | Playing (2) | 2",
        "play: - | Playing (3) | 3",
      ])
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
  static let badTemplates: [(ViewTemplate, ViewTemplateError, String)] = [
    (.label(part: "subtitleLabel"), .unknownPart("subtitleLabel"), "subtitleLabel"),
    (.button(title: "Pause", action: "clickPause"), .unknownAction("clickPause"), "clickPause"),
    (
      .container([.image(part: "imageView"), .container([.label(part: "artistLabel")])]),
      .unknownPart("artistLabel"), "artistLabel"
    ),
    (.container([.label(part: "titleLabel"), .image(part: "coverImage")]), .unknownPart("coverImage"), "coverImage"),
    (.label(part: "imageView"), .wrongPartType("imageView", expected: "ImageView"), "imageView"),
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
    controller.configure(title: "Before load")
    controller.loadView()
    #expect(controller.titleLabel?.text == "Before load")
    controller.configure(title: "Song")
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

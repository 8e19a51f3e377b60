import InputConformance
import InputReference

// The harness half of seed 003: its driver and instrumentation, not part of the seed (the port is in
// `Seed003ViewFactory.swift`).

extension Seed003 {
  /// Counts the owner's `clickPlay(_:)` calls, then runs the seed's own (empty) action.
  final class RecordingCodeViewController: CodeViewController {
    var playCount = 0

    override func clickPlay(_ sender: Any) {
      playCount += 1
      super.clickPlay(sender)
    }
  }

  /// The seed judged by the suite with one factory kind: code, xib (template), or none (storyboard).
  static func implementation(name: String, factory: Capabilities.FactoryKind) -> Implementation {
    let capabilities = {
      var capabilities = Capabilities(kind: .viewFactory, families: [.fact])
      capabilities.factory = factory
      return capabilities
    }()
    return Implementation(name: name, capabilities: capabilities) { _ in
      let owner: RecordingCodeViewController =
        switch factory {
        case .code: RecordingCodeViewController(viewFactory: CodeViewFactory())
        case .template: RecordingCodeViewController(viewFactory: XibViewFactory())
        case .none: RecordingCodeViewController(coder: .player)
        }
      return .factory(
        PlatformViewFactoryDriver(
          capabilities: capabilities, load: { owner.loadView() }, root: { owner.view },
          parts: {
            [("titleLabel", owner.titleLabel), ("captionLabel", owner.captionLabel), ("imageView", owner.imageView)]
          },
          playCount: { owner.playCount }))
    }
  }
}

@_spi(Harness) import InputPlatform
import InputReference

// The harness half of the `ORStackView` port: instrumentation, not part of the component (the port is in
// `ORStackView.swift`).

extension ORStackViewPort {
  /// A storyboard scene holding one `ORStackScrollView` of the given commit.
  static func storyboardScene(_ version: CorpusBug.Version) -> Nib {
    Nib(objects: [.init(ORStackScrollView.self, attributes: [CorpusBug.Version.archiveKey: version.rawValue])])
  }

  /// The views stacked, in order.
  static func stacked(in stackView: ORStackView?) -> [View] { stackView?.viewStack.map { $0.view } ?? [] }
}

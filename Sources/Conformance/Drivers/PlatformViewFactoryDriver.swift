@_spi(Harness) import InputPlatform
import InputReference

/// The free driver for a view-factory owner on the platform model.
///
/// The port supplies how to load the views, read the root view, read the
/// owner's parts by name, and count Play.
public final class PlatformViewFactoryDriver: ViewFactoryDriver {
  public let capabilities: Capabilities
  private let load: () -> Void
  private let root: () -> View?
  private let partViews: () -> [(String, View?)]
  private let plays: () -> Int
  private var trees: [View] = []
  private let writeTitle: ((String) -> Void)?
  private let readTexts: (() -> [String: String])?

  public func setTitle(_ title: String) { writeTitle?(title) }
  public var shownTexts: [String: String] { readTexts?() ?? [:] }

  public init(
    capabilities: Capabilities, load: @escaping () -> Void, root: @escaping () -> View?,
    parts: @escaping () -> [(String, View?)], playCount: @escaping () -> Int,
    setTitle: ((String) -> Void)? = nil, shownTexts: (() -> [String: String])? = nil
  ) {
    self.writeTitle = setTitle
    self.readTexts = shownTexts
    self.capabilities = capabilities
    self.load = load
    self.root = root
    self.partViews = parts
    self.plays = playCount
  }

  public func loadViews() {
    load()
    if let view = root(), trees.last !== view { trees.append(view) }
  }

  public func tapPlay() { Self.playButton(in: trees.last)?.tap() }

  public func tapPlayInOldViews() {
    guard trees.count >= 2 else { return }
    Self.playButton(in: trees[trees.count - 2])?.tap()
  }

  public var parts: [PartObservation] {
    PartObservation.observe(partViews(), current: trees.last) { view, tree in view.isDescendant(of: tree) }
  }

  public var playCount: Int { plays() }
  public var viewGenerations: Int { trees.count }

  private static func playButton(in tree: View?) -> Button? {
    tree?.selfAndDescendants.compactMap { $0 as? Button }.first { $0.title == "Play" }
  }

  /// The app's side of the owner, for a device driver of the same owner (``DeviceDrivenFactory``).
  var appSide: FactoryAppSide {
    FactoryAppSide(
      load: load, root: root, partViews: partViews, playCount: plays, setTitle: writeTitle, shownTexts: readTexts)
  }
}

/// The app's side of a view-factory owner: how it loads its views, its root view, its parts by name, its Play count,
/// its title and the texts it shows. A platform driver and a device driver of one owner share it.
struct FactoryAppSide {
  let load: () -> Void
  let root: () -> View?
  let partViews: () -> [(String, View?)]
  let playCount: () -> Int
  let setTitle: ((String) -> Void)?
  let shownTexts: (() -> [String: String])?
}

extension PartObservation {
  /// Where each of `views` (by part name) points: bound or not, inside `current` (as `isInside` tells), shared with
  /// another part.
  static func observe(
    _ views: [(String, View?)], current: View?, isInside: (View, View) -> Bool
  ) -> [PartObservation] {
    views.map { name, view in
      guard let view else {
        return PartObservation(name: name, isBound: false, isInCurrentViews: false, isShared: false)
      }
      let shared = views.contains { $0.0 != name && $0.1 === view }
      let inCurrent = current.map { isInside(view, $0) } ?? false
      return PartObservation(name: name, isBound: true, isInCurrentViews: inCurrent, isShared: shared)
    }
  }
}

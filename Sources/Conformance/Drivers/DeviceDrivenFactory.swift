import InputDriving
import InputReference

/// The suite's driver over a view-factory device driver: Play is tapped and the views are looked at through public
/// UIKit; loading the views, the parts, the Play count and the texts come from the owner's app side, as through its
/// platform driver (``FactoryAppSide``).
public final class DeviceDrivenFactory: ViewFactoryDriver {
  public let capabilities: Capabilities
  private let device: any ViewFactoryDevice
  private let app: FactoryAppSide
  /// The root views made so far, oldest first.
  private var trees: [View] = []

  init(device: any ViewFactoryDevice, capabilities: Capabilities, app: FactoryAppSide) {
    self.device = device
    self.capabilities = capabilities
    self.app = app
  }

  public func loadViews() {
    app.load()
    if let view = app.root(), trees.last !== view { trees.append(view) }
  }

  public func tapPlay() {
    if let tree = trees.last { _ = device.tapButton(titled: "Play", in: tree) }
  }

  public func tapPlayInOldViews() {
    guard trees.count >= 2 else { return }
    _ = device.tapButton(titled: "Play", in: trees[trees.count - 2])
  }

  public var parts: [PartObservation] {
    PartObservation.observe(app.partViews(), current: trees.last) { view, tree in device.isView(view, inside: tree) }
  }

  public var playCount: Int { app.playCount() }
  public var viewGenerations: Int { trees.count }
  public func setTitle(_ title: String) { app.setTitle?(title) }
  public var shownTexts: [String: String] { app.shownTexts?() ?? [:] }
}

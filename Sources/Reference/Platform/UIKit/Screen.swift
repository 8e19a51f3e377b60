import Foundation

/// The screen, as `UIScreen.main`: a fixed size and scale, inert.
@preconcurrency @MainActor open class UIScreen {
  /// The main screen: 390 × 844 points at scale 3.
  public class var main: UIScreen { UIScreen() }
  open var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }
  open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: 1170, height: 2532) }
  open var scale: CGFloat { 3 }
  open var nativeScale: CGFloat { 3 }
  public init() {}
}

/// The device, as `UIDevice.current`: an iPhone on iOS 18, in portrait, inert.
@preconcurrency @MainActor open class UIDevice {
  /// The idioms, as `UIUserInterfaceIdiom`.
  public enum UserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac, vision }
  /// The orientations, as `UIDeviceOrientation`.
  public enum Orientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  }
  public class var current: UIDevice { UIDevice() }
  /// Posted when the device rotates, as `orientationDidChangeNotification`: the model's device never rotates, so
  /// only the app posts it.
  public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
  /// Whether orientation notifications are generated, as `isGeneratingDeviceOrientationNotifications`.
  open var isGeneratingDeviceOrientationNotifications: Bool { true }
  /// As `beginGeneratingDeviceOrientationNotifications()`: nothing to generate.
  open func beginGeneratingDeviceOrientationNotifications() {}
  /// As `endGeneratingDeviceOrientationNotifications()`.
  open func endGeneratingDeviceOrientationNotifications() {}
  open var userInterfaceIdiom: UserInterfaceIdiom { .phone }
  open var orientation: Orientation { .portrait }
  open var systemName: String { "iOS" }
  open var systemVersion: String { "18.0" }
  open var model: String { "iPhone" }
  open var name: String { "iPhone" }
  public init() {}
}

/// The idiom, as UIKit names it at the top level.
public typealias UIUserInterfaceIdiom = UIDevice.UserInterfaceIdiom
/// The orientation, as UIKit names it at the top level.
public typealias UIDeviceOrientation = UIDevice.Orientation

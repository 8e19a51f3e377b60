// The module named `UIKit` where the system has none (Linux; macOS, where the real UIKit is absent): the platform
// model under UIKit's names, so that a component's own file, `import UIKit` and all, compiles against the model.
// It re-exports the model (`InputPlatform`, whose classes carry UIKit's names and members) and Foundation, as
// UIKit re-exports Foundation on iOS. Never the harness's hooks (`@_spi(Harness)`): a component reaches only what
// public UIKit offers.

@_exported import Dispatch
@_exported import Foundation
@_exported import InputPlatform

// Where the system has UIKit, this module must not be built: a dependency on the `UIKit` product takes
// `condition: .when(platforms: [.linux, .macOS])` (README, "Using it from an iOS project").
#if os(iOS) || os(tvOS) || os(visionOS) || targetEnvironment(macCatalyst)
  #error(
    "InputContracts' UIKit is a model for Linux and macOS; depend on its product with .when(platforms: [.linux, .macOS])"
  )
#endif

/// The current world's notification center (see ``WorldNotificationCenter``): shadows Foundation's in a file that
/// imports `UIKit`.
public typealias NotificationCenter = WorldNotificationCenter

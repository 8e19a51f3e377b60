// swift-tools-version: 6.2
import PackageDescription

/// Settings every target shares; Swift 6 language mode is set package-wide below.
let sharedSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]
let uiSettings: [SwiftSetting] = sharedSettings + [.defaultIsolation(MainActor.self)]

let package = Package(
  name: "InputContracts",
  // Where the system has UIKit, the device drivers need iOS 16 (`UIAction`, `UIBarButtonItem.isHidden`); Linux and
  // macOS build the model.
  platforms: [.iOS(.v16)],
  products: [
    .library(name: "InputReference", targets: ["InputReference"]),
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "InputGenerators", targets: ["InputGenerators"]),
    .library(name: "InputConformance", targets: ["InputConformance"]),
    .library(name: "InputDriving", targets: ["InputDriving"]),
    .library(name: "InputDeviceDrivers", targets: ["InputDeviceDrivers"]),
    .library(name: "InputImplementations", targets: ["InputImplementations"]),
    .library(name: "InputConformanceTesting", targets: ["InputConformanceTesting"]),
    .library(name: "InputFuzzCommand", targets: ["InputFuzzCommand"]),
    .executable(name: "input-fuzz", targets: ["input-fuzz"]),
    .executable(name: "input-bench", targets: ["input-bench"]),
    .executable(name: "uikit-rewrite", targets: ["uikit-rewrite"]),
    .plugin(name: "UIKitRewritePlugin", targets: ["UIKitRewritePlugin"]),
  ],
  dependencies: [],
  targets: [
    // The platform model: the mirror of public UIKit, with the harness's hooks (user gestures, system events,
    // model-only introspection) behind `@_spi(Harness)` and the seams only platform mutants override behind
    // `@_spi(PlatformMutation)`. A module of its own, because `@_spi` binds only outside the declaring module.
    .target(name: "InputPlatform", path: "Sources/Reference/Platform", swiftSettings: sharedSettings),
    // The module named UIKit where the system has none: the model under UIKit's names, for a component's own files.
    .target(name: "UIKit", dependencies: ["InputPlatform"], path: "Sources/UIKit", swiftSettings: sharedSettings),
    // The selector rewrite: copies of a component's iOS files that compile without the Objective-C runtime
    // (`uikit-rewrite`, and the build-tool plugin that runs it on a target's `UIKitSources` folder).
    .target(name: "UIKitRewrite", path: "Sources/UIKitRewrite", swiftSettings: sharedSettings),
    .executableTarget(
      name: "uikit-rewrite", dependencies: ["UIKitRewrite"], path: "Sources/uikit-rewrite",
      swiftSettings: sharedSettings),
    .plugin(
      name: "UIKitRewritePlugin", capability: .buildTool(), dependencies: ["uikit-rewrite"],
      path: "Plugins/UIKitRewritePlugin"),
    // The oracle's components, written against the platform's public API only; re-exports InputPlatform.
    .target(
      name: "InputReference",
      dependencies: ["InputPlatform"],
      path: "Sources/Reference",
      exclude: ["Platform"],
      swiftSettings: uiSettings
    ),
    // The property-based engine and the contract event generators.
    .target(name: "InputGenerators", path: "Sources/Generators", swiftSettings: sharedSettings),
    // The public shrinking challenge, written over the engine (used by tests and input-bench).
    .target(
      name: "InputShrinkingChallenges",
      dependencies: ["InputGenerators"],
      path: "Sources/ShrinkingChallenges",
      swiftSettings: sharedSettings
    ),
    // The seam between the runner and a device driver: protocols and values that name neither UIKit nor the model.
    .target(
      name: "InputDriving", dependencies: ["InputGenerators"], path: "Sources/Driving", swiftSettings: sharedSettings),
    // The device drivers: public UIKit only, one source for a simulator or a phone (the system's UIKit) and for
    // Linux and macOS (the model's, through the selector rewrite). They import nothing of the model.
    .target(
      name: "InputDeviceDrivers",
      dependencies: [
        "InputDriving", "InputGenerators", .target(name: "UIKit", condition: .when(platforms: [.linux, .macOS])),
      ],
      path: "Sources/DeviceDrivers",
      exclude: ["UIKitSources"],
      swiftSettings: sharedSettings,
      plugins: ["UIKitRewritePlugin"]
    ),
    // Drivers, the checking loop, shrinking of traces, verdicts and reports.
    .target(
      name: "InputConformance",
      dependencies: ["InputPlatform", "InputReference", "InputGenerators", "InputDriving"],
      path: "Sources/Conformance",
      swiftSettings: uiSettings
    ),
    // Third-party designs and single-fault mutants, judged by the suite.
    .target(
      name: "InputImplementations",
      dependencies: ["InputPlatform", "InputReference", "InputGenerators", "InputConformance", "InputDriving"],
      path: "Sources/Implementations",
      swiftSettings: uiSettings
    ),

    // Swift Testing integration: one test case per clause, known deviations, exit-test isolation.
    .target(
      name: "InputConformanceTesting",
      dependencies: ["InputGenerators", "InputConformance"],
      path: "Sources/ConformanceTesting",
      swiftSettings: uiSettings
    ),

    // The command-line fuzzer as a library: a package's own executable gets the whole command for its
    // own implementations (links no Testing).
    .target(
      name: "InputFuzzCommand",
      dependencies: ["InputReference", "InputGenerators", "InputConformance"],
      path: "Sources/InputFuzzCommand",
      swiftSettings: uiSettings
    ),
    // The bundled command: InputFuzzCommand with the bundled implementations.
    .executableTarget(
      name: "input-fuzz",
      dependencies: ["InputFuzzCommand", "InputImplementations"],
      path: "Sources/InputFuzz",
      swiftSettings: uiSettings
    ),
    // Benchmarks: speed, detection power and shrink quality (run in release).
    .executableTarget(
      name: "input-bench",
      dependencies: [
        "InputReference", "InputGenerators", "InputConformance", "InputImplementations", "InputShrinkingChallenges",
      ],
      path: "Sources/InputBench",
      swiftSettings: uiSettings
    ),

    // The README's example package (Examples/FuzzYourComponent, which builds on its own against this
    // package), compiled here too so that the tests run its fuzzer without building a second package.
    .target(
      name: "ExampleComponents",
      dependencies: ["UIKit", "InputConformance", "InputGenerators"],
      path: "Examples/FuzzYourComponent/Sources/ExampleComponents",
      exclude: ["UIKitSources"],
      swiftSettings: sharedSettings,
      plugins: ["UIKitRewritePlugin"]
    ),
    .executableTarget(
      name: "example-fuzz",
      dependencies: ["ExampleComponents", "InputFuzzCommand"],
      path: "Examples/FuzzYourComponent/Sources/example-fuzz",
      swiftSettings: sharedSettings
    ),

    // Tests
    .testTarget(
      name: "ConformanceTests",
      dependencies: [
        "InputPlatform", "InputReference", "InputGenerators", "InputConformance", "InputImplementations",
        "InputConformanceTesting", "InputFuzzCommand", "ExampleComponents", "InputDriving", "InputDeviceDrivers",
      ],
      path: "Tests/Conformance",
      swiftSettings: uiSettings
    ),
    .testTarget(
      name: "RewriteTests", dependencies: ["UIKitRewrite"], path: "Tests/Rewrite",
      swiftSettings: sharedSettings),
    // The README's examples, compiled as a user's own test target is (no default isolation).
    .testTarget(
      name: "ReadmeTests",
      dependencies: [
        "UIKit", "InputPlatform", "InputReference", "InputConformance", "InputConformanceTesting", "InputGenerators",
      ],
      path: "Tests/Readme",
      exclude: ["UIKitSources"],
      swiftSettings: sharedSettings,
      plugins: ["UIKitRewritePlugin"]
    ),
    .testTarget(
      name: "PropertiesTests",
      dependencies: ["InputGenerators", "InputShrinkingChallenges"],
      path: "Tests/Properties",
      swiftSettings: sharedSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)

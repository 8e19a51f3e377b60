// swift-tools-version: 6.0
// An app's own components, fuzzed with InputContracts' command: `swift run example-fuzz --help`.
import PackageDescription

let package = Package(
  name: "FuzzYourComponent",
  dependencies: [
    // In your package: .package(url: "<InputContracts' repository>", branch: "main").
    .package(name: "InputContracts", path: "../..")
  ],
  targets: [
    // The components, written against UIKit as for an app (in `UIKitSources`, compiled through the rewrite plugin,
    // which gives them selectors without the Objective-C runtime), and what each declares.
    .target(
      name: "ExampleComponents",
      dependencies: [
        // The model of UIKit, where the system has none.
        .product(name: "UIKit", package: "InputContracts", condition: .when(platforms: [.linux, .macOS])),
        .product(name: "InputConformance", package: "InputContracts"),
      ],
      exclude: ["UIKitSources"],
      plugins: [.plugin(name: "UIKitRewritePlugin", package: "InputContracts")]
    ),
    // The fuzzer: the whole input-fuzz command for these components, in three lines.
    .executableTarget(
      name: "example-fuzz",
      dependencies: [
        "ExampleComponents",
        .product(name: "InputFuzzCommand", package: "InputContracts"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

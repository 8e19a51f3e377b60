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
    // The components, written on InputContracts' platform model, and what each declares.
    .target(
      name: "ExampleComponents",
      dependencies: [
        .product(name: "InputReference", package: "InputContracts"),
        .product(name: "InputGenerators", package: "InputContracts"),
        .product(name: "InputConformance", package: "InputContracts"),
      ]
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

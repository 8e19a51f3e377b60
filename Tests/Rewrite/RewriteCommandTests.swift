import Foundation
import Testing
import UIKitRewrite

@Suite("uikit-rewrite command")
struct RewriteCommandTests {
  static let button = "import UIKit\n\nfinal class Button {\n  @objc func didTap() {}\n}\n"
  static let refused = "let k = #keyPath(Button.title)\n"

  @Test("a file: its copy in DIR/<name>, a line per change, the summary, exit 0")
  func singleFile() throws {
    let directory = try TestSupport.makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try TestSupport.write(Self.button, to: "App/Button.swift", in: directory)
    let output = try TestSupport.rewrite(["--output", "out", "App/Button.swift"], in: directory)
    #expect(output.status == 0)
    #expect(output.outputLines == ["App/Button.swift:4: removed `@objc`", "1 files, 1 lines rewritten, 0 refused"])
    #expect(output.standardError.isEmpty)
    #expect(TestSupport.files(under: directory.appending(path: "out")) == ["Button.swift"])
    let copy = try String(contentsOf: directory.appending(path: "out/Button.swift"), encoding: .utf8)
    #expect(copy == "import UIKit\n\nfinal class Button {\n  func didTap() {}\n}\n")
    let original = try String(contentsOf: directory.appending(path: "App/Button.swift"), encoding: .utf8)
    #expect(original == Self.button)
  }

  @Test("a directory: every .swift file, recursively and sorted, under its relative path")
  func directory() throws {
    let directory = try TestSupport.makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try TestSupport.write(Self.button, to: "App/Views/Button.swift", in: directory)
    try TestSupport.write("let s = #selector(Other.go(_:))\n", to: "App/A.swift", in: directory)
    try TestSupport.write("not swift", to: "App/README.md", in: directory)
    try TestSupport.write("@objc func hidden() {}\n", to: "App/.hidden/H.swift", in: directory)
    let output = try TestSupport.rewrite(["--output", "out", "App/"], in: directory)
    #expect(output.status == 0)
    #expect(
      output.outputLines == [
        "App/A.swift:1: `#selector(Other.go(_:))` → `Selector(\"go:\", Other.go(_:))`",
        "App/Views/Button.swift:4: removed `@objc`",
        "2 files, 2 lines rewritten, 0 refused",
      ]
    )
    #expect(TestSupport.files(under: directory.appending(path: "out")) == ["A.swift", "Views/Button.swift"])
  }

  @Test("a refused file: error lines, no copy (a stale one removed), the other files written, exit 1")
  func refusedFile() throws {
    let directory = try TestSupport.makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try TestSupport.write(Self.button, to: "App/Button.swift", in: directory)
    try TestSupport.write(Self.refused, to: "App/Keys.swift", in: directory)
    try TestSupport.write("stale copy", to: "out/Keys.swift", in: directory)
    let output = try TestSupport.rewrite(["--output", "out", "App"], in: directory)
    #expect(output.status == 1)
    #expect(
      output.outputLines == [
        "App/Button.swift:4: removed `@objc`",
        "App/Keys.swift:1: error: \(Refusal(line: 1, reason: .keyPathExpression))",
        "2 files, 1 lines rewritten, 1 refused",
      ]
    )
    #expect(TestSupport.files(under: directory.appending(path: "out")) == ["Button.swift"])
  }

  @Test("--check prints what would change and writes nothing")
  func check() throws {
    let directory = try TestSupport.makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try TestSupport.write(Self.button, to: "App/Button.swift", in: directory)
    let output = try TestSupport.rewrite(["--check", "--output", "out", "App"], in: directory)
    #expect(output.status == 0)
    #expect(output.outputLines == ["App/Button.swift:4: removed `@objc`", "1 files, 1 lines rewritten, 0 refused"])
    #expect(!FileManager.default.fileExists(atPath: directory.appending(path: "out").path))
    #expect(TestSupport.files(under: directory) == ["App/Button.swift"])
    let withoutOutput = try TestSupport.rewrite(["--check", "App"], in: directory)
    #expect(withoutOutput.status == 0)
  }

  @Test("--quiet prints only refusals")
  func quiet() throws {
    let directory = try TestSupport.makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try TestSupport.write(Self.button, to: "App/Button.swift", in: directory)
    try TestSupport.write(Self.refused, to: "App/Keys.swift", in: directory)
    let output = try TestSupport.rewrite(["--quiet", "--output", "out", "App"], in: directory)
    #expect(output.status == 1)
    #expect(output.outputLines == ["App/Keys.swift:1: error: \(Refusal(line: 1, reason: .keyPathExpression))"])
  }

  @Test("--help prints the usage and exits 0")
  func help() throws {
    let directory = try TestSupport.makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = try TestSupport.rewrite(["--help"], in: directory)
    #expect(output.status == 0)
    #expect(output.standardOutput == RewriteCommand.usage + "\n")
  }

  /// Arguments that are a usage error, the files to create first, and the error's message.
  struct UsageCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let files: [String]
    let error: UsageError
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let usageCases: [UsageCase] = [
    UsageCase(
      arguments: ["--frobnicate", "--output", "out", "A.swift"], files: ["A.swift"],
      error: .unknownOption("--frobnicate")),
    UsageCase(arguments: ["A.swift"], files: ["A.swift"], error: .missingOutput),
    UsageCase(arguments: ["A.swift", "--output"], files: ["A.swift"], error: .missingValue(option: "--output")),
    UsageCase(arguments: ["--output", "out"], files: [], error: .noInputs),
    UsageCase(arguments: ["--output", "out", "Missing.swift"], files: [], error: .inputNotFound("Missing.swift")),
    UsageCase(arguments: ["--output", "out", "notes.txt"], files: ["notes.txt"], error: .notSwiftFile("notes.txt")),
    UsageCase(
      arguments: ["--output", "out.swift", "A.swift"], files: ["A.swift", "out.swift"],
      error: .outputIsFile("out.swift")),
    UsageCase(
      arguments: ["--output", "App", "App"], files: ["App/A.swift"],
      error: .outputInsideInput(output: "App", input: "App")
    ),
    UsageCase(
      arguments: ["--output", "App/Copies", "App"], files: ["App/A.swift"],
      error: .outputInsideInput(output: "App/Copies", input: "App")
    ),
    UsageCase(
      arguments: ["--output", "App", "App/A.swift"], files: ["App/A.swift"],
      error: .outputOverwritesInput("App/A.swift")),
    UsageCase(
      arguments: ["--output", "out", "One/A.swift", "Two/A.swift"], files: ["One/A.swift", "Two/A.swift"],
      error: .duplicateOutput("out/A.swift")
    ),
  ]

  @Test("usage errors: one line on standard error, exit 2, nothing written", arguments: usageCases)
  func usageError(_ testCase: UsageCase) throws {
    let directory = try TestSupport.makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for file in testCase.files {
      try TestSupport.write(Self.button, to: file, in: directory)
    }
    let output = try TestSupport.rewrite(testCase.arguments, in: directory)
    #expect(output.status == 2)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError == "uikit-rewrite: error: \(testCase.error)\n")
    #expect(TestSupport.files(under: directory) == testCase.files.sorted())
  }

  @Test("an unreadable input is a usage error")
  func unreadableInput() throws {
    let directory = try TestSupport.makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: directory.appending(path: "Binary.swift"))
    let output = try TestSupport.rewrite(["--output", "out", "Binary.swift"], in: directory)
    #expect(output.status == 2)
    #expect(output.standardError == "uikit-rewrite: error: \(UsageError.unreadable("Binary.swift"))\n")
    #expect(!FileManager.default.fileExists(atPath: directory.appending(path: "out").path))
  }

  @Test("--source-location: diagnostics of the copy name the original file and line")
  func sourceLocation() throws {
    let directory = try TestSupport.makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let original = try TestSupport.write(
      "final class Button {\n  @objc func didTap() {}\n  let count: Int = \"four\"\n}\n", to: "App/Button.swift",
      in: directory)
    let output = try TestSupport.rewrite(["--source-location", "--output", "out", "App/Button.swift"], in: directory)
    #expect(output.status == 0)
    #expect(TestSupport.files(under: directory.appending(path: "out")) == ["Button.rewritten.swift"])
    let copy = directory.appending(path: "out/Button.rewritten.swift")
    let originalPath = original.standardizedFileURL.path
    let text = try String(contentsOf: copy, encoding: .utf8)
    #expect(text.hasPrefix(SourceLocationDirective.line(forOriginal: originalPath) + "\nfinal class Button {\n"))

    let compile = try TestSupport.run(try TestSupport.swiftc(), ["-typecheck", copy.path], in: directory)
    #expect(compile.status != 0)
    #expect(compile.standardError.contains("\(originalPath):3:20: error: cannot convert value of type 'String'"))
    #expect(!compile.standardError.contains("Button.rewritten.swift"))
  }

  @Test("--source-location: a compiled copy draws no #fileID warning")
  func sourceLocationHasNoFileIDConflict() throws {
    let directory = try TestSupport.makeScratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try TestSupport.write("public func file() -> String { #fileID }\n", to: "App/Answer.swift", in: directory)
    let output = try TestSupport.rewrite(["--source-location", "--output", "out", "App"], in: directory)
    #expect(output.status == 0)
    let compile = try TestSupport.run(
      try TestSupport.swiftc(),
      [
        "-parse-as-library", "-emit-module", "-module-name", "App", "-emit-module-path", "App.swiftmodule",
        "out/Answer.rewritten.swift",
      ],
      in: directory
    )
    #expect(compile.status == 0)
    #expect(compile.standardError.isEmpty)
  }
}

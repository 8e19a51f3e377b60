import Foundation
import Testing

/// What a child process printed and how it exited.
struct ProcessOutput: Sendable {
  let status: Int32
  let standardOutput: String
  let standardError: String

  var outputLines: [String] { standardOutput.split(separator: "\n").map(String.init) }
}

/// Running the built `uikit-rewrite` and the compiler, in scratch directories.
enum TestSupport {
  /// The `uikit-rewrite` executable of this build: next to the test bundle in the build products directory.
  static func rewriteExecutable() throws -> URL {
    let productDirectories = [
      Bundle.main.bundleURL,
      Bundle.main.bundleURL.deletingLastPathComponent(),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
    ]
    let candidates = productDirectories.map { $0.appending(path: "uikit-rewrite") }
    return try #require(
      candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
      "no uikit-rewrite next to the test bundle (\(productDirectories.map(\.path)))"
    )
  }

  /// The `swiftc` on `PATH`.
  static func swiftc() throws -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let candidates = path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appending(path: "swiftc") }
    return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }, "no swiftc")
  }

  /// A new empty directory, removed by the caller with `removeDirectory`.
  static func makeScratchDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appending(path: "rewrite-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  /// Writes `text` to `relativePath` under `directory`, creating directories as needed.
  @discardableResult
  static func write(_ text: String, to relativePath: String, in directory: URL) throws -> URL {
    let file = directory.appending(path: relativePath)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file
  }

  /// Runs `executable` with `arguments` in `directory` and waits for it.
  static func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> ProcessOutput {
    let outputFile = directory.appending(path: ".stdout-\(UUID().uuidString)")
    let errorFile = directory.appending(path: ".stderr-\(UUID().uuidString)")
    try Data().write(to: outputFile)
    try Data().write(to: errorFile)
    defer {
      try? FileManager.default.removeItem(at: outputFile)
      try? FileManager.default.removeItem(at: errorFile)
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    process.waitUntilExit()
    return ProcessOutput(
      status: process.terminationStatus,
      standardOutput: try String(contentsOf: outputFile, encoding: .utf8),
      standardError: try String(contentsOf: errorFile, encoding: .utf8)
    )
  }

  /// Runs the built `uikit-rewrite` with `arguments` in `directory`.
  static func rewrite(_ arguments: [String], in directory: URL) throws -> ProcessOutput {
    try run(try rewriteExecutable(), arguments, in: directory)
  }

  /// The regular files under `directory`, as sorted relative paths (hidden ones skipped).
  static func files(under directory: URL) -> [String] {
    let subpaths = (try? FileManager.default.subpathsOfDirectory(atPath: directory.path)) ?? []
    return subpaths.filter { subpath in
      var isDirectory: ObjCBool = false
      return !subpath.split(separator: "/").contains { $0.hasPrefix(".") }
        && FileManager.default.fileExists(atPath: directory.appending(path: subpath).path, isDirectory: &isDirectory)
        && !isDirectory.boolValue
    }
    .sorted()
  }
}

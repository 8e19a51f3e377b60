import Foundation
import PackagePlugin

/// Compiles a target's iOS files on Linux: rewrites each file of the target's `UIKitSources` folder with
/// `uikit-rewrite` and compiles the copies into the target.
///
/// Convention: the target keeps the user's unchanged files in `<target directory>/UIKitSources` (any depth) and
/// excludes that folder from compilation (`exclude: ["UIKitSources"]`), so only the copies are compiled. Each
/// `.swift` file gets one build command, `uikit-rewrite --source-location --quiet --output <work dir>/<relative
/// dir> <file>`. Its copy, `<work dir>/<relative dir>/<name>.rewritten.swift`, starts with a `#sourceLocation`
/// naming the original, so diagnostics point at it. A refused file fails the build with the tool's
/// `file:line: error:` lines.
@main
struct UIKitRewritePlugin: BuildToolPlugin {
  /// The folder of a target's directory that holds the files to rewrite.
  static let sourcesFolder = "UIKitSources"

  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    let sources = target.directoryURL.appending(path: Self.sourcesFolder, directoryHint: .isDirectory)
    let tool = try context.tool(named: "uikit-rewrite").url
    return Self.swiftFiles(under: sources).map { relativePath in
      let input = sources.appending(path: relativePath, directoryHint: .notDirectory)
      let relativeDirectory = (relativePath as NSString).deletingLastPathComponent
      let outputDirectory =
        relativeDirectory.isEmpty
        ? context.pluginWorkDirectoryURL
        : context.pluginWorkDirectoryURL.appending(path: relativeDirectory, directoryHint: .isDirectory)
      let output = outputDirectory.appending(path: Self.copyName(of: input), directoryHint: .notDirectory)
      return .buildCommand(
        displayName: "Rewriting \(Self.sourcesFolder)/\(relativePath) for the UIKit model",
        executable: tool,
        arguments: ["--source-location", "--quiet", "--output", outputDirectory.path, input.path],
        inputFiles: [input, tool],
        outputFiles: [output]
      )
    }
  }

  /// The name `uikit-rewrite --source-location` gives the copy of `file` (`SourceLocationDirective.copyName`):
  /// `Button.swift` → `Button.rewritten.swift`.
  static func copyName(of file: URL) -> String {
    file.deletingPathExtension().lastPathComponent + ".rewritten.swift"
  }

  /// The paths of the `.swift` files under `directory` (recursively, hidden ones skipped), relative to it and
  /// sorted; none when the directory does not exist.
  static func swiftFiles(under directory: URL) -> [String] {
    let root = directory.path
    guard let subpaths = try? FileManager.default.subpathsOfDirectory(atPath: root) else { return [] }
    return subpaths.filter { subpath in
      var isDirectory: ObjCBool = false
      return subpath.hasSuffix(".swift")
        && !subpath.split(separator: "/").contains { $0.hasPrefix(".") }
        && FileManager.default.fileExists(atPath: root + "/" + subpath, isDirectory: &isDirectory)
        && !isDirectory.boolValue
    }
    .sorted()
  }
}

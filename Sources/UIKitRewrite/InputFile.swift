import Foundation

/// A Swift file to rewrite: where it is, how the user named it, and where its copy goes.
///
/// A file given directly is copied to `DIR/<its name>`; a file found in a given directory (recursively, hidden
/// files and directories skipped, in sorted order) to `DIR/<its path relative to that directory>`.
public nonisolated struct InputFile: Sendable, Equatable {
  /// The path as the user would write it: the argument, joined with the path found under it.
  public let displayPath: String
  /// The file's absolute, standardized path.
  public let absolutePath: String
  /// The copy's path relative to the output directory.
  public let relativePath: String

  /// The Swift files named by `arguments`, in argument order, each directory's files sorted by relative path.
  public static func files(in arguments: [String]) throws(UsageError) -> [InputFile] {
    var files: [InputFile] = []
    for argument in arguments {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
        throw .inputNotFound(argument)
      }
      if isDirectory.boolValue {
        files += try swiftFiles(inDirectory: argument)
      } else {
        guard argument.hasSuffix(".swift") else { throw .notSwiftFile(argument) }
        files.append(
          InputFile(
            displayPath: argument,
            absolutePath: absolute(argument),
            relativePath: URL(fileURLWithPath: argument).lastPathComponent
          )
        )
      }
    }
    return files
  }

  private static func swiftFiles(inDirectory directory: String) throws(UsageError) -> [InputFile] {
    guard let subpaths = try? FileManager.default.subpathsOfDirectory(atPath: directory) else {
      throw .unreadable(directory)
    }
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    return subpaths.filter { subpath in
      var isDirectory: ObjCBool = false
      return subpath.hasSuffix(".swift")
        && !subpath.split(separator: "/").contains { $0.hasPrefix(".") }
        && FileManager.default.fileExists(atPath: prefix + subpath, isDirectory: &isDirectory)
        && !isDirectory.boolValue
    }
    .sorted()
    .map { subpath in
      InputFile(
        displayPath: prefix + subpath,
        absolutePath: absolute(prefix + subpath),
        relativePath: subpath
      )
    }
  }

  /// `path` made absolute against the current directory and standardized (`.` and `..` resolved).
  static func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}

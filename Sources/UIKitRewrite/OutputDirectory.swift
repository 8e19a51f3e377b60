import Foundation

/// The directory `uikit-rewrite` writes copies into, checked never to hold or overwrite an input.
nonisolated struct OutputDirectory {
  /// The directory as given.
  let path: String
  /// Its absolute path, standardized and with symbolic links resolved.
  let resolvedPath: String
  /// Whether copies start with a `#sourceLocation`, and so are named as `SourceLocationDirective.copyName` says.
  let startsCopiesWithSourceLocation: Bool

  /// The output directory `path`, which must be a directory or not exist yet.
  init(checking path: String, startsCopiesWithSourceLocation: Bool) throws(UsageError) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
      throw .outputIsFile(path)
    }
    self.path = path
    self.startsCopiesWithSourceLocation = startsCopiesWithSourceLocation
    resolvedPath = Self.resolved(path)
  }

  /// Throws when the output is an input directory or inside one, when a copy would land on an input file, or
  /// when two inputs would be copied to the same place.
  func checkNoCopyOverwritesAnInput(files: [InputFile], inputs: [String]) throws(UsageError) {
    for input in inputs {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue else {
        continue
      }
      let inputPath = Self.resolved(input)
      if resolvedPath == inputPath || resolvedPath.hasPrefix(inputPath == "/" ? "/" : inputPath + "/") {
        throw .outputInsideInput(output: path, input: input)
      }
    }
    let inputFiles = Set(files.map { Self.resolved($0.absolutePath) })
    var destinations: Set<String> = []
    for file in files {
      let destination = Self.resolved(destinationPath(of: file))
      if inputFiles.contains(destination) { throw .outputOverwritesInput(file.displayPath) }
      guard destinations.insert(destination).inserted else { throw .duplicateOutput(destinationPath(of: file)) }
    }
  }

  /// Writes `text` as the copy of `file`, creating the directories it needs.
  func write(_ text: String, copyOf file: InputFile) throws(UsageError) {
    let destination = URL(fileURLWithPath: destinationPath(of: file))
    do {
      try FileManager.default.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: destination, options: .atomic)
    } catch {
      throw .cannotWrite(path: destination.path, reason: error.localizedDescription)
    }
  }

  /// Removes a copy of `file` left by an earlier run, so that a refused file has no stale copy.
  func removeCopy(of file: InputFile) throws(UsageError) {
    let destination = destinationPath(of: file)
    guard FileManager.default.fileExists(atPath: destination) else { return }
    do {
      try FileManager.default.removeItem(atPath: destination)
    } catch {
      throw .cannotWrite(path: destination, reason: error.localizedDescription)
    }
  }

  /// Where the copy of `file` goes: its relative path under the directory, renamed when it starts with a
  /// `#sourceLocation`.
  func destinationPath(of file: InputFile) -> String {
    var relativePath = file.relativePath
    if startsCopiesWithSourceLocation {
      let name = URL(fileURLWithPath: relativePath).lastPathComponent
      relativePath = relativePath.dropLast(name.count) + SourceLocationDirective.copyName(forOriginalNamed: name)
    }
    return (path.hasSuffix("/") ? path : path + "/") + relativePath
  }

  /// `path` absolute, standardized, with the symbolic links of its existing part resolved.
  private static func resolved(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }
}

import InputConformance

/// A mistake on the command line, or a path the command cannot use, found before any work is done.
/// The wording is built here, in one place.
enum UsageError: Error, Equatable {
  case unknownFlag(String)
  case missingValue(flag: String)
  case badValue(flag: String, value: String, expected: String)
  case unknownImplementation(String, known: [String], more: Int)
  case conflicting(String, String)
  case malformedToken(ConformanceToken.ParseError)
  case replayNeedsImplementation
  case environmentVariableMissing(String)
  case environmentVariableOutOfRange(String, value: String, count: Int)
  /// A report path that names a folder.
  case reportIsFolder(flag: String, path: String)
  /// A report path whose folder is missing or not writable.
  case reportFolderUnusable(flag: String, path: String, folder: String)
  /// A file the command must rewrite that is missing or not writable.
  case fileUnusable(flag: String, path: String, reason: String)
  /// A store path that names something other than a folder.
  case storeIsNotFolder(flag: String, path: String)
  /// A store folder that cannot be created or written.
  case storeUnusable(flag: String, path: String, folder: String)
  /// `merge` was given nothing to merge.
  case nothingToMerge
  /// A `merge` input that is neither a report file nor a store folder.
  case missingInput(String)
  /// Store folders to merge, and no `--store` to merge them into.
  case storesNeedOutput([String])
  /// Two implementations share a name (the workers find them by name).
  case duplicateImplementation(String)
  /// An implementation's declaration names a retired or unknown clause.
  case badDeclaration([DeclarationProblem])

  /// The message, for a command called `program`.
  func message(program: String) -> String {
    switch self {
    case .unknownFlag(let flag): "unknown option '\(flag)' (see \(program) --help)"
    case .missingValue(let flag): "option '\(flag)' needs a value (see \(program) --help)"
    case .badValue(let flag, let value, let expected): "option '\(flag)': '\(value)' is not \(expected)"
    case .unknownImplementation(let name, let known, let more):
      "unknown implementation '\(name)'; known: \(known.joined(separator: ", "))"
        + (more > 0 ? " (and \(more) more members by name: see \(program) --list)" : "")
    case .conflicting(let first, let second): "options '\(first)' and '\(second)' cannot be used together"
    case .malformedToken(let error): error.description
    case .replayNeedsImplementation: "--replay needs --implementation NAME (the token does not name one)"
    case .environmentVariableMissing(let name):
      "option '--shard-from-env': the environment variable \(name) is not set"
    case .environmentVariableOutOfRange(let name, let value, let count):
      "option '--shard-from-env': \(name) is '\(value)', not a shard index from 0 to \(count - 1)"
    case .reportIsFolder(let flag, let path): "cannot write \(path) (\(flag)): it is a folder; give a file path"
    case .reportFolderUnusable(let flag, let path, let folder):
      "cannot write \(path) (\(flag)): the folder \(folder) does not exist or is not writable"
    case .fileUnusable(let flag, let path, let reason): "cannot rewrite \(path) (\(flag)): \(reason)"
    case .storeIsNotFolder(let flag, let path): "cannot use \(path) as the store (\(flag)): it is a file, not a folder"
    case .storeUnusable(let flag, let path, let folder):
      "cannot use \(path) as the store (\(flag)): \(folder) is not a writable folder"
    case .nothingToMerge: "merge needs at least one report (.json) or store folder (see \(program) --help)"
    case .missingInput(let path): "merge: \(path) is neither a report file nor a store folder"
    case .storesNeedOutput(let folders):
      "merge: store folders (\(folders.joined(separator: ", "))) need --store OUT-DIR to merge into"
    case .duplicateImplementation(let name):
      "two implementations are named '\(name)'; the worker processes find them by name, so names must be unique"
    case .badDeclaration(let problems): problems.map(\.description).joined(separator: "\n")
    }
  }
}

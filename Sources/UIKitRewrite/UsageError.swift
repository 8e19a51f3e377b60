/// A problem with `uikit-rewrite`'s arguments or files that stops it before (or while) writing copies: exit
/// status 2.
public nonisolated enum UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  case unknownOption(String)
  case missingValue(option: String)
  case missingOutput
  case noInputs
  case inputNotFound(String)
  case notSwiftFile(String)
  case unreadable(String)
  case outputIsFile(String)
  case outputInsideInput(output: String, input: String)
  case outputOverwritesInput(String)
  case duplicateOutput(String)
  case cannotWrite(path: String, reason: String)

  public var description: String {
    switch self {
    case .unknownOption(let option): "unknown option '\(option)' (see --help)"
    case .missingValue(let option): "'\(option)' needs a value (see --help)"
    case .missingOutput: "missing '--output DIR' (see --help)"
    case .noInputs: "no input files or directories (see --help)"
    case .inputNotFound(let path): "no such file or directory: '\(path)'"
    case .notSwiftFile(let path): "not a Swift file: '\(path)'"
    case .unreadable(let path): "cannot read '\(path)' as UTF-8 text"
    case .outputIsFile(let path): "the output '\(path)' is a file, not a directory"
    case .outputInsideInput(let output, let input):
      "the output directory '\(output)' is inside the input directory '\(input)'"
    case .outputOverwritesInput(let path): "the copy of '\(path)' would overwrite it"
    case .duplicateOutput(let path): "two inputs would be copied to '\(path)'"
    case .cannotWrite(let path, let reason): "cannot write '\(path)': \(reason)"
    }
  }
}

/// The options of `uikit-rewrite`, parsed from its arguments.
///
/// ```swift
/// try CommandOptions.parse(["--check", "--output", "out", "Sources/App"])
/// // CommandOptions(outputDirectory: "out", inputs: ["Sources/App"], check: true, ...)
/// ```
public nonisolated struct CommandOptions: Sendable, Equatable {
  /// The directory the copies are written to; nil only with `check` or `help`.
  public var outputDirectory: String?
  /// The files and directories to rewrite, as given.
  public var inputs: [String] = []
  /// Print what would change and write nothing.
  public var check = false
  /// Begin each copy with a `#sourceLocation` naming the original file.
  public var sourceLocation = false
  /// Print only refusals: no change lines, no summary.
  public var quiet = false
  /// Print the usage and do nothing else.
  public var help = false

  public init(
    outputDirectory: String? = nil, inputs: [String] = [], check: Bool = false, sourceLocation: Bool = false,
    quiet: Bool = false, help: Bool = false
  ) {
    self.outputDirectory = outputDirectory
    self.inputs = inputs
    self.check = check
    self.sourceLocation = sourceLocation
    self.quiet = quiet
    self.help = help
  }

  /// The options in `arguments` (without the program name); `--` ends the options.
  public static func parse(_ arguments: [String]) throws(UsageError) -> CommandOptions {
    var options = CommandOptions()
    var remaining = arguments[...]
    var optionsEnded = false
    while let argument = remaining.popFirst() {
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        options.inputs.append(argument)
        continue
      }
      switch argument {
      case "--":
        optionsEnded = true
      case "--check":
        options.check = true
      case "--source-location":
        options.sourceLocation = true
      case "--quiet", "-q":
        options.quiet = true
      case "-h", "--help":
        options.help = true
      case "--output", "-o":
        guard let value = remaining.popFirst() else { throw .missingValue(option: argument) }
        options.outputDirectory = value
      case _ where argument.hasPrefix("--output="):
        let value = String(argument.dropFirst("--output=".count))
        guard !value.isEmpty else { throw .missingValue(option: "--output") }
        options.outputDirectory = value
      default:
        throw .unknownOption(argument)
      }
    }
    if options.help { return options }
    guard !options.inputs.isEmpty else { throw .noInputs }
    guard options.outputDirectory != nil || options.check else { throw .missingOutput }
    return options
  }
}

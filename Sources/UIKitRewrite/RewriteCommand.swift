import Foundation

/// `uikit-rewrite`: writes rewritten copies of Swift files (`SourceRewrite`) into an output directory.
///
/// It never writes into an input: an output directory equal to or inside an input directory, or a copy that would
/// land on an input file, is a usage error. A refused file gets no copy (a copy left by an earlier run is
/// removed) while the other files are still written.
public nonisolated enum RewriteCommand {
  public static let usage = """
    OVERVIEW: Writes copies of Swift files written for iOS that compile on Linux against the UIKit model.

    USAGE: uikit-rewrite [--check] [--source-location] [--quiet] --output DIR FILE|DIR...

    Each .swift file given, and each one in a directory given (recursively, sorted), is rewritten into DIR under
    its path relative to the argument it came from (a file given directly: DIR/<its name>). The originals are
    never changed, and every line of a copy keeps its line number.

    OPTIONS:
      --output DIR, -o DIR  The directory for the copies (created if missing; not needed with --check).
      --check               Print what would change; write nothing.
      --source-location     Begin each copy with #sourceLocation(file: "<original's absolute path>", line: 1),
                            so that diagnostics, #file and #line name the original file and line; the copy of
                            <name>.swift is then named <name>.rewritten.swift (the same file name would make
                            the compiler warn that the two produce the same #fileID).
      --quiet, -q           Print only refusals (no change lines, no summary).
      -h, --help            Print this help.

    OUTPUT: `path:line: <change>` per change, `path:line: error: <reason>` per refusal, then
    `N files, R lines rewritten, K refused`.
    EXIT STATUS: 0 when nothing was refused; 1 when a file was refused (the others are still written);
    2 on a usage error (bad option, missing or unreadable input, unusable output directory).
    """

  /// Runs the command with `arguments` (without the program name), relative paths against the current directory.
  public static func run(arguments: [String]) -> CommandOutcome {
    var outcome = CommandOutcome()
    do throws(UsageError) {
      let options = try CommandOptions.parse(arguments)
      if options.help {
        outcome.standardOutput = usage.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return outcome
      }
      try rewrite(options, into: &outcome)
    } catch {
      outcome.standardError.append("uikit-rewrite: error: \(error)")
      outcome.exitStatus = 2
    }
    return outcome
  }

  private static func rewrite(_ options: CommandOptions, into outcome: inout CommandOutcome) throws(UsageError) {
    let files = try InputFile.files(in: options.inputs)
    var output: OutputDirectory?
    if !options.check, let path = options.outputDirectory {
      output = try OutputDirectory(checking: path, startsCopiesWithSourceLocation: options.sourceLocation)
    }
    try output?.checkNoCopyOverwritesAnInput(files: files, inputs: options.inputs)
    var sources: [String] = []
    for file in files {
      guard let text = try? String(contentsOfFile: file.displayPath, encoding: .utf8) else {
        throw .unreadable(file.displayPath)
      }
      sources.append(text)
    }
    var rewrittenLines = 0
    var refusedFiles = 0
    for (file, source) in zip(files, sources) {
      let result = SourceRewrite.rewrite(source, file: file.displayPath)
      if result.isRefused {
        refusedFiles += 1
        outcome.standardOutput += result.refusals.map { "\(file.displayPath):\($0.line): error: \($0)" }
        try output?.removeCopy(of: file)
      } else {
        rewrittenLines += result.changedLineCount
        if !options.quiet {
          outcome.standardOutput += result.changes.map { "\(file.displayPath):\($0.line): \($0)" }
        }
        if let text = result.rewrittenText {
          let directive = options.sourceLocation ? SourceLocationDirective.line(forOriginal: file.absolutePath) : nil
          try output?.write(directive.map { $0 + "\n" + text } ?? text, copyOf: file)
        }
      }
    }
    if !options.quiet {
      outcome.standardOutput.append("\(files.count) files, \(rewrittenLines) lines rewritten, \(refusedFiles) refused")
    }
    outcome.exitStatus = refusedFiles > 0 ? 1 : 0
  }
}

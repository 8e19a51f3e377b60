/// What `uikit-rewrite` printed and the status it exits with.
public nonisolated struct CommandOutcome: Sendable, Equatable {
  /// Lines for standard output: changes, refusals, the summary (or the usage).
  public var standardOutput: [String] = []
  /// Lines for standard error: a usage error.
  public var standardError: [String] = []
  /// 0: nothing refused; 1: a file was refused; 2: a usage error.
  public var exitStatus: Int32 = 0
}

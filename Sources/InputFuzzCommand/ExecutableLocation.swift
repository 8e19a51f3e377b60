import Foundation

/// Where the running executable is, so that it can start itself as a worker: found through the
/// system, never through `argv[0]`, which is a bare name when the command was found on `PATH`.
enum ExecutableLocation {
  /// The running executable's file.
  static var current: URL {
    #if os(Linux)
      if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        return URL(fileURLWithPath: path)
      }
    #endif
    if let url = Bundle.main.executableURL { return url.standardizedFileURL }
    return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
  }
}

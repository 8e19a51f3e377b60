import Foundation

/// Checks of the paths a run writes, made before any work is done: a run must never fuzz for an hour and
/// then fail to write what it found.
enum OutputPaths {
  /// A report file (`--json`): not a folder, in a writable folder, and writable if it exists.
  static func checkReport(_ path: String, flag: String) throws(UsageError) {
    let files = FileManager.default
    var isFolder: ObjCBool = false
    if files.fileExists(atPath: path, isDirectory: &isFolder) {
      if isFolder.boolValue { throw .reportIsFolder(flag: flag, path: path) }
      if !files.isWritableFile(atPath: path) {
        throw .fileUnusable(flag: flag, path: path, reason: "it is not writable")
      }
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard files.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
      files.isWritableFile(atPath: folder)
    else { throw .reportFolderUnusable(flag: flag, path: path, folder: folder) }
  }

  /// A file rewritten in place (`--matrix`): an existing, readable and writable file in a writable folder.
  static func checkRewritable(_ path: String, flag: String) throws(UsageError) {
    let files = FileManager.default
    var isFolder: ObjCBool = false
    guard files.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw .fileUnusable(flag: flag, path: path, reason: "no such file")
    }
    if isFolder.boolValue { throw .fileUnusable(flag: flag, path: path, reason: "it is a folder") }
    guard files.isReadableFile(atPath: path), files.isWritableFile(atPath: path) else {
      throw .fileUnusable(flag: flag, path: path, reason: "it is not readable and writable")
    }
    try checkReport(path, flag: flag)
  }

  /// A store folder (`--store`): a writable folder, or a path whose nearest existing ancestor is one
  /// (the folders are made when the first case is stored).
  static func checkStore(_ path: String, flag: String) throws(UsageError) {
    let files = FileManager.default
    var isFolder: ObjCBool = false
    var candidate = URL(fileURLWithPath: path).standardizedFileURL
    if files.fileExists(atPath: candidate.path, isDirectory: &isFolder) {
      guard isFolder.boolValue else { throw .storeIsNotFolder(flag: flag, path: path) }
      guard files.isWritableFile(atPath: candidate.path) else {
        throw .storeUnusable(flag: flag, path: path, folder: candidate.path)
      }
      return
    }
    while !files.fileExists(atPath: candidate.path, isDirectory: &isFolder) {
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { break }
      candidate = parent
    }
    guard isFolder.boolValue, files.isWritableFile(atPath: candidate.path) else {
      throw .storeUnusable(flag: flag, path: path, folder: candidate.path)
    }
  }
}

/// Rewrites the JSON report while a campaign runs (every few seconds, and when something new is found),
/// atomically, so that a campaign killed at any moment leaves a whole, valid report.
final class ReportWriter {
  let path: String
  /// Seconds between rewrites when nothing new was found.
  let interval: Double
  private var lastWrite: UInt64 = 0
  private var lastViolations = -1

  init(path: String, interval: Double = 2) {
    self.path = path
    self.interval = interval
  }

  /// Writes `report` now.
  func write(_ report: FuzzReport) throws {
    try report.encoded().write(to: URL(fileURLWithPath: path), options: .atomic)
    lastWrite = DispatchTime.now().uptimeNanoseconds
    lastViolations = report.implementations.reduce(0) { $0 + $1.violations.count }
  }

  /// Writes the report when `interval` seconds have passed or the violation count changed.
  func writeIfDue(violations: Int, _ report: () -> FuzzReport) throws {
    let now = DispatchTime.now().uptimeNanoseconds
    guard violations != lastViolations || now - lastWrite >= UInt64(interval * 1e9) else { return }
    try write(report())
  }
}

import Foundation

/// One failing case saved on disk.
///
/// ```swift
/// let entry = StoredFailure(propertyName: "sorting", replayToken: token, summary: "[1, 0] is not sorted")
/// ```
public struct StoredFailure: Hashable, Sendable, Codable {
  /// The file format version this build writes.
  public static let currentFormatVersion = 1

  /// The file format version.
  public var formatVersion: Int
  /// The property (or test) the failure belongs to.
  public var propertyName: String
  /// The token reproducing the failing case.
  public var replayToken: String
  /// A human summary of the failure.
  public var summary: String

  /// Creates an entry in the current format.
  ///
  /// ```swift
  /// let entry = StoredFailure(propertyName: "p", replayToken: token, summary: "fails")
  /// ```
  public init(propertyName: String, replayToken: ReplayToken, summary: String) {
    self.formatVersion = Self.currentFormatVersion
    self.propertyName = propertyName
    self.replayToken = replayToken.description
    self.summary = summary
  }
}

/// A stored file that could not be used; it is reported and skipped, never deleted.
///
/// ```swift
/// for problem in store.load().problems { print(problem) }
/// ```
public struct FailureStoreProblem: Hashable, Sendable, CustomStringConvertible {
  /// Why a file was skipped.
  public enum Reason: Hashable, Sendable {
    /// The file could not be read or is not valid JSON for a stored failure.
    case unreadable(String)
    /// The file was written by an incompatible format version.
    case incompatibleVersion(found: Int, supported: Int)
    /// The file's replay token does not parse.
    case invalidToken(ReplayTokenError)
    /// Saving a new failure failed.
    case saveFailed(String)
  }

  /// The file concerned.
  public var file: String
  /// Why it was skipped.
  public var reason: Reason

  /// One sentence naming the file and the reason.
  public var description: String {
    switch reason {
    case .unreadable(let detail):
      return "Skipped stored failure \(file): it is not a readable failure record (\(detail))."
    case .incompatibleVersion(let found, let supported):
      return "Skipped stored failure \(file): format version \(found) is not the supported version \(supported)."
    case .invalidToken(let error):
      return "Skipped stored failure \(file): \(error)"
    case .saveFailed(let detail):
      return "Could not save failure to \(file): \(detail)"
    }
  }
}

/// A directory of small JSON files, one per failing case, replayed before new cases are generated.
///
/// ```swift
/// let store = FailureStore(directory: URL(fileURLWithPath: ".input-fuzz/failures"))
/// let (entries, problems) = store.load(propertyName: "sorting")
/// ```
public struct FailureStore: Hashable, Sendable {
  /// The directory holding the files.
  public var directory: URL

  /// Creates a store in `directory` (created on first save).
  ///
  /// ```swift
  /// let store = FailureStore(directory: FileManager.default.temporaryDirectory)
  /// ```
  public init(directory: URL) {
    self.directory = directory
  }

  /// Saves one failure and returns the file written (saving the same token again overwrites it).
  ///
  /// ```swift
  /// let file = try store.save(StoredFailure(propertyName: "p", replayToken: token, summary: "fails"))
  /// ```
  @discardableResult
  public func save(_ failure: StoredFailure) throws -> URL {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let safeName = String(failure.propertyName.map { $0.isLetter || $0.isNumber ? $0 : "_" }.prefix(60))
    let file = directory.appendingPathComponent("\(safeName)-\(ReplayToken.checksum(of: failure.replayToken)).json")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(failure).write(to: file, options: .atomic)
    return file
  }

  /// Loads every stored failure (optionally only those of `propertyName`), skipping unusable files.
  ///
  /// A missing directory is simply empty; corrupt or incompatible files are listed in `problems` and left on
  /// disk untouched.
  ///
  /// ```swift
  /// let contents = store.load()
  /// ```
  public func load(propertyName: String? = nil) -> (entries: [StoredFailure], problems: [FailureStoreProblem]) {
    guard
      let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
    else { return ([], []) }
    var entries: [StoredFailure] = []
    var problems: [FailureStoreProblem] = []
    for name in names.sorted() where name.hasSuffix(".json") {
      let file = directory.appendingPathComponent(name)
      guard let data = try? Data(contentsOf: file) else {
        problems.append(FailureStoreProblem(file: file.path, reason: .unreadable("cannot read the file")))
        continue
      }
      guard let version = Self.formatVersion(in: data) else {
        problems.append(FailureStoreProblem(file: file.path, reason: .unreadable("not JSON with a formatVersion")))
        continue
      }
      guard version == StoredFailure.currentFormatVersion else {
        let reason = FailureStoreProblem.Reason.incompatibleVersion(
          found: version, supported: StoredFailure.currentFormatVersion)
        problems.append(FailureStoreProblem(file: file.path, reason: reason))
        continue
      }
      guard let entry = try? JSONDecoder().decode(StoredFailure.self, from: data) else {
        problems.append(FailureStoreProblem(file: file.path, reason: .unreadable("missing or mistyped fields")))
        continue
      }
      do {
        _ = try ReplayToken(parsing: entry.replayToken)
      } catch let error as ReplayTokenError {
        problems.append(FailureStoreProblem(file: file.path, reason: .invalidToken(error)))
        continue
      } catch {
        continue
      }
      if propertyName == nil || entry.propertyName == propertyName { entries.append(entry) }
    }
    return (entries, problems)
  }

  private static func formatVersion(in data: Data) -> Int? {
    struct Header: Decodable { var formatVersion: Int }
    return try? JSONDecoder().decode(Header.self, from: data).formatVersion
  }
}

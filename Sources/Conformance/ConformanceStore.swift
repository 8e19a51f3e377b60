import Foundation
import InputGenerators

/// A failing case kept on disk: what broke, and the token that replays it.
public struct StoredCase: Hashable, Sendable, Codable {
  /// The format this build reads and writes.
  public static let currentFormatVersion = 1

  public var formatVersion: Int
  public var implementation: String
  public var family: ContractFamily
  public var clause: ClauseID
  public var kind: ViolationKind
  public var token: String
  /// The headline, for a person reading the file.
  public var summary: String

  public init(_ violation: ConformanceViolation) {
    formatVersion = Self.currentFormatVersion
    implementation = violation.implementation
    family = violation.family
    clause = violation.clause
    kind = violation.finding.kind
    token = violation.token.encoded
    summary = FailureText.headline(violation)
  }
}

/// A directory of failing cases (`.input-fuzz` by default), one small JSON file
/// each, replayed first on the next run. A corrupt or stale file is reported
/// and skipped, never fatal and never deleted.
public struct ConformanceStore: Sendable {
  public var directory: URL

  public init(directory: URL) {
    self.directory = directory
  }

  /// Why a stored file was skipped.
  public struct Problem: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var reason: String
    public var description: String { "skipped stored case \(file): \(reason) (the file is left as it is)" }
  }

  /// Saves a violation; returns the file written.
  @discardableResult
  public func save(_ violation: ConformanceViolation) throws -> URL {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let stored = StoredCase(violation)
    let name = "\(stored.implementation)-\(stored.clause)-\(ConformanceToken.checksum(stored.token))"
      .map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }
    let file = directory.appendingPathComponent(String(name) + ".json")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(stored).write(to: file, options: .atomic)
    return file
  }

  /// Every readable stored case, and a problem for each file that is not.
  public func load() -> (cases: [StoredCase], problems: [Problem]) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return ([], []) }
    var cases: [StoredCase] = []
    var problems: [Problem] = []
    for name in names.sorted() where name.hasSuffix(".json") {
      let file = directory.appendingPathComponent(name)
      guard let data = try? Data(contentsOf: file) else {
        problems.append(Problem(file: file.path, reason: "it cannot be read"))
        continue
      }
      struct Header: Decodable { var formatVersion: Int }
      guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
        problems.append(Problem(file: file.path, reason: "it is not JSON with a formatVersion"))
        continue
      }
      guard header.formatVersion == StoredCase.currentFormatVersion else {
        problems.append(
          Problem(
            file: file.path,
            reason: "format version \(header.formatVersion) is not the supported \(StoredCase.currentFormatVersion)"))
        continue
      }
      guard let stored = try? JSONDecoder().decode(StoredCase.self, from: data) else {
        problems.append(Problem(file: file.path, reason: "fields are missing or mistyped"))
        continue
      }
      do {
        _ = try ConformanceToken(parsing: stored.token)
      } catch {
        problems.append(Problem(file: file.path, reason: error.description))
        continue
      }
      cases.append(stored)
    }
    return (cases, problems)
  }
}

import Foundation
import InputGenerators

/// A failing case kept on disk: what broke, and the token that replays it.
nonisolated public struct StoredCase: Hashable, Sendable, Codable {
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
nonisolated public struct ConformanceStore: Sendable {
  public var directory: URL

  public init(directory: URL) {
    self.directory = directory
  }

  /// Why a stored file was skipped.
  nonisolated public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var reason: String
    public var description: String { "skipped stored case \(file): \(reason) (the file is left as it is)" }
  }

  /// Saves a violation; returns the file written.
  @discardableResult
  public func save(_ violation: ConformanceViolation) throws -> URL {
    try save(StoredCase(violation))
  }

  /// Saves a stored case under its own name (implementation, clause and the token's checksum), so that
  /// the same case saved twice, from any run, is one file; returns the file written.
  @discardableResult
  public func save(_ stored: StoredCase) throws -> URL {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
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
      switch read(directory.appendingPathComponent(name)) {
      case .success(let stored): cases.append(stored)
      case .failure(let problem): problems.append(problem)
      }
    }
    return (cases, problems)
  }

  /// Adds every readable case of `other` to this store (a union: a case both hold stays one file);
  /// returns how many files were written, and a problem for each file of `other` skipped.
  public func absorb(_ other: ConformanceStore) throws -> (written: Int, problems: [Problem]) {
    let (cases, problems) = other.load()
    for stored in cases { try save(stored) }
    return (cases.count, problems)
  }

  /// One stored file, or why it cannot be used.
  private func read(_ file: URL) -> Result<StoredCase, Problem> {
    guard let data = try? Data(contentsOf: file) else {
      return .failure(Problem(file: file.path, reason: "it cannot be read"))
    }
    nonisolated struct Header: Decodable { var formatVersion: Int }
    guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
      return .failure(Problem(file: file.path, reason: "it is not JSON with a formatVersion"))
    }
    guard header.formatVersion == StoredCase.currentFormatVersion else {
      return .failure(
        Problem(
          file: file.path,
          reason: "format version \(header.formatVersion) is not the supported \(StoredCase.currentFormatVersion)"))
    }
    guard let stored = try? JSONDecoder().decode(StoredCase.self, from: data) else {
      return .failure(Problem(file: file.path, reason: "fields are missing or mistyped"))
    }
    do {
      _ = try ConformanceToken(parsing: stored.token)
    } catch {
      return .failure(Problem(file: file.path, reason: error.description))
    }
    return .success(stored)
  }
}

import InputGenerators

/// The identifier of a clause of CONFORMANCE.md, such as `PICK-8`.
nonisolated public struct ClauseID: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
  /// The family, from the prefix.
  public let family: ContractFamily
  /// The number after the prefix.
  public let number: Int

  public init(_ family: ContractFamily, _ number: Int) {
    self.family = family
    self.number = number
  }

  /// Parses `"PICK-8"`; `nil` for anything else.
  public init?(_ text: String) {
    let parts = text.split(separator: "-")
    guard parts.count == 2, let family = ContractFamily(rawValue: parts[0].lowercased()),
      parts[0] == family.prefix, let number = Int(parts[1]), number > 0
    else { return nil }
    self.init(family, number)
  }

  public var description: String { "\(family.prefix)-\(number)" }

  public static func < (lhs: ClauseID, rhs: ClauseID) -> Bool {
    (lhs.family, lhs.number) < (rhs.family, rhs.number)
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let id = ClauseID(text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not a clause ID: \(text)"))
    }
    self = id
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}

/// One clause: its ID, level, sentence and source, as written in CONFORMANCE.md.
nonisolated public struct Clause: Hashable, Sendable {
  /// MUST or SHOULD.
  nonisolated public enum Level: String, Sendable, Hashable {
    case must = "MUST"
    case should = "SHOULD"
  }

  public let id: ClauseID
  public let level: Level
  /// The testable sentence.
  public let sentence: String
  /// Where the clause comes from.
  public let source: String

  public init(id: ClauseID, level: Level, sentence: String, source: String) {
    self.id = id
    self.level = level
    self.sentence = sentence
    self.source = source
  }
}

/// The clauses of CONFORMANCE.md, embedded so that reports and tools need no file.
nonisolated public enum ClauseCatalog {
  private static let byID: [ClauseID: Clause] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

  /// The clause with that ID. Every ID the suite uses is in the catalogue (a test checks it).
  public static func clause(_ id: ClauseID) -> Clause {
    guard let clause = byID[id] else { preconditionFailure("\(id) is not in CONFORMANCE.md") }
    return clause
  }

  /// The clauses of one family, in document order.
  public static func clauses(of family: ContractFamily) -> [Clause] {
    all.filter { $0.id.family == family }
  }
}

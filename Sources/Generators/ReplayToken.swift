import Foundation

/// A compact, copy-pastable string that reproduces one test case exactly: `icr1-<base64url>.<checksum>`.
///
/// The token holds a format version and the choice sequence; parsing rejects anything malformed, corrupted
/// or from another format version, so a token never silently replays a different case.
///
/// ```swift
/// let token = ReplayToken(choices: ChoiceSequence(values: [1, 0, 1]))
/// let parsed = try ReplayToken(parsing: token.description)
/// assert(parsed == token)
/// ```
public struct ReplayToken: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The format version this build writes and reads.
  public static let currentVersion = 1
  static let prefix = "icr"

  /// The choices to replay.
  public var choices: ChoiceSequence

  /// Creates a token for `choices`.
  ///
  /// ```swift
  /// let token = ReplayToken(choices: failure.shrunk.choices)
  /// ```
  public init(choices: ChoiceSequence) {
    self.choices = choices
  }

  /// Parses a token string, throwing `ReplayTokenError` on any problem.
  ///
  /// ```swift
  /// let token = try ReplayToken(parsing: "icr1-AA.3c1a9f21")
  /// ```
  public init(parsing text: String) throws {
    let token = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let dash = token.firstIndex(of: "-") else {
      throw ReplayTokenError.malformed(token: token, reason: "it has no \"\(Self.prefix)<version>-\" prefix")
    }
    let head = token[..<dash]
    guard head.hasPrefix(Self.prefix), let version = Int(head.dropFirst(Self.prefix.count)) else {
      throw ReplayTokenError.malformed(token: token, reason: "it does not start with \"\(Self.prefix)<version>-\"")
    }
    guard version == Self.currentVersion else {
      throw ReplayTokenError.unsupportedVersion(found: version, supported: Self.currentVersion)
    }
    let rest = token[token.index(after: dash)...]
    guard let dot = rest.lastIndex(of: ".") else {
      throw ReplayTokenError.malformed(token: token, reason: "the \".<checksum>\" suffix is missing")
    }
    let payload = String(rest[..<dot])
    let checksum = String(rest[rest.index(after: dot)...])
    let expected = Self.checksum(of: "\(head)-\(payload)")
    guard checksum.count == 8, checksum.allSatisfy(\.isHexDigit) else {
      throw ReplayTokenError.malformed(token: token, reason: "the checksum must be 8 hexadecimal digits")
    }
    guard checksum.lowercased() == expected else {
      throw ReplayTokenError.checksumMismatch(expected: expected, found: checksum)
    }
    guard let bytes = Self.decodeBase64URL(payload) else {
      throw ReplayTokenError.malformed(token: token, reason: "the payload is not base64url")
    }
    self.choices = try Self.decodeChoices(bytes, token: token)
  }

  /// The token text, `icr1-<payload>.<checksum>`.
  public var description: String {
    let head = "\(Self.prefix)\(Self.currentVersion)"
    var bytes: [UInt8] = []
    Self.appendVarint(UInt64(choices.count), to: &bytes)
    for choice in choices.choices {
      Self.appendVarint(choice.value, to: &bytes)
      // Bounds are stored as the distance above the value, which is small for most choices.
      Self.appendVarint(choice.max &- choice.value, to: &bytes)
    }
    let payload = Data(bytes).base64EncodedString()
      .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
    return "\(head)-\(payload).\(Self.checksum(of: "\(head)-\(payload)"))"
  }

  /// Encodes as the token string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  /// Decodes from the token string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    try self.init(parsing: try container.decode(String.self))
  }

  // MARK: Encoding details

  /// FNV-1a (32 bit) of the UTF-8 text, as 8 lowercase hex digits.
  static func checksum(of text: String) -> String {
    var hash: UInt32 = 0x811C_9DC5
    for byte in text.utf8 {
      hash ^= UInt32(byte)
      hash &*= 0x0100_0193
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }

  static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
    var remaining = value
    while remaining >= 0x80 {
      bytes.append(UInt8(remaining & 0x7F) | 0x80)
      remaining >>= 7
    }
    bytes.append(UInt8(remaining))
  }

  static func decodeBase64URL(_ text: String) -> [UInt8]? {
    guard text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
      return nil
    }
    var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    while standard.count % 4 != 0 { standard += "=" }
    return Data(base64Encoded: standard).map { Array($0) }
  }

  static func decodeChoices(_ bytes: [UInt8], token: String) throws -> ChoiceSequence {
    var position = 0
    func readVarint() throws -> UInt64 {
      var result: UInt64 = 0
      var shift: UInt64 = 0
      while true {
        guard position < bytes.count else {
          throw ReplayTokenError.malformed(token: token, reason: "the payload ends in the middle of a number")
        }
        let byte = bytes[position]
        position += 1
        guard shift < 64, shift < 63 || byte <= 1 else {
          throw ReplayTokenError.malformed(token: token, reason: "a number in the payload is too large")
        }
        result |= UInt64(byte & 0x7F) << shift
        if byte & 0x80 == 0 { return result }
        shift += 7
      }
    }
    let count = try readVarint()
    guard count <= UInt64(bytes.count) else {
      throw ReplayTokenError.malformed(token: token, reason: "the payload announces more choices than it holds")
    }
    var choices: [Choice] = []
    choices.reserveCapacity(Int(count))
    for _ in 0..<count {
      let value = try readVarint()
      let headroom = try readVarint()
      let (max, overflow) = value.addingReportingOverflow(headroom)
      guard !overflow else {
        throw ReplayTokenError.malformed(token: token, reason: "a choice bound is out of range")
      }
      choices.append(Choice(value: value, max: max))
    }
    guard position == bytes.count else {
      throw ReplayTokenError.malformed(token: token, reason: "the payload has trailing bytes")
    }
    return ChoiceSequence(choices)
  }
}

/// Why a replay token could not be parsed.
///
/// ```swift
/// do { _ = try ReplayToken(parsing: "nonsense") } catch let error as ReplayTokenError { print(error) }
/// ```
public enum ReplayTokenError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is not a replay token.
  case malformed(token: String, reason: String)
  /// The token was written by an incompatible format version.
  case unsupportedVersion(found: Int, supported: Int)
  /// The token was altered or truncated: its checksum does not match.
  case checksumMismatch(expected: String, found: String)

  /// A one-sentence explanation.
  public var description: String {
    switch self {
    case .malformed(let token, let reason):
      return "\"\(token)\" is not a valid replay token: \(reason)."
    case .unsupportedVersion(let found, let supported):
      return "The replay token uses format version \(found), but this build only replays version \(supported); "
        + "regenerate the failure with this build."
    case .checksumMismatch(let expected, let found):
      return "The replay token's checksum is \(found) but its content hashes to \(expected); it was altered or "
        + "truncated while being copied."
    }
  }
}

import Foundation
import InputGenerators

/// A copy-pastable token that replays one failing case exactly: the family and
/// the event list, versioned and checksummed.
///
/// It carries events, not random choices, so it replays the same trace after
/// the generators change. Format: `icf1-<family>-<base64url JSON>-<8 hex FNV-1a>`.
///
/// ```swift
/// let token = ConformanceToken(family: .key, events: [.tap, .deleteBackward])
/// let text = token.encoded          // "icf1-key-…"
/// try ConformanceToken(parsing: text) == token  // true
/// ```
nonisolated public struct ConformanceToken: Hashable, Sendable {
  /// The format version this build reads and writes.
  public static let version = "icf1"

  public var family: ContractFamily
  public var events: [InputEvent]

  public init(family: ContractFamily, events: [InputEvent]) {
    self.family = family
    self.events = events
  }

  /// The token's text.
  public var encoded: String {
    let json = (try? Self.encoder.encode(events)) ?? Data("[]".utf8)
    let body = "\(Self.version)-\(family.rawValue)-\(Self.base64URL(json))"
    return body + "-" + Self.checksum(body)
  }

  /// Why a token cannot be read.
  nonisolated public enum ParseError: Error, Equatable, CustomStringConvertible {
    case malformed(String)
    case unsupportedVersion(String)
    case badChecksum
    case unknownFamily(String)
    case undecodableEvents(String)

    public var description: String {
      switch self {
      case .malformed(let why): "the replay token is malformed: \(why)"
      case .unsupportedVersion(let version):
        "the replay token has format \"\(version)\"; this build reads \"\(ConformanceToken.version)\" tokens"
      case .badChecksum: "the replay token's checksum does not match: it was truncated or edited"
      case .unknownFamily(let family): "the replay token names an unknown family \"\(family)\""
      case .undecodableEvents(let why): "the replay token's events cannot be read: \(why)"
      }
    }
  }

  /// Reads a token; never crashes, never yields a different case.
  public init(parsing text: String) throws(ParseError) {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    let parts = trimmed.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 4 else { throw .malformed("expected 4 parts separated by \"-\", found \(parts.count)") }
    guard parts[0] == Self.version else {
      if parts[0].hasPrefix("icf") { throw .unsupportedVersion(parts[0]) }
      throw .malformed("it does not start with \"\(Self.version)-\"")
    }
    guard Self.checksum(parts[0...2].joined(separator: "-")) == parts[3] else { throw .badChecksum }
    guard let family = ContractFamily(rawValue: parts[1]) else { throw .unknownFamily(parts[1]) }
    guard let data = Self.decodeBase64URL(parts[2]) else { throw .malformed("the event list is not base64url") }
    do {
      self.events = try JSONDecoder().decode([InputEvent].self, from: data)
    } catch {
      throw .undecodableEvents(ErrorWords.describe(error))
    }
    self.family = family
  }

  private static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }()

  static func base64URL(_ data: Data) -> String {
    data.base64EncodedString().replacingOccurrences(of: "+", with: "_").replacingOccurrences(of: "/", with: ".")
      .replacingOccurrences(of: "=", with: "")
  }

  static func decodeBase64URL(_ text: String) -> Data? {
    guard text.allSatisfy({ $0.isLetter && $0.isASCII || $0.isNumber && $0.isASCII || $0 == "_" || $0 == "." }) else {
      return nil
    }
    var base64 = text.replacingOccurrences(of: "_", with: "+").replacingOccurrences(of: ".", with: "/")
    while base64.count % 4 != 0 { base64 += "=" }
    return Data(base64Encoded: base64)
  }

  /// The checksum of a token's body (for tests that build tokens by hand).
  public static func checksumForTesting(_ body: String) -> String { checksum(body) }

  static func checksum(_ text: String) -> String {
    var hash: UInt32 = 2_166_136_261
    for byte in text.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 16_777_619
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }
}

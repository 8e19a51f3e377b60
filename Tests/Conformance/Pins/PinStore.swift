import Foundation

/// The pins of one suite: a JSON file in `Tests/Pins`, read once, rewritten only by record mode.
///
/// Test cases run in parallel; every read and write goes through one lock, and a write rewrites the whole file
/// (keys sorted, one trace event per line) so that a re-record is reviewed as a plain diff.
final class PinStore<Value: PinValue>: @unchecked Sendable {
  /// The file's name without extension (`seeds`): also the prefix of its pins in the reviewed-changes file.
  let name: String
  /// The suite whose tests pin these values (for the re-record command).
  let suite: String
  let url: URL
  private let lock = NSLock()
  private var pins: [String: Value]
  /// Why the file could not be read; every check then fails with it, and record mode writes nothing.
  let loadError: String?

  init(name: String, suite: String) {
    self.name = name
    self.suite = suite
    url = PinFiles.directory.appendingPathComponent("\(name).json")
    guard FileManager.default.fileExists(atPath: url.path) else {
      pins = [:]
      loadError = nil
      return
    }
    do {
      let data = try Data(contentsOf: url)
      pins = try JSONDecoder().decode(PinFile<Value>.self, from: data).pins
      loadError = nil
    } catch {
      pins = [:]
      loadError = "Tests/Pins/\(name).json cannot be read (\(error)); fix or delete it, then re-record"
    }
  }

  /// The command that re-records this store's pins.
  var recordCommand: String { RecordMode.command(suite: suite) }

  /// The pin under `key`, if there is one.
  func pin(_ key: String) -> Value? { lock.withLock { pins[key] } }

  /// Every pinned key.
  var keys: Set<String> { lock.withLock { Set(pins.keys) } }

  /// Stores `value` under `key` (`nil` removes it) and rewrites the file.
  func write(_ value: Value?, for key: String) throws {
    try lock.withLock {
      pins[key] = value
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      let file = PinFile(recordWith: recordCommand, pins: pins)
      try FileManager.default.createDirectory(at: PinFiles.directory, withIntermediateDirectories: true)
      try (encoder.encode(file) + Data("\n".utf8)).write(to: url, options: .atomic)
    }
  }
}

/// The layout of a pin file.
struct PinFile<Value: PinValue>: Codable {
  /// How to re-record the file, for whoever opens it.
  var recordWith: String
  var pins: [String: Value]
}

/// Where pin files live: `Tests/Pins`, beside the test targets (not inside one: no resources to declare).
enum PinFiles {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Pins")

  /// A value as the pin file shows it, for diffs in failure messages.
  static func text<Value: Encodable>(_ value: Value) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(value)).flatMap { String(data: $0, encoding: .utf8) } ?? "\(value)"
  }
}

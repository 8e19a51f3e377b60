import Foundation

/// An error in a few words for a person at 2 a.m.: never a raw `NSError` or `DecodingError` dump.
///
/// ```swift
/// ErrorWords.describe(CocoaError(.fileWriteNoPermission))  // "permission denied"
/// ```
nonisolated public enum ErrorWords {
  /// The error in words: the system's reason for a file error, the place and the problem for a JSON
  /// error, and the error's own description for the package's error enums.
  public static func describe(_ error: any Error) -> String {
    if let decoding = error as? DecodingError { return describe(decoding) }
    let bridged = error as NSError
    switch bridged.domain {
    case NSCocoaErrorDomain: return cocoa(bridged)
    case NSPOSIXErrorDomain: return String(cString: strerror(Int32(bridged.code)))
    default: return String(describing: error)
    }
  }

  private static func cocoa(_ error: NSError) -> String {
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    switch CocoaError.Code(rawValue: error.code) {
    case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or folder"
    case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
    case .fileWriteOutOfSpace: return "no space left on the device"
    case .fileWriteVolumeReadOnly: return "the volume is read-only"
    case .fileWriteFileExists: return "the file already exists"
    case .fileReadCorruptFile: return "the file is corrupt"
    case .fileReadInvalidFileName, .fileWriteInvalidFileName: return "the file name is not valid"
    case .fileReadInapplicableStringEncoding: return "the file is not UTF-8 text"
    default: return "the file system refused (code \(error.code))"
    }
  }

  private static func describe(_ error: DecodingError) -> String {
    func place(_ path: [any CodingKey]) -> String {
      path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        .trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }
    switch error {
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "it is not valid JSON" : "\(place(context.codingPath)) is not valid (\(context.debugDescription))"
    case .keyNotFound(let key, let context):
      let within = place(context.codingPath)
      return "the key \"\(key.stringValue)\" is missing" + (within.isEmpty ? "" : " in \(within)")
    case .typeMismatch(let type, let context):
      return "\(place(context.codingPath).isEmpty ? "the top level" : place(context.codingPath)) is not \(type)"
    case .valueNotFound(let type, let context):
      return "\(place(context.codingPath)) is null where \(type) is expected"
    @unknown default:
      return "it cannot be decoded"
    }
  }
}

import Foundation
@_spi(Harness) import InputPlatform
import InputReference

// The harness half of the `MotionJpegImageView` port: instrumentation, not part of the component (the port is in
// `MotionJpegImageView.swift`).

extension MotionJpegImageViewPort {
  /// A nib holding one `MotionJpegImageView` of the given commit, with Interface Builder's default content mode.
  static func nib(_ version: CorpusBug.Version) -> Nib {
    Nib(objects: [
      .init(
        MotionJpegImageView.self,
        attributes: [CorpusBug.Version.archiveKey: version.rawValue, "contentMode": "\(ContentMode.scaleToFill)"])
    ])
  }

  /// One multipart frame: a tiny JPEG (start marker, payload, end marker).
  static func frame(_ payload: [UInt8]) -> Data { Data([0xFF, 0xD8] + payload + [0xFF, 0xD9]) }

  /// The network delivers a response and `data` to a playing view.
  static func deliver(_ data: Data, to view: MotionJpegImageView) {
    guard let connection = view.connectionInFlight else { return }
    view.connection(connection, didReceiveResponse: "multipart/x-mixed-replace")
    view.connection(connection, didReceive: data)
  }

  /// Whether the process-wide end marker exists yet.
  static var endMarkerExists: Bool { _endMarkerData.value != nil }
}

import Foundation
import InputReference

// The harness half of the `KAPinField2020` port: instrumentation, not part of the component (the port is in
// `KAPinField2020.swift`).

extension KAPinField2020Port {
  /// An app delegate that records every completion.
  final class RecordingDelegate: KAPinFieldDelegate {
    var finished: [String] = []
    func pinField(_ field: KAPinField, didFinishWith code: String) { finished.append(code) }
  }
}

import Foundation
import InputReference

// The harness half of the `DigitInputView` port: instrumentation, not part of the component (the port is in
// `DigitInputView.swift`).

extension DigitInputViewPort {
  /// Counts the delegate callbacks an app would receive.
  final class RecordingDelegate: DigitInputViewDelegate {
    var changes = 0
    var finishes = 0

    func digitsDidChange(digitInputView: DigitInputView) { changes += 1 }
    func digitsDidFinish(digitInputView: DigitInputView) { finishes += 1 }
  }
}

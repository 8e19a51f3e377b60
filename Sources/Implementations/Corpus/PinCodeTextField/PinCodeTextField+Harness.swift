import Foundation
import InputReference

// The harness half of the `PinCodeTextField` port: instrumentation, not part of the component (the port is in
// `PinCodeTextField.swift`).

extension PinCodeTextFieldPort {
  /// An app delegate that allows everything and counts value changes.
  final class RecordingDelegate: PinCodeTextFieldDelegate {
    var valueChanges = 0
    func textFieldShouldBeginEditing(_ textField: PinCodeTextField) -> Bool { true }
    func textFieldDidBeginEditing(_ textField: PinCodeTextField) {}
    func textFieldValueChanged(_ textField: PinCodeTextField) { valueChanges += 1 }
    func textFieldShouldEndEditing(_ textField: PinCodeTextField) -> Bool { true }
    func textFieldDidEndEditing(_ textField: PinCodeTextField) {}
    func textFieldShouldReturn(_ textField: PinCodeTextField) -> Bool { true }
  }
}

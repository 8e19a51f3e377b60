/// What a picker keyboard's Done does while a wheel is still spinning (PICK-8).
///
/// Emitting the row the wheel is leaving is the bug users report (McPicker-iOS 63,
/// RMPickerViewController 50); each case emits the row the wheel settles on, or nothing.
public enum DoneWhileSpinning: String, Sendable, CaseIterable {
  /// Done is remembered; when the wheel settles, the result is emitted, committed and the keyboard dismissed.
  case waitsForSettle
  /// Done stops the wheel on its destination first (``PickerView/finishSpinning()``), then acts as Done.
  case settlesFirst
  /// Done does nothing while a wheel moves (a declared capability).
  case ignored
}

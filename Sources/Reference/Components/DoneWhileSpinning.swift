/// What a picker keyboard's Done does while a wheel is still spinning (PICK-8, PICK-25).
///
/// Public UIKit reports neither a spin nor its settle ("UIPickerView as well as UIDatePicker does not tell anyone
/// when the selection has finished": RMPickerViewController issue 50), so a component written against it reads the
/// picker when Done is tapped: ``readsPicker``, the default. A component that can tell the wheels move (through
/// its wheels' scroll views, as some apps do) declares one of the others and is given a ``WheelMotion``.
public enum DoneWhileSpinning: String, Sendable, CaseIterable {
  /// Done reads `selectedRow(inComponent:)` at once (during a spin: the row the wheel is leaving), emits and
  /// commits it and dismisses; the settle that follows arrives after the dismissal and changes nothing (PICK-12).
  case readsPicker
  /// Done is remembered; when the wheel settles, the result is emitted, committed and the keyboard dismissed.
  case waitsForSettle
  /// Done stops the wheel on its destination first (``WheelMotion/stop``), then acts as Done.
  case settlesFirst
  /// Done does nothing while a wheel moves.
  case ignored
}

@_spi(Harness) import InputPlatform
import InputReference

extension WheelMotion {
  /// The harness's view of `picker`'s wheels: what apps read from the wheels' scroll views, which the model
  /// keeps behind its harness hooks (PICK-25). A driver hands it to a component that declared it can tell its
  /// wheels move (``DoneWhileSpinning/waitsForSettle``, `.settlesFirst`, `.ignored`), as
  /// ``PickerKeyboardArguments`` does for the reference keyboard:
  ///
  /// ```swift
  /// @_spi(Harness) import InputConformance
  ///
  /// let keyboard = MyKeyboard()
  /// keyboard.wheelMotion = WheelMotion.observing(keyboard.picker)
  /// ```
  ///
  /// It is SPI so that a component, which imports this module plainly, cannot reach the model's wheels by accident.
  @_spi(Harness) public static func observing(_ picker: PickerView) -> WheelMotion {
    WheelMotion(
      isMoving: { [weak picker] in picker?.isSpinning ?? false }, stop: { [weak picker] in picker?.finishSpinning() })
  }
}

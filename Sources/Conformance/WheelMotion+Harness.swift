import InputReference

extension WheelMotion {
  /// The harness's view of `picker`'s wheels: what apps read from the wheels' scroll views, which the model
  /// keeps behind its harness hooks (PICK-25).
  static func harness(for picker: PickerView) -> WheelMotion {
    WheelMotion(
      isMoving: { [weak picker] in picker?.isSpinning ?? false }, stop: { [weak picker] in picker?.finishSpinning() })
  }
}

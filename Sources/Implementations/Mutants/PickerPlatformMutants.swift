@_spi(PlatformMutation) import InputPlatform

// The faulty picker views of the PICK mutants (`PickerMutants`) that change how a wheel spins. Each models a faulty
// platform view, a `UIPickerView` that breaks one of its own rules, not a component: no `UIPickerView` subclass can
// see or change a spin through public UIKit, so these override the model's `@_spi(PlatformMutation)` seams (and only
// those: no harness hook). Picker views whose fault public UIKit can express are in `PickerComponentMutants.swift`.

/// Models a faulty platform view, not a component: a `UIPickerView` that keeps its own copy of the selected rows and
/// does not clamp it on reload (AKPickerView-Swift PR 15; `mirrored-selection-not-clamped`).
final class MirroringPicker: PickerView {
  private var mirror: [Int: Int] = [:]

  override func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    super.selectRow(row, inComponent: component, animated: animated)
    if row >= 0, row < numberOfRows(inComponent: component) { mirror[component] = row }
  }

  override func spin(component: Int, toRow row: Int) {
    mirror[component] = nil
    super.spin(component: component, toRow: row)
  }

  override func selectedRow(inComponent component: Int) -> Int {
    mirror[component] ?? super.selectedRow(inComponent: component)
  }
}

/// Models a faulty platform view, not a component: a `UIPickerView` whose wheel reports `didSelectRow` as soon as it
/// is flicked (a scroll callback), and again when it settles (`spin-reports-before-settle`).
final class EagerSpinPicker: PickerView {
  override func spin(component: Int, toRow row: Int) {
    super.spin(component: component, toRow: row)
    if spinTarget(inComponent: component) == row {
      delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
  }
}

/// Models a faulty platform view, not a component: a `UIPickerView` whose moving wheel reports the row it is heading
/// for, not the row it left (`spinning-wheel-reports-target`).
final class SpinTargetPicker: PickerView {
  override func selectedRow(inComponent component: Int) -> Int {
    spinTarget(inComponent: component) ?? super.selectedRow(inComponent: component)
  }
}

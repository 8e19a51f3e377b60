import InputDriving
import UIKit

/// The device drivers of public UIKit: what a test target on a simulator or a phone hands the suite.
///
/// ```swift
/// let onDevice = try ReferenceImplementations.codeView.throughDevice(UIKitDeviceDrivers())
/// ```
public struct UIKitDeviceDrivers: DeviceDriverMaker {
  public init() {}

  @MainActor public func keyInput(driving component: AnyObject) -> any KeyInputDevice {
    UIKitKeyInputDevice(component: Self.view(component))
  }

  @MainActor public func pickerKeyboard(driving control: AnyObject) -> any PickerKeyboardDevice {
    UIKitPickerKeyboardDevice(component: Self.view(control))
  }

  @MainActor public func viewFactory() -> any ViewFactoryDevice { UIKitViewFactoryDevice() }

  /// The component as a view; anything else is the declaration's mistake, said in words.

  @MainActor private static func view(_ component: AnyObject) -> UIView {
    guard let view = component as? UIView else {
      preconditionFailure("a device driver drives a UIView; \(type(of: component)) is none")
    }
    return view
  }
}

/// Makes device drivers for components already made and placed by the app: the one entry point a test target gives
/// the suite. The components come as `AnyObject` so that this module names no UIKit type; a maker casts them to its
/// UIKit's classes.
public protocol DeviceDriverMaker: Sendable {
  /// A driver for a key-input view (the component, or the code view whose text field takes the keys).
  @MainActor func keyInput(driving component: AnyObject) -> any KeyInputDevice
  /// A driver for a picker keyboard that is itself the responder.
  @MainActor func pickerKeyboard(driving control: AnyObject) -> any PickerKeyboardDevice
  /// A driver for the views a view-factory owner makes.
  @MainActor func viewFactory() -> any ViewFactoryDevice
}

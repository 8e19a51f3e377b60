@_spi(PlatformMutation) import InputPlatform
import InputReference

// The RESP mutants (`ResponderMutants`) whose fault is in the window's first-responder arbitration. Each models a
// faulty platform, not a component: no `UIResponder` can choose the window that arbitrates it through public UIKit,
// so these override the model's `@_spi(PlatformMutation)` seam `hostingWindow` (and nothing else).

/// Models a faulty platform view, not a component: the window's first-responder arbitration caches the control's window
/// on first use, so a removed control can still become first responder (`window-cached-for-first-responder`).
final class CachedWindowKeyboard: PickerKeyboard {
  private weak var cachedWindow: Window?

  override var hostingWindow: Window? {
    if cachedWindow == nil { cachedWindow = window }
    return cachedWindow
  }
}

/// Models a faulty platform view, not a component: the window's first-responder arbitration takes the control in
/// only while it is visible, so hiding the first responder unseats it (`hidden-leaves-arbitration`).
final class HiddenOutOfWindowKeyboard: PickerKeyboard {
  override var hostingWindow: Window? { isHidden ? nil : window }
}

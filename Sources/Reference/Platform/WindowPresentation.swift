/// A popover shown over a window: its content, and the tap outside it that the system answers by
/// dismissing it. ``PopoverController`` and ``PopoverPresentationController`` register while they show.
@preconcurrency @MainActor protocol WindowPresentation: AnyObject {
  /// The presented content (the content view controller's view).
  var presentedContent: View { get }
  /// The user taps outside the presented content: the system dismissal, which the delegate can refuse.
  func userTapsOutside()
  /// Whether it shows as a popover (a sheet does not: nothing outside it can be tapped).
  var isPopover: Bool { get }
}

extension WindowPresentation {
  var isPopover: Bool { true }
}

/// A popover shown over a window, as a person sees it (UIKit's presentation layer; the harness reads it
/// as a UI test reads the screen).
@_spi(Harness) @MainActor public struct ShownPopover {
  fileprivate let presentation: any WindowPresentation

  /// The presented content.
  public var content: View { presentation.presentedContent }

  /// The user taps outside it: the system dismissal, which the popover's delegate can refuse.
  public func userTapsOutside() { presentation.userTapsOutside() }
}

extension Window {
  /// The popovers shown over this window, oldest first.
  @_spi(Harness) public var shownPopovers: [ShownPopover] {
    presented.filter(\.isPopover).map(ShownPopover.init(presentation:))
  }
}

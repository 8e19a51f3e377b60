/// How a view controller is presented, as `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
  case blurOverFullScreen = 8
  case none = -1
  case automatic = -2
}

/// How a presentation animates, as `UIModalTransitionStyle`: inert.
public enum UIModalTransitionStyle: Int, Sendable { case coverVertical, flipHorizontal, crossDissolve, partialCurl }

/// Where a popover's arrow may point, as `UIPopoverArrowDirection`: inert.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = Self(rawValue: 1 << 0), down = Self(rawValue: 1 << 1)
  public static let left = Self(rawValue: 1 << 2), right = Self(rawValue: 1 << 3)
  public static let any = Self(rawValue: 0xF)
  public static let unknown = Self(rawValue: .max)
}

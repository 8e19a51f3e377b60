import Foundation

/// The direction of the interface, as `UIUserInterfaceLayoutDirection`: left to right in the model.
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }

/// How a view's content flips, as `UISemanticContentAttribute`: stored, inert.
public enum UISemanticContentAttribute: Int, Sendable {
  case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

import Foundation
@_spi(Harness) import InputPlatform

extension View {
  /// Gives a component with no size the size an app's screen would give it, so that code that reads its bounds (a
  /// touch inside them, views laid out in them) sees a real one: 320 × 44 points, below the top of the screen.
  func layOutOnScreen() {
    guard frame.size == .zero else { return }
    frame = CGRect(x: 16, y: 120, width: 320, height: 44)
  }
}
